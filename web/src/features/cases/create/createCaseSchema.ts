import * as yup from 'yup';
import type { AttorneyOption } from '../../attorneys/AttorneyPicker';
import { caseDetailsShape, emptyCaseDetails, type CaseDetailsValues } from '../form/caseDetailsSchema';
import type { PatientOption } from '../form/PatientPicker';

export interface CreateCaseValues extends CaseDetailsValues {
  patient: PatientOption | null;
  attorney: AttorneyOption | null;
}

export const emptyCreateCase: CreateCaseValues = { patient: null, attorney: null, ...emptyCaseDetails };

/** Spec: without these, Create Case alerts 'Please fill in all required fields' and sends nothing. */
export const requiredCreateCaseFields = ['patient', 'attorney', 'caseType', 'accidentDate'] as const;

export const createCaseSchema: yup.ObjectSchema<CreateCaseValues> = yup.object({
  patient: yup.mixed<PatientOption>().nullable().defined().required('Patient is required'),
  attorney: yup.mixed<AttorneyOption>().nullable().defined().required('Attorney is required'),
  ...caseDetailsShape,
});
