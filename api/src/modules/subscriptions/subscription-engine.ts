import type { DataSource, EntityManager } from 'typeorm';
import { assertOperatorArea, OperatorArea } from '../../platform/access/operator-areas';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { ForbiddenError, InputError, NotFoundError } from '../../platform/errors';
import type { Clock } from '../../platform/jobs/clock';
import { fromCents, toCents } from '../../platform/money';
import { Clinic } from '../clinics/clinic.entity';
import type { BillingAdjustment } from './billing-adjustment.entity';
import type { BillingAdjustments } from './billing-adjustments';
import type { AdjustmentRequest, BillingOperations } from './billing-operations';
import { dateOf } from './billing-dates';
import { lockClinic, moveBalance } from './clinic-balance';
import { ClinicInvoice } from './clinic-invoice.entity';
import type { InvoiceCharger } from './invoice-charger';
import type { Payment } from './payment.entity';
import { recordSubscriptionEvent, subscriptionStateOf } from './subscription-history';
import { prorate } from './proration';
import { moveStatus, statusFields } from './subscription-status';

/** What paying a clinic's open invoices did, as the clinic admin's Pay now answers it. */
export interface OpenInvoicesOutcome {
  charges: number;
  openInvoices: number;
  billingStatus: string;
  balance: string;
  failureMessage: string | null;
}

export const payOwnClinicOnlyMessage = "Only your clinic's administrators may pay its invoices.";

/**
 * The subscription lifecycle's entry points for people: the operator's changes (through the clinic
 * dialogs), adjustments, cancellation and retries (the Billing tab), and the clinic admin's payment of
 * what they owe. Scheduled work lives in BillingSweep; charging in InvoiceCharger.
 */
export class SubscriptionEngine implements BillingOperations {
  constructor(
    private readonly dataSource: DataSource,
    private readonly charger: InvoiceCharger,
    private readonly adjustments: BillingAdjustments,
    private readonly clock: Clock,
  ) {}

  now(): Date {
    return this.clock.now();
  }

  /** A new clinic's first history row (its trial), in the creating transaction. */
  async recordStart(manager: EntityManager, clinic: Clinic, actorUserId: string | null, reason: string): Promise<void> {
    await recordSubscriptionEvent(manager, {
      clinicId: clinic.id,
      before: null,
      after: subscriptionStateOf(clinic, this.now()),
      actorUserId,
      reason,
      at: this.now(),
    });
  }

  /**
   * After the operator changed a clinic's plan, status or rates (row locked and updated by the caller,
   * in its transaction): one history row from the state before to the state after, the status's own
   * fields (suspended_at, cancelled_at), cancellation's voided invoices and a plan change's proration
   * (an upgrade's invoice is charged by the engine's next run, so the operator's save never waits on
   * the provider).
   */
  async recordOperatorChange(manager: EntityManager, before: Clinic, scope: Scope, reason: string): Promise<void> {
    const now = this.now();
    let current = await manager.getRepository(Clinic).findOneByOrFail({ id: before.id });
    if (current.billingStatus !== before.billingStatus) {
      if (current.billingStatus === 'cancelled') await voidOpenInvoices(manager, before.id);
      const fields = statusFields(current.billingStatus, now);
      // A cancelled clinic brought back starts a new period today (the engine's next run bills it).
      if (current.billingStatus !== 'cancelled' && !current.nextBillingDate) fields.nextBillingDate = dateOf(now);
      await manager.update(Clinic, { id: before.id }, fields);
      current = await manager.getRepository(Clinic).findOneByOrFail({ id: before.id });
    }
    await recordSubscriptionEvent(manager, {
      clinicId: before.id,
      before: subscriptionStateOf(before, now),
      after: subscriptionStateOf(current, now),
      actorUserId: scope.userId,
      reason,
      at: now,
    });
    if (before.subscriptionPlan !== current.subscriptionPlan) await prorate(manager, before, current, scope, now);
  }

  async applyAdjustment(scope: Scope, request: AdjustmentRequest): Promise<BillingAdjustment> {
    assertOperatorArea(scope, OperatorArea.billing);
    return this.adjustments.apply(scope, request, this.now());
  }

