import type { DataSource, EntityManager } from 'typeorm';
import { assertOperatorArea, OperatorArea } from '../../platform/access/operator-areas';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { InputError, NotFoundError } from '../../platform/errors';
import { formatMoney, fromCents, toCents } from '../../platform/money';
import type { Clock } from '../../platform/jobs/clock';
import { rangeStartSql, type HistoryRange } from '../billing-controls/history-range';
import { dateOf } from '../subscriptions/billing-dates';
import { assertApprovable, clawbacksExceedMessage, nothingToPayMessage } from './commission-transitions';
import type { SalesCommissionView, SalesPayoutView } from './sales.types';

export const commissionViewSql = `
  SELECT sc.id, sc.kind, sc.sales_rep_id AS "salesRepId", r.first_name || ' ' || r.last_name AS "salesRepName",
         sc.clinic_id AS "clinicId", c.name AS "clinicName", i.number AS "invoiceNumber",
         sc.subscription_plan AS "subscriptionPlan", sc.billing_frequency AS "billingFrequency",
         sc.sale_type AS "saleType", to_char(sc.sale_date, 'YYYY-MM-DD') AS "saleDate",
         sc.sale_amount::text AS "saleAmount", sc.commission_rate::text AS "commissionRate",
         sc.amount::text AS "commissionAmount", sc.status, sc.clawback_reason AS "clawbackReason",
         sc.payout_id AS "payoutId"
    FROM sales_commissions sc
    JOIN sales_representatives r ON r.id = sc.sales_rep_id
    JOIN clinics c ON c.id = sc.clinic_id
    JOIN clinic_invoices i ON i.id = sc.clinic_invoice_id`;

export const payoutViewSql = `
  SELECT p.id, p.sales_rep_id AS "salesRepId", r.first_name || ' ' || r.last_name AS "salesRepName",
         to_char(p.period_start, 'YYYY-MM-DD') AS "periodStart", to_char(p.period_end, 'YYYY-MM-DD') AS "periodEnd",
         p.total::text, (SELECT count(*)::int FROM sales_commissions sc WHERE sc.payout_id = p.id) AS "commissionCount",
         coalesce(u.first_name || ' ' || u.last_name, u.email) AS "processedByName", p.processed_at AS "processedAt"
    FROM sales_payouts p
    JOIN sales_representatives r ON r.id = p.sales_rep_id
    JOIN users u ON u.id = p.processed_by`;

/** Commissions and payouts (operator only): the list by period, Approve, Process Payout, the payout statement. */
export class SalesCommissionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async list(scope: Scope, range: HistoryRange): Promise<SalesCommissionView[]> {
    assertOperatorArea(scope, OperatorArea.sales);
    return (await this.dataSource.query(
      `${commissionViewSql} WHERE sc.sale_date >= ${rangeStartSql(range)}::date ORDER BY sc.sale_date DESC, sc.id DESC LIMIT 1000`,
    )) as SalesCommissionView[];
  }

  /** The 5 most recent sales (the Overview). */
  async recent(scope: Scope, limit = 5): Promise<SalesCommissionView[]> {
    assertOperatorArea(scope, OperatorArea.sales);
    return (await this.dataSource.query(
      `${commissionViewSql} WHERE sc.kind = 'sale' ORDER BY sc.sale_date DESC, sc.id DESC LIMIT $1`,
      [limit],
    )) as SalesCommissionView[];
  }

  async approve(scope: Scope, id: number): Promise<SalesCommissionView> {
    assertOperatorArea(scope, OperatorArea.sales);
    return this.dataSource.transaction(async (manager) => {
      await approveCommission(manager, scope, id, this.clock.now());
      const [view] = (await manager.query(`${commissionViewSql} WHERE sc.id = $1`, [id])) as SalesCommissionView[];
      return view;
    });
  }

  /**
   * Process Payout: one payout of the rep's approved commissions, netting their open clawback lines,
   * all marked paid in one transaction (the rep's row lock makes a double click pay once).
   */
  async processPayout(scope: Scope, salesRepId: number): Promise<SalesPayoutView> {
    assertOperatorArea(scope, OperatorArea.sales);
    return this.dataSource.transaction(async (manager) => {
      const payoutId = await payApprovedCommissions(manager, scope, salesRepId, this.clock.now());
      const [view] = (await manager.query(`${payoutViewSql} WHERE p.id = $1`, [payoutId])) as SalesPayoutView[];
      return view;
    });
  }

  async payouts(scope: Scope): Promise<SalesPayoutView[]> {
    assertOperatorArea(scope, OperatorArea.sales);
    return (await this.dataSource.query(
      `${payoutViewSql} ORDER BY p.processed_at DESC, p.id DESC LIMIT 500`,
    )) as SalesPayoutView[];
  }

  /** A payout and every line it settled, for its statement. */
  async payoutWithLines(
    scope: Scope,
    payoutId: number,
  ): Promise<{ payout: SalesPayoutView; lines: SalesCommissionView[] }> {
    assertOperatorArea(scope, OperatorArea.sales);
    const [payout] = (await this.dataSource.query(`${payoutViewSql} WHERE p.id = $1`, [payoutId])) as SalesPayoutView[];
    if (!payout) throw new NotFoundError('Payout');
    const lines = (await this.dataSource.query(
      `${commissionViewSql} WHERE sc.payout_id = $1 ORDER BY sc.sale_date, sc.id`,
      [payoutId],
    )) as SalesCommissionView[];
    return { payout, lines };
  }
}

