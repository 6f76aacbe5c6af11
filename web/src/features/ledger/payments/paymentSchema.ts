import * as yup from 'yup';
import type { LedgerPaymentInput, PaymentMethod } from '../../../gql/graphql';
import { todayLocalDate } from '../../../lib/localDate';
import { moneyRule, optionalText, optionalTextRule, pastDateRule } from '../form/ledgerFieldRules';
import { moneyInputDecimal } from '../../../lib/moneyInput';

export interface PaymentValues {
  amount: string;
  /** YYYY-MM-DD, as a date input gives it. */
  receivedDate: string;
  paymentMethod: PaymentMethod | '';
  reference: string;
}

export const REFERENCE_MAX_LENGTH = 100;

/** Received today unless changed; the method is chosen each time, so no payment gets a wrong one by default. */
export function emptyPayment(): PaymentValues {
  return { amount: '', receivedDate: todayLocalDate(), paymentMethod: '', reference: '' };
}

/** Mirrors LedgerPaymentInput. */
export const paymentSchema: yup.ObjectSchema<PaymentValues> = yup.object({
  amount: moneyRule('Amount'),
  receivedDate: pastDateRule('Date received'),
  paymentMethod: yup.string<PaymentMethod | ''>().defined().required('Payment method is required'),
  reference: optionalTextRule('Reference', REFERENCE_MAX_LENGTH),
});

export function paymentInput(caseId: number, values: PaymentValues): LedgerPaymentInput {
  return {
    caseId,
    amount: moneyInputDecimal(values.amount) ?? values.amount.trim(),
    receivedDate: values.receivedDate,
    paymentMethod: values.paymentMethod as PaymentMethod,
    reference: optionalText(values.reference),
  };
}
