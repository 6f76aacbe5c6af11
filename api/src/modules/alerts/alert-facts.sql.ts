import type { EntityManager } from 'typeorm';
import { caseVisitDatesSql } from '../ai/case-visits.sql';
import { defaultAlertSettings } from './alert.enums';
import type { CaseAlertInputs, CoverageFacts } from './alert-rules';

export interface CaseAlertSubject {
  caseId: number;
  clinicId: number;
  attorneyId: number | null;
  caseNumber: string;
  patientId: number;
}

interface CaseRow extends CaseAlertSubject {
  status: string;
  archived: boolean;
  today: string;
  gapSince: string;
  gapDays: number;
  planBehindVisits: number;
  reExamGraceDays: number;
  chargesToDate: string;
  statuteState: string | null;
  periodMonths: number | null;
  statuteSource: 'default' | 'clinic' | null;
  deadline: string | null;
}

/**
 * The case's state for its filing deadline (decision 333): the patient's state, else the clinic's.
 * The period: the clinic's own correction for that state, else the shipped default.
 */
export const statuteSql = (caseAlias: string, patientAlias: string, clinicAlias: string) => `
  LEFT JOIN LATERAL (
    SELECT s.state, s.period_months, CASE WHEN s.clinic_id IS NULL THEN 'default' ELSE 'clinic' END AS source
      FROM statute_limitation_periods s
     WHERE s.state = upper(coalesce(nullif(trim(${patientAlias}.state), ''), ${clinicAlias}.state))
       AND (s.clinic_id = ${caseAlias}.clinic_id OR s.clinic_id IS NULL)
     ORDER BY s.clinic_id NULLS LAST LIMIT 1) sol ON TRUE`;

export const deadlineSql = (caseAlias: string) =>
  `CASE WHEN ${caseAlias}.accident_date IS NOT NULL AND sol.period_months IS NOT NULL
        THEN (${caseAlias}.accident_date + make_interval(months => sol.period_months))::date::text END`;

