import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatLocalDate, formatMoney } from '../../../lib/format';
import { casePaths } from '../../cases/casePaths';
import type { DataTableColumn } from '../../../components/DataTable';
import type { BillingEntryItem } from '../billingEntryFields';
import { paymentMethodLabels } from '../../../lib/paymentMethods';
import { BillingStatusChip } from './BillingStatusChip';

/** Below `md` the wide-only columns' facts move under the invoice number. */
const smallScreensOnly = { display: { xs: 'block', md: 'none' } } as const;

const NONE = '—';

function isOverdue(entry: BillingEntryItem, today: string): boolean {
  // LocalDates compare correctly as text.
  return (
    (entry.status === 'pending' || entry.status === 'submitted') && entry.dueDate !== null && entry.dueDate < today
  );
}

function AmountCell({ entry }: { entry: BillingEntryItem }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {formatMoney(entry.amount)}
      </Typography>
      {entry.adjustedAmount !== null && (
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          Adjusted {formatMoney(entry.adjustedAmount)}
        </Typography>
      )}
    </>
  );
}

function DueDate({ entry, today }: { entry: BillingEntryItem; today: string }) {
  if (!entry.dueDate) return <>{NONE}</>;
  return (
    <>
      {formatLocalDate(entry.dueDate)}
      {isOverdue(entry, today) && (
        <Typography component="span" variant="body2" color="error" sx={{ display: 'block', fontWeight: 600 }}>
          Overdue
        </Typography>
      )}
    </>
  );
}

function Payment({ entry }: { entry: BillingEntryItem }) {
  if (!entry.paidDate) return <>{NONE}</>;
  return (
    <>
      {formatLocalDate(entry.paidDate)}
      {entry.paymentMethod && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {paymentMethodLabels[entry.paymentMethod]}
        </Typography>
      )}
    </>
  );
}

/** What the hidden columns say, for phones. */
function SmallScreenFacts({ entry, today }: { entry: BillingEntryItem; today: string }) {
  return (
    <Box sx={{ ...smallScreensOnly, color: 'text.secondary', typography: 'body2' }}>
      {entry.description && <Box sx={{ overflowWrap: 'anywhere' }}>{entry.description}</Box>}
      {entry.dueDate && (
        <Box>
          Due <DueDate entry={entry} today={today} />
        </Box>
      )}
      {entry.paidDate && (
        <Box>
          Paid {formatLocalDate(entry.paidDate)}
          {entry.paymentMethod && ` · ${paymentMethodLabels[entry.paymentMethod]}`}
        </Box>
      )}
    </Box>
  );
}

const clinicColumn: DataTableColumn<BillingEntryItem> = {
  id: 'clinic',
  header: 'Clinic',
  key: true,
  accessor: (entry) => entry.clinicName,
};

/**
 * One column per fact of a bill: invoice, case and patient, the clinic (for readers of several clinics'
 * bills), description, amount, status, due and paid dates. Phones keep the invoice, case, clinic, amount
 * and status (with the actions); the accessors are plain text.
 */
export function billingEntryColumns(
  today: string,
  showClinic: boolean,
): ReadonlyArray<DataTableColumn<BillingEntryItem>> {
  return [
    {
      id: 'invoice',
      header: 'Invoice',
      key: true,
      accessor: (entry) => entry.invoiceNumber,
      render: (entry) => (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {entry.invoiceNumber}
          </Typography>
          <SmallScreenFacts entry={entry} today={today} />
        </>
      ),
    },
    {
      id: 'case',
      header: 'Case',
      key: true,
      accessor: (entry) => entry.caseNumber,
      render: (entry) => (
        <>
          <Link component={RouterLink} to={casePaths.detail(entry.caseId)} sx={{ fontWeight: 600 }}>
            {entry.caseNumber}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {entry.patientName}
          </Typography>
        </>
      ),
    },
    ...(showClinic ? [clinicColumn] : []),
    {
      id: 'description',
      header: 'Description',
      wideOnly: true,
      accessor: (entry) => entry.description,
      render: (entry) => <Box sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>{entry.description ?? NONE}</Box>,
    },
    {
      id: 'amount',
      header: 'Amount',
      key: true,
      align: 'right',
      accessor: (entry) => entry.amount,
      render: (entry) => <AmountCell entry={entry} />,
    },
    {
      id: 'status',
      header: 'Status',
      key: true,
      accessor: (entry) => entry.status,
      render: (entry) => <BillingStatusChip status={entry.status} />,
    },
    {
      id: 'due',
      header: 'Due',
      wideOnly: true,
      accessor: (entry) => entry.dueDate,
      render: (entry) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <DueDate entry={entry} today={today} />
        </Box>
      ),
    },
    {
      id: 'paid',
      header: 'Paid',
      wideOnly: true,
      accessor: (entry) => entry.paidDate,
      render: (entry) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <Payment entry={entry} />
        </Box>
      ),
    },
  ];
}
