import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { RecordTable, type DataTableColumn } from '../../../components/DataTable';
import type { CaseSummaryFieldsFragment } from '../../../gql/graphql';
import { formatLocalDate } from '../../../lib/format';
import { casePaths } from '../casePaths';
import { CaseStatusChip } from '../CaseStatusChip';
import { caseTypeLabels } from '../labels';
import { CaseAiShortButton } from './CaseAiLinks';

type CaseSummary = CaseSummaryFieldsFragment;

/** Phones keep the case number, patient and status (and the AI button). */
const caseColumns: ReadonlyArray<DataTableColumn<CaseSummary>> = [
  {
    id: 'caseNumber',
    header: 'Case Number',
    key: true,
    accessor: (summary) => summary.caseNumber,
    render: (summary) => (
      <Link component={RouterLink} to={casePaths.detail(summary.id)} sx={{ fontWeight: 600 }}>
        {summary.caseNumber}
      </Link>
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
  {
    id: 'attorney',
    header: 'Attorney',
    wideOnly: true,
    accessor: (summary) => summary.attorney?.fullName ?? 'Not assigned',
  },
];

const caseId = (summary: CaseSummary) => summary.id;
const caseLabel = (summary: CaseSummary) => `${summary.caseNumber}, ${summary.patient.fullName}`;
const caseActions = (summary: CaseSummary) => <CaseAiShortButton caseId={summary.id} caseNumber={summary.caseNumber} />;

/** The List view: one row per case (a card on phones); the case number opens it, 'AI' opens the AI Dashboard on it. */
export function CaseTable({ cases }: { cases: readonly CaseSummary[] }) {
  return (
    <Paper variant="outlined">
      <RecordTable
        label="Cases"
        columns={caseColumns}
        rows={cases}
        getRowId={caseId}
        getRowLabel={caseLabel}
        renderActions={caseActions}
        actionsHeader="AI Analysis"
      />
    </Paper>
  );
}
