import type { Scope } from '../../platform/access/scope';
import type { BillingAdjustment } from './billing-adjustment.entity';
import type { Payment } from './payment.entity';
import type { AdjustmentType } from './subscription-states';

export interface AdjustmentRequest {
  clinicId: number;
  type: AdjustmentType;
  /** Decimal text, more than 0, two decimals at most. */
  amount: string;
  reason: string;
  /** One per opening of the form: the same key twice applies once and returns the first result. */
  requestKey: string;
}

/**
 * What the operator's Billing tab asks of the billing engine (the spec's three POST calls). The
 * engine (SubscriptionEngine) implements it; the Billing tab's resolvers and REST routes call it.
 * Each is super admin only, audited, and reloads nothing itself.
 */
export interface BillingOperations {
  /** Credit (+balance), debit (an invoice, -balance) or refund (through the provider, -balance). */
  applyAdjustment(scope: Scope, request: AdjustmentRequest): Promise<BillingAdjustment>;
  /** Cancels at once: no more renewals, open invoices are voided, MRR goes to 0 in the history. */
  cancelSubscription(scope: Scope, clinicId: number, reason: string): Promise<void>;
  /** Charges the clinic's open invoices now with its default card; null when nothing was owed. */
  retryPayment(scope: Scope, clinicId: number): Promise<Payment | null>;
}
