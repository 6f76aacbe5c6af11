import type { DataSource, EntityManager } from 'typeorm';
import type { SettingsReader } from '../../platform/settings/settings-reader';
import { Clinic } from '../clinics/clinic.entity';
import { addDays, addPeriod, dateOf, type IsoDate } from './billing-dates';
import type { BillingAdjustments } from './billing-adjustments';
import type { BillingNotices } from './billing-notices';
import { lockClinic } from './clinic-balance';
import { ClinicInvoice } from './clinic-invoice.entity';
import type { InvoiceCharger } from './invoice-charger';
import { issueInvoice } from './invoice-issuer';
import { lastRecordedState, periodRate, recordSubscriptionEvent, subscriptionStateOf } from './subscription-history';
import { moveStatus } from './subscription-status';

/** Renewals are issued for clinics in these statuses; a suspended clinic pays what it owes first. */
const renewingStatuses = ['trial', 'active', 'overdue'];
/** A clinic that stopped renewals for years catches up at most this many periods in one run. */
const maxPeriodsPerRun = 24;

/**
 * The billing engine's scheduled work for one clinic at a time (the hourly sweep finds the clinics
 * with work due; each clinic's run is its own job). One run, in order: renewals due (the period's
 * invoice, the next billing date moved on), the late fee of an invoice unpaid past the grace period
 * (once), the reminder before a renewal or the end of the trial (once per date); then every charge
 * due (the first attempt and the dunning retries); then suspension once an invoice's retries are
 * spent and its grace period is over. First of all, a refund a dead run left pending is asked of the
 * provider again with its key and settled. Running it twice at one moment does nothing more.
 */
