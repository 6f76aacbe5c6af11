import * as yup from 'yup';
import { moneyRule } from '../../ledger/form/ledgerFieldRules';
import type { BillingClinicOption } from './BillingClinicPicker';

export const adjustmentTypes = ['credit', 'debit', 'refund'] as const;

export interface AdjustmentValues {
  clinic: BillingClinicOption | null;
  type: (typeof adjustmentTypes)[number];
  amount: string;
  reason: string;
}

/** Mirrors BillingAdjustmentInput: clinic, amount and reason required (the spec), amount above 0 with cents. */
export const addAdjustmentSchema = yup.object({
  clinic: yup.mixed<BillingClinicOption>().nullable().required('Clinic is required'),
  type: yup.mixed<AdjustmentValues['type']>().oneOf(adjustmentTypes).required('Type is required'),
  amount: moneyRule('Amount'),
  reason: yup.string().ensure().trim().required('Reason is required').max(500, 'Reason must be at most 500 characters'),
});
