import type { EntityManager } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import { BillingStatus } from '../billing/billing.enums';
import { CaseStatus } from '../cases/case.enums';
import { LedgerEntryKind } from '../ledger/ledger.enums';
import { aiScopeCasesSql, type AiScope } from '../ai/ai-scope';
import { caseVisitDatesSql, treatmentGapDays } from '../ai/case-visits.sql';

const daysPerMonth = 30.4375;

/** What the record says about one case, as the models read it (features), plus its outcome once closed (targets). */
export interface CaseFeatures {
  caseId: number;
  clinicId: number;
  attorneyId: number | null;
  caseType: string;
  closed: boolean;
  /** Days from the accident to the first visit; null without an accident date or a visit. */
  accidentToFirstVisitDays: number | null;
  visitCount: number;
  longestGapDays: number;
  /** The days of every gap between visits longer than `treatmentGapDays`. */
  gapDaysOver14: number;
  /** Submitted and paid bills' amounts (pending drafts are not billed, denied ones are void). */
  billedTotal: number;
  ledgerBalance: number;
  /** Sum of the case's coverages' limits; null when no limit is known. */
  policyLimits: number | null;
  monthsOpen: number;
  settlementDate: string | null;
  /** Targets, closed cases only (null otherwise or when the record does not say). */
  settlementAmount: number | null;
  durationMonths: number | null;
  success: number | null;
  reductionShare: number | null;
  paymentDays: number | null;
  /** Max of the case's and its ledger's last change: the scope's fingerprint reads it. */
  changedAt: Date;
}

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/**
 * One statement: the features and targets of every case of an AI scope (fitting), or of one case
 * (`caseId`: predicting reads only that case's rows). Each lateral part reads one case's rows by its
 * case index. The attorney's earlier reductions at the clinic are not read per case (that would scan
 * the attorney's cases for each one): the fit computes them from the scope's closed cases and the
 * model keeps them (`reductionHistoryOf`).
 */
export async function readCaseFeatures(
  manager: EntityManager,
  aiScope: AiScope,
  options: { caseId?: number; closedOnly?: boolean } = {},
): Promise<CaseFeatures[]> {
  const params = new SqlParams();
  const conditions = [aiScopeCasesSql(aiScope, params, 'c')];
  if (options.caseId !== undefined) conditions.push(`c.id = ${params.add(options.caseId)}`);
  if (options.closedOnly) conditions.push(`c.status = '${CaseStatus.closed}'`);
  const billed = `'${BillingStatus.submitted}', '${BillingStatus.paid}'`;
  const charge = `'${LedgerEntryKind.charge}'`;
  const reduction = `'${LedgerEntryKind.reduction}'`;
  const payment = `'${LedgerEntryKind.payment}'`;
  const rows = (await manager.query(
    `SELECT c.id, c.clinic_id, c.attorney_id, c.case_type, c.status = '${CaseStatus.closed}' AS closed,
            c.settlement_amount, c.settlement_date,
            extract(epoch FROM (coalesce(c.closed_at, now()) - c.created_at)) / 86400 AS days_open,
            v.first_visit - c.accident_date AS accident_to_first_visit,
            v.visit_count, v.longest_gap, v.gap_days_over,
            b.billed, l.charged, l.credited, l.reduced, l.first_payment_after_settlement - c.settlement_date AS payment_days,
            pol.limits,
            greatest(c.updated_at, l.last_posted) AS changed_at
       FROM cases c
       LEFT JOIN LATERAL (
         SELECT min(visit_date) AS first_visit, count(*) AS visit_count,
                coalesce(max(gap), 0) AS longest_gap,
                coalesce(sum(gap) FILTER (WHERE gap > ${treatmentGapDays}), 0) AS gap_days_over
           FROM (SELECT visit_date, visit_date - lag(visit_date) OVER (ORDER BY visit_date) AS gap
                   FROM (${caseVisitDatesSql('c')}) visit_dates) gaps
       ) v ON TRUE
       LEFT JOIN LATERAL (
         SELECT coalesce(sum(bill.amount), 0) AS billed FROM billing bill
          WHERE bill.case_id = c.id AND bill.status IN (${billed})
       ) b ON TRUE
       LEFT JOIN LATERAL (
         SELECT coalesce(sum(e.amount) FILTER (WHERE e.kind = ${charge}), 0) AS charged,
                coalesce(sum(e.amount) FILTER (WHERE e.kind <> ${charge}), 0) AS credited,
                coalesce(sum(e.amount) FILTER (WHERE e.kind = ${reduction}), 0) AS reduced,
                min(e.effective_date) FILTER (WHERE e.kind = ${payment} AND e.effective_date >= c.settlement_date)
                  AS first_payment_after_settlement,
                max(e.created_at) AS last_posted
           FROM case_ledger_entries e WHERE e.case_id = c.id
       ) l ON TRUE
       LEFT JOIN LATERAL (
         SELECT sum(cov.limit_amount) AS limits FROM case_coverages cov WHERE cov.case_id = c.id
       ) pol ON TRUE
      WHERE ${conditions.join(' AND ')}
      ORDER BY c.id`,
    params.values,
  )) as Record<string, unknown>[];
  return rows.map(readRow);
}

function readRow(row: Record<string, unknown>): CaseFeatures {
  const closed = row.closed === true;
  const settlement = num(row.settlement_amount);
  const charged = Number(row.charged);
  const monthsOpen = Number(row.days_open) / daysPerMonth;
  return {
    caseId: Number(row.id),
    clinicId: Number(row.clinic_id),
    attorneyId: num(row.attorney_id),
    caseType: String(row.case_type),
    closed,
    accidentToFirstVisitDays: num(row.accident_to_first_visit),
    visitCount: Number(row.visit_count),
    longestGapDays: Number(row.longest_gap),
    gapDaysOver14: Number(row.gap_days_over),
    billedTotal: Number(row.billed),
    ledgerBalance: charged - Number(row.credited),
    policyLimits: num(row.limits),
    monthsOpen,
    settlementDate: row.settlement_date === null ? null : String(row.settlement_date),
    settlementAmount: closed && settlement !== null && settlement > 0 ? settlement : null,
    durationMonths: closed ? monthsOpen : null,
    success: closed ? (settlement !== null && settlement > 0 ? 1 : 0) : null,
    reductionShare: closed && charged > 0 ? Number(row.reduced) / charged : null,
    paymentDays: closed ? num(row.payment_days) : null,
    changedAt: new Date(String(row.changed_at ?? new Date(0).toISOString())),
  };
}
