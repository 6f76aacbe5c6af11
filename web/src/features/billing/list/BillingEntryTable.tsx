import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatLocalDate, formatMoney } from '../../../lib/format';
import { todayLocalDate } from '../../../lib/localDate';
import { casePaths } from '../../cases/casePaths';
import { BillingEntryActions } from '../actions/BillingEntryActions';
import type { BillingEntryItem } from '../billingEntryFields';
import { paymentMethodLabels } from '../../../lib/paymentMethods';
import { BillingStatusChip } from './BillingStatusChip';

/** Columns that make room on phones; their facts move under the invoice number there. */
const wideScreensOnly = { display: { xs: 'none', md: 'table-cell' } } as const;
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

interface BillingEntryTableProps {
  entries: readonly BillingEntryItem[];
  label: string;
  /** A Clinic column, for readers of several clinics' bills. */
  showClinic?: boolean;
}

/** One row per bill: invoice, case and patient, the clinic (when asked), description, amount, status, due and paid dates, and actions. */
export function BillingEntryTable({ entries, label, showClinic = false }: BillingEntryTableProps) {
  const today = todayLocalDate();
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Invoice</TableCell>
            <TableCell>Case</TableCell>
            {showClinic && <TableCell sx={wideScreensOnly}>Clinic</TableCell>}
            <TableCell sx={wideScreensOnly}>Description</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
            <TableCell sx={wideScreensOnly}>Due</TableCell>
            <TableCell sx={wideScreensOnly}>Paid</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} hover>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {entry.invoiceNumber}
                </Typography>
                <SmallScreenFacts entry={entry} today={today} />
              </TableCell>
              <TableCell>
                <Link
                  component={RouterLink}
                  to={casePaths.detail(entry.caseId)}
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {entry.caseNumber}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {entry.patientName}
                </Typography>
                {showClinic && (
                  <Typography variant="body2" color="text.secondary" sx={smallScreensOnly}>
                    {entry.clinicName}
                  </Typography>
                )}
              </TableCell>
              {showClinic && <TableCell sx={wideScreensOnly}>{entry.clinicName}</TableCell>}
              <TableCell sx={{ ...wideScreensOnly, maxWidth: 280, overflowWrap: 'anywhere' }}>
                {entry.description ?? NONE}
              </TableCell>
              <TableCell align="right">
                <AmountCell entry={entry} />
              </TableCell>
              <TableCell>
                <BillingStatusChip status={entry.status} />
              </TableCell>
              <TableCell sx={{ ...wideScreensOnly, whiteSpace: 'nowrap' }}>
                <DueDate entry={entry} today={today} />
              </TableCell>
              <TableCell sx={{ ...wideScreensOnly, whiteSpace: 'nowrap' }}>
                <Payment entry={entry} />
              </TableCell>
              <TableCell align="right">
                <BillingEntryActions entry={entry} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
