import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { LoadMoreButton } from '../../cases/list/LoadMoreButton';
import { type AuditFilterValues, dateOrderError, hasAuditFilters } from './auditFilters';
import { AuditLogTable } from './AuditLogTable';
import { useAuditLogRecords } from './useAuditLogRecords';

export const EMPTY_AUDIT_LOG = 'No audit entries yet.';

const entries = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'entry' : 'entries'}`;

/** The entries under the filters, newest first, with loading, error and empty states and 'Load more'. */
export function AuditLogList({ filters }: { filters: AuditFilterValues }) {
  const { connection, error, loading, updating, loadingMore, loadMore, retry } = useAuditLogRecords(filters);

  if (dateOrderError(filters)) {
    return <EmptyState title="Choose a date range that ends on or after its start." />;
  }
  if (error) return <ErrorState title="Could not load the audit log" message={errorMessageOf(error)} onRetry={retry} />;
  if (loading || !connection) return <LoadingState label="Loading the audit log..." />;

  const shown = connection.nodes.length;
  const filtered = hasAuditFilters(filters);
  return (
    <>
      {shown > 0 && (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2.5, pb: 1 }}>
          Showing {shown.toLocaleString('en-US')} of {entries(connection.totalCount)}
          {filtered ? ' matching the filters' : ''}
        </Typography>
      )}
      <Box sx={{ height: 4 }}>{updating && <LinearProgress aria-label="Updating the audit log" />}</Box>
      {shown === 0 ? (
        <EmptyState
          title={filtered ? 'No audit entries match these filters.' : EMPTY_AUDIT_LOG}
          description={
            filtered ? 'Try another action, entity or date range.' : 'Every change and sign-in appears here.'
          }
        />
      ) : (
        <AuditLogTable records={connection.nodes} />
      )}
      {connection.pageInfo.hasNextPage && (
        <Box sx={{ py: 2 }}>
          <LoadMoreButton what="audit entries" loading={loadingMore} onClick={loadMore} />
        </Box>
      )}
    </>
  );
}