/** Everything the rules need about one case at `now`, read in the caller's transaction; null if no case. */
export async function readCaseAlertInputs(
  manager: EntityManager,
  caseId: number,
  now: Date,
): Promise<{ subject: CaseAlertSubject; inputs: CaseAlertInputs } | null> {
  const [row] = (await manager.query(
    `SELECT c.id AS "caseId", c.clinic_id AS "clinicId", c.attorney_id AS "attorneyId", c.case_number AS "caseNumber",
            c.patient_id AS "patientId", c.status, c.archived_at IS NOT NULL AS archived,
            ($2::timestamptz AT TIME ZONE cl.time_zone)::date::text AS today,
            coalesce((SELECT max(v.visit_date) FROM (${caseVisitDatesSql('c', { timeZone: 'cl.time_zone' })}) v
                       WHERE v.visit_date <= ($2::timestamptz AT TIME ZONE cl.time_zone)::date),
                     (c.created_at AT TIME ZONE cl.time_zone)::date)::text AS "gapSince",
            coalesce(st.gap_days, ${defaultAlertSettings.gapDays}) AS "gapDays",
            coalesce(st.plan_behind_visits, ${defaultAlertSettings.planBehindVisits}) AS "planBehindVisits",
            coalesce(st.re_exam_grace_days, ${defaultAlertSettings.reExamGraceDays}) AS "reExamGraceDays",
            (SELECT coalesce(sum(le.amount), 0)::numeric(12,2)::text FROM case_ledger_entries le
              WHERE le.case_id = c.id AND le.kind = 'charge') AS "chargesToDate",
            sol.state AS "statuteState", sol.period_months AS "periodMonths", sol.source AS "statuteSource",
            ${deadlineSql('c')} AS deadline
       FROM cases c JOIN clinics cl ON cl.id = c.clinic_id JOIN patients p ON p.id = c.patient_id
       LEFT JOIN clinic_alert_settings st ON st.clinic_id = c.clinic_id
       ${statuteSql('c', 'p', 'cl')}
      WHERE c.id = $1`,
    [caseId, now.toISOString()],
  )) as CaseRow[];
  if (!row) return null;

  // A re-exam no-show stays missed until a later re-exam is attended; a booked one left scheduled past its day is overdue.
  const missedReExams = (await manager.query(
    `SELECT a.id AS "appointmentId", CASE WHEN a.status = 'no_show' THEN 'no_show' ELSE 'overdue' END AS reason
       FROM appointments a JOIN appointment_types t ON t.id = a.appointment_type_id AND t.is_re_exam
       JOIN clinics cl ON cl.id = a.clinic_id
      WHERE a.case_id = $1
        AND (a.status = 'no_show'
             OR (a.status = 'scheduled' AND (a.scheduled_start AT TIME ZONE cl.time_zone)::date < $2::date))
        AND NOT EXISTS (SELECT 1 FROM appointments later JOIN appointment_types lt ON lt.id = later.appointment_type_id
                         WHERE later.case_id = a.case_id AND lt.is_re_exam AND later.status IN ('checked_in', 'completed')
                           AND later.scheduled_start > a.scheduled_start)
      ORDER BY a.scheduled_start, a.id`,
    [caseId, row.today],
  )) as { appointmentId: number; reason: 'no_show' | 'overdue' }[];

  const [plan] = (await manager.query(
    `SELECT tp.id, tp.start_date::text AS "startDate", tp.weeks, tp.visits_per_week AS "visitsPerWeek",
            tp.re_exam_dates::text[] AS "reExamDates",
            (SELECT count(*)::int FROM appointments a
              WHERE a.case_id = tp.case_id AND a.status = 'completed'
                AND (a.scheduled_start AT TIME ZONE cl.time_zone)::date BETWEEN tp.start_date AND $2::date) AS "visitsCompleted",
            (SELECT count(*)::int FROM appointments a JOIN appointment_types t ON t.id = a.appointment_type_id
              WHERE a.case_id = tp.case_id AND a.status = 'completed' AND t.is_re_exam
                AND (a.scheduled_start AT TIME ZONE cl.time_zone)::date BETWEEN tp.start_date AND $2::date) AS "reExamsDone"
       FROM treatment_plans tp JOIN clinics cl ON cl.id = tp.clinic_id
      WHERE tp.case_id = $1 AND tp.status = 'active'
      ORDER BY tp.created_at DESC, tp.id DESC LIMIT 1`,
    [caseId, row.today],
  )) as NonNullable<CaseAlertInputs['plan']>[];

  let planEpisode = 0;
  if (plan) {
    const [open] = (await manager.query(
      `SELECT dedupe_key AS key FROM case_alerts WHERE case_id = $1 AND kind = 'behind_plan' AND cleared_at IS NULL
          AND dedupe_key LIKE $2 LIMIT 1`,
      [caseId, `plan:${plan.id}:%`],
    )) as { key: string }[];
    if (open) planEpisode = Number(open.key.split(':')[2]);
    else {
      const [{ n }] = (await manager.query(
        `SELECT count(*)::int AS n FROM case_alerts WHERE case_id = $1 AND kind = 'behind_plan' AND dedupe_key LIKE $2`,
        [caseId, `plan:${plan.id}:%`],
      )) as { n: number }[];
      planEpisode = n;
    }
  }

  const coverages = (await manager.query(
    `SELECT id, coverage_type AS "coverageType", carrier_name AS "carrierName", limit_amount::text AS "limitAmount"
       FROM case_coverages WHERE case_id = $1 ORDER BY id`,
    [caseId],
  )) as CoverageFacts[];

  return {
    subject: {
      caseId: row.caseId,
      clinicId: row.clinicId,
      attorneyId: row.attorneyId,
      caseNumber: row.caseNumber,
      patientId: row.patientId,
    },
    inputs: {
      caseStatus: row.status,
      archived: row.archived,
      today: row.today,
      settings: {
        gapDays: row.gapDays,
        planBehindVisits: row.planBehindVisits,
        reExamGraceDays: row.reExamGraceDays,
      },
      gapSince: row.gapSince,
      missedReExams,
      plan: plan ?? null,
      planEpisode,
      chargesToDate: row.chargesToDate,
      coverages,
      statute:
        row.deadline && row.statuteState && row.periodMonths && row.statuteSource
          ? {
              state: row.statuteState,
              periodMonths: row.periodMonths,
              source: row.statuteSource,
              deadline: row.deadline,
            }
          : null,
    },
  };
}
