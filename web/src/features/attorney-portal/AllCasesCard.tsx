import { useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { RecordTable } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { SectionCard } from '../../components/SectionCard';
import type { CaseSummaryFieldsFragment } from '../../gql/graphql';
import { serverMessage } from '../../lib/graphqlErrors';
import { CaseSearchField } from '../cases/list/CaseSearchField';
import { caseRowId, caseRowLabel, caseSummaryColumns } from '../cases/list/caseSummaryColumns';
import { LoadMoreButton } from '../cases/list/LoadMoreButton';
import { useCaseConnection } from '../cases/list/useCaseConnection';
import { CaseActionButtons } from './CaseActionButtons';

export const ALL_CASES_PAGE_SIZE = 10;

type CaseSummary = CaseSummaryFieldsFragment;

/** Phones keep the case number, patient and status, with View Details and Message. */
const portalCaseColumns = caseSummaryColumns({ linkNumber: false, withAttorney: false });
const caseActions = (summary: CaseSummary) => <CaseActionButtons caseId={summary.id} caseNumber={summary.caseNumber} />;

function PortalCaseTable({ cases }: { cases: readonly CaseSummary[] }) {
  return (
    <RecordTable
      label="All cases"
      columns={portalCaseColumns}
      rows={cases}
      getRowId={caseRowId}
      getRowLabel={caseRowLabel}
      renderActions={caseActions}
    />
  );
}

/** Every case the attorney holds, searched on the server once typing pauses, page by page. */
export function AllCasesCard() {
  const [search, setSearch] = useState('');
  const trimmed = search.trim();
  const { connection, error, loading, updating, loadingMore, loadMore, retry } = useCaseConnection({
    filter: trimmed ? { search: trimmed } : {},
    sortBy: 'caseNumber',
    sortDirection: 'desc',
    first: ALL_CASES_PAGE_SIZE,
  });

  return (
    <SectionCard title="All Cases">
      <Stack spacing={2} sx={{ py: 2 }}>
        <Box sx={{ px: 2.5, maxWidth: 480 }}>
          <CaseSearchField value={search} onSearch={setSearch} />
        </Box>
        {error ? (
          <ErrorState title="Could not load cases" message={serverMessage(error)} onRetry={retry} />
        ) : loading || !connection ? (
          <LoadingState label="Loading cases..." />
        ) : (
          <>
            {updating && <LinearProgress aria-label="Updating cases" />}
            {connection.nodes.length === 0 ? (
              <EmptyState
                title={trimmed ? 'No cases found matching your search criteria' : 'No cases yet'}
                description={trimmed ? `Nothing matches "${trimmed}".` : undefined}
              />
            ) : (
              <PortalCaseTable cases={connection.nodes} />
            )}
            {connection.pageInfo.hasNextPage && (
              <LoadMoreButton what="cases" loading={loadingMore} onClick={loadMore} />
            )}
          </>
        )}
      </Stack>
    </SectionCard>
  );
}
