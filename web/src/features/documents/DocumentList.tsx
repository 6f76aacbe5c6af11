import Stack from '@mui/material/Stack';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { LoadMoreButton } from '../cases/list/LoadMoreButton';
import { DocumentTable } from './DocumentTable';
import { useDocumentConnection } from './useDocumentConnection';

interface DocumentListProps {
  /** Only this case's documents (and no Case column). */
  caseId?: number;
  emptyDescription?: string;
}

/** Documents newest first, with loading, error and empty states and 'Load more'. */
export function DocumentList({ caseId, emptyDescription }: DocumentListProps) {
  const { connection, error, loading, loadingMore, loadMore, retry } = useDocumentConnection(caseId ?? null);

  if (error) return <ErrorState title="Could not load documents" message={errorMessageOf(error)} onRetry={retry} />;
  if (loading || !connection) return <LoadingState label="Loading documents..." />;
  if (connection.nodes.length === 0) return <EmptyState title="No documents yet" description={emptyDescription} />;

  return (
    <Stack spacing={2} sx={{ pb: connection.pageInfo.hasNextPage ? 2 : 0 }}>
      <DocumentTable
        documents={connection.nodes}
        showCase={caseId === undefined}
        label={caseId === undefined ? 'All documents' : 'Case documents'}
      />
      {connection.pageInfo.hasNextPage && <LoadMoreButton what="documents" loading={loadingMore} onClick={loadMore} />}
    </Stack>
  );
}
