import { clawBackForRefund } from '../sales/commission-clawback';
import type { DataSource, EntityManager } from 'typeorm';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { ConflictError, InputError, NotFoundError } from '../../platform/errors';
import { formatMoney, fromCents, toCents } from '../../platform/money';
import { isStorableText } from '../../platform/validation/validate-input';
import type { PaymentProvider, ProviderOutcome } from '../../platform/payments/payment-provider';
import { BillingAdjustment } from './billing-adjustment.entity';
import type { AdjustmentRequest } from './billing-operations';
import { dateOf } from './billing-dates';
import { lockClinic, moveBalance } from './clinic-balance';
import { issueInvoice } from './invoice-issuer';
import { Payment } from './payment.entity';
import { adjustmentTypes, type AdjustmentType } from './subscription-states';

const amountPattern = /^\d{1,8}(\.\d{1,2})?$/;
const maxReason = 500;
const maxRequestKey = 200;

/** The adjustment form's rules, one message per field (GraphQL and REST reach them the same way). */
export function checkAdjustment(request: AdjustmentRequest): AdjustmentRequest {
  const errors: { field: string; message: string }[] = [];
  if (!Number.isSafeInteger(request.clinicId) || request.clinicId < 1)
    errors.push({ field: 'clinicId', message: 'Choose a clinic' });
  if (!adjustmentTypes.includes(request.type as AdjustmentType))
    errors.push({ field: 'type', message: `Type must be one of: ${adjustmentTypes.join(', ')}` });
  const amount = typeof request.amount === 'string' ? request.amount.trim() : '';
  if (!amountPattern.test(amount) || toCents(amount) <= 0n)
    errors.push({ field: 'amount', message: 'Amount must be more than 0 with at most 2 decimals (e.g. 25.00)' });
  const reason = typeof request.reason === 'string' ? request.reason.trim() : '';
  if (!reason) errors.push({ field: 'reason', message: 'Reason is required' });
  else if (!isStorableText(reason))
    errors.push({ field: 'reason', message: 'Reason contains characters that are not allowed' });
  else if (reason.length > maxReason)
    errors.push({ field: 'reason', message: `Reason must be at most ${maxReason} characters` });
  const requestKey = typeof request.requestKey === 'string' ? request.requestKey.trim() : '';
  if (!requestKey || requestKey.length > maxRequestKey || !isStorableText(requestKey))
    errors.push({ field: 'requestKey', message: 'The form is missing its request key: reopen it and submit again' });
  if (errors.length > 0) throw new InputError(errors);
  return { ...request, amount: fromCents(toCents(amount)), reason, requestKey };
}

type Begun = { adjustment: BillingAdjustment; refund: { payment: Payment; chargeTransactionId: string } | null };

/**
 * The operator's adjustments. Credit: +balance at once. Debit: an invoice of the amount (-balance),
 * charged with the clinic's next due charges. Refund: money back through the provider against the
 * clinic's latest successful charge (no more than what is left of it), -balance when the provider
 * confirms. The form's request key makes a second submit return the first adjustment, whatever its
 * state; submits for one clinic are serialised by the clinic's row lock.
 */