export class BillingSweep {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsReader,
    private readonly charger: InvoiceCharger,
    private readonly notices: BillingNotices,
    private readonly adjustments: BillingAdjustments,
  ) {}

  /** The clinics with work due at `now`. */
  async clinicsDue(now: Date): Promise<number[]> {
    const today = dateOf(now);
    const grace = await this.settings.get('billing.gracePeriodDays');
    const reminderDays = await this.settings.get('billing.reminderDaysBefore');
    const maxRetries = await this.settings.get('billing.maxRetries');
    const rows = (await this.dataSource.query(
      `SELECT c.id FROM clinics c
        WHERE (c.billing_status <> 'cancelled'
          AND ((c.billing_status IN ('trial', 'active', 'overdue') AND c.next_billing_date IS NOT NULL
                AND (c.next_billing_date <= $1::date
                  OR (c.billing_status IN ('trial', 'active') AND c.next_billing_date <= $1::date + $3::int
                      AND c.renewal_reminder_sent_for IS DISTINCT FROM c.next_billing_date)))
            OR EXISTS (SELECT 1 FROM clinic_invoices i
                        WHERE i.clinic_id = c.id AND i.status = 'open'
                          AND (i.next_attempt_at <= $2
                            OR (i.kind <> 'late_fee' AND i.late_fee_invoice_id IS NULL AND i.due_date <= $1::date - $4::int)
                            OR (c.billing_status = 'overdue' AND i.kind <> 'late_fee' AND i.next_attempt_at IS NULL
                                AND i.attempt_count > $5 AND i.due_date <= $1::date - $4::int)))))
           OR EXISTS (SELECT 1 FROM payments r
                        WHERE r.clinic_id = c.id AND r.kind = 'refund' AND r.status = 'pending'
                          AND r.created_at < $2::timestamptz - interval '10 minutes')
        ORDER BY c.id`,
      [today, now, reminderDays, grace, maxRetries],
    )) as { id: number }[];
    return rows.map((row) => row.id);
  }

  async runClinic(clinicId: number, now: Date): Promise<void> {
    await this.adjustments.resumePendingRefunds(clinicId, now);
    const proceed = await this.dataSource.transaction((manager) => this.renewAndRemind(manager, clinicId, now));
    if (!proceed) return;
    const due = (await this.dataSource.query(
      `SELECT id FROM clinic_invoices WHERE clinic_id = $1 AND status = 'open' AND next_attempt_at <= $2 ORDER BY id`,
      [clinicId, now],
    )) as { id: number }[];
    for (const { id } of due) await this.charger.charge(id, { scope: null, now });
    await this.dataSource.transaction((manager) => this.suspendIfSpent(manager, clinicId, now));
  }

  private async renewAndRemind(manager: EntityManager, clinicId: number, now: Date): Promise<boolean> {
    let clinic = await lockClinic(manager, clinicId);
    if (!clinic || clinic.billingStatus === 'cancelled') return false;
    const today = dateOf(now);
    for (let periods = 0; periods < maxPeriodsPerRun; periods += 1) {
      const start = clinic.nextBillingDate;
      if (!renewingStatuses.includes(clinic.billingStatus) || !start || start > today) break;
      clinic = await this.renew(manager, clinic, start, now);
    }
    await this.raiseLateFees(manager, clinic, today, now);
    await this.remind(manager, clinic, today);
    return true;
  }

  /** The period starting `start`: its invoice (charged at once), the next billing date, an amount change. */
  private async renew(manager: EntityManager, clinic: Clinic, start: IsoDate, now: Date): Promise<Clinic> {
    const end = addPeriod(start, clinic.billingFrequency);
    await recordSubscriptionEvent(manager, {
      clinicId: clinic.id,
      before: await lastRecordedState(manager, clinic.id),
      after: subscriptionStateOf(clinic, new Date(`${start}T00:00:00Z`)),
      actorUserId: null,
      reason: 'The renewal bills the period at its price (the early-bird price has ended)',
      at: now,
    });
    const periodName = clinic.billingFrequency === 'annual' ? 'Annual' : 'Monthly';
    await issueInvoice(manager, clinic, {
      kind: 'subscription',
      lines: [
        {
          kind: 'subscription',
          description: `${periodName} subscription, ${clinic.subscriptionPlan} plan, ${start} to ${end}`,
          amount: periodRate(clinic),
        },
      ],
      at: now,
      dueDate: start,
      periodStart: start,
      periodEnd: end,
      firstAttemptAt: now,
    });
    await manager.update(Clinic, { id: clinic.id }, { nextBillingDate: end });
    return { ...clinic, nextBillingDate: end } as Clinic;
  }

  private async raiseLateFees(manager: EntityManager, clinic: Clinic, today: IsoDate, now: Date): Promise<void> {
    const grace = await this.settings.get('billing.gracePeriodDays');
    const lateFee = await this.settings.get('billing.lateFee');
    const overdue = await manager
      .getRepository(ClinicInvoice)
      .createQueryBuilder('i')
      .where(
        `i.clinic_id = :clinicId AND i.status = 'open' AND i.kind <> 'late_fee' AND i.late_fee_invoice_id IS NULL`,
        {
          clinicId: clinic.id,
        },
      )
      .andWhere('i.due_date <= :lastUnpaidDay::date', { lastUnpaidDay: addDays(today, -grace) })
      .orderBy('i.id')
      .getMany();
    for (const invoice of overdue) {
      const fee = await issueInvoice(manager, clinic, {
        kind: 'late_fee',
        lines: [
          {
            kind: 'late_fee',
            description: `Late fee: invoice ${invoice.number} unpaid ${grace} days after its due date`,
            amount: lateFee,
          },
        ],
        at: now,
        dueDate: today,
        firstAttemptAt: now,
      });
      await manager.getRepository(ClinicInvoice).update({ id: invoice.id }, { lateFeeInvoiceId: fee.id });
    }
  }

  private async remind(manager: EntityManager, clinic: Clinic, today: IsoDate): Promise<void> {
    const on = clinic.nextBillingDate;
    if (!on || !['trial', 'active'].includes(clinic.billingStatus) || clinic.renewalReminderSentFor === on) return;
    const reminderDays = await this.settings.get('billing.reminderDaysBefore');
    if (today < addDays(on, -reminderDays) || today >= on) return;
    await this.notices.renewalSoon(manager, clinic.id, on, clinic.billingStatus === 'trial');
    await manager.update(Clinic, { id: clinic.id }, { renewalReminderSentFor: on });
  }

  private async suspendIfSpent(manager: EntityManager, clinicId: number, now: Date): Promise<void> {
    const clinic = await lockClinic(manager, clinicId);
    if (!clinic || clinic.billingStatus !== 'overdue') return;
    const grace = await this.settings.get('billing.gracePeriodDays');
    const maxRetries = await this.settings.get('billing.maxRetries');
    const [spent] = (await manager.query(
      `SELECT number FROM clinic_invoices
        WHERE clinic_id = $1 AND status = 'open' AND kind <> 'late_fee' AND next_attempt_at IS NULL
          AND attempt_count > $2 AND due_date <= $3::date ORDER BY id LIMIT 1`,
      [clinicId, maxRetries, addDays(dateOf(now), -grace)],
    )) as { number: string }[];
    if (!spent) return;
    await moveStatus(manager, clinic, 'suspended', {
      actorUserId: null,
      reason: `Invoice ${spent.number} is unpaid after ${maxRetries} retries and the ${grace}-day grace period`,
      at: now,
    });
    await this.notices.suspended(manager, clinicId);
  }
}
