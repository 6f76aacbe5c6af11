import { recordCommissionForPaidInvoice } from '../sales/paid-invoice-commission';
import type { EntityManager } from 'typeorm';
import { fromCents, toCents } from '../../platform/money';
import type { ProviderOutcome } from '../../platform/payments/payment-provider';
import { moveBalance } from './clinic-balance';
import { ClinicInvoice } from './clinic-invoice.entity';
import { Payment } from './payment.entity';
import type { PaymentMethod } from './payment-method.entity';

export const cardLabel = (card: Pick<PaymentMethod, 'brand' | 'last4'>) => `${card.brand} •••• ${card.last4}`;
export const noCardLabel = 'No card on file';
export const noCardMessage =
  'No card is on file for this clinic: add a card in the clinic console, then pay the open invoices.';

/** The clinic's card the engine charges: its default, not removed. */
export async function defaultCardOf(manager: EntityManager, clinicId: number): Promise<PaymentMethod | null> {
  const [card] = (await manager.query(
    `SELECT id, provider, provider_ref AS "providerRef", brand, last4 FROM payment_methods
      WHERE clinic_id = $1 AND is_default AND removed_at IS NULL`,
    [clinicId],
  )) as PaymentMethod[];
  return card ?? null;
}

/** An invoice's payments and what they did to it and to the balance, when the outcome is known. */
export interface SettledPayment {
  payment: Payment;
  invoice: ClinicInvoice | null;
  /** The outcome was already recorded (a second run of the same work): nothing changed now. */
  alreadySettled: boolean;
}

/**
 * Records the provider's outcome for a pending payment (whose clinic row the caller has locked): the
 * payment's status, and for a successful charge the invoice's amount paid (paid in full: status paid)
 * and the balance. A payment already settled is returned as it is, so settling twice moves money once.
 */
export async function recordPayment(
  manager: EntityManager,
  paymentId: number,
  outcome: ProviderOutcome,
  at: Date,
): Promise<SettledPayment> {
  const payments = manager.getRepository(Payment);
  const payment = await payments
    .createQueryBuilder('p')
    .setLock('pessimistic_write')
    .where('p.id = :paymentId', { paymentId })
    .getOneOrFail();
  const invoice = payment.invoiceId
    ? await manager.getRepository(ClinicInvoice).findOneByOrFail({ id: payment.invoiceId })
    : null;
  if (payment.status !== 'pending' || outcome.status === 'pending') {
    if (outcome.transactionId && !payment.transactionId)
      await payments.update({ id: payment.id }, { transactionId: outcome.transactionId });
    return { payment, invoice, alreadySettled: payment.status !== 'pending' };
  }
  const succeeded = outcome.status === 'succeeded';
  Object.assign(payment, {
    status: succeeded ? 'successful' : 'failed',
    transactionId: outcome.transactionId,
    failureCode: succeeded ? null : (outcome.failureCode ?? outcome.status),
    failureMessage: succeeded ? null : (outcome.failureMessage ?? 'The payment failed.'),
  });
  await payments.update(
    { id: payment.id },
    {
      status: payment.status,
      transactionId: payment.transactionId,
      failureCode: payment.failureCode,
      failureMessage: payment.failureMessage,
    },
  );
  if (!succeeded || payment.kind !== 'charge') return { payment, invoice, alreadySettled: false };

  await moveBalance(manager, payment.clinicId, payment.amount);
  if (invoice) {
    const paid = toCents(invoice.amountPaid) + toCents(payment.amount);
    invoice.amountPaid = fromCents(paid);
    if (paid >= toCents(invoice.total)) Object.assign(invoice, { status: 'paid', paidAt: at, nextAttemptAt: null });
    await manager.getRepository(ClinicInvoice).update(
      { id: invoice.id },
      {
        amountPaid: invoice.amountPaid,
        status: invoice.status,
        paidAt: invoice.paidAt,
        nextAttemptAt: invoice.nextAttemptAt,
      },
    );
    if (invoice.status === 'paid') await recordCommissionForPaidInvoice(manager, invoice.id);
  }
  return { payment, invoice, alreadySettled: false };
}
