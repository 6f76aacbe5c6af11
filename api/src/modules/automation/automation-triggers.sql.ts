import { SqlParams } from '../../db/sql-params';
import { caseVisitDatesSql } from '../ai/case-visits.sql';
import { CaseStatus } from '../cases/case.enums';
import { BillingStatus } from '../billing/billing.enums';
import { AutomationTriggerType } from './automation.enums';
import { conditionsSql, type AutomationCondition } from './automation-conditions';

/** A record a rule matches, with the key of this occurrence (one firing per key). */
export interface AutomationMatch {
  caseId: number;
  patientId: number;
  caseNumber: string;
  patientName: string;
  recordType: string;
  recordId: string;
  occurrenceKey: string;
  /** Since when the occurrence holds (the date the days are counted from). */
  since: string;
}

export interface TimeRule {
  clinicId: number;
  triggerType: AutomationTriggerType;
  triggerDays: number;
  conditions: AutomationCondition[];
}

/**
 * THE query of what a time rule matches at `now` (the sweep fires it, the preview lists it), in the
 * clinic's own calendar (its time zone): at most `limit` records, oldest occurrence first.
 * - no visit for N days: open cases in treatment whose last visit (ai/case-visits.sql.ts, else the
 *   case's creation) is N days or more ago; a new gap after a visit is a new occurrence;
 * - case status unchanged for N days: open cases whose status was last changed N days or more ago;
 * - bill overdue N days: submitted bills whose due date is N days or more past.
 */
export function timeRuleMatchesSql(rule: TimeRule, now: Date, limit: number): { sql: string; values: unknown[] } {
  const params = new SqlParams();
  const clinic = params.add(rule.clinicId);
  const cutoff = `((${params.add(now.toISOString())}::timestamptz AT TIME ZONE cl.time_zone)::date - ${params.add(rule.triggerDays)}::int)`;
  const conditions = conditionsSql(rule.conditions, params, 'c');
  const caseColumns = `c.id AS "caseId", c.patient_id AS "patientId", c.case_number AS "caseNumber",
    trim(p.first_name || ' ' || p.last_name) AS "patientName"`;
  const caseJoins = `JOIN clinics cl ON cl.id = c.clinic_id JOIN patients p ON p.id = c.patient_id`;
  let sql: string;
  switch (rule.triggerType) {
    case AutomationTriggerType.no_visit:
      sql = `SELECT ${caseColumns}, 'case' AS "recordType", c.id::text AS "recordId",
                    'case:' || c.id || ':gap-since:' || last.since AS "occurrenceKey", last.since::text AS since
               FROM cases c ${caseJoins}
               CROSS JOIN LATERAL (
                 SELECT coalesce(max(v.visit_date), (c.created_at AT TIME ZONE cl.time_zone)::date) AS since
                   FROM (${caseVisitDatesSql('c', { timeZone: 'cl.time_zone' })}) v) last
              WHERE c.clinic_id = ${clinic} AND c.status = '${CaseStatus.active_treatment}' AND c.archived_at IS NULL
                AND last.since <= ${cutoff} AND ${conditions}`;
      break;
    case AutomationTriggerType.case_status_unchanged:
      sql = `SELECT ${caseColumns}, 'case' AS "recordType", c.id::text AS "recordId",
                    'case:' || c.id || ':status:' || c.status || ':since:' || s.since AS "occurrenceKey", s.since::text AS since
               FROM cases c ${caseJoins}
               CROSS JOIN LATERAL (SELECT (coalesce(c.status_changed_at, c.created_at) AT TIME ZONE cl.time_zone)::date AS since) s
              WHERE c.clinic_id = ${clinic} AND c.status <> '${CaseStatus.closed}' AND c.archived_at IS NULL
                AND s.since <= ${cutoff} AND ${conditions}`;
      break;
    case AutomationTriggerType.bill_overdue:
      sql = `SELECT ${caseColumns}, 'billing' AS "recordType", b.id::text AS "recordId",
                    'bill:' || b.id || ':due:' || b.due_date AS "occurrenceKey", b.due_date::text AS since
               FROM billing b JOIN cases c ON c.id = b.case_id ${caseJoins}
              WHERE b.clinic_id = ${clinic} AND b.status = '${BillingStatus.submitted}' AND b.due_date IS NOT NULL
                AND b.due_date <= ${cutoff} AND ${conditions}`;
      break;
    default:
      throw new Error(`${rule.triggerType} is not a time trigger`);
  }
  return { sql: `${sql} ORDER BY since, "recordId" LIMIT ${Number(limit)}`, values: params.values };
}
