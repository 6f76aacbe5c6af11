import * as yup from 'yup';
import type { AdminClinicUpdateInput } from '../../../gql/graphql';
import { moneyInputDecimal } from '../../../lib/moneyInput';
import { clinicRules, optionalText } from './clinicFormRules';
import type { ClinicCardData } from './clinicQueries';

export const MANAGE_CLINIC_REQUIRED = ['name', 'subscriptionPlan', 'billingStatus', 'monthlyBilling'] as const;
/** Without the Billing area the dialog holds the details only (decision 493). */
export const MANAGE_CLINIC_DETAILS_REQUIRED = ['name'] as const;

const detailRules = {
  name: clinicRules.name(),
  email: clinicRules.email(),
  phone: clinicRules.phone(),
  address: clinicRules.address(),
  city: clinicRules.city(),
  state: clinicRules.state(),
  zipCode: clinicRules.zipCode(),
  isActive: yup.boolean().required(),
};

export const manageClinicSchema = yup.object({
  ...detailRules,
  subscriptionPlan: clinicRules.subscriptionPlan(),
  billingStatus: clinicRules.billingStatus(),
  monthlyBilling: clinicRules.monthlyBilling(),
});

/** The details-only dialog: the billing values are not the user's to see or send. */
export const manageClinicDetailsSchema = yup.object(detailRules);

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

/**
 * PUT /superadmin/api/clinics/{id}/billing from a valid form: every field with the billing part, or the
 * details only (the billing part left out, so the server keeps the clinic's plan, status and amount).
 */
export function updateInputOf(values: ManageClinicValues, withBilling: boolean): AdminClinicUpdateInput {
  const details = {
    name: values.name.trim(),
    email: optionalText(values.email),
    phone: optionalText(values.phone),
    address: optionalText(values.address),
    city: optionalText(values.city),
    state: optionalText(values.state),
    zipCode: optionalText(values.zipCode),
    isActive: values.isActive,
  };
  if (!withBilling) return details;
  return {
    ...details,
    subscriptionPlan: values.subscriptionPlan,
    billingStatus: values.billingStatus,
    monthlyBilling: moneyInputDecimal(values.monthlyBilling),
  };
}
