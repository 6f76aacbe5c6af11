import * as yup from 'yup';
import { isValidLocalDate, todayLocalDate } from '../../../lib/localDate';
import { compareMoney } from '../../../lib/money';
import { moneyInputDecimal } from '../../../lib/moneyInput';

/** The API's largest amount (numeric(10,2)). */
export const MAX_AMOUNT = '99999999.99';

/**
 * A required amount typed as text (so it never becomes a float): a number with at most 2 decimals,
 * not above the API's maximum, and more than zero unless `allowZero`.
 */
export function moneyRule(label: string, { allowZero = false }: { allowZero?: boolean } = {}) {
  return yup
    .string()
    .ensure()
    .trim()
    .required(`${label} is required`)
    .test('decimal', `${label} must be an amount such as 125.50, with at most 2 decimals`, (text) =>
      Boolean(moneyInputDecimal(text)),
    )
    .test('not-too-large', `${label} must be at most $99,999,999.99`, (text) => {
      const amount = moneyInputDecimal(text);
      return !amount || compareMoney(amount, MAX_AMOUNT) <= 0;
    })
    .test('positive', `${label} must be more than $0.00`, (text) => {
      const amount = moneyInputDecimal(text);
      return allowZero || !amount || compareMoney(amount, '0') > 0;
    });
}

/** A required calendar date (YYYY-MM-DD, as a date input gives it) that is not after today. */
export function pastDateRule(label: string) {
  return (
    yup
      .string()
      .ensure()
      .required(`${label} is required`)
      .test('valid-date', `${label} must be a valid date`, (date) => isValidLocalDate(date))
      // LocalDates compare correctly as text.
      .test('not-future', `${label} cannot be in the future`, (date) => date <= todayLocalDate())
  );
}

/** Optional text with the API's length limit. */
export function optionalTextRule(label: string, maxLength: number) {
  return yup.string().ensure().max(maxLength, `${label} must be at most ${maxLength} characters`);
}

/** Optional text as the API wants it: trimmed, and null when empty. */
export function optionalText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}
