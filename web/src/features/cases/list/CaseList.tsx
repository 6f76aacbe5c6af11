import { useCallback } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { countOf } from '../../../lib/format';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { CaseCardGrid } from './CaseCardGrid';
import { caseListVariables } from './caseListParams';
import { CaseListToolbar } from './CaseListToolbar';
import { CaseTable } from './CaseTable';
import { LoadMoreButton } from './LoadMoreButton';
import { useCaseConnection } from './useCaseConnection';
import { useCaseListParams } from './useCaseListParams';

const PAGE_SIZE = 20;

/**
 * The searchable, filterable, sortable list of cases in the user's scope, as cards or rows. Its
 * settings live in the address; used by the Cases page and the dashboard's cases view.
 */
export function CaseList() {
  const { params, updateParams } = useCaseListParams();
  const onSearch = useCallback((search: string) => updateParams({ search }), [updateParams]);
  const { connection, error, loading, updating, loadingMore, loadMore, retry } = useCaseConnection({
    ...caseListVariables(params),
    first: PAGE_SIZE,
  });

  return (
    <Stack spacing={2}>
      <CaseListToolbar params={params} onChange={updateParams} onSearch={onSearch} />
      {error ? (
        <ErrorState title="Could not load cases" message={errorMessageOf(error)} onRetry={retry} />
      ) : loading || !connection ? (
        <LoadingState label="Loading cases..." />
      ) : (
        <>
          <Typography role="status" variant="body2" color="text.secondary">
            Found {countOf(connection.totalCount, 'case')} matching your search (out of {connection.totalInScope} total)
          </Typography>
          {updating && <LinearProgress aria-label="Updating cases" />}
          {connection.nodes.length === 0 ? (
            <EmptyState title="No cases found matching your search criteria" />
          ) : params.layout === 'list' ? (
            <CaseTable cases={connection.nodes} />
          ) : (
            <CaseCardGrid cases={connection.nodes} />
          )}
          {connection.pageInfo.hasNextPage && <LoadMoreButton what="cases" loading={loadingMore} onClick={loadMore} />}
        </>
      )}
    </Stack>
  );
}
