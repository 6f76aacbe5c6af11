import type { EntityManager } from 'typeorm';
import { formatMoney } from '../../platform/money';
import type { SettingsReader } from '../../platform/settings/settings-reader';
import type { NotificationService } from '../notifications/notification.service';

/** Where a notice sends the clinic admin: their clinic console (Subscription tab). */
export const subscriptionLink = '/clinic';

async function clinicAdmins(manager: EntityManager, clinicId: number): Promise<string[]> {
  const rows = (await manager.query(
    `SELECT id FROM users WHERE clinic_id = $1 AND role = 'clinic_admin' AND is_active ORDER BY id`,
    [clinicId],
  )) as { id: string }[];
  return rows.map((row) => row.id);
}

/**
 * The billing engine's notices to a clinic's admins, each gated by its `billing.notify*` setting.
 * They name amounts and dates, never anything about a patient or a case.
 */
export class BillingNotices {
  constructor(
    private readonly notifications: NotificationService,
    private readonly settings: SettingsReader,
  ) {}

  async paymentFailed(manager: EntityManager, clinicId: number, amount: string, why: string): Promise<void> {
    if (!(await this.settings.get('billing.notifyPaymentFailed'))) return;
    await this.notifications.notify(manager, {
      recipients: await clinicAdmins(manager, clinicId),
      kind: 'billing_payment_failed',
      title: `A payment of ${formatMoney(amount)} for your subscription failed`,
      body: `${why} Update your card and pay the open invoices to keep your account active.`,
      link: subscriptionLink,
      clinicId,
    });
  }

  async renewalSoon(manager: EntityManager, clinicId: number, on: string, trialEnds: boolean): Promise<void> {
    if (!(await this.settings.get('billing.notifyUpcomingRenewal'))) return;
    await this.notifications.notify(manager, {
      recipients: await clinicAdmins(manager, clinicId),
      kind: 'billing_renewal',
      title: trialEnds ? `Your free trial ends on ${on}` : `Your subscription renews on ${on}`,
      body: trialEnds
        ? 'Add a card before then so your subscription continues without interruption.'
        : 'The card on file will be charged for the next period.',
      link: subscriptionLink,
      clinicId,
    });
  }

  async suspended(manager: EntityManager, clinicId: number): Promise<void> {
    if (!(await this.settings.get('billing.notifySuspension'))) return;
    await this.notifications.notify(manager, {
      recipients: await clinicAdmins(manager, clinicId),
      kind: 'billing_suspended',
      title: 'Your subscription is suspended for non-payment',
      body: 'Your records stay readable, but new cases and bills wait until the open invoices are paid.',
      link: subscriptionLink,
      clinicId,
    });
  }
}
