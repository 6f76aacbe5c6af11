import type { InProcessQuestion } from './in-process';
import type { DataSource } from 'typeorm';
import { Role } from '../../api/src/platform/access/role';
import type { Scope } from '../../api/src/platform/access/scope';
import { systemClock } from '../../api/src/platform/jobs/clock';
import { RevenueService } from '../../api/src/modules/revenue/revenue.service';
import { BillingControlsService } from '../../api/src/modules/billing-controls/billing-controls.service';
import type {
  BillingRecord,
  BillingSummary,
  PaymentHistoryEntry,
} from '../../api/src/modules/billing-controls/billing-controls.types';
import type { Page } from '../../api/src/platform/graphql/connection';
import { SettingsReader } from '../../api/src/platform/settings/settings-reader';
import {
  RevenuePeriodKind,
  type RevenueMonth,
  type RevenuePeriod,
  type RevenueSummary,
} from '../../api/src/modules/revenue/revenue.types';

/** One of the operator's questions (checked against SQL, then timed in process). */
export type BillingQuestion = InProcessQuestion;

const money = (value: string | number | null) => (value === null ? null : Number(value).toFixed(2));

/**
 * Each clinic's MRR at a moment is its latest history event's `mrr` before it (the shared rule); the
 * golden answers sum it with DISTINCT ON, independently of the services' window functions.
 */
const mrrBefore = (cutoff: string) => `
  SELECT coalesce(sum(mrr), 0)::numeric(14,2)::text AS mrr, count(*) FILTER (WHERE mrr > 0)::int AS paying
    FROM (SELECT DISTINCT ON (clinic_id) mrr FROM subscription_events WHERE occurred_at < ${cutoff}
           ORDER BY clinic_id, occurred_at DESC, id DESC) latest`;

