import type { EntityManager } from 'typeorm';
import { writeAudit } from '../../platform/audit/audit.service';
import { fromCents, toCents } from '../../platform/money';
import { dateOf } from '../subscriptions/billing-dates';
import { clawbackWindowDays } from './sales-states';

type Clawable = {
  id: number;
  salesRepId: number;
  clinicId: number;
  clinicInvoiceId: number;
  status: string;
  amount: string;
};

/**
 * Claws back a sale commission (locked): pending or approved -> clawed_back; paid -> a negative line
 * of the same amount, approved, that the rep's next payout nets (one per invoice: the unique key).
 * A commission already clawed back, or a paid one whose line exists, is left as it is.
 */
async function clawBack(manager: EntityManager, commission: Clawable, reason: string, at: Date): Promise<void> {
  if (commission.status === 'clawed_back') return;
  if (commission.status !== 'paid') {
    await manager.query(
      `UPDATE sales_commissions SET status = 'clawed_back', clawback_reason = $2, updated_at = now() WHERE id = $1`,
      [commission.id, reason],
    );
  } else {
    const line = (await manager.query(
      `INSERT INTO sales_commissions (kind, sales_rep_id, clinic_id, clinic_invoice_id, sale_type, subscription_plan,
                                      billing_frequency, sale_date, sale_amount, commission_rate, amount, status,
                                      clawback_of_id, clawback_reason)
       SELECT 'clawback', sales_rep_id, clinic_id, clinic_invoice_id, sale_type, subscription_plan, billing_frequency,
              $2::date, sale_amount, commission_rate, $3, 'approved', id, $4
         FROM sales_commissions WHERE id = $1
       ON CONFLICT (clinic_invoice_id, kind) DO NOTHING RETURNING id`,
      [commission.id, dateOf(at), fromCents(-toCents(commission.amount)), reason],
    )) as { id: number }[];
    if (line.length === 0) return;
    await manager.query(`UPDATE sales_commissions SET clawback_reason = $2, updated_at = now() WHERE id = $1`, [
      commission.id,
      reason,
    ]);
  }
  await writeAudit(manager, null, {
    entityType: 'sales_commission',
    entityId: commission.id,
    action: 'claw_back',
    oldValues: { status: commission.status },
    newValues: { status: commission.status === 'paid' ? 'paid (negative line on the next payout)' : 'clawed_back' },
    reason,
  });
}

const lockedSaleCommissions = `SELECT id, sales_rep_id AS "salesRepId", clinic_id AS "clinicId",
       clinic_invoice_id AS "clinicInvoiceId", status, amount::text
  FROM sales_commissions WHERE kind = 'sale'`;

/** A refund of a charge of an invoice claws back that invoice's commission (any refund of it, in its transaction). */
export async function clawBackForRefund(manager: EntityManager, refundedChargeId: number, at: Date): Promise<void> {
  const rows = (await manager.query(
    `${lockedSaleCommissions} AND clinic_invoice_id = (SELECT invoice_id FROM payments WHERE id = $1) FOR UPDATE`,
    [refundedChargeId],
  )) as Clawable[];
  for (const row of rows) await clawBack(manager, row, 'Refund of the invoice', at);
}

/**
 * A subscription cancelled while overdue or suspended (non-payment) claws back the clinic's
 * commissions on sales made within the window before the cancellation.
 */
export async function clawBackForNonPaymentCancellation(
  manager: EntityManager,
  clinicId: number,
  previousStatus: string | null,
  at: Date,
): Promise<void> {
  if (previousStatus !== 'overdue' && previousStatus !== 'suspended') return;
  const rows = (await manager.query(
    `${lockedSaleCommissions} AND clinic_id = $1 AND sale_date >= ($2::date - $3::int) ORDER BY id FOR UPDATE`,
    [clinicId, dateOf(at), clawbackWindowDays],
  )) as Clawable[];
  for (const row of rows)
    await clawBack(manager, row, `Cancelled for non-payment within ${clawbackWindowDays} days of the sale`, at);
}
