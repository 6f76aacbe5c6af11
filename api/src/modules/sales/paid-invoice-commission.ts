import type { EntityManager } from 'typeorm';
import { writeAudit } from '../../platform/audit/audit.service';
import { fromCents, toCents } from '../../platform/money';
import { dateOf } from '../subscriptions/billing-dates';
import { commissionOn } from './commission-amount';
import { SalesCommission } from './sales-commission.entity';
import type { SaleType } from './sales-states';

/** Invoice kinds that are subscription revenue: plan periods and an upgrade's proration (never late fees or debits). */
export const commissionableInvoiceKinds = ['subscription', 'proration'] as const;
/** The lines that make the sale: the plan's charge, its early-bird discount, a proration. */
const saleLineKinds = ['subscription', 'early_bird_discount', 'proration'];

type PaidInvoice = {
  id: number;
  clinicId: number;
  kind: string;
  status: string;
  planCode: string | null;
  frequency: string | null;
  paidAt: Date | null;
  salesRepId: number | null;
  subscriptionPlan: string;
  billingFrequency: string;
};

/** A sale's size per month, so a monthly and an annual sale compare (the upgrade rule). */
const monthlyCents = (amount: string, frequency: string | null) =>
  frequency === 'annual' ? toCents(amount) / 12n : toCents(amount);

/**
 * The commission a paid subscription invoice earns its clinic's rep, created once (the unique
 * (clinic_invoice_id, kind) decides under any concurrency; the rep's row lock orders a month's tiers).
 * Called inside the transaction that records the invoice paid. Nothing for an unpaid invoice, a late
 * fee or a debit, or a clinic no rep sold. Returns the commission (the existing one the second time).
 */
export async function recordCommissionForPaidInvoice(
  manager: EntityManager,
  invoiceId: number,
): Promise<SalesCommission | null> {
  const [invoice] = (await manager.query(
    `SELECT i.id, i.clinic_id AS "clinicId", i.kind, i.status, i.plan_code AS "planCode", i.frequency,
            i.paid_at AS "paidAt", c.sales_rep_id AS "salesRepId", c.subscription_plan AS "subscriptionPlan",
            c.billing_frequency AS "billingFrequency"
       FROM clinic_invoices i JOIN clinics c ON c.id = i.clinic_id WHERE i.id = $1`,
    [invoiceId],
  )) as PaidInvoice[];
  if (!invoice || invoice.status !== 'paid' || !invoice.salesRepId) return null;
  if (!(commissionableInvoiceKinds as readonly string[]).includes(invoice.kind)) return null;
  const [rep] = (await manager.query(
    `SELECT id, commission_structure AS "commissionStructure", commission_rate::text AS "commissionRate",
            flat_amount::text AS "flatAmount", tiers
       FROM sales_representatives WHERE id = $1 FOR UPDATE`,
    [invoice.salesRepId],
  )) as (Parameters<typeof commissionOn>[0] & { id: number })[];
  if (!rep) return null;
  const commissions = manager.getRepository(SalesCommission);
  const existing = await commissions.findOneBy({ clinicInvoiceId: invoice.id, kind: 'sale' });
  if (existing) return existing;

  const [{ sale }] = (await manager.query(
    `SELECT coalesce(sum(amount), 0)::text AS sale FROM clinic_invoice_lines WHERE invoice_id = $1 AND kind = ANY($2)`,
    [invoice.id, saleLineKinds],
  )) as { sale: string }[];
  if (toCents(sale) <= 0n) return null;
  const saleDate = dateOf(invoice.paidAt ?? new Date());
  const frequency = invoice.frequency ?? invoice.billingFrequency;
  const saleType = await saleTypeOf(manager, invoice, sale, frequency);
  const [{ monthSales }] = (await manager.query(
    `SELECT coalesce(sum(sale_amount), 0)::text AS "monthSales" FROM sales_commissions
      WHERE sales_rep_id = $1 AND kind = 'sale' AND status <> 'clawed_back'
        AND date_trunc('month', sale_date) = date_trunc('month', $2::date)`,
    [rep.id, saleDate],
  )) as { monthSales: string }[];
  const { rate, amount } = commissionOn(rep, sale, fromCents(toCents(monthSales) + toCents(sale)));

  const inserted = (await manager.query(
    `INSERT INTO sales_commissions (kind, sales_rep_id, clinic_id, clinic_invoice_id, sale_type, subscription_plan,
                                    billing_frequency, sale_date, sale_amount, commission_rate, amount, status)
     VALUES ('sale', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'pending')
     ON CONFLICT (clinic_invoice_id, kind) DO NOTHING RETURNING id`,
    [
      rep.id,
      invoice.clinicId,
      invoice.id,
      saleType,
      invoice.planCode ?? invoice.subscriptionPlan,
      frequency,
      saleDate,
      sale,
      rate,
      amount,
    ],
  )) as { id: number }[];
  const commission = await commissions.findOneByOrFail({ clinicInvoiceId: invoice.id, kind: 'sale' });
  if (inserted.length === 0) return commission;
  await writeAudit(manager, null, {
    entityType: 'sales_commission',
    entityId: commission.id,
    action: 'create',
    newValues: {
      salesRepId: rep.id,
      clinicId: invoice.clinicId,
      invoiceId: invoice.id,
      saleType,
      saleAmount: sale,
      rate,
      amount,
    },
  });
  return commission;
}

/** New: the clinic's first commissioned sale; upgrade: a proration, or a bigger monthly price than the last sale; else renewal. */
async function saleTypeOf(
  manager: EntityManager,
  invoice: PaidInvoice,
  sale: string,
  frequency: string | null,
): Promise<SaleType> {
  if (invoice.kind === 'proration') return 'upgrade';
  const [previous] = (await manager.query(
    `SELECT (SELECT count(*)::int FROM sales_commissions WHERE clinic_id = $1 AND kind = 'sale') AS sales,
            sc.sale_amount::text AS "saleAmount", sc.billing_frequency AS frequency
       FROM (SELECT 1) one
       LEFT JOIN LATERAL (
         SELECT s.sale_amount, s.billing_frequency FROM sales_commissions s
           JOIN clinic_invoices i ON i.id = s.clinic_invoice_id AND i.kind = 'subscription'
          WHERE s.clinic_id = $1 AND s.kind = 'sale' ORDER BY s.sale_date DESC, s.id DESC LIMIT 1) sc ON true`,
    [invoice.clinicId],
  )) as { sales: number; saleAmount: string | null; frequency: string | null }[];
  if (previous.sales === 0) return 'new';
  if (!previous.saleAmount) return 'renewal';
  return monthlyCents(sale, frequency) > monthlyCents(previous.saleAmount, previous.frequency) ? 'upgrade' : 'renewal';
}
