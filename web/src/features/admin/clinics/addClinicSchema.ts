import * as yup from 'yup';
import type { AdminClinicCreateInput } from '../../../gql/graphql';
import { clinicRules, optionalText } from './clinicFormRules';

/** The spec's required fields of a new clinic. */
export const NEW_CLINIC_REQUIRED = ['name', 'email', 'phone'] as const;

export const addClinicSchema = yup.object({
  name: clinicRules.name(),
  email: clinicRules.email().required('Email is required'),
  phone: clinicRules.phone().required('Phone is required'),
  address: clinicRules.address(),
  city: clinicRules.city(),
  state: clinicRules.state(),
  zipCode: clinicRules.zipCode(),
});

export const emptyNewClinic = { name: '', email: '', phone: '', address: '', city: '', state: '', zipCode: '' };
export type NewClinicValues = typeof emptyNewClinic;

/** Plan, status and amount are left to the server: Starter, the 14-day trial, the plan's price from the plans table. */
export function createInputOf(values: NewClinicValues): AdminClinicCreateInput {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: optionalText(values.address),
    city: optionalText(values.city),
    state: optionalText(values.state),
    zipCode: optionalText(values.zipCode),
  };
}
