import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatLocalDate, formatMoney } from '../../../lib/format';
import { paymentMethodLabels } from '../../../lib/paymentMethods';
import type { LedgerEntry } from '../ledgerFields';
import { LedgerKindChip } from './LedgerKindChip';
import { signedLedgerAmount } from './signedAmount';

/** Columns that make room on phones. */
const wideScreensOnly = { display: { xs: 'none', md: 'table-cell' } } as const;
const figures = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** The line under a description: the invoice of a charge, the method and reference of a payment. */
function entryDetail(entry: LedgerEntry): string | null {
  if (entry.invoiceNumber) return `Invoice ${entry.invoiceNumber}`;
  const parts = [entry.paymentMethod && paymentMethodLabels[entry.paymentMethod], entry.reference].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The postings in order, each with its signed amount and the running balance after it. */
export function LedgerEntriesTable({ entries }: { entries: readonly LedgerEntry[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Ledger entries">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Kind</TableCell>
            <TableCell>Description</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell align="right">Balance</TableCell>
            <TableCell sx={wideScreensOnly}>Recorded by</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => {
            const detail = entryDetail(entry);
            return (
              <TableRow key={entry.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatLocalDate(entry.effectiveDate)}</TableCell>
                <TableCell>
                  <LedgerKindChip kind={entry.kind} />
                </TableCell>
                <TableCell sx={{ maxWidth: 360 }}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {entry.description}
                  </Typography>
                  {detail && (
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {detail}
                    </Typography>
                  )}
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ ...figures, color: entry.kind === 'charge' ? 'text.primary' : 'success.main' }}
                >
                  {signedLedgerAmount(entry.kind, entry.amount)}
                </TableCell>
                <TableCell align="right" sx={{ ...figures, fontWeight: 600 }}>
                  {formatMoney(entry.balanceAfter)}
                </TableCell>
                <TableCell sx={wideScreensOnly}>{entry.createdByName}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
