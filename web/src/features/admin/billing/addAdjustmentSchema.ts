import * as yup from 'yup';
import { moneyRule } from '../../ledger/form/ledgerFieldRules';

export const adjustmentTypes = ['credit', 'debit', 'refund'] as const;

export interface AdjustmentValues {
  clinicId: string;
  type: (typeof adjustmentTypes)[number];
  amount: string;
  reason: string;
}

/** Mirrors BillingAdjustmentInput: clinic, amount and reason required (the spec), amount above 0 with cents. */
export const addAdjustmentSchema = yup.object({
  clinicId: yup.string().ensure().required('Clinic is required'),
  type: yup.mixed<AdjustmentValues['type']>().oneOf(adjustmentTypes).required('Type is required'),
  amount: moneyRule('Amount'),
  reason: yup.string().ensure().trim().required('Reason is required').max(500, 'Reason must be at most 500 characters'),
});
