import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CaseSummaryFieldsFragment } from '../../../gql/graphql';
import { formatLocalDate } from '../../../lib/format';
import { casePaths } from '../casePaths';
import { CaseStatusChip } from '../CaseStatusChip';
import { caseTypeLabels } from '../labels';
import { CaseAiShortButton } from './CaseAiLinks';

/** Columns that make room on phones. */
const wideScreensOnly = { display: { xs: 'none', md: 'table-cell' } } as const;

/** The List view: one row per case; the case number opens it, 'AI' opens the AI Dashboard on it. */
export function CaseTable({ cases }: { cases: readonly CaseSummaryFieldsFragment[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Cases">
        <TableHead>
          <TableRow>
            <TableCell>Case Number</TableCell>
            <TableCell>Patient</TableCell>
            <TableCell sx={wideScreensOnly}>Case Type</TableCell>
            <TableCell>Status</TableCell>
            <TableCell sx={wideScreensOnly}>Accident Date</TableCell>
            <TableCell sx={wideScreensOnly}>Attorney</TableCell>
            <TableCell align="right">AI Analysis</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cases.map((summary) => (
            <TableRow key={summary.id} hover>
              <TableCell>
                <Link component={RouterLink} to={casePaths.detail(summary.id)} sx={{ fontWeight: 600 }}>
                  {summary.caseNumber}
                </Link>
              </TableCell>
              <TableCell>{summary.patient.fullName}</TableCell>
              <TableCell sx={wideScreensOnly}>{caseTypeLabels[summary.caseType]}</TableCell>
              <TableCell>
                <CaseStatusChip status={summary.status} />
              </TableCell>
              <TableCell sx={wideScreensOnly}>
                {summary.accidentDate ? formatLocalDate(summary.accidentDate) : 'Not recorded'}
              </TableCell>
              <TableCell sx={wideScreensOnly}>{summary.attorney?.fullName ?? 'Not assigned'}</TableCell>
              <TableCell align="right">
                <CaseAiShortButton caseId={summary.id} caseNumber={summary.caseNumber} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
