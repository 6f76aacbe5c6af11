import * as yup from 'yup';
import { moneyRule } from '../../ledger/form/ledgerFieldRules';
import { billingStatuses } from './clinicLabels';

/** The API's phone shape (platform/validation Phone). */
const PHONE = /^\+?[0-9().\-\s]{7,20}$/;
const ZIP_CODE = /^\d{5}(-\d{4})?$/;

const text = (label: string, max: number) =>
  yup.string().ensure().trim().max(max, `${label} must be at most ${max} characters`);

/** Yup rules for the clinic dialogs, matching the server's (which has the last word). */
export const clinicRules = {
  name: () => text('Name', 200).required('Name is required'),
  email: () => yup.string().ensure().trim().email('Enter a valid email address').max(254, 'Email is too long'),
  phone: () =>
    yup
      .string()
      .ensure()
      .trim()
      .test('phone', 'Enter a valid phone number', (value) => !value || PHONE.test(value)),
  address: () => text('Address', 200),
  city: () => text('City', 100),
  state: () => text('State', 50),
  zipCode: () =>
    yup
      .string()
      .ensure()
      .trim()
      .test('zip', 'ZIP code must be 5 digits (or ZIP+4)', (value) => !value || ZIP_CODE.test(value)),
  subscriptionPlan: () => yup.string().ensure().required('Plan is required'),
  billingStatus: () =>
    yup.string().ensure().oneOf(billingStatuses, 'Choose a billing status').required('Billing status is required'),
  monthlyBilling: () => moneyRule('Monthly billing', { allowZero: true }),
};

/** Text as the API wants it: trimmed, and null when empty. */
export function optionalText(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
