import { clawBackForNonPaymentCancellation } from '../sales/commission-clawback';
import type { EntityManager } from 'typeorm';
import { fromCents, percentOf, toCents } from '../../platform/money';
import type { Clinic } from '../clinics/clinic.entity';
import { dateOf, type IsoDate } from './billing-dates';
import { SubscriptionEvent } from './subscription-event.entity';
import { recurringStatuses, type SubscriptionEventKind, type SubscriptionStatus } from './subscription-states';

/** The waitlist's early-bird offer: this share of the price is taken off while it lasts. */
export const earlyBirdDiscountPercent = '40';

/** What the history records of a subscription at one moment. */
export interface SubscriptionState {
  planCode: string;
  frequency: string;
  status: string;
  /** What one billing period costs (the early-bird price while it lasts). */
  amount: string;
}

export type SubscriptionClinic = Pick<
  Clinic,
  'subscriptionPlan' | 'billingFrequency' | 'billingStatus' | 'monthlyRate' | 'annualRate' | 'earlyBirdUntil'
>;

/** The list price of one period at the clinic's rates. */
export const periodRate = (clinic: Pick<Clinic, 'billingFrequency' | 'monthlyRate' | 'annualRate'>): string =>
  clinic.billingFrequency === 'annual' ? clinic.annualRate : clinic.monthlyRate;

export const earlyBirdApplies = (clinic: Pick<Clinic, 'earlyBirdUntil'>, periodStart: IsoDate): boolean =>
  clinic.earlyBirdUntil !== null && periodStart < clinic.earlyBirdUntil;

/** The early-bird discount on one period's price (a positive amount to take off). */
export const earlyBirdDiscount = (rate: string): string => percentOf(rate, earlyBirdDiscountPercent);

/** The clinic's subscription as of `on`: its row, with the early-bird price while it lasts. */
export function subscriptionStateOf(clinic: SubscriptionClinic, on: Date): SubscriptionState {
  const rate = periodRate(clinic);
  const amount = earlyBirdApplies(clinic, dateOf(on))
    ? fromCents(toCents(rate) - toCents(earlyBirdDiscount(rate)))
    : rate;
  return {
    planCode: clinic.subscriptionPlan,
    frequency: clinic.billingFrequency,
    status: clinic.billingStatus,
    amount,
  };
}

/** Monthly recurring revenue: the period amount per month while billed (active, overdue), else 0. */
export function mrrOf(state: SubscriptionState): string {
  if (!recurringStatuses.includes(state.status as SubscriptionStatus)) return '0.00';
  if (state.frequency !== 'annual') return fromCents(toCents(state.amount));
  return fromCents((toCents(state.amount) + 6n) / 12n);
}

function kindOf(before: SubscriptionState | null, after: SubscriptionState): SubscriptionEventKind | null {
  if (!before) return 'created';
  if (before.status !== after.status && after.status === 'cancelled') return 'cancelled';
  if (before.planCode !== after.planCode) return 'plan_changed';
  if (before.frequency !== after.frequency) return 'frequency_changed';
  if (before.status !== after.status) return 'status_changed';
  if (toCents(before.amount) !== toCents(after.amount)) return 'amount_changed';
  return null;
}

export interface SubscriptionChange {
  clinicId: number;
  before: SubscriptionState | null;
  after: SubscriptionState;
  /** The operator or clinic admin who made it; null: the billing engine. */
  actorUserId: string | null;
  reason: string;
  at: Date;
}

/**
 * One history row for a change of plan, frequency, status or amount (the revenue figures are computed
 * from these rows). A change that changes none of them writes nothing and returns null.
 */
export async function recordSubscriptionEvent(
  manager: EntityManager,
  change: SubscriptionChange,
): Promise<SubscriptionEvent | null> {
  const { before, after } = change;
  const kind = kindOf(before, after);
  if (!kind) return null;
  if (kind === 'cancelled')
    await clawBackForNonPaymentCancellation(manager, change.clinicId, before?.status ?? null, change.at);
  return manager.getRepository(SubscriptionEvent).save({
    clinicId: change.clinicId,
    occurredAt: change.at,
    kind,
    planCode: after.planCode,
    frequency: after.frequency,
    status: after.status,
    amount: fromCents(toCents(after.amount)),
    mrr: mrrOf(after),
    previousPlanCode: before?.planCode ?? null,
    previousFrequency: before?.frequency ?? null,
    previousStatus: before?.status ?? null,
    previousAmount: before ? fromCents(toCents(before.amount)) : null,
    previousMrr: before ? mrrOf(before) : null,
    actorUserId: change.actorUserId,
    reason: change.reason,
  });
}

/** The state the history last recorded for the clinic (what "before" means for the next change). */
export async function lastRecordedState(manager: EntityManager, clinicId: number): Promise<SubscriptionState | null> {
  const [row] = (await manager.query(
    `SELECT plan_code AS "planCode", frequency, status, amount FROM subscription_events
      WHERE clinic_id = $1 ORDER BY occurred_at DESC, id DESC LIMIT 1`,
    [clinicId],
  )) as SubscriptionState[];
  return row ?? null;
}
