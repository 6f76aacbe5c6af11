import type { SqlParams } from '../../db/sql-params';
import { type AiScope, aiScopeCasesSql } from '../ai/ai-scope';
import { AiScopeKind } from '../ai/ai.enums';
import { BillingStatus } from '../billing/billing.enums';
import { CaseStatus } from '../cases/case.enums';
import { activeCase } from '../clinics/plan-limits';
import { caseVisitDatesSql, treatmentGapDays } from '../ai/case-visits.sql';
import { settledCaseSql } from '../ai/settled-case.sql';

/** The rules' limits, in one place: the recommendations and their tests read these. */
export const insightRules = {
  treatmentGapDays,
  billAgingDays: 90,
  attorneyReviewDays: 60,
  policyLimitShare: 0.8,
  maxRecommendations: 50,
} as const;

/** Months from opening to closing of the case `c` (30.4375-day months: a year over twelve). */
const durationMonthsSql = (c: string) => `extract(epoch FROM (${c}.closed_at - ${c}.created_at)) / 86400 / 30.4375`;

/** The four case figures in one statement. */
export function caseMetricsSql(aiScope: AiScope, params: SqlParams): string {
  const closed = `c.status = '${CaseStatus.closed}'`;
  return `SELECT count(*)::int AS "totalCases",
                 count(*) FILTER (WHERE ${activeCase('c')})::int AS "activeCases",
                 count(*) FILTER (WHERE ${closed})::int AS "closedCases",
                 count(*) FILTER (WHERE ${settledCaseSql('c')})::int AS "settledCases",
                 (avg(c.settlement_amount) FILTER (WHERE ${settledCaseSql('c')}))::numeric(14,2)::text AS "averageSettlement",
                 round((avg(${durationMonthsSql('c')}) FILTER (WHERE ${closed} AND c.closed_at IS NOT NULL))::numeric, 1)::float8
                   AS "averageDuration"
            FROM cases c
           WHERE ${aiScopeCasesSql(aiScope, params, 'c')}`;
}

export interface RecommendationRow {
  kind: string;
  urgency: number;
  caseId: number;
  caseNumber: string;
  patientName: string;
  /** Days since the last visit / oldest unpaid bill / entering review; for policy limits, null. */
  days: number | null;
  hadVisit: boolean | null;
  billCount: number | null;
  amount: string | null;
  limitAmount: string | null;
  percentUsed: number | null;
}

/**
 * Every recommendation of the scope in one statement, most urgent first. An attorney's reading leaves out
 * pending (draft) bills, which are the clinic's alone; nothing here reads notes or internal text.
 */
