import { formatMoney } from '../../../lib/format';
import { compareMoney, subtractMoney } from '../../../lib/money';

/** What closing does to the balance, said before the clinic confirms. */
export function writeOffNotice(balance: string): string {
  const sign = compareMoney(balance, '0');
  if (sign > 0) return `The balance of ${formatMoney(balance)} will be written off.`;
  if (sign === 0) return 'The balance is $0.00, so nothing is written off.';
  return `The ledger shows a credit of ${formatMoney(subtractMoney('0', balance))}; nothing is written off.`;
}
