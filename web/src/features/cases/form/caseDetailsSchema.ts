import * as yup from 'yup';
import type { CaseStatus, CaseType } from '../../../gql/graphql';
import { isValidLocalDate, todayLocalDate } from '../../../lib/localDate';

/** The fields that Create Case and Edit Case share. */
export interface CaseDetailsValues {
  caseType: CaseType | '';
  status: CaseStatus;
  /** YYYY-MM-DD, as a date input gives it. */
  accidentDate: string;
  description: string;
  notes: string;
}

export const emptyCaseDetails: CaseDetailsValues = {
  caseType: '',
  status: 'active_treatment',
  accidentDate: '',
  description: '',
  notes: '',
};

/** Rules of the shared fields; case type and accident date are required by the server too. */
export const caseDetailsShape = {
  caseType: yup.string<CaseType | ''>().required('Case type is required'),
  status: yup.string<CaseStatus>().required('Status is required'),
  accidentDate: yup
    .string()
    .required('Accident date is required')
    .test('valid-date', 'Enter a valid date', (date) => !date || isValidLocalDate(date))
    // LocalDates compare correctly as text.
    .test('not-future', 'Accident date cannot be in the future', (date) => !date || date <= todayLocalDate()),
  description: yup.string().ensure(),
  notes: yup.string().ensure(),
};

/** An optional text field as the API wants it: trimmed, and null when left empty. */
export function optionalText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}
