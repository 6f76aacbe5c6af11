import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RecordTable, type DataTableColumn } from '../../../components/DataTable';
import type { PaymentHistoryEntryFieldsFragment } from '../../../gql/graphql';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { invoicePdfUrl } from './billingFormat';
import { PaymentStatusChip } from './PaymentStatusChip';

type Payment = PaymentHistoryEntryFieldsFragment;

const noWrap = { whiteSpace: 'nowrap' } as const;

const columns: ReadonlyArray<DataTableColumn<Payment>> = [
  { id: 'clinic', header: 'Clinic', key: true, rowHeader: true, accessor: (payment) => payment.clinicName },
  {
    id: 'description',
    header: 'Description',
    accessor: (payment) => payment.description,
    render: (payment) => (
      <>
        {payment.description}
        {payment.kind === 'refund' && (
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            (refund)
          </Typography>
        )}
      </>
    ),
  },
  { id: 'method', header: 'Method', accessor: (payment) => payment.paymentMethod },
  {
    id: 'transaction',
    header: 'Transaction ID',
    wideOnly: true,
    accessor: (payment) => payment.transactionId ?? '—',
    render: (payment) => <Box sx={{ fontFamily: 'monospace', fontSize: 13 }}>{payment.transactionId ?? '—'}</Box>,
  },
  { id: 'invoice', header: 'Invoice', wideOnly: true, accessor: (payment) => payment.invoiceNumber ?? '—' },
  {
    id: 'amount',
    header: 'Amount',
    key: true,
    align: 'right',
    accessor: (payment) => formatMoney(payment.amount),
    render: (payment) => <Box sx={noWrap}>{formatMoney(payment.amount)}</Box>,
  },
  {
    id: 'date',
    header: 'Date',
    key: true,
    accessor: (payment) => formatDateTime(payment.paymentDate),
    render: (payment) => <Box sx={noWrap}>{formatDateTime(payment.paymentDate)}</Box>,
  },
  {
    id: 'status',
    header: 'Status',
    key: true,
    accessor: (payment) => payment.status,
    render: (payment) => <PaymentStatusChip status={payment.status} />,
  },
];

function InvoiceButton({ payment }: { payment: Payment }) {
  if (payment.invoiceId === null || payment.invoiceId === undefined) return null;
  return (
    <Button
      size="small"
      href={invoicePdfUrl(payment.invoiceId)}
      target="_blank"
      rel="noopener"
      aria-label={`Invoice ${payment.invoiceNumber ?? payment.invoiceId} (PDF) for ${payment.clinicName}`}
    >
      Invoice
    </Button>
  );
}

/** Payments with their method, transaction id and invoice; the Invoice button opens the invoice's PDF. */
export function PaymentsTable({ payments, label }: { payments: readonly Payment[]; label: string }) {
  return (
    <RecordTable
      label={label}
      columns={columns}
      rows={payments}
      getRowId={(payment) => payment.id}
      renderActions={(payment) => <InvoiceButton payment={payment} />}
    />
  );
}
