import type { DataSource, EntityManager } from 'typeorm';
import { fromCents, toCents } from '../../platform/money';
import type { PaymentProvider, ProviderOutcome } from '../../platform/payments/payment-provider';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import type { SettingsReader } from '../../platform/settings/settings-reader';
import type { BillingNotices } from './billing-notices';
import { lockClinic } from './clinic-balance';
import { ClinicInvoice } from './clinic-invoice.entity';
import { Payment } from './payment.entity';
import { PaymentMethod } from './payment-method.entity';
import { cardLabel, defaultCardOf, noCardLabel, noCardMessage, recordPayment } from './payment-records';
import { moveStatus } from './subscription-status';

export interface ChargeContext {
  /** Who asked (the operator's retry, the clinic admin's Pay now), audited; null: the engine's schedule. */
  scope: Scope | null;
  now: Date;
}

type Prepared = { payment: Payment; card: PaymentMethod | null; customerRef: string | null } | null;

const unreachable: ProviderOutcome = {
  status: 'error',
  transactionId: null,
  failureCode: 'provider_unavailable',
  failureMessage: 'The payment provider could not be reached; the charge will be tried again.',
};

/**
 * Charges one open invoice with the clinic's default card, in three steps so that money moves once
 * however often the work runs: (1) in a transaction, the attempt is counted and a pending payment
 * inserted with the key `charge:{invoiceId}:{attempt}` (a pending payment left by an interrupted run is
 * taken up again instead); (2) outside any transaction, the provider is called with that key (the same
 * key twice gives the first outcome); (3) in another transaction, the outcome is recorded with the
 * invoice, the balance and the status: paid off -> active; failed -> overdue with the next retry
 * scheduled by the billing settings, and the clinic's admins told.
 */
export class InvoiceCharger {
  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    private readonly settings: SettingsReader,
    private readonly notices: BillingNotices,
  ) {}

  async charge(invoiceId: number, context: ChargeContext): Promise<Payment | null> {
    const prepared = await this.dataSource.transaction((manager) => this.prepare(manager, invoiceId, context));
    if (!prepared) return null;
    const { payment, card } = prepared;
    let outcome: ProviderOutcome;
    if (!card)
      outcome = { status: 'declined', transactionId: null, failureCode: 'no_payment_method', failureMessage: noCardMessage };
    else
      outcome = await this.provider
        .charge({
          amountCents: toCents(payment.amount),
          cardRef: card.providerRef,
          customerRef: prepared.customerRef,
          idempotencyKey: payment.idempotencyKey,
          description: payment.description,
          metadata: { clinicId: String(payment.clinicId), invoiceId: String(invoiceId), paymentId: String(payment.id) },
        })
        .catch(() => unreachable);
    return this.dataSource.transaction((manager) => this.settle(manager, payment, outcome, context));
  }

  private async prepare(manager: EntityManager, invoiceId: number, context: ChargeContext): Promise<Prepared> {
    const [ref] = (await manager.query(`SELECT clinic_id AS "clinicId" FROM clinic_invoices WHERE id = $1`, [
      invoiceId,
    ])) as { clinicId: number }[];
    if (!ref) return null;
    const clinic = await lockClinic(manager, ref.clinicId);
    const invoice = await manager.getRepository(ClinicInvoice).findOneByOrFail({ id: invoiceId });
    if (!clinic || invoice.status !== 'open') return null;
    const payments = manager.getRepository(Payment);
    const interrupted = await payments.findOneBy({ invoiceId, kind: 'charge', status: 'pending' });
    if (interrupted) {
      const card = interrupted.paymentMethodId
        ? await manager.getRepository(PaymentMethod).findOneBy({ id: interrupted.paymentMethodId })
        : null;
      return { payment: interrupted, card, customerRef: clinic.paymentCustomerRef };
    }
    const due = toCents(invoice.total) - toCents(invoice.amountPaid);
    if (due <= 0n) return null;
    const attempt = invoice.attemptCount + 1;
    // The invoice stays due until the outcome is recorded: a run that dies after this point is taken up again.
    await manager.getRepository(ClinicInvoice).update({ id: invoiceId }, { attemptCount: attempt });
    const card = await defaultCardOf(manager, clinic.id);
    const payment = await payments.save({
      clinicId: clinic.id,
      invoiceId,
      kind: 'charge',
      status: 'pending',
      amount: fromCents(due),
      provider: card?.provider ?? this.provider.name,
      paymentMethodId: card?.id ?? null,
      methodLabel: card ? cardLabel(card) : noCardLabel,
      transactionId: null,
      idempotencyKey: `charge:${invoiceId}:${attempt}`,
      failureCode: null,
      failureMessage: null,
      description: `Invoice ${invoice.number}`,
      refundOfPaymentId: null,
      initiatedBy: context.scope?.userId ?? null,
    });
    return { payment, card, customerRef: clinic.paymentCustomerRef };
  }

  private async settle(
    manager: EntityManager,
    pending: Payment,
    outcome: ProviderOutcome,
    { scope, now }: ChargeContext,
  ): Promise<Payment> {
    const clinic = await lockClinic(manager, pending.clinicId);
    const { payment, invoice, alreadySettled } = await recordPayment(manager, pending.id, outcome, now);
    if (alreadySettled || !clinic || !invoice || payment.status === 'pending') return payment;
    if (scope)
      await writeAudit(manager, scope, {
        entityType: 'payment',
        entityId: payment.id,
        action: 'charge',
        clinicId: clinic.id,
        newValues: { invoice: invoice.number, amount: payment.amount, status: payment.status, method: payment.methodLabel },
      });
    if (payment.status === 'successful') {
      const [{ open }] = (await manager.query(
        `SELECT count(*)::int AS open FROM clinic_invoices WHERE clinic_id = $1 AND status = 'open'`,
        [clinic.id],
      )) as { open: number }[];
      const trialPaid = clinic.billingStatus === 'trial' && invoice.kind === 'subscription';
      const arrearsCleared = open === 0 && (clinic.billingStatus === 'overdue' || clinic.billingStatus === 'suspended');
      if (trialPaid || arrearsCleared)
        await moveStatus(manager, clinic, 'active', {
          actorUserId: payment.initiatedBy,
          reason: trialPaid ? 'First payment after the trial' : 'Every open invoice is paid',
          at: now,
        });
      return payment;
    }
    const maxRetries = await this.settings.get('billing.maxRetries');
    const intervalDays = await this.settings.get('billing.retryIntervalDays');
    const retriesLeft = invoice.attemptCount <= maxRetries;
    const nextAttemptAt = retriesLeft ? new Date(now.getTime() + intervalDays * 86_400_000) : null;
    await manager.getRepository(ClinicInvoice).update({ id: invoice.id }, { nextAttemptAt });
    if (clinic.billingStatus === 'trial' || clinic.billingStatus === 'active')
      await moveStatus(manager, clinic, 'overdue', {
        actorUserId: null,
        reason: `Payment failed for invoice ${invoice.number}: ${payment.failureMessage}`,
        at: now,
      });
    await this.notices.paymentFailed(manager, clinic.id, payment.amount, payment.failureMessage ?? '');
    return payment;
  }
}
