import { redactFields } from '../../../platform/access/field-access';
import type { Scope } from '../../../platform/access/scope';
import { Clinic } from '../clinic.entity';
import type { AdminClinic } from './clinic-admin.types';

/**
 * A clinic card as the REST shim sends it: the clinic's fields (under the same field rules as
 * GraphQL), `monthlyBilling` (the spec's name for clinics.monthlyRate), its plan and its usage.
 */
export function adminClinicJson(scope: Scope, { clinic, plan, usage }: AdminClinic) {
  const { plan: _relation, ...fields } = redactFields(Clinic, scope, clinic);
  return {
    ...fields,
    // Under the rate's own field rule: absent for a reader who may not see the clinic's billing.
    ...('monthlyRate' in fields ? { monthlyBilling: fields.monthlyRate } : {}),
    plan: {
      code: plan.code,
      name: plan.name,
      monthlyPrice: plan.monthlyPrice,
      annualPrice: plan.annualPrice,
      maxUsers: plan.maxUsers,
      maxActiveCases: plan.maxActiveCases,
      storageGb: plan.storageGb,
      supportLevel: plan.supportLevel,
    },
    usage,
  };
}

/** The simple admin panel's clinic: the same card, with the amount under the panel's name too. */
export function panelClinicJson(scope: Scope, view: AdminClinic) {
  const card = adminClinicJson(scope, view);
  return { ...card, ...('monthlyBilling' in card ? { monthlyBillingAmount: card.monthlyBilling } : {}) };
}
