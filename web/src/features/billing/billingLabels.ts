import type { BillingStatus } from '../../gql/graphql';

export const billingStatusLabels: Record<BillingStatus, string> = {
  pending: 'Pending',
  submitted: 'Submitted',
  paid: 'Paid',
  denied: 'Denied',
};

/** Statuses in the order a bill goes through them. */
export const billingStatuses: readonly BillingStatus[] = ['pending', 'submitted', 'paid', 'denied'];
