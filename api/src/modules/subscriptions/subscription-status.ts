import type { EntityManager } from 'typeorm';
import { Clinic } from '../clinics/clinic.entity';
import { recordSubscriptionEvent, subscriptionStateOf } from './subscription-history';
import type { SubscriptionStatus } from './subscription-states';

export interface StatusMove {
  /** Null: the billing engine. */
  actorUserId: string | null;
  reason: string;
  at: Date;
}

/**
 * Moves a clinic (whose row the caller has locked) to another subscription status, with its history
 * row, and keeps `suspended_at` and `cancelled_at` true to it. Returns the clinic as it now is.
 */
export async function moveStatus(
  manager: EntityManager,
  clinic: Clinic,
  to: SubscriptionStatus,
  move: StatusMove,
): Promise<Clinic> {
  if (clinic.billingStatus === to) return clinic;
  const values: Partial<Clinic> = { billingStatus: to, ...statusFields(to, move.at) };
  await manager.update(Clinic, { id: clinic.id }, values);
  const after = { ...clinic, ...values } as Clinic;
  await recordSubscriptionEvent(manager, {
    clinicId: clinic.id,
    before: subscriptionStateOf(clinic, move.at),
    after: subscriptionStateOf(after, move.at),
    actorUserId: move.actorUserId,
    reason: move.reason,
    at: move.at,
  });
  return after;
}

/** What a status brings with it on the clinic row: when it was suspended or cancelled; no renewal once cancelled. */
export function statusFields(to: string, at: Date): Partial<Clinic> {
  return {
    suspendedAt: to === 'suspended' ? at : null,
    cancelledAt: to === 'cancelled' ? at : null,
    ...(to === 'cancelled' ? { nextBillingDate: null } : {}),
  };
}
