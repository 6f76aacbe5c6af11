import Typography from '@mui/material/Typography';
import { formatMoney } from '../../../lib/format';
import { compareMoney, percentOfMoney, subtractMoney } from '../../../lib/money';
import { moneyInputDecimal } from '../../../lib/moneyInput';
import { parsePercentage, type RequestReductionValues } from './requestReductionSchema';

/** The reduction the typed figure would ask for, or null while it is not a valid one. */
function askedReduction(balance: string, values: RequestReductionValues): string | null {
  if (values.mode === 'percentage') {
    const percentage = parsePercentage(values.percentage);
    return percentage && percentOfMoney(balance, percentage);
  }
  const amount = moneyInputDecimal(values.reductionAmount);
  return amount && compareMoney(amount, balance) <= 0 ? amount : null;
}

/** "Reduces the balance by $250.00, to $1,000.00": worked exactly in cents; the server's figures are final. */
export function ReductionPreview({ balance, values }: { balance: string; values: RequestReductionValues }) {
  const reduction = askedReduction(balance, values);
  return (
    <Typography variant="body2" color="text.secondary" aria-live="polite">
      {reduction
        ? `Reduces the balance by ${formatMoney(reduction)}, to ${formatMoney(subtractMoney(balance, reduction))}.`
        : `Current balance: ${formatMoney(balance)}.`}
    </Typography>
  );
}
