import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { DataTableColumn } from '../../../components/DataTable';
import type { CaseSummaryFieldsFragment } from '../../../gql/graphql';
import { formatLocalDate } from '../../../lib/format';
import { casePaths } from '../casePaths';
import { CaseStatusChip } from '../CaseStatusChip';
import { caseTypeLabels } from '../labels';

type CaseSummary = CaseSummaryFieldsFragment;

export interface CaseSummaryColumnOptions {
  /** The case number opens the case (the cases list); otherwise the row's actions do (the attorney portal). */
  linkNumber: boolean;
  /** The attorney column: clinic users see whose case it is; an attorney's own portal need not say. */
  withAttorney: boolean;
}

/** The columns of a list of cases; phones keep the case number, patient and status. */
export function caseSummaryColumns({
  linkNumber,
  withAttorney,
}: CaseSummaryColumnOptions): DataTableColumn<CaseSummary>[] {
  return [
    {
      id: 'caseNumber',
      header: 'Case Number',
      key: true,
      accessor: (summary) => summary.caseNumber,
      render: (summary) =>
        linkNumber ? (
          <Link component={RouterLink} to={casePaths.detail(summary.id)} sx={{ fontWeight: 600 }}>
            {summary.caseNumber}
          </Link>
        ) : (
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
    ...(withAttorney
      ? [
          {
            id: 'attorney',
            header: 'Attorney',
            wideOnly: true,
            accessor: (summary: CaseSummary) => summary.attorney?.fullName ?? 'Not assigned',
          },
        ]
      : []),
  ];
}

export const caseRowId = (summary: CaseSummary) => summary.id;
export const caseRowLabel = (summary: CaseSummary) => `${summary.caseNumber}, ${summary.patient.fullName}`;
