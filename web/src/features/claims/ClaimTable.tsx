import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RecordTable, type DataTableColumn } from '../../components/DataTable';
import type { ClaimFieldsFragment } from '../../gql/graphql';
import { formatMoney } from '../../lib/format';
import { claimPaths, coverageTypeLabels } from './claimLabels';
import { ClaimStatusChip } from './ClaimStatusChip';

const columns: ReadonlyArray<DataTableColumn<ClaimFieldsFragment>> = [
  {
    id: 'claim',
    header: 'Claim',
    key: true,
    accessor: (claim) => claim.claimNumber,
    render: (claim) => (
      <Link component={RouterLink} to={claimPaths.detail(claim.id)} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {claim.claimNumber}
      </Link>
    ),
  },
  {
    id: 'patient',
    header: 'Case',
    key: true,
    accessor: (claim) => `${claim.caseNumber} ${claim.patientName}`,
    render: (claim) => (
      <>
        <Typography variant="body2">{claim.caseNumber}</Typography>
        <Typography variant="body2" color="text.secondary">
          {claim.patientName}
        </Typography>
      </>
    ),
  },
  {
    id: 'payer',
    header: 'Payer',
    accessor: (claim) =>
      [claim.carrierName, claim.coverageType ? coverageTypeLabels[claim.coverageType] : null]
        .filter(Boolean)
        .join(' · '),
  },
  { id: 'billed', header: 'Billed', key: true, accessor: (claim) => formatMoney(claim.billedAmount) },
  { id: 'paid', header: 'Paid', accessor: (claim) => (claim.paidAmount ? formatMoney(claim.paidAmount) : '—') },
  {
    id: 'status',
    header: 'Status',
    key: true,
    accessor: (claim) => claim.status,
    render: (claim) => <ClaimStatusChip status={claim.status} />,
  },
];

/** One row per claim, linking to its page; a card per claim on phones. */
export function ClaimTable({ claims, label }: { claims: readonly ClaimFieldsFragment[]; label: string }) {
  return (
    <RecordTable
      label={label}
      columns={columns}
      rows={claims}
      getRowId={(claim) => claim.id}
      getRowLabel={(claim) => claim.claimNumber}
    />
  );
}
