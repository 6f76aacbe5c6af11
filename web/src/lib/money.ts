/**
 * Exact arithmetic on the API's Decimal strings ("1250.00"): amounts are worked in whole cents as
 * BigInt and never pass through floating point. For previews only; the server's figures are the record.
 */
const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** "1250.5" -> 125050n. Throws on anything that is not a decimal with at most 2 places. */
export function toCents(amount: string): bigint {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new Error(`Not a money amount: "${amount}"`);
  const [, minus, whole, fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return minus ? -cents : cents;
}

/** 125050n -> "1250.50". */
export function fromCents(cents: bigint): string {
  const magnitude = cents < 0n ? -cents : cents;
  const fraction = String(magnitude % 100n).padStart(2, '0');
  return `${cents < 0n ? '-' : ''}${magnitude / 100n}.${fraction}`;
}

/** left − right, exactly. */
export function subtractMoney(left: string, right: string): string {
  return fromCents(toCents(left) - toCents(right));
}

/** -1, 0 or 1 as left is less than, equal to or more than right. */
export function compareMoney(left: string, right: string): -1 | 0 | 1 {
  const difference = toCents(left) - toCents(right);
  if (difference === 0n) return 0;
  return difference < 0n ? -1 : 1;
}

/**
 * `percentage` per cent of `amount`, rounded half away from zero to the cent (as the server rounds
 * a reduction asked as a percentage). The percentage has at most 2 decimals, like the API's.
 */
export function percentOfMoney(amount: string, percentage: string): string {
  // cents × (percent × 100) = the result in cents × 10,000
  const scaled = toCents(amount) * toCents(percentage);
  const half = scaled < 0n ? -5_000n : 5_000n;
  return fromCents((scaled + half) / 10_000n);
}
