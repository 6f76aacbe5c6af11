import type { EntityManager } from 'typeorm';
import type { Scope } from '../../platform/access/scope';
import { fromCents, toCents } from '../../platform/money';
import type { Clinic } from '../clinics/clinic.entity';
import { BillingAdjustment } from './billing-adjustment.entity';
import { dateOf, daysBetween, periodStartBefore } from './billing-dates';
import { moveBalance } from './clinic-balance';
import { issueInvoice } from './invoice-issuer';
import { recurringStatuses, type SubscriptionStatus } from './subscription-states';
import { subscriptionStateOf } from './subscription-history';

/**
 * A plan change takes effect at once, prorated by the days left in the paid period (decision 113):
 * the difference between the new and the old period price, times days left / days in the period.
 * An upgrade raises a `proration` invoice, due at once (the engine's next hourly run charges it,
 * with dunning like any invoice); a downgrade credits the balance (an applied credit adjustment, so
 * the balance formula still holds). A trial, a suspended or a cancelled clinic has no paid period:
 * its next invoice simply bills the new plan.
 */
export async function prorate(
  manager: EntityManager,
  before: Clinic,
  after: Clinic,
  scope: Scope,
  now: Date,
): Promise<void> {
  const periodEnd = after.nextBillingDate;
  const paying = (clinic: Clinic) => recurringStatuses.includes(clinic.billingStatus as SubscriptionStatus);
  // Only a clinic that was and stays billed has a paid period to prorate.
  if (!paying(before) || !paying(after) || !periodEnd) return;
  const today = dateOf(now);
  const daysLeft = daysBetween(today, periodEnd);
  const periodDays = daysBetween(periodStartBefore(periodEnd, after.billingFrequency), periodEnd);
  if (daysLeft <= 0 || periodDays <= 0) return;
  const difference = toCents(subscriptionStateOf(after, now).amount) - toCents(subscriptionStateOf(before, now).amount);
  const left = BigInt(Math.min(daysLeft, periodDays));
  const prorated = (difference * left + (difference < 0n ? -1n : 1n) * (BigInt(periodDays) / 2n)) / BigInt(periodDays);
  if (prorated === 0n) return;
  const description = `${before.subscriptionPlan} to ${after.subscriptionPlan} plan, ${left} of ${periodDays} days left (to ${periodEnd})`;
  if (prorated > 0n) {
    await issueInvoice(manager, after, {
      kind: 'proration',
      lines: [{ kind: 'proration', description: `Upgrade: ${description}`, amount: fromCents(prorated) }],
      at: now,
      dueDate: today,
      firstAttemptAt: now,
    });
    return;
  }
  const credit = fromCents(-prorated);
  await manager.getRepository(BillingAdjustment).insert({
    clinicId: after.id,
    type: 'credit',
    amount: credit,
    reason: `Downgrade: ${description}`,
    status: 'applied',
    appliedBy: scope.userId,
    appliedAt: now,
    requestKey: `proration:${after.id}:${now.toISOString()}`,
    paymentId: null,
    invoiceId: null,
    failureMessage: null,
  });
  await moveBalance(manager, after.id, credit);
}
