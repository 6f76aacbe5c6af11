import * as yup from 'yup';
import { isValidLocalDate, todayLocalDate } from '../../lib/localDate';

export interface ClaimPaymentValues {
  allowedAmount: string;
  paidAmount: string;
  deductibleApplied: string;
  copayAmount: string;
  coinsuranceAmount: string;
  patientResponsibility: string;
  paymentDate: string;
}

export const initialClaimPaymentValues = (billedAmount: string): ClaimPaymentValues => ({
  allowedAmount: billedAmount,
  paidAmount: '',
  deductibleApplied: '',
  copayAmount: '',
  coinsuranceAmount: '',
  patientResponsibility: '',
  paymentDate: todayLocalDate(),
});

const moneyPattern = /^\d{1,8}(\.\d{1,2})?$/;
const money = (label: string) =>
  yup.string().trim().matches(moneyPattern, `${label} must be an amount with at most 2 decimals`);

/** The form's own checks; the amounts' agreement (paid ≤ allowed ≤ billed...) is the server's, shown per field. */
export const claimPaymentSchema = yup.object({
  allowedAmount: money('Allowed amount').required('Allowed amount is required'),
  paidAmount: money('Paid amount').required('Paid amount is required'),
  deductibleApplied: money('Deductible'),
  copayAmount: money('Copay'),
  coinsuranceAmount: money('Coinsurance'),
  patientResponsibility: money('Patient responsibility'),
  paymentDate: yup
    .string()
    .required('Payment date is required')
    .test('valid-date', 'Payment date must be a valid date', (date) => !date || isValidLocalDate(date))
    .test('not-future', 'Payment date cannot be in the future', (date) => !date || date <= todayLocalDate()),
});

/** The mutation's input: blank optional amounts are left out. */
export function claimPaymentInput(id: number, values: ClaimPaymentValues) {
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    id,
    allowedAmount: values.allowedAmount.trim(),
    paidAmount: values.paidAmount.trim(),
    deductibleApplied: optional(values.deductibleApplied),
    copayAmount: optional(values.copayAmount),
    coinsuranceAmount: optional(values.coinsuranceAmount),
    patientResponsibility: optional(values.patientResponsibility),
    paymentDate: values.paymentDate,
  };
}
