import Paper from '@mui/material/Paper';
import { RecordTable } from '../../../components/DataTable';
import type { CaseSummaryFieldsFragment } from '../../../gql/graphql';
import { CaseAiShortButton } from './CaseAiLinks';
import { caseRowId, caseRowLabel, caseSummaryColumns } from './caseSummaryColumns';

type CaseSummary = CaseSummaryFieldsFragment;

const caseColumns = caseSummaryColumns({ linkNumber: true, withAttorney: true });
const caseActions = (summary: CaseSummary) => <CaseAiShortButton caseId={summary.id} caseNumber={summary.caseNumber} />;

/** The List view: one row per case (a card on phones); the case number opens it, 'AI' opens the AI Dashboard on it. */
export function CaseTable({ cases }: { cases: readonly CaseSummary[] }) {
  return (
    <Paper variant="outlined">
      <RecordTable
        label="Cases"
        columns={caseColumns}
        rows={cases}
        getRowId={caseRowId}
        getRowLabel={caseRowLabel}
        renderActions={caseActions}
        actionsHeader="AI Analysis"
      />
    </Paper>
  );
}
