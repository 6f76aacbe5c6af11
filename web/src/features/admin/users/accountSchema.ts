import * as yup from 'yup';
import type { Role } from '../../../gql/graphql';
import type { AttorneyOption } from '../../attorneys/AttorneyPicker';

export const roleChoices: readonly Role[] = ['clinic_staff', 'clinic_admin', 'attorney', 'super_admin'];
export const isClinicRole = (role: Role | '') => role === 'clinic_staff' || role === 'clinic_admin';

/** What both dialogs edit: who the account is, its role and where it belongs. */
export interface AccountValues {
  email: string;
  firstName: string;
  lastName: string;
  role: Role | '';
  /** The chosen clinic's id as the select holds it ('' for none). */
  clinicId: string;
}

export interface CreateAccountValues extends AccountValues {
  firmName: string;
  barNumber: string;
  phone: string;
}

export interface EditAccountValues extends AccountValues {
  attorney: AttorneyOption | null;
  isActive: boolean;
}

export const accountFields = {
  email: yup.string().trim().required('Email is required').email('Email must be a valid email address'),
  firstName: yup
    .string()
    .trim()
    .required('First name is required')
    .max(100, 'First name must be at most 100 characters'),
  lastName: yup.string().trim().required('Last name is required').max(100, 'Last name must be at most 100 characters'),
  role: yup.string().required('Role is required'),
  clinicId: yup
    .string()
    .when('role', { is: isClinicRole, then: (schema) => schema.required('Choose a clinic for a clinic role') }),
};

/** Create Account: clinic roles need a clinic; an attorney needs a firm name (bar number and phone optional). */
export const createAccountSchema = yup.object({
  ...accountFields,
  firmName: yup
    .string()
    .trim()
    .max(200, 'Firm name must be at most 200 characters')
    .when('role', {
      is: 'attorney',
      then: (schema) => schema.required('Firm name is required for an attorney account'),
    }),
  barNumber: yup.string().trim().max(50, 'Bar number must be at most 50 characters'),
  phone: yup
    .string()
    .trim()
    .matches(/^\+?[0-9().\-\s]{7,20}$/, { message: 'Phone must be a valid phone number', excludeEmptyString: true }),
});

/** The Edit dialog: an attorney account needs its attorney record. */
export const editAccountSchema = yup.object({
  ...accountFields,
  attorney: yup
    .object()
    .nullable()
    .when('role', {
      is: 'attorney',
      then: (schema) => schema.required('Choose the attorney record for an attorney account'),
    }),
  isActive: yup.boolean().required(),
});

export const emptyCreateAccountValues: CreateAccountValues = {
  email: '',
  firstName: '',
  lastName: '',
  role: '',
  clinicId: '',
  firmName: '',
  barNumber: '',
  phone: '',
};

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The input of adminAccountCreate: only the fields the chosen role uses. */
export function createAccountInput(values: CreateAccountValues) {
  const role = values.role as Role;
  return {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    role,
    clinicId: isClinicRole(role) ? Number(values.clinicId) : null,
    ...(role === 'attorney'
      ? {
          firmName: blankToNull(values.firmName),
          barNumber: blankToNull(values.barNumber),
          phone: blankToNull(values.phone),
        }
      : {}),
  };
}

/** The input of adminUserUpdate. */
export function editAccountInput(values: EditAccountValues) {
  const role = values.role as Role;
  return {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    role,
    isActive: values.isActive,
    clinicId: isClinicRole(role) ? Number(values.clinicId) : null,
    attorneyId: role === 'attorney' ? (values.attorney?.id ?? null) : null,
  };
}
