import * as yup from 'yup';
import type { PaymentMethod } from '../../../gql/graphql';
import { isValidLocalDate, todayLocalDate } from '../../../lib/localDate';

export interface MarkPaidValues {
  /** YYYY-MM-DD, as a date input gives it. */
  paidDate: string;
  paymentMethod: PaymentMethod | '';
}

/** Paid today unless changed; the method must be chosen. */
export function initialMarkPaidValues(): MarkPaidValues {
  return { paidDate: todayLocalDate(), paymentMethod: '' };
}

export const markPaidSchema = yup.object({
  paidDate: yup
    .string()
    .required('Paid date is required')
    .test('valid-date', 'Paid date must be a valid date', (date) => !date || isValidLocalDate(date))
    // LocalDates compare correctly as text.
    .test('not-future', 'Paid date cannot be in the future', (date) => !date || date <= todayLocalDate()),
  paymentMethod: yup.string<PaymentMethod | ''>().required('Payment method is required'),
});
