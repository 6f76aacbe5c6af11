import { useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RecordTable, type DataTableColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { SectionCard } from '../../components/SectionCard';
import type { CaseSummaryFieldsFragment } from '../../gql/graphql';
import { formatLocalDate } from '../../lib/format';
import { serverMessage } from '../../lib/graphqlErrors';
import { CaseStatusChip } from '../cases/CaseStatusChip';
import { caseTypeLabels } from '../cases/labels';
import { CaseSearchField } from '../cases/list/CaseSearchField';
import { LoadMoreButton } from '../cases/list/LoadMoreButton';
import { useCaseConnection } from '../cases/list/useCaseConnection';
import { CaseActionButtons } from './CaseActionButtons';

export const ALL_CASES_PAGE_SIZE = 10;

type CaseSummary = CaseSummaryFieldsFragment;

/** Phones keep the case number, patient and status, with View Details and Message. */
const portalCaseColumns: ReadonlyArray<DataTableColumn<CaseSummary>> = [
  {
    id: 'caseNumber',
    header: 'Case Number',
    key: true,
    accessor: (summary) => summary.caseNumber,
    render: (summary) => (
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {summary.caseNumber}
      </Typography>
    ),
  },
  { id: 'patient', header: 'Patient', key: true, accessor: (summary) => summary.patient.fullName },
  { id: 'caseType', header: 'Case Type', wideOnly: true, accessor: (summary) => caseTypeLabels[summary.caseType] },
  {
    id: 'status',
    header: 'Status',
    key: true,
    accessor: (summary) => summary.status,
    render: (summary) => <CaseStatusChip status={summary.status} />,
  },
  {
    id: 'accidentDate',
    header: 'Accident Date',
    wideOnly: true,
    accessor: (summary) => (summary.accidentDate ? formatLocalDate(summary.accidentDate) : 'Not recorded'),
  },
];

const caseId = (summary: CaseSummary) => summary.id;
const caseLabel = (summary: CaseSummary) => `${summary.caseNumber}, ${summary.patient.fullName}`;
const caseActions = (summary: CaseSummary) => <CaseActionButtons caseId={summary.id} caseNumber={summary.caseNumber} />;

function PortalCaseTable({ cases }: { cases: readonly CaseSummary[] }) {
  return (
    <RecordTable
      label="All cases"
      columns={portalCaseColumns}
      rows={cases}
      getRowId={caseId}
      getRowLabel={caseLabel}
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
