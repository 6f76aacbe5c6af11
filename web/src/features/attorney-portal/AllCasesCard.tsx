import { useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
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

/** Columns that make room on phones. */
const wideScreensOnly = { display: { xs: 'none', md: 'table-cell' } } as const;

function PortalCaseTable({ cases }: { cases: readonly CaseSummaryFieldsFragment[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="All cases">
        <TableHead>
          <TableRow>
            <TableCell>Case Number</TableCell>
            <TableCell>Patient</TableCell>
            <TableCell sx={wideScreensOnly}>Case Type</TableCell>
            <TableCell>Status</TableCell>
            <TableCell sx={wideScreensOnly}>Accident Date</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cases.map((summary) => (
            <TableRow key={summary.id} hover>
              <TableCell sx={{ fontWeight: 600 }}>{summary.caseNumber}</TableCell>
              <TableCell>{summary.patient.fullName}</TableCell>
              <TableCell sx={wideScreensOnly}>{caseTypeLabels[summary.caseType]}</TableCell>
              <TableCell>
                <CaseStatusChip status={summary.status} />
              </TableCell>
              <TableCell sx={wideScreensOnly}>
                {summary.accidentDate ? formatLocalDate(summary.accidentDate) : 'Not recorded'}
              </TableCell>
              <TableCell align="right">
                <CaseActionButtons caseId={summary.id} caseNumber={summary.caseNumber} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
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