/**
 * Process Payout's rule: one payout of the rep's approved commissions, netting their open clawback
 * lines, all marked paid in the caller's transaction (the rep's row lock makes a double click pay
 * once). Refused when nothing is approved or the clawbacks outweigh it. Returns the payout's id.
 */
export async function payApprovedCommissions(
  manager: EntityManager,
  scope: Scope,
  salesRepId: number,
  now: Date,
): Promise<number> {
  const [rep] = (await manager.query(
    `SELECT id, first_name || ' ' || last_name AS name FROM sales_representatives WHERE id = $1 FOR UPDATE`,
    [salesRepId],
  )) as { id: number; name: string }[];
  if (!rep) throw new NotFoundError('Sales representative');
  const lines = (await manager.query(
    `SELECT id, kind, amount::text, to_char(sale_date, 'YYYY-MM-DD') AS "saleDate" FROM sales_commissions
      WHERE sales_rep_id = $1 AND status = 'approved' ORDER BY sale_date, id FOR UPDATE`,
    [rep.id],
  )) as { id: number; kind: string; amount: string; saleDate: string }[];
  const sales = lines.filter((line) => line.kind === 'sale');
  if (sales.length === 0) throw InputError.field('salesRepId', nothingToPayMessage(rep.name));
  const sum = (rows: typeof lines) => rows.reduce((total, row) => total + toCents(row.amount), 0n);
  const approved = sum(sales);
  const clawbacks = sum(lines.filter((line) => line.kind === 'clawback'));
  const total = approved + clawbacks;
  if (total <= 0n)
    throw InputError.field(
      'salesRepId',
      clawbacksExceedMessage(rep.name, formatMoney(fromCents(approved)), formatMoney(fromCents(-clawbacks))),
    );
  const [payout] = (await manager.query(
    `INSERT INTO sales_payouts (sales_rep_id, period_start, period_end, total, processed_by, processed_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [rep.id, lines[0].saleDate, lines.at(-1)!.saleDate, fromCents(total), scope.userId, now],
  )) as { id: number }[];
  await manager.query(
    `UPDATE sales_commissions SET status = 'paid', payout_id = $2, updated_at = now() WHERE id = ANY($1)`,
    [lines.map((line) => line.id), payout.id],
  );
  await writeAudit(manager, scope, {
    entityType: 'sales_payout',
    entityId: payout.id,
    action: 'process',
    newValues: {
      salesRepId: rep.id,
      total: fromCents(total),
      commissions: sales.map((line) => line.id),
      clawbackLines: lines.filter((line) => line.kind === 'clawback').map((line) => line.id),
      on: dateOf(now),
    },
  });
  return payout.id;
}

/** Approve's rule: pending -> approved (locked, audited); every other move refused with its message. */
export async function approveCommission(manager: EntityManager, scope: Scope, id: number, now: Date): Promise<void> {
  const [commission] = (await manager.query(`SELECT id, kind, status FROM sales_commissions WHERE id = $1 FOR UPDATE`, [
    id,
  ])) as { id: number; kind: string; status: string }[];
  if (!commission) throw new NotFoundError('Commission');
  assertApprovable(commission);
  await manager.query(
    `UPDATE sales_commissions SET status = 'approved', approved_at = $2, updated_at = now() WHERE id = $1`,
    [id, now],
  );
  await writeAudit(manager, scope, {
    entityType: 'sales_commission',
    entityId: id,
    action: 'approve',
    oldValues: { status: 'pending' },
    newValues: { status: 'approved' },
  });
}
