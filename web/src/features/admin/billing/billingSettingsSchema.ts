import * as yup from 'yup';
import { moneyRule } from '../../ledger/form/ledgerFieldRules';
import { compareMoney } from '../../../lib/money';
import { moneyInputDecimal } from '../../../lib/moneyInput';

export interface BillingSettingsValues {
  maxRetries: number | '';
  retryIntervalDays: number | '';
  lateFee: string;
  gracePeriodDays: number | '';
  reminderDaysBefore: number | '';
  notifyPaymentFailed: boolean;
  notifyUpcomingRenewal: boolean;
  notifySuspension: boolean;
}

/** An emptied number box is "missing" (required), not "not a number". */
const blankAsMissing = (value: unknown, original: unknown) => (original === '' ? undefined : value);

const wholeNumber = (label: string, unit: string, min: number, max: number) => {
  const message = `${label} must be a whole number of ${unit} from ${min} to ${max}`;
  return yup
    .number()
    .transform(blankAsMissing)
    .typeError(message)
    .required(`${label} is required`)
    .integer(message)
    .min(min, message)
    .max(max, message);
};

/** Mirrors BillingSettingsInput's bounds, with the server's messages. */
export const billingSettingsSchema = yup.object({
  maxRetries: wholeNumber('Max retries', 'retries', 0, 10),
  retryIntervalDays: wholeNumber('Retry interval', 'days', 1, 30),
  lateFee: moneyRule('Late fee', { allowZero: true }).test(
    'at-most-1000',
    'Late fee must be an amount from 0 to 1000 with at most 2 decimals',
    (text) => {
      const amount = moneyInputDecimal(text);
      return !amount || compareMoney(amount, '1000') <= 0;
    },
  ),
  gracePeriodDays: wholeNumber('Grace period', 'days', 0, 60),
  reminderDaysBefore: wholeNumber('Reminder', 'days', 0, 30),
  notifyPaymentFailed: yup.boolean().required(),
  notifyUpcomingRenewal: yup.boolean().required(),
  notifySuspension: yup.boolean().required(),
});
