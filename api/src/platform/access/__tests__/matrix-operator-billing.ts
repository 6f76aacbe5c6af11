import { randomUUID } from 'node:crypto';
import { gql, operatorOnly, rest, type CallArgs, type Entry } from './matrix-dsl';

/** A one-cent credit to the operator's own fixture clinic, a new request key each time. */
const credit = (a: CallArgs) => ({
  clinicId: a.world.clinicAdmin.managedClinicId,
  type: 'credit',
  amount: '0.01',
  reason: 'Matrix check',
  requestKey: `matrix-${randomUUID()}`,
});

/** The operator's Billing tab and the spec's /api/admin/billing calls: its entries of the authorization matrix. */
export const operatorBillingMatrix: Record<string, Entry> = {
  'Query.operatorBillingSummary': [
    {
      label: 'figures and alerts',
      call: gql('{ operatorBillingSummary { monthlyRevenue activeSubscriptions alerts { kind } } }'),
      roles: operatorOnly,
    },
  ],
  'Query.billingRecords': [
    {
      label: 'every clinic',
      call: gql('{ billingRecords(first: 5) { nodes { id balance } } }'),
      roles: operatorOnly,
    },
  ],
  'Query.paymentHistory': [
    {
      label: 'this week',
      call: gql('{ paymentHistory(range: week, first: 5) { nodes { id amount } } }'),
      roles: operatorOnly,
    },
  ],
  'Query.billingAdjustments': [
    {
      label: 'newest first',
      call: gql('{ billingAdjustments(first: 5) { nodes { id } } }'),
      roles: operatorOnly,
    },
  ],
  'Query.billingSettings': [
    { label: 'in force', call: gql('{ billingSettings { maxRetries lateFee } }'), roles: operatorOnly },
  ],
  'Mutation.billingSettingsUpdate': [
    {
      // The default value: the engine's tests elsewhere read the settings in force.
      label: 'max retries',
      call: gql('mutation { billingSettingsUpdate(input: { maxRetries: 3 }) { maxRetries } }'),
      roles: operatorOnly,
    },
  ],
  'Mutation.billingAdjustmentApply': [
    {
      label: 'a credit',
      call: gql('mutation($input: BillingAdjustmentInput!) { billingAdjustmentApply(input: $input) { id } }', (a) => ({
        input: credit(a),
      })),
      roles: operatorOnly,
    },
  ],
  'Mutation.billingSubscriptionCancel': [
    {
      label: 'a clinic of its own',
      call: gql('mutation($id: Int!) { billingSubscriptionCancel(clinicId: $id) { id } }', (a) => ({
        id: a.world.billingCancelClinicIds.graphql,
      })),
      roles: operatorOnly,
    },
  ],
  'Mutation.billingPaymentRetry': [
    {
      // The operator's fixture clinic owes nothing: the retry answers null and charges nothing.
      label: 'nothing owed',
      call: gql('mutation($id: Int!) { billingPaymentRetry(clinicId: $id) { record { id } } }', (a) => ({
        id: a.world.clinicAdmin.managedClinicId,
      })),
      roles: operatorOnly,
    },
  ],
  'GET /api/admin/billing/records': [{ label: 'every clinic', call: rest(), roles: operatorOnly }],
  'GET /api/admin/billing/history': [
    { label: 'this week', call: rest({ path: () => '/api/admin/billing/history?range=week' }), roles: operatorOnly },
  ],
  'GET /api/admin/billing/adjustments': [{ label: 'newest first', call: rest(), roles: operatorOnly }],
  'POST /api/admin/billing/adjustments': [{ label: 'a credit', call: rest({ body: credit }), roles: operatorOnly }],
  'POST /api/admin/billing/subscriptions/:clinicId/cancel': [
    {
      label: 'a clinic of its own',
      call: rest({
        path: (a) => `/api/admin/billing/subscriptions/${a.world.billingCancelClinicIds.rest}/cancel`,
        body: () => ({}),
      }),
      roles: operatorOnly,
    },
  ],
  'POST /api/admin/billing/payments/:clinicId/retry': [
    {
      label: 'nothing owed',
      call: rest({
        path: (a) => `/api/admin/billing/payments/${a.world.clinicAdmin.managedClinicId}/retry`,
        body: () => ({}),
      }),
      roles: operatorOnly,
    },
  ],
};
