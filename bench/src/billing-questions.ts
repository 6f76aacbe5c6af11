import type { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { Role } from '../../api/src/platform/access/role';
import type { Scope } from '../../api/src/platform/access/scope';
import { systemClock } from '../../api/src/platform/jobs/clock';
import { RevenueService } from '../../api/src/modules/revenue/revenue.service';
import {
  RevenuePeriodKind,
  type RevenueMonth,
  type RevenuePeriod,
  type RevenueSummary,
} from '../../api/src/modules/revenue/revenue.types';

/** One of the operator's questions: the service call, and the part of its answer checked against SQL. */
export interface BillingQuestion {
  id: string;
  title: string;
  run(): Promise<unknown>;
  normalize(answer: unknown): unknown;
  golden(admin: Client): Promise<unknown>;
}

const money = (value: string | number | null) => (value === null ? null : Number(value).toFixed(2));

/**
 * Each clinic's MRR at a moment is its latest history event's `mrr` before it (the shared rule); the
 * golden answers sum it with DISTINCT ON, independently of the services' window functions.
 */
const mrrBefore = (cutoff: string) => `
  SELECT coalesce(sum(mrr), 0)::numeric(14,2)::text AS mrr, count(*) FILTER (WHERE mrr > 0)::int AS paying
    FROM (SELECT DISTINCT ON (clinic_id) mrr FROM subscription_events WHERE occurred_at < ${cutoff}
           ORDER BY clinic_id, occurred_at DESC, id DESC) latest`;

export function billingQuestions(
  dataSource: DataSource,
  operatorId: string,
): { questions: BillingQuestion[]; missing: string[] } {
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
  const questions: BillingQuestion[] = [
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
        const start = `date_trunc('quarter', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;
        const [opening] = (await admin.query<{ mrr: string }>(mrrBefore(start))).rows;
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
  return {
    questions,
    missing: [
      'B1 Billing tab: a page of subscription records',
      'B2 Billing tab: payments this quarter',
      'B3 Billing tab: header figures',
    ],
  };
}
