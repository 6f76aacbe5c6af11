import type { LedgerEntryKind } from '../../../gql/graphql';
import { formatMoney } from '../../../lib/format';

/** The typographic minus sign, which lines up with "+" in a column of figures. */
export const MINUS_SIGN = '\u2212';

/** A posting's amount with the way it moves the balance: "+$100.00" for a charge, "−$20.00" for the rest. */
export function signedLedgerAmount(kind: LedgerEntryKind, amount: string): string {
  return `${kind === 'charge' ? '+' : MINUS_SIGN}${formatMoney(amount)}`;
}
