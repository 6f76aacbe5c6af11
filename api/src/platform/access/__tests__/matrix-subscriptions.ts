import { gql, type Entry, type Verdicts } from './matrix-dsl';

/** Paying a clinic's open invoices: that clinic's admins and the operator. */
const clinicAdminAndOperator: Verdicts = {
  clinic_staff: 'forbid',
  clinic_admin: 'allow',
  attorney: 'forbid',
  super_admin: 'any',
};

/**
 * The billing engine's own operation (the Billing tab's operations are the billing-tab's entries).
 * Another clinic's admin paying clinic A: modules/subscriptions/__tests__/subscription-lifecycle.test.ts.
 */
export const subscriptionsMatrix: Record<string, Entry> = {
  'Mutation.payOpenInvoices': [
    {
      label: "the clinic's open invoices",
      call: gql(
        'mutation($clinicId: Int!) { payOpenInvoices(clinicId: $clinicId) { charges openInvoices billingStatus balance } }',
        (a) => ({ clinicId: a.world.clinicA.id }),
      ),
      roles: clinicAdminAndOperator,
    },
  ],
};
