import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { SectionCard } from '../../../components/SectionCard';
import type { BillingStatus } from '../../../gql/graphql';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { LoadMoreButton } from '../../cases/list/LoadMoreButton';
import { billingStatusLabels } from '../billingLabels';
import { BillingEntryTable } from './BillingEntryTable';
import { BillingStatusFilter } from './BillingStatusFilter';
import { useBillingEntryConnection } from './useBillingEntryConnection';

interface BillingEntryListProps {
  /** What to say when there are no bills at all. */
  emptyHint: string;
  /** Set while live updates are down: the list asks the server this often itself. */
  pollInterval: number | undefined;
  /** Set when live updates stopped; offers to reconnect. */
  liveDown?: { reconnect: () => void };
  /** The statuses the reader can see, for the filter. */
  statuses: readonly BillingStatus[];
  /** Name each bill's clinic (for readers of several clinics' bills). */
  showClinic: boolean;
}

function EmptyEntries({ status, emptyHint }: { status: BillingStatus | null; emptyHint: string }) {
  if (status === null) return <EmptyState title="No billing entries yet" description={emptyHint} />;
  const label = billingStatusLabels[status].toLowerCase();
  return <EmptyState title={`No ${label} billing entries`} description="Choose All to see every entry." />;
}

/** Billing Entries: newest first, filtered by status, with 'Load more'; kept current live. */
export function BillingEntryList({ emptyHint, pollInterval, liveDown, statuses, showClinic }: BillingEntryListProps) {
  const [status, setStatus] = useState<BillingStatus | null>(null);
  const { connection, error, loading, updating, loadingMore, loadMore, retry } = useBillingEntryConnection(
    { status, caseId: null },
    pollInterval,
  );

  const content = () => {
    if (error)
      return <ErrorState title="Could not load billing entries" message={errorMessageOf(error)} onRetry={retry} />;
    if (loading || !connection) return <LoadingState label="Loading billing entries..." />;
    if (connection.nodes.length === 0) return <EmptyEntries status={status} emptyHint={emptyHint} />;
    return (
      <>
        <BillingEntryTable entries={connection.nodes} label="Billing entries" showClinic={showClinic} />
        {connection.pageInfo.hasNextPage && (
          <Box sx={{ p: 2 }}>
            <LoadMoreButton what="billing entries" loading={loadingMore} onClick={loadMore} />
          </Box>
        )}
      </>
    );
  };

  return (
    <SectionCard
      title="Billing Entries"
      action={<BillingStatusFilter value={status} onChange={setStatus} statuses={statuses} />}
    >
      {updating && <LinearProgress aria-label="Updating billing entries" />}
      {liveDown && (
        <Alert
          severity="warning"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" size="small" onClick={liveDown.reconnect}>
              Reconnect
            </Button>
          }
        >
          Live updates are paused. Billing refreshes every 30 seconds until they resume.
        </Alert>
      )}
      {content()}
    </SectionCard>
  );
}
