/**
 * A visit, for every AI rule (one definition): a date on which the case has a checked-in or completed
 * appointment (its start read in the clinic's time zone), or a coded bill line (its service date), or,
 * for a bill without lines, the bill's creation date (in the clinic's time zone). One row per distinct
 * date, column `visit_date`, for the case `caseAlias` of the surrounding query: every part reads one
 * case's rows through its case index.
 */
export function caseVisitDatesSql(caseAlias: string): string {
  return `SELECT (ap.scheduled_start AT TIME ZONE ap_clinic.time_zone)::date AS visit_date
            FROM appointments ap INNER JOIN clinics ap_clinic ON ap_clinic.id = ap.clinic_id
           WHERE ap.case_id = ${caseAlias}.id AND ap.status IN ('checked_in', 'completed')
          UNION
          SELECT bl.service_date FROM billing_lines bl WHERE bl.case_id = ${caseAlias}.id
          UNION
          SELECT (b.created_at AT TIME ZONE b_clinic.time_zone)::date
            FROM billing b INNER JOIN clinics b_clinic ON b_clinic.id = b.clinic_id
           WHERE b.case_id = ${caseAlias}.id AND NOT EXISTS (SELECT 1 FROM billing_lines bl2 WHERE bl2.billing_id = b.id)`;
}
