import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { formatDateTime } from '../../../lib/format';
import { serverMessage, errorMessageOf } from '../../../lib/graphqlErrors';
import { refetchInBackground } from '../../../lib/refetchInBackground';
import { HealthCards } from './HealthCards';
import { HEALTH_REFRESH_MS, SystemHealthQuery } from './healthQueries';
import { HealthStatus } from './HealthStatus';
import { JobQueuesTable } from './JobQueuesTable';

/** The Health tab: figures measured now, again every 20 seconds while it is open, or on Refresh. */
export function HealthTab() {
  const { data, error, networkStatus, refetch } = useQuery(SystemHealthQuery, {
    fetchPolicy: 'network-only',
    pollInterval: HEALTH_REFRESH_MS,
    notifyOnNetworkStatusChange: true,
  });
  const refreshing = networkStatus === NetworkStatus.refetch || networkStatus === NetworkStatus.poll;
  const refresh = () => refetchInBackground(refetch);

  if (!data) {
    if (error)
      return <ErrorState title="Could not measure the system" message={errorMessageOf(error)} onRetry={refresh} />;
    return <LoadingState label="Measuring the system..." />;
  }
  const health = data.systemHealth;

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h2">
          System Health
        </Typography>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh} disabled={refreshing}>
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
      </Stack>
      {error && (
        <Typography role="alert" variant="body2" color="error">
          The last refresh failed: {serverMessage(error) ?? 'the server did not answer'}. Showing the figures of{' '}
          {formatDateTime(health.measuredAt)}.
        </Typography>
      )}
      <HealthStatus health={health} />
      <HealthCards health={health} />
      <JobQueuesTable queues={health.jobs.queues} />
      <Typography variant="body2" color="text.secondary">
        Measured {formatDateTime(health.measuredAt)} by api process {health.process.instance}. Requests, latency,
        errors, uptime and memory are that process's own (each api process keeps its own figures); database and storage
        figures are shared. Refreshes every {HEALTH_REFRESH_MS / 1000} seconds while this tab is open.
      </Typography>
    </Stack>
  );
}
