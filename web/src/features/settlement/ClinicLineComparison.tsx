import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoney } from '../../lib/format';
import { compareMoney, subtractMoney } from '../../lib/money';
import type { CaseSettlement, SettlementStatement } from './settlementDocuments';

function Figure({ label, amount, note }: { label: string; amount: string; note?: string }) {
  return (
    <Box sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {formatMoney(amount)}
      </Typography>
      {note && (
        <Typography variant="caption" color="text.secondary" component="p">
          {note}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The clinic's line side by side: its balance now, the attorney's proposed payment and the reduction
 * that confirming would write off (with the balance the attorney saw, when it has moved since).
 */
export function ClinicLineComparison({
  settlement,
  statement,
}: {
  settlement: CaseSettlement;
  statement: SettlementStatement;
}) {
  const balance = settlement.ledgerClosedAt ? statement.clinicBalance : settlement.ledgerBalance;
  const reduction =
    compareMoney(balance, statement.clinicPayment) > 0 ? subtractMoney(balance, statement.clinicPayment) : '0.00';
  const percent =
    compareMoney(balance, '0') > 0
      ? `${((Number(reduction) / Number(balance)) * 100).toFixed(1)}% of the balance`
      : undefined;
  const moved = compareMoney(balance, statement.clinicBalance) !== 0;
  return (
    <Box
      role="group"
      aria-label="Your lien line"
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
    >
      <Figure
        label={settlement.ledgerClosedAt ? 'Balance at settlement' : 'Your balance'}
        amount={balance}
        note={moved ? `The attorney saw ${formatMoney(statement.clinicBalance)}` : undefined}
      />
      <Figure label="Proposed payment" amount={statement.clinicPayment} />
      <Figure label="Reduction" amount={reduction} note={percent} />
    </Box>
  );
}
