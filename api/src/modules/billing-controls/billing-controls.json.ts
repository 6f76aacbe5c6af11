import type { BillingAdjustmentEntry, BillingRecord, PaymentHistoryEntry } from './billing-controls.types';

/** The spec's billing record (REST). */
export const billingRecordJson = (record: BillingRecord) => ({ ...record });

/** The spec's payment history entry (REST); invoiceNumber and kind are ours. */
export const paymentHistoryJson = (entry: PaymentHistoryEntry) => ({
  ...entry,
  paymentDate: entry.paymentDate.toISOString(),
});

/** The spec's billing adjustment (REST). */
export const billingAdjustmentJson = (entry: BillingAdjustmentEntry) => ({
  ...entry,
  appliedAt: entry.appliedAt?.toISOString() ?? null,
  createdAt: entry.createdAt.toISOString(),
});