  async cancelSubscription(scope: Scope, clinicId: number, reason: string): Promise<void> {
    assertOperatorArea(scope, OperatorArea.billing);
    const why = typeof reason === 'string' ? reason.trim() : '';
    if (!why) throw InputError.field('reason', 'Reason is required');
    await this.dataSource.transaction(async (manager) => {
      const clinic = await lockClinic(manager, clinicId);
      if (!clinic) throw new NotFoundError('Clinic');
      if (clinic.billingStatus === 'cancelled') return;
      const voided = await voidOpenInvoices(manager, clinicId);
      await moveStatus(manager, clinic, 'cancelled', { actorUserId: scope.userId, reason: why, at: this.now() });
      await writeAudit(manager, scope, {
        entityType: 'clinic',
        entityId: clinicId,
        action: 'cancel_subscription',
        clinicId,
        oldValues: { billingStatus: clinic.billingStatus, nextBillingDate: clinic.nextBillingDate },
        newValues: { billingStatus: 'cancelled', nextBillingDate: null, voidedInvoices: voided },
        reason: why,
      });
    });
  }

  async retryPayment(scope: Scope, clinicId: number): Promise<Payment | null> {
    assertOperatorArea(scope, OperatorArea.billing);
    const payments = await this.payOpenInvoices(scope, clinicId);
    return payments.find((payment) => payment.status !== 'successful') ?? payments.at(-1) ?? null;
  }

  async payOpenInvoicesNow(scope: Scope, clinicId: number): Promise<OpenInvoicesOutcome> {
    const payments = await this.payOpenInvoices(scope, clinicId);
    const [after] = (await this.dataSource.query(
      `SELECT c.billing_status AS "billingStatus", c.balance,
              (SELECT count(*)::int FROM clinic_invoices i WHERE i.clinic_id = c.id AND i.status = 'open') AS "openInvoices"
         FROM clinics c WHERE c.id = $1`,
      [clinicId],
    )) as { billingStatus: string; balance: string; openInvoices: number }[];
    return {
      charges: payments.length,
      ...after,
      failureMessage: payments.find((payment) => payment.status === 'failed')?.failureMessage ?? null,
    };
  }

  /**
   * Charges every open invoice of the clinic now, oldest first, with its default card: the clinic
   * admin's "Pay now" (their own clinic only) and the operator's retry. Paying the last one makes an
   * overdue or suspended clinic active again. Returns the payments made (none: nothing was owed).
   */
  async payOpenInvoices(scope: Scope, clinicId: number): Promise<Payment[]> {
    const ownClinic = scope.role === Role.clinic_admin && scope.clinicId === clinicId;
    if (scope.role !== Role.super_admin && !ownClinic) throw new ForbiddenError(payOwnClinicOnlyMessage);
    const clinic = await this.dataSource.getRepository(Clinic).findOneBy({ id: clinicId });
    if (!clinic) throw new NotFoundError('Clinic');
    const open = await this.dataSource
      .getRepository(ClinicInvoice)
      .find({ where: { clinicId, status: 'open' }, order: { id: 'ASC' } });
    const payments: Payment[] = [];
    for (const invoice of open) {
      const payment = await this.charger.charge(invoice.id, { scope, now: this.now() });
      if (payment) payments.push(payment);
      if (payment?.status === 'failed') break;
    }
    return payments;
  }
}

/** Cancellation voids what is still open: nothing more is owed, so the balance gives back each invoice's charges. */
export async function voidOpenInvoices(manager: EntityManager, clinicId: number): Promise<string[]> {
  const open = await manager.getRepository(ClinicInvoice).find({ where: { clinicId, status: 'open' } });
  for (const invoice of open) {
    await manager.getRepository(ClinicInvoice).update({ id: invoice.id }, { status: 'void', nextAttemptAt: null });
    await moveBalance(manager, clinicId, fromCents(toCents(invoice.subtotal)));
  }
  return open.map((invoice) => invoice.number);
}
