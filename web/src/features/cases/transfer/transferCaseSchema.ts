import * as yup from 'yup';
import type { AttorneyOption } from '../../attorneys/AttorneyPicker';

export interface TransferCaseValues {
  attorney: AttorneyOption | null;
  reason: string;
  notes: string;
}

export const emptyTransfer: TransferCaseValues = { attorney: null, reason: '', notes: '' };

/** Mirrors CaseTransferInput: a new attorney and a reason are required, notes are optional. */
export const transferCaseSchema: yup.ObjectSchema<TransferCaseValues> = yup.object({
  attorney: yup.mixed<AttorneyOption>().nullable().defined().required('Select the attorney to transfer to'),
  reason: yup.string().trim().required('Reason is required'),
  notes: yup.string().ensure(),
});
