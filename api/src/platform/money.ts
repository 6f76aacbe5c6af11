/**
 * Exact money arithmetic on decimal strings (PRODUCT.md decision 4: never floating point). Amounts
 * carry at most 2 decimals; they are worked in whole cents as BigInt.
 */
const moneyPattern = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

export function toCents(amount: string): bigint {
  const match = moneyPattern.exec(amount.trim());
  if (!match) throw new Error(`Not a money amount: ${amount}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** A percentage (up to 2 decimals) of an amount, rounded half away from zero to the cent. */
export function percentOf(amount: string, percentage: string): string {
  const scaled = toCents(amount) * toCents(percentage); // cents x (percent x 100)
  const divisor = 10_000n;
  const half = scaled < 0n ? -divisor / 2n : divisor / 2n;
  return fromCents((scaled + half) / divisor);
}

export const subtractMoney = (left: string, right: string): string => fromCents(toCents(left) - toCents(right));

export const compareMoney = (left: string, right: string): -1 | 0 | 1 => {
  const difference = toCents(left) - toCents(right);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
};

/** "$1,234.50" (negative as "-$12.00"), for messages and documents. */
export function formatMoney(amount: string): string {
  const cents = toCents(amount);
  const [whole, fraction] = fromCents(cents < 0n ? -cents : cents).split('.');
  return `${cents < 0n ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}
