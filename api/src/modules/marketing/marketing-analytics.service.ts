import type { DataSource } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import type { Clock } from '../../platform/jobs/clock';
import { recountSql } from './marketing-campaign.service';
import { senderKey, senderOf, senderSql } from './marketing.policy';
import type { CountByView, LeadsWeekView, MarketingAnalyticsView } from './marketing.type';

/** Weeks of leads the analytics chart shows. */
export const leadWeeks = 12;

/**
 * Marketing analytics (decision 467), computed from the records on every read: the sender's sent
 * campaigns' recipients (sent, delivered, opened, clicked, unsubscribed, converted), cost, revenue
 * and ROI, and leads by source and stage over the last 12 weeks. The nightly roll-up writes each
 * sender's day into marketing_analytics (and recounts the campaigns' columns) for history.
 */
export class MarketingAnalyticsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async get(scope: Scope): Promise<MarketingAnalyticsView> {
    const sender = senderOf(scope);
    const params = new SqlParams();
    const scoped = senderSql(sender, params, 'c');
    const [totals] = (await this.dataSource.query(
      `SELECT count(r.id)::int AS sent,
              count(r.id) FILTER (WHERE r.delivered_at IS NOT NULL OR e.sent_at IS NOT NULL OR r.opened_at IS NOT NULL OR r.clicked_at IS NOT NULL)::int AS delivered,
              count(r.opened_at)::int AS opened, count(r.clicked_at)::int AS clicked,
              count(r.unsubscribed_at)::int AS unsubscribed, count(r.converted_at)::int AS converted
         FROM marketing_campaigns c JOIN marketing_campaign_recipients r ON r.campaign_id = c.id
         LEFT JOIN outbound_emails e ON e.id = r.outbound_email_id
        WHERE ${scoped}`,
      params.values,
    )) as {
      sent: number;
      delivered: number;
      opened: number;
      clicked: number;
      unsubscribed: number;
      converted: number;
    }[];
    const money = new SqlParams();
    const [spend] = (await this.dataSource.query(
      `SELECT coalesce(sum(c.cost), 0)::numeric(12,2)::text AS cost, coalesce(sum(c.revenue), 0)::numeric(12,2)::text AS revenue
         FROM marketing_campaigns c WHERE ${senderSql(sender, money, 'c')} AND c.status = 'sent'`,
      money.values,
    )) as { cost: string; revenue: string }[];
    const leadParams = new SqlParams();
    const leadScope = senderSql(sender, leadParams, 'l');
    const bySource = (await this.dataSource.query(
      `SELECT l.source AS key, count(*)::int AS count FROM marketing_leads l WHERE ${leadScope} GROUP BY 1 ORDER BY 2 DESC, 1`,
      leadParams.values,
    )) as CountByView[];
    const byStatus = (await this.dataSource.query(
      `SELECT l.status AS key, count(*)::int AS count FROM marketing_leads l WHERE ${leadScope} GROUP BY 1 ORDER BY 1`,
      leadParams.values,
    )) as CountByView[];
    const weekParams = new SqlParams();
    const weekScope = senderSql(sender, weekParams, 'l');
    const since = weekParams.add(new Date(this.clock.now().getTime() - leadWeeks * 7 * 86_400_000));
    const weekRows = (await this.dataSource.query(
      `SELECT to_char(date_trunc('week', l.created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS week, 'status' AS kind, l.status AS key, count(*)::int AS count
         FROM marketing_leads l WHERE ${weekScope} AND l.created_at >= ${since}::timestamptz GROUP BY 1, 3
       UNION ALL
       SELECT to_char(date_trunc('week', l.created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD'), 'source', l.source, count(*)::int
         FROM marketing_leads l WHERE ${weekScope} AND l.created_at >= ${since}::timestamptz GROUP BY 1, 3
       ORDER BY 1, 2, 3`,
      weekParams.values,
    )) as { week: string; kind: string; key: string; count: number }[];
    const weeks = new Map<string, LeadsWeekView>();
    for (const row of weekRows) {
      const week = weeks.get(row.week) ?? { weekStart: row.week, byStatus: [], bySource: [] };
      (row.kind === 'status' ? week.byStatus : week.bySource).push({ key: row.key, count: row.count });
      weeks.set(row.week, week);
    }
    const rolledParams = new SqlParams();
    const [rolled] = (await this.dataSource.query(
      `SELECT max(created_at) AS at FROM marketing_analytics WHERE sender = ${rolledParams.add(sender.key)}`,
      rolledParams.values,
    )) as { at: Date | null }[];
    const cost = Number(spend.cost);
    return {
      ...totals,
      cost: spend.cost,
      revenue: spend.revenue,
      roi: cost > 0 ? Math.round(((Number(spend.revenue) - cost) / cost) * 10_000) / 10_000 : null,
      leadsBySource: bySource,
      leadsByStatus: byStatus,
      leadsOverTime: [...weeks.values()],
      rolledUpAt: rolled?.at ?? null,
    };
  }

  /** The nightly job: recounts every campaign sent in the last 90 days and writes yesterday's figures per sender. */
  async rollup(now: Date): Promise<number> {
    const day = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
    return this.dataSource.transaction(async (manager) => {
      const campaigns = (await manager.query(
        `SELECT id FROM marketing_campaigns WHERE status = 'sent' AND sent_at >= $1::timestamptz - interval '90 days'`,
        [now],
      )) as { id: number }[];
      for (const { id } of campaigns) await manager.query(recountSql, [id]);
      const rows = (await manager.query(
        `SELECT c.clinic_id AS "clinicId", count(r.id)::int AS sent, count(r.opened_at)::int AS opened,
                count(r.clicked_at)::int AS clicked, count(r.unsubscribed_at)::int AS unsubscribed, count(r.converted_at)::int AS converted
           FROM marketing_campaigns c JOIN marketing_campaign_recipients r ON r.campaign_id = c.id
          WHERE (r.queued_at AT TIME ZONE 'UTC')::date = $1::date
             OR (r.opened_at AT TIME ZONE 'UTC')::date = $1::date OR (r.clicked_at AT TIME ZONE 'UTC')::date = $1::date
          GROUP BY 1`,
        [day],
      )) as {
        clinicId: number | null;
        sent: number;
        opened: number;
        clicked: number;
        unsubscribed: number;
        converted: number;
      }[];
      const leads = (await manager.query(
        `SELECT clinic_id AS "clinicId", count(*)::int AS created, count(*) FILTER (WHERE status = 'converted')::int AS converted
           FROM marketing_leads WHERE (created_at AT TIME ZONE 'UTC')::date = $1::date GROUP BY 1`,
        [day],
      )) as { clinicId: number | null; created: number; converted: number }[];
      const write = async (clinicId: number | null, metricType: string, metrics: Record<string, number>) =>
        manager.query(
          `INSERT INTO marketing_analytics (sender, clinic_id, metric_type, period, date, metrics) VALUES ($1, $2, $3, 'day', $4, $5)
           ON CONFLICT (sender, metric_type, period, date) DO UPDATE SET metrics = EXCLUDED.metrics`,
          [senderKey(clinicId), clinicId, metricType, day, JSON.stringify(metrics)],
        );
      for (const { clinicId, ...metrics } of rows) await write(clinicId, 'campaigns', metrics);
      for (const { clinicId, ...metrics } of leads) await write(clinicId, 'leads', metrics);
      return rows.length + leads.length;
    });
  }
}
