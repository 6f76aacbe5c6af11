import * as yup from 'yup';
import type { CaseDetailFieldsFragment } from '../../../gql/graphql';
import { caseDetailsShape, type CaseDetailsValues } from '../form/caseDetailsSchema';

export interface EditCaseValues extends CaseDetailsValues {
  /** Kept as typed text: amounts are decimals and never go through floating point. */
  settlementAmount: string;
}

/** Up to 8 digits before the point (decimal(10,2)), at most 2 after it, never negative. */
const DECIMAL_AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;

export const editCaseSchema: yup.ObjectSchema<EditCaseValues> = yup.object({
  ...caseDetailsShape,
  settlementAmount: yup
    .string()
    .ensure()
    .test(
      'decimal-amount',
      'Enter an amount such as 25000.00: not negative, at most 2 decimals',
      (amount) => amount.trim() === '' || DECIMAL_AMOUNT.test(amount.trim()),
    ),
});

/** The form's starting values from the stored case. */
export function editCaseValuesOf(caseRecord: CaseDetailFieldsFragment): EditCaseValues {
  return {
    caseType: caseRecord.caseType,
    status: caseRecord.status,
    accidentDate: caseRecord.accidentDate ?? '',
    description: caseRecord.description ?? '',
    notes: caseRecord.notes ?? '',
    settlementAmount: caseRecord.settlementAmount ?? '',
  };
}
