import type { PaymentHistoryRange, SubscriptionStatusFilter } from '../../../gql/graphql';

/** The Subscriptions filter: All, then the spec's statuses (suspended is ours, for the alerts). */
export const subscriptionFilters: { value: SubscriptionStatusFilter | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'trial', label: 'Trial' },
];

export const paymentRanges: { value: PaymentHistoryRange; label: string }[] = [
  { value: 'week', label: 'This Week' },
  { value: 'month', label: 'This Month' },
  { value: 'quarter', label: 'This Quarter' },
  { value: 'year', label: 'This Year' },
];

export const adjustmentTypeLabels: Record<string, string> = { credit: 'Credit', debit: 'Debit', refund: 'Refund' };

export const frequencyLabels: Record<string, string> = { monthly: 'Monthly', annual: 'Annual' };

/** The clinic invoice's PDF (built by the api under /api/billing/clinic-invoices). */
export const invoicePdfUrl = (invoiceId: number) => `/api/billing/clinic-invoices/${invoiceId}/pdf`;
