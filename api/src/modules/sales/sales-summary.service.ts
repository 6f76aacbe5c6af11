import type { DataSource } from 'typeorm';
import { assertOperatorArea, OperatorArea } from '../../platform/access/operator-areas';
import type { Scope } from '../../platform/access/scope';
import { fromCents, toCents } from '../../platform/money';
import type { SalesFigureChange, SalesSummary } from './sales.types';

/** Change of a money figure against last month, as a percentage with one decimal. */
export function percentChange(current: string, previous: string): SalesFigureChange {
  const now = toCents(current);
  const before = toCents(previous);
  if (before === 0n) return { text: now === 0n ? 'No change from last month' : 'None last month', positive: true };
  const tenths = ((now - before) * 1000n) / before;
  const sign = tenths >= 0n ? '+' : '-';
  const abs = tenths < 0n ? -tenths : tenths;
  return { text: `${sign}${abs / 10n}.${abs % 10n}% from last month`, positive: tenths >= 0n };
}

/** Change of a count since the start of the month. */
export function countChange(added: number): SalesFigureChange {
  return { text: `${added >= 0 ? '+' : ''}${added} since last month`, positive: added >= 0 };
}

/** The four cards, computed in one statement (months in UTC). */
export class SalesSummaryService {
  constructor(private readonly dataSource: DataSource) {}

  async summary(scope: Scope): Promise<SalesSummary> {
    assertOperatorArea(scope, OperatorArea.sales);
    const [row] = (await this.dataSource.query(`
      WITH bounds AS (
        SELECT date_trunc('month', now() AT TIME ZONE 'UTC')::date AS this_month,
               (date_trunc('month', now() AT TIME ZONE 'UTC') - interval '1 month')::date AS last_month)
      SELECT
        coalesce((SELECT sum(sale_amount) FROM sales_commissions, bounds WHERE kind = 'sale' AND status <> 'clawed_back'
                   AND sale_date >= this_month), 0)::numeric(12,2)::text AS "revenueNow",
        coalesce((SELECT sum(sale_amount) FROM sales_commissions, bounds WHERE kind = 'sale' AND status <> 'clawed_back'
                   AND sale_date >= last_month AND sale_date < this_month), 0)::numeric(12,2)::text AS "revenueBefore",
        coalesce((SELECT sum(amount) FROM sales_commissions, bounds WHERE status <> 'clawed_back'
                   AND sale_date >= this_month), 0)::numeric(12,2)::text AS "commissionsNow",
        coalesce((SELECT sum(amount) FROM sales_commissions, bounds WHERE status <> 'clawed_back'
                   AND sale_date >= last_month AND sale_date < this_month), 0)::numeric(12,2)::text AS "commissionsBefore",
        (SELECT count(*)::int FROM sales_commissions WHERE status = 'pending') AS "pendingCommissions",
        (SELECT count(*)::int FROM sales_representatives WHERE is_active) AS "activeReps",
        (SELECT count(*)::int FROM sales_representatives) AS "totalReps",
        (SELECT count(*)::int FROM sales_representatives, bounds WHERE is_active AND created_at >= this_month) AS "repsAdded",
        (SELECT count(*)::int FROM sales_leads WHERE status IN ('new', 'contacted', 'qualified')) AS "activeLeads",
        (SELECT count(*)::int FROM sales_leads WHERE status = 'qualified') AS "qualifiedLeads",
        (SELECT count(*)::int FROM sales_leads, bounds WHERE status IN ('new', 'contacted', 'qualified')
                 AND created_at >= this_month) AS "leadsAdded"
        FROM bounds`)) as {
      revenueNow: string;
      revenueBefore: string;
      commissionsNow: string;
      commissionsBefore: string;
      pendingCommissions: number;
      activeReps: number;
      totalReps: number;
      repsAdded: number;
      activeLeads: number;
      qualifiedLeads: number;
      leadsAdded: number;
    }[];
    const money = (value: string) => fromCents(toCents(value));
    return {
      totalRevenue: money(row.revenueNow),
      totalRevenueChange: percentChange(money(row.revenueNow), money(row.revenueBefore)),
      totalCommissions: money(row.commissionsNow),
      totalCommissionsChange: percentChange(money(row.commissionsNow), money(row.commissionsBefore)),
      pendingCommissions: row.pendingCommissions,
      activeReps: row.activeReps,
      totalReps: row.totalReps,
      activeRepsChange: countChange(row.repsAdded),
      activeLeads: row.activeLeads,
      qualifiedLeads: row.qualifiedLeads,
      activeLeadsChange: countChange(row.leadsAdded),
    };
  }
}
