import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { LoadMoreButton } from '../../cases/list/LoadMoreButton';
import { useWaitlistConnection } from './useWaitlistConnection';
import { WaitlistTable } from './WaitlistTable';

export const EMPTY_WAITLIST = 'No waitlist entries yet.';

function entries(count: number): string {
  return `${count} ${count === 1 ? 'entry' : 'entries'}`;
}

/** The entries matching the search, with loading, error and empty states and 'Load more'. */
export function WaitlistEntryList({ search }: { search: string | null }) {
  const { connection, error, loading, updating, loadingMore, loadMore, retry } = useWaitlistConnection(search);

  if (error) return <ErrorState title="Could not load the waitlist" message={errorMessageOf(error)} onRetry={retry} />;
  if (loading || !connection) return <LoadingState label="Loading the waitlist..." />;

  const shown = connection.nodes.length;
  return (
    <>
      {shown > 0 && (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2.5, pb: 1 }}>
          {search
            ? `${entries(connection.totalCount)} matching "${search}"`
            : `Showing ${shown} of ${entries(connection.totalCount)}`}
        </Typography>
      )}
      <Box sx={{ height: 4 }}>{updating && <LinearProgress aria-label="Updating the waitlist" />}</Box>
      {shown === 0 ? (
        <EmptyState
          title={search ? 'No waitlist entries match your search.' : EMPTY_WAITLIST}
          description={search ? 'Try a name, email, practice or state.' : 'Signups from the landing page appear here.'}
        />
      ) : (
        <WaitlistTable entries={connection.nodes} />
      )}
      {connection.pageInfo.hasNextPage && (
        <Box sx={{ py: 2 }}>
          <LoadMoreButton what="waitlist entries" loading={loadingMore} onClick={loadMore} />
        </Box>
      )}
    </>
  );
}
