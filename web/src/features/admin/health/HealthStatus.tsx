import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { SystemHealthQuery } from '../../../gql/graphql';

/** Healthy, or degraded with each reason in words. */
export function HealthStatus({ health }: { health: SystemHealthQuery['systemHealth'] }) {
  if (health.status === 'healthy') {
    return (
      <Alert severity="success">
        <AlertTitle>Healthy</AlertTitle>
        The database answers and no figure below is past its limit.
      </Alert>
    );
  }
  return (
    <Alert severity="warning">
      <AlertTitle>Degraded</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {health.problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </Alert>
  );
}