export class BillingAdjustments {
  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
  ) {}

  async apply(scope: Scope, input: AdjustmentRequest, now: Date): Promise<BillingAdjustment> {
    const request = checkAdjustment(input);
    const begun = await this.dataSource.transaction((manager) => this.begin(manager, scope, request, now));
    if (!begun.refund) return begun.adjustment;
    const { payment, chargeTransactionId } = begun.refund;
    return this.refundThroughProvider(scope, begun.adjustment, payment, chargeTransactionId, now);
  }

  /**
   * Refunds left pending by a run that died between writing them and recording the provider's answer
   * (older than `stalledAfterMs`, so one still in flight is left alone): asked of the provider again
   * with the same idempotency key, which gives the first outcome, and settled as the engine (no actor).
   * Returns how many were settled.
   */
  async resumePendingRefunds(clinicId: number, now: Date, stalledAfterMs = 10 * 60_000): Promise<number> {
    const stalled = (await this.dataSource.query(
      `SELECT a.id AS "adjustmentId", r.id AS "paymentId", c.transaction_id AS "chargeTransactionId"
         FROM billing_adjustments a
         JOIN payments r ON r.id = a.payment_id AND r.kind = 'refund' AND r.status = 'pending'
         JOIN payments c ON c.id = r.refund_of_payment_id
        WHERE a.clinic_id = $1 AND a.type = 'refund' AND a.status = 'pending' AND r.created_at < $2
        ORDER BY a.id`,
      [clinicId, new Date(now.getTime() - stalledAfterMs)],
    )) as { adjustmentId: number; paymentId: number; chargeTransactionId: string }[];
    let settled = 0;
    for (const row of stalled) {
      const adjustment = await this.dataSource
        .getRepository(BillingAdjustment)
        .findOneByOrFail({ id: row.adjustmentId });
      const payment = await this.dataSource.getRepository(Payment).findOneByOrFail({ id: row.paymentId });
      const after = await this.refundThroughProvider(null, adjustment, payment, row.chargeTransactionId, now);
      if (after.status !== 'pending') settled += 1;
    }
    return settled;
  }

  /** Step 2 and 3 of a refund: the provider (outside any transaction), then its outcome. */
  private async refundThroughProvider(
    scope: Scope | null,
    adjustment: BillingAdjustment,
    payment: Payment,
    chargeTransactionId: string,
    now: Date,
  ): Promise<BillingAdjustment> {
    const outcome = await this.provider
      .refund({
        transactionId: chargeTransactionId,
        amountCents: toCents(payment.amount),
        idempotencyKey: payment.idempotencyKey,
        reason: adjustment.reason,
      })
      .catch((): ProviderOutcome => ({
        status: 'error',
        transactionId: null,
        failureCode: 'provider_unavailable',
        failureMessage: 'The payment provider could not be reached; nothing was refunded.',
      }));
    return this.dataSource.transaction((manager) =>
      this.settleRefund(manager, scope, adjustment, payment, outcome, now),
    );
  }

  private async begin(manager: EntityManager, scope: Scope, request: AdjustmentRequest, now: Date): Promise<Begun> {
    const clinic = await lockClinic(manager, request.clinicId);
    if (!clinic) throw new NotFoundError('Clinic');
    const adjustments = manager.getRepository(BillingAdjustment);
    const first = await adjustments.findOneBy({ requestKey: request.requestKey });
    if (first) {
      if (first.clinicId !== request.clinicId || first.type !== request.type)
        throw new ConflictError('This form was already submitted for another adjustment: reopen it and submit again');
      return { adjustment: first, refund: null };
    }
    const type = request.type as AdjustmentType;
    const adjustment: BillingAdjustment = await adjustments.save({
      clinicId: clinic.id,
      type,
      amount: request.amount,
      reason: request.reason,
      status: type === 'refund' ? 'pending' : 'applied',
      appliedBy: scope.userId,
      appliedAt: type === 'refund' ? null : now,
      requestKey: request.requestKey,
      paymentId: null,
      invoiceId: null,
      failureMessage: null,
    });
    let refund: Begun['refund'] = null;
    if (type === 'credit') await moveBalance(manager, clinic.id, request.amount);
    if (type === 'debit') {
      const invoice = await issueInvoice(manager, clinic, {
        kind: 'debit',
        lines: [{ kind: 'debit', description: request.reason, amount: request.amount }],
        at: now,
        dueDate: dateOf(now),
        firstAttemptAt: now,
      });
      adjustment.invoiceId = invoice.id;
      await adjustments.update({ id: adjustment.id }, { invoiceId: invoice.id });
    }
    if (type === 'refund') refund = await this.openRefund(manager, adjustment);
    await writeAudit(manager, scope, {
      entityType: 'billing_adjustment',
      entityId: adjustment.id,
      action: 'create',
      clinicId: clinic.id,
      newValues: { type, amount: adjustment.amount, status: adjustment.status, invoiceId: adjustment.invoiceId },
      reason: request.reason,
    });
    return { adjustment, refund };
  }

  private async openRefund(manager: EntityManager, adjustment: BillingAdjustment): Promise<Begun['refund']> {
    const [charge] = (await manager.query(
      `SELECT p.id, p.amount, p.transaction_id AS "transactionId", p.provider, p.payment_method_id AS "paymentMethodId",
              p.method_label AS "methodLabel",
              p.amount - coalesce((SELECT sum(r.amount) FROM payments r
                                    WHERE r.refund_of_payment_id = p.id AND r.status <> 'failed'), 0) AS refundable
         FROM payments p
        WHERE p.clinic_id = $1 AND p.kind = 'charge' AND p.status = 'successful' AND p.transaction_id IS NOT NULL
        ORDER BY p.created_at DESC, p.id DESC LIMIT 1`,
      [adjustment.clinicId],
    )) as (Pick<Payment, 'id' | 'amount' | 'transactionId' | 'provider' | 'paymentMethodId' | 'methodLabel'> & {
      refundable: string;
    })[];
    if (!charge) throw InputError.field('type', 'This clinic has no successful payment to refund');
    if (toCents(adjustment.amount) > toCents(charge.refundable))
      throw InputError.field(
        'amount',
        `A refund may not exceed the latest payment: ${formatMoney(charge.refundable)} of ${formatMoney(charge.amount)} is left to refund`,
      );
    const payment = await manager.getRepository(Payment).save({
      clinicId: adjustment.clinicId,
      invoiceId: null,
      kind: 'refund',
      status: 'pending',
      amount: adjustment.amount,
      provider: charge.provider,
      paymentMethodId: charge.paymentMethodId,
      methodLabel: charge.methodLabel,
      transactionId: null,
      idempotencyKey: `refund:${adjustment.id}`,
      failureCode: null,
      failureMessage: null,
      description: `Refund: ${adjustment.reason}`,
      refundOfPaymentId: charge.id,
      initiatedBy: adjustment.appliedBy,
    });
    adjustment.paymentId = payment.id;
    await manager.getRepository(BillingAdjustment).update({ id: adjustment.id }, { paymentId: payment.id });
    return { payment, chargeTransactionId: charge.transactionId! };
  }

  private async settleRefund(
    manager: EntityManager,
    scope: Scope | null,
    adjustment: BillingAdjustment,
    payment: Payment,
    outcome: ProviderOutcome,
    now: Date,
  ): Promise<BillingAdjustment> {
    await lockClinic(manager, adjustment.clinicId);
    const current = await manager.getRepository(BillingAdjustment).findOneByOrFail({ id: adjustment.id });
    if (current.status !== 'pending' || outcome.status === 'pending') return current;
    const succeeded = outcome.status === 'succeeded';
    await manager.getRepository(Payment).update(
      { id: payment.id },
      {
        status: succeeded ? 'successful' : 'failed',
        transactionId: outcome.transactionId,
        failureCode: succeeded ? null : outcome.failureCode,
        failureMessage: succeeded ? null : outcome.failureMessage,
      },
    );
    if (succeeded) await moveBalance(manager, adjustment.clinicId, fromCents(-toCents(adjustment.amount)));
    if (succeeded && payment.refundOfPaymentId) await clawBackForRefund(manager, payment.refundOfPaymentId, now);
    const values = succeeded
      ? { status: 'applied', appliedAt: now }
      : { status: 'failed', failureMessage: outcome.failureMessage ?? 'The provider refused the refund.' };
    await manager.getRepository(BillingAdjustment).update({ id: adjustment.id }, values);
    await writeAudit(manager, scope, {
      entityType: 'billing_adjustment',
      entityId: adjustment.id,
      action: succeeded ? 'refund' : 'refund_failed',
      clinicId: adjustment.clinicId,
      oldValues: { status: 'pending' },
      newValues: { ...values, transactionId: outcome.transactionId },
    });
    return { ...current, ...values } as BillingAdjustment;
  }
}