export function billingQuestions(dataSource: DataSource, operatorId: string): BillingQuestion[] {
  const scope: Scope = {
    userId: operatorId,
    role: Role.super_admin,
    clinicId: null,
    attorneyId: null,
    displayName: 'Bench Operator',
    sessionId: 'bench',
    request: { requestId: 'bench', ip: null, userAgent: null },
  };
  const revenue = new RevenueService(dataSource, systemClock);
  const billing = new BillingControlsService(dataSource, new SettingsReader(dataSource));
  const pageSize = 50;
  const quarterStart = `date_trunc('quarter', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;
  const questions: BillingQuestion[] = [
    {
      id: 'B1',
      title: 'Billing tab: the first page of subscription records (all clinics, by name)',
      run: () => billing.records(scope, null, pageSize, null),
      normalize: (answer) => {
        const page = answer as Page<BillingRecord>;
        return {
          rows: page.nodes.map((r) => [r.clinicId, r.status, money(r.amount), money(r.balance), r.nextBillingDate]),
          hasNextPage: page.pageInfo.hasNextPage,
        };
      },
      golden: async (admin) => {
        const { rows } = await admin.query<{
          id: number;
          status: string;
          amount: string;
          balance: string;
          next: string | null;
        }>(
          `SELECT id, billing_status AS status, CASE WHEN billing_frequency = 'annual' THEN annual_rate ELSE monthly_rate END AS amount,
                  balance, to_char(next_billing_date, 'YYYY-MM-DD') AS next
             FROM clinics ORDER BY name, id LIMIT $1`,
          [pageSize + 1],
        );
        return {
          rows: rows.slice(0, pageSize).map((r) => [r.id, r.status, money(r.amount), money(r.balance), r.next]),
          hasNextPage: rows.length > pageSize,
        };
      },
    },
    {
      id: 'B2',
      title: 'Billing tab: the first page of payments this quarter (newest first)',
      run: () => billing.history(scope, 'quarter', pageSize, null),
      normalize: (answer) =>
        (answer as Page<PaymentHistoryEntry>).nodes.map((p) => [p.id, p.status, money(p.amount), p.invoiceNumber]),
      golden: async (admin) =>
        (
          await admin.query<{ id: number; status: string; amount: string; number: string | null }>(
            `SELECT p.id, p.status, p.amount, i.number FROM payments p LEFT JOIN clinic_invoices i ON i.id = p.invoice_id
              WHERE p.created_at >= ${quarterStart} ORDER BY p.created_at DESC, p.id DESC LIMIT $1`,
            [pageSize],
          )
        ).rows.map((r) => [r.id, r.status, money(r.amount), r.number]),
    },
    {
      id: 'B3',
      title:
        "Billing tab: the header figures (MRR, active, overdue and outstanding, last 30 days' success rate) and alerts",
      run: () => billing.summary(scope),
      normalize: (answer) => {
        const s = answer as BillingSummary;
        return {
          mrr: money(s.monthlyRevenue),
          active: s.activeSubscriptions,
          overdue: s.overdueAccounts,
          outstanding: money(s.outstandingTotal),
          charges: [s.successfulCharges, s.failedCharges],
        };
      },
      golden: async (admin) => {
        const [now] = (await admin.query<{ mrr: string }>(mrrBefore('now()'))).rows;
        const [counts] = (
          await admin.query<{ active: number; overdue: number; outstanding: string; ok: number; failed: number }>(
            `SELECT count(*) FILTER (WHERE billing_status = 'active')::int AS active,
                    count(*) FILTER (WHERE billing_status IN ('overdue', 'suspended'))::int AS overdue,
                    coalesce(sum(-balance) FILTER (WHERE billing_status IN ('overdue', 'suspended') AND balance < 0), 0) AS outstanding,
                    (SELECT count(*)::int FROM payments WHERE kind = 'charge' AND status = 'successful' AND created_at > now() - interval '30 days') AS ok,
                    (SELECT count(*)::int FROM payments WHERE kind = 'charge' AND status = 'failed' AND created_at > now() - interval '30 days') AS failed
               FROM clinics`,
          )
        ).rows;
        return {
          mrr: money(now.mrr),
          active: counts.active,
          overdue: counts.overdue,
          outstanding: money(counts.outstanding),
          charges: [counts.ok, counts.failed],
        };
      },
    },
    {
      id: 'R1',
      title: 'Revenue tab: MRR and its movements, month by month over the last 12 months',
      run: () => revenue.lastTwelveMonths(scope),
      normalize: (answer) => (answer as RevenueMonth[]).map((m) => ({ month: m.month, endMrr: money(m.endMrr) })),
      golden: async (admin) =>
        (
          await admin.query<{ month: string; mrr: string }>(
            `SELECT to_char(m, 'YYYY-MM') AS month, figure.mrr
               FROM generate_series(date_trunc('month', now() AT TIME ZONE 'UTC') - interval '11 months',
                                    date_trunc('month', now() AT TIME ZONE 'UTC'), interval '1 month') m
               CROSS JOIN LATERAL (${mrrBefore(`least((m + interval '1 month') AT TIME ZONE 'UTC', now())`)}) figure
              ORDER BY m`,
          )
        ).rows.map((r) => ({ month: r.month, endMrr: money(r.mrr) })),
    },
    {
      id: 'R2',
      title: "Revenue tab: this quarter's opening and closing MRR and its movements (new, expansion, churn...)",
      run: () => revenue.period(scope, RevenuePeriodKind.quarter),
      normalize: (answer) => {
        const p = answer as RevenuePeriod;
        const cents = (value: string) => Math.round(Number(value) * 100);
        const bridged =
          cents(p.startMrr) +
          cents(p.newMrr) +
          cents(p.reactivationMrr) +
          cents(p.expansionMrr) -
          cents(p.contractionMrr) -
          cents(p.churnedMrr);
        return { startMrr: money(p.startMrr), endMrr: money(p.endMrr), movementsAddUp: bridged === cents(p.endMrr) };
      },
      golden: async (admin) => {
        const [opening] = (await admin.query<{ mrr: string }>(mrrBefore(quarterStart))).rows;
        const [closing] = (await admin.query<{ mrr: string }>(mrrBefore('now()'))).rows;
        return { startMrr: money(opening.mrr), endMrr: money(closing.mrr), movementsAddUp: true };
      },
    },
    {
      id: 'R3',
      title: 'Revenue tab: MRR, paying clinics and revenue by plan now',
      run: () => revenue.summary(scope),
      normalize: (answer) => {
        const s = answer as RevenueSummary;
        return { mrr: money(s.mrr), payingClinics: s.payingClinics };
      },
      golden: async (admin) => {
        const [now] = (await admin.query<{ mrr: string; paying: number }>(mrrBefore('now()'))).rows;
        return { mrr: money(now.mrr), payingClinics: now.paying };
      },
    },
  ];
  return questions;
}
