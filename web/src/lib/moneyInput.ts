/** The most digits before the decimal point a money amount may have (99,999,999.99). */
export const MAX_MONEY_INTEGER_DIGITS = 8;

/** What a typed money amount turned out to be; only `valid` carries a value to send. */
export type MoneyInput =
  | { kind: 'empty' }
  | { kind: 'notANumber' }
  | { kind: 'negative' }
  | { kind: 'tooManyDecimals' }
  | { kind: 'tooLarge' }
  /** `decimal` is the amount as a Decimal scalar with 2 places ("12.5" -> "12.50"). */
  | { kind: 'valid'; decimal: string };

/**
 * An optional minus and "$", then whole dollars (plain digits, or grouped by commas in threes) with an
 * optional fraction ("12", "12.", "12.5", "1,250.00"), or a bare fraction (".5").
 */
const AMOUNT = /^(-?)\$?(?:(\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d*))?|\.(\d+))$/;

/**
 * Reads an amount as typed into a form, working on the text only: it never passes through a float,
 * so what is sent is exactly what was typed. A "$" and thousands separators are accepted; anything
 * ambiguous ("12,50" could mean 12.50 or 1250) or unusual (exponents) is refused, never guessed at.
 */
export function parseMoneyInput(text: string, maxIntegerDigits = MAX_MONEY_INTEGER_DIGITS): MoneyInput {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const match = AMOUNT.exec(trimmed);
  if (!match) return { kind: 'notANumber' };
  const [, minus, whole = '', fractionAfterWhole, bareFraction] = match;
  const fraction = fractionAfterWhole ?? bareFraction ?? '';
  if (minus) return { kind: 'negative' };
  if (fraction.length > 2) return { kind: 'tooManyDecimals' };
  const integer = whole.replaceAll(',', '').replace(/^0+(?=\d)/, '') || '0';
  if (integer.length > maxIntegerDigits) return { kind: 'tooLarge' };
  return { kind: 'valid', decimal: `${integer}.${fraction.padEnd(2, '0')}` };
}

/** The typed amount as a Decimal to send ("$1,250.5" -> "1250.50"), or null when it is not a valid amount. */
export function moneyInputDecimal(text: string): string | null {
  const input = parseMoneyInput(text);
  return input.kind === 'valid' ? input.decimal : null;
}
