/** The subscription's lifecycle (PRODUCT.md: trial -> active -> overdue -> suspended -> cancelled). */
export const subscriptionStatuses = ['trial', 'active', 'overdue', 'suspended', 'cancelled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export const billingFrequencies = ['monthly', 'annual'] as const;
export type BillingFrequency = (typeof billingFrequencies)[number];

/** Statuses that count in monthly recurring revenue: the clinic is subscribed and billed. */
export const recurringStatuses: readonly SubscriptionStatus[] = ['active', 'overdue'];

export const subscriptionEventKinds = [
  'created',
  'plan_changed',
  'frequency_changed',
  'amount_changed',
  'status_changed',
  'cancelled',
] as const;
export type SubscriptionEventKind = (typeof subscriptionEventKinds)[number];

export const clinicInvoiceKinds = ['subscription', 'proration', 'late_fee', 'debit'] as const;
export const clinicInvoiceStatuses = ['open', 'paid', 'void', 'uncollectible'] as const;
export type ClinicInvoiceStatus = (typeof clinicInvoiceStatuses)[number];
export const invoiceLineKinds = [
  'subscription',
  'early_bird_discount',
  'proration',
  'late_fee',
  'credit_applied',
  'debit',
] as const;

export const paymentKinds = ['charge', 'refund'] as const;
/** The spec's payment history statuses. */
export const paymentStatuses = ['successful', 'failed', 'pending'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const adjustmentTypes = ['credit', 'debit', 'refund'] as const;
export type AdjustmentType = (typeof adjustmentTypes)[number];
export const adjustmentStatuses = ['applied', 'pending', 'failed'] as const;
export type AdjustmentStatus = (typeof adjustmentStatuses)[number];

export const paymentProviders = ['builtin', 'stripe'] as const;
