import * as yup from 'yup';
import { isValidLocalDate, todayLocalDate } from '../../../lib/localDate';

/** Yup rules shared by the Add Patient dialog, Create Patient and Edit Patient. */
export const patientRules = {
  firstName: () => yup.string().trim().required('First name is required'),
  lastName: () => yup.string().trim().required('Last name is required'),
  /** Optional unless `.required(...)` is added. */
  email: () => yup.string().trim().email('Enter a valid email address'),
  phone: () => yup.string().trim().required('Phone is required'),
  /** Optional unless `.required(...)` is added; a given date must be real and not in the future. */
  dateOfBirth: () =>
    yup
      .string()
      .trim()
      .test('valid-date', 'Enter a valid date', (value) => !value || isValidLocalDate(value))
      .test(
        'not-in-future',
        'Date of birth cannot be in the future',
        (value) => !value || !isValidLocalDate(value) || value <= todayLocalDate(),
      ),
  optionalText: () => yup.string().trim(),
};