export function recommendationsSql(aiScope: AiScope, params: SqlParams): string {
  const inScope = aiScopeCasesSql(aiScope, params, 'c');
  const attorney = aiScope.kind === AiScopeKind.attorney;
  const unpaid = attorney
    ? `b.status = '${BillingStatus.submitted}'`
    : `b.status IN ('${BillingStatus.submitted}', '${BillingStatus.pending}')`;
  const today = `(now() AT TIME ZONE cl.time_zone)::date`;
  const { treatmentGapDays, billAgingDays, attorneyReviewDays, policyLimitShare, maxRecommendations } = insightRules;
  const columns = (c: string) => `${c}.id AS "caseId", ${c}.case_number AS "caseNumber",
      trim(p.first_name || ' ' || p.last_name) AS "patientName"`;
  return `WITH scoped AS (
      SELECT c.id, c.case_number, c.status, c.created_at, c.patient_id, c.clinic_id
        FROM cases c WHERE ${inScope} AND ${activeCase('c')}
    ),
    gaps AS (
      SELECT 'treatment_gap' AS kind, ${columns('c')},
             (${today} - coalesce(last.visit_date, (c.created_at AT TIME ZONE cl.time_zone)::date)) AS days,
             last.visit_date IS NOT NULL AS "hadVisit", NULL::int AS "billCount", NULL::text AS amount,
             NULL::text AS "limitAmount", NULL::float8 AS "percentUsed"
        FROM scoped c
        JOIN clinics cl ON cl.id = c.clinic_id
        JOIN patients p ON p.id = c.patient_id
        CROSS JOIN LATERAL (SELECT max(v.visit_date) AS visit_date
                              FROM (${caseVisitDatesSql('c', { timeZone: 'cl.time_zone', releasedBillsOnly: attorney })}) v) last
       WHERE c.status = '${CaseStatus.active_treatment}'
         AND coalesce(last.visit_date, (c.created_at AT TIME ZONE cl.time_zone)::date) < ${today} - ${treatmentGapDays}
    ),
    aging AS (
      SELECT 'bill_aging' AS kind, ${columns('c')},
             (${today} - min((b.created_at AT TIME ZONE cl.time_zone)::date)) AS days,
             NULL::boolean AS "hadVisit", count(*)::int AS "billCount",
             sum(coalesce(b.adjusted_amount, b.amount))::numeric(14,2)::text AS amount,
             NULL::text AS "limitAmount", NULL::float8 AS "percentUsed"
        FROM scoped c
        JOIN clinics cl ON cl.id = c.clinic_id
        JOIN patients p ON p.id = c.patient_id
        JOIN billing b ON b.case_id = c.id
       WHERE ${unpaid} AND b.created_at < now() - interval '${billAgingDays} days'
       GROUP BY c.id, c.case_number, p.first_name, p.last_name, cl.time_zone
    ),
    review AS (
      SELECT 'attorney_review' AS kind, ${columns('c')},
             (${today} - (coalesce(entered.at, c.created_at) AT TIME ZONE cl.time_zone)::date) AS days,
             NULL::boolean AS "hadVisit", NULL::int AS "billCount", NULL::text AS amount,
             NULL::text AS "limitAmount", NULL::float8 AS "percentUsed"
        FROM scoped c
        JOIN clinics cl ON cl.id = c.clinic_id
        JOIN patients p ON p.id = c.patient_id
        LEFT JOIN LATERAL (SELECT max(a.changed_at) AS at FROM audit_logs a
                            WHERE a.entity_type = 'case' AND a.entity_id = c.id::text
                              AND a.new_values ->> 'status' = '${CaseStatus.attorney_review}') entered ON TRUE
       WHERE c.status = '${CaseStatus.attorney_review}'
         AND coalesce(entered.at, c.created_at) < now() - interval '${attorneyReviewDays} days'
    ),
    limits AS (
      SELECT 'policy_limit' AS kind, ${columns('c')}, NULL::int AS days,
             NULL::boolean AS "hadVisit", NULL::int AS "billCount", charged.amount::numeric(14,2)::text AS amount,
             covered.amount::numeric(14,2)::text AS "limitAmount",
             round((charged.amount / covered.amount * 100)::numeric, 1)::float8 AS "percentUsed"
        FROM scoped c
        JOIN patients p ON p.id = c.patient_id
        CROSS JOIN LATERAL (SELECT sum(cc.limit_amount) AS amount FROM case_coverages cc
                             WHERE cc.case_id = c.id AND cc.limit_amount IS NOT NULL) covered
        CROSS JOIN LATERAL (SELECT coalesce(sum(e.amount), 0) AS amount FROM case_ledger_entries e
                             WHERE e.case_id = c.id AND e.kind = 'charge') charged
       WHERE covered.amount > 0 AND charged.amount >= covered.amount * ${policyLimitShare}
    ),
    found AS (
      SELECT *, (days - ${treatmentGapDays}) AS urgency FROM gaps
      UNION ALL SELECT *, (days - ${billAgingDays}) FROM aging
      UNION ALL SELECT *, (days - ${attorneyReviewDays}) FROM review
      UNION ALL SELECT *, round(("percentUsed" - ${policyLimitShare * 100}) * 3)::int FROM limits
    )
    SELECT * FROM found ORDER BY urgency DESC, "caseId", kind LIMIT ${maxRecommendations}`;
}

/** Per month of the last twelve (UTC, oldest first): cases opened, settled (count, mean), closed (mean months). */
export function trendsSql(aiScope: AiScope, params: SqlParams): string {
  const inScope = aiScopeCasesSql(aiScope, params, 'c');
  const closedInScope = aiScopeCasesSql(aiScope, params, 'k');
  return `WITH months AS (
      SELECT generate_series(date_trunc('month', now() AT TIME ZONE 'UTC') - interval '11 months',
                             date_trunc('month', now() AT TIME ZONE 'UTC'), interval '1 month') AS month
    ),
    opened AS (
      SELECT date_trunc('month', c.created_at AT TIME ZONE 'UTC') AS month, count(*)::int AS count
        FROM cases c
       WHERE ${inScope} AND c.created_at >= (SELECT min(month) FROM months) AT TIME ZONE 'UTC'
       GROUP BY 1
    ),
    closed AS (
      SELECT date_trunc('month', k.closed_at AT TIME ZONE 'UTC') AS month, count(*)::int AS count,
             count(*) FILTER (WHERE k.settlement_amount IS NOT NULL)::int AS settled,
             avg(k.settlement_amount)::numeric(14,2)::text AS "averageAmount",
             round(avg(${durationMonthsSql('k')})::numeric, 1)::float8 AS "averageMonths"
        FROM cases k
       WHERE ${closedInScope} AND k.status = '${CaseStatus.closed}'
         AND k.closed_at >= (SELECT min(month) FROM months) AT TIME ZONE 'UTC'
       GROUP BY 1
    )
    SELECT to_char(m.month, 'YYYY-MM') AS month, coalesce(o.count, 0) AS opened,
           coalesce(k.settled, 0) AS settled, k."averageAmount", coalesce(k.count, 0) AS closed, k."averageMonths"
      FROM months m
      LEFT JOIN opened o ON o.month = m.month
      LEFT JOIN closed k ON k.month = m.month
     ORDER BY m.month`;
}
