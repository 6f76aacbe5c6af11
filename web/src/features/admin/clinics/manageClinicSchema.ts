import * as yup from 'yup';
import type { AdminClinicUpdateInput } from '../../../gql/graphql';
import { moneyInputDecimal } from '../../../lib/moneyInput';
import { clinicRules, optionalText } from './clinicFormRules';
import type { ClinicCardData } from './clinicQueries';

export const MANAGE_CLINIC_REQUIRED = ['name', 'subscriptionPlan', 'billingStatus', 'monthlyBilling'] as const;

export const manageClinicSchema = yup.object({
  name: clinicRules.name(),
  email: clinicRules.email(),
  phone: clinicRules.phone(),
  address: clinicRules.address(),
  city: clinicRules.city(),
  state: clinicRules.state(),
  zipCode: clinicRules.zipCode(),
  subscriptionPlan: clinicRules.subscriptionPlan(),
  billingStatus: clinicRules.billingStatus(),
  monthlyBilling: clinicRules.monthlyBilling(),
  isActive: yup.boolean().required(),
});

export interface ManageClinicValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  subscriptionPlan: string;
  billingStatus: string;
  /** As typed: money never passes through a number. */
  monthlyBilling: string;
  isActive: boolean;
}

export function manageValuesOf({ clinic, plan }: ClinicCardData): ManageClinicValues {
  return {
    name: clinic.name,
    email: clinic.email ?? '',
    phone: clinic.phone ?? '',
    address: clinic.address ?? '',
    city: clinic.city ?? '',
    state: clinic.state ?? '',
    zipCode: clinic.zipCode ?? '',
    subscriptionPlan: clinic.subscriptionPlan ?? plan.code,
    billingStatus: clinic.billingStatus ?? 'trial',
    monthlyBilling: clinic.monthlyRate ?? '',
    isActive: clinic.isActive,
  };
}

/** Every field of PUT /superadmin/api/clinics/{id}/billing, from a valid form. */
export function updateInputOf(values: ManageClinicValues): AdminClinicUpdateInput {
  return {
    name: values.name.trim(),
    email: optionalText(values.email),
    phone: optionalText(values.phone),
    address: optionalText(values.address),
    city: optionalText(values.city),
    state: optionalText(values.state),
    zipCode: optionalText(values.zipCode),
    subscriptionPlan: values.subscriptionPlan,
    billingStatus: values.billingStatus,
    monthlyBilling: moneyInputDecimal(values.monthlyBilling),
    isActive: values.isActive,
  };
}
