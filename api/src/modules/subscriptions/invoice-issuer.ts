import { recordCommissionForPaidInvoice } from '../sales/paid-invoice-commission';
import type { EntityManager } from 'typeorm';
import { fromCents, toCents } from '../../platform/money';
import type { Clinic } from '../clinics/clinic.entity';
import { dateOf, type IsoDate } from './billing-dates';
import { moveBalance } from './clinic-balance';
import { ClinicInvoiceLine } from './clinic-invoice-line.entity';
import { ClinicInvoice } from './clinic-invoice.entity';
import { earlyBirdApplies, earlyBirdDiscount, earlyBirdDiscountPercent } from './subscription-history';

export interface InvoiceLineInput {
  kind: 'subscription' | 'proration' | 'late_fee' | 'debit';
  description: string;
  amount: string;
}

export interface InvoiceRequest {
  kind: 'subscription' | 'proration' | 'late_fee' | 'debit';
  lines: InvoiceLineInput[];
  at: Date;
  dueDate: IsoDate;
  periodStart?: IsoDate | null;
  periodEnd?: IsoDate | null;
  /** When the engine first charges it (null: only when the clinic pays). */
  firstAttemptAt: Date | null;
}

/** 'CB-2026-000042': numbered platform-wide from one sequence, the year the invoice is issued. */
async function nextInvoiceNumber(manager: EntityManager, at: Date): Promise<string> {
  const [{ n }] = (await manager.query(`SELECT nextval('clinic_invoice_number_seq')::text AS n`)) as { n: string }[];
  return `CB-${at.getUTCFullYear()}-${n.padStart(6, '0')}`;
}

/**
 * Issues one invoice to a clinic (whose row the caller has locked): its lines, the early-bird
 * discount on a subscription period that starts before `early_bird_until`, and the clinic's credit
 * (a positive balance) as a `credit_applied` line. The subtotal is what is invoiced (the balance moves
 * by minus the subtotal); the total is what remains to be paid after the credit. An invoice the
 * credit covers entirely is paid on issue.
 */
export async function issueInvoice(
  manager: EntityManager,
  clinic: Pick<Clinic, 'id' | 'subscriptionPlan' | 'billingFrequency' | 'earlyBirdUntil'>,
  request: InvoiceRequest,
): Promise<ClinicInvoice> {
  const lines: { kind: string; description: string; amount: string }[] = request.lines.map((line) => ({ ...line }));
  if (request.kind === 'subscription' && request.periodStart && earlyBirdApplies(clinic, request.periodStart)) {
    const base = lines.find((line) => line.kind === 'subscription');
    if (base)
      lines.push({
        kind: 'early_bird_discount',
        description: `Early-bird discount (${earlyBirdDiscountPercent}% off until ${clinic.earlyBirdUntil})`,
        amount: fromCents(-toCents(earlyBirdDiscount(base.amount))),
      });
  }
  const charged = lines.reduce((sum, line) => sum + toCents(line.amount), 0n);
  if (charged <= 0n) throw new Error('An invoice must charge more than nothing');
  const [{ balance }] = (await manager.query(`SELECT balance FROM clinics WHERE id = $1`, [clinic.id])) as {
    balance: string;
  }[];
  const credit = toCents(balance) > 0n ? (toCents(balance) < charged ? toCents(balance) : charged) : 0n;
  if (credit > 0n)
    lines.push({ kind: 'credit_applied', description: 'Credit from your balance', amount: fromCents(-credit) });
  const total = charged - credit;

  const invoice = await manager.getRepository(ClinicInvoice).save({
    number: await nextInvoiceNumber(manager, request.at),
    clinicId: clinic.id,
    kind: request.kind,
    status: total === 0n ? 'paid' : 'open',
    planCode: request.kind === 'subscription' ? clinic.subscriptionPlan : null,
    frequency: request.kind === 'subscription' ? clinic.billingFrequency : null,
    periodStart: request.periodStart ?? null,
    periodEnd: request.periodEnd ?? null,
    issuedAt: request.at,
    dueDate: request.dueDate,
    subtotal: fromCents(charged),
    tax: '0.00',
    total: fromCents(total),
    amountPaid: '0.00',
    paidAt: total === 0n ? request.at : null,
    attemptCount: 0,
    nextAttemptAt: total === 0n ? null : request.firstAttemptAt,
    lateFeeInvoiceId: null,
  });
  await manager.getRepository(ClinicInvoiceLine).insert(
    lines.map((line, index) => ({
      invoiceId: invoice.id,
      position: index + 1,
      kind: line.kind,
      description: line.description,
      quantity: 1,
      unitAmount: fromCents(toCents(line.amount)),
      amount: fromCents(toCents(line.amount)),
    })),
  );
  await moveBalance(manager, clinic.id, fromCents(-charged));
  if (invoice.status === 'paid') await recordCommissionForPaidInvoice(manager, invoice.id);
  return invoice;
}

/** An invoice's due date from the moment it is issued (charged the same day). */
export const dueToday = (at: Date): IsoDate => dateOf(at);
