import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DataTableColumn } from '../../../components/DataTable';
import { formatLocalDate, formatMoney } from '../../../lib/format';
import { paymentMethodLabels } from '../../../lib/paymentMethods';
import type { LedgerEntry } from '../ledgerFields';
import { LedgerKindChip } from './LedgerKindChip';
import { signedLedgerAmount } from './signedAmount';

const figures = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** The line under a description: the invoice of a charge, the method and reference of a payment. */
function entryDetail(entry: LedgerEntry): string | null {
  if (entry.invoiceNumber) return `Invoice ${entry.invoiceNumber}`;
  const parts = [entry.paymentMethod && paymentMethodLabels[entry.paymentMethod], entry.reference].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

function Description({ entry }: { entry: LedgerEntry }) {
  const detail = entryDetail(entry);
  return (
    <Box sx={{ maxWidth: 360 }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {entry.description}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Typography>
      )}
    </Box>
  );
}

/** A posting's columns; phones keep the date, kind, description, amount and running balance. */
export const ledgerEntryColumns: ReadonlyArray<DataTableColumn<LedgerEntry>> = [
  {
    id: 'date',
    header: 'Date',
    key: true,
    accessor: (entry) => entry.effectiveDate,
    render: (entry) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatLocalDate(entry.effectiveDate)}</Box>,
  },
  {
    id: 'kind',
    header: 'Kind',
    key: true,
    accessor: (entry) => entry.kind,
    render: (entry) => <LedgerKindChip kind={entry.kind} />,
  },
  {
    id: 'description',
    header: 'Description',
    key: true,
    accessor: (entry) => entry.description,
    render: (entry) => <Description entry={entry} />,
  },
  {
    id: 'amount',
    header: 'Amount',
    key: true,
    align: 'right',
    accessor: (entry) => entry.amount,
    render: (entry) => (
      <Box component="span" sx={{ ...figures, color: entry.kind === 'charge' ? 'text.primary' : 'success.main' }}>
        {signedLedgerAmount(entry.kind, entry.amount)}
      </Box>
    ),
  },
  {
    id: 'balance',
    header: 'Balance',
    key: true,
    align: 'right',
    accessor: (entry) => entry.balanceAfter,
    render: (entry) => (
      <Box component="span" sx={{ ...figures, fontWeight: 600 }}>
        {formatMoney(entry.balanceAfter)}
      </Box>
    ),
  },
  {
    id: 'recordedBy',
    header: 'Recorded by',
    wideOnly: true,
    accessor: (entry) => entry.createdByName,
  },
];
