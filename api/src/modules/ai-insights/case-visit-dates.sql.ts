import { BillingStatus } from '../billing/billing.enums';

/**
 * The visit dates of the case `caseAlias` (a column `visit_date` of type date, one row per visit source),
 * by common23's one definition of a visit: a day on which the case has a checked-in or completed
 * appointment (its start in the clinic's time zone), a coded bill line (its service date), or, for a
 * bill without lines, the bill's creation day. `releasedBillsOnly` leaves out pending (draft) bills, which
 * an attorney never reads. Until the predictions branch's modules/ai/case-visits.sql.ts is merged this
 * is the same definition written here (the lead keeps one on merge).
 */
export function caseVisitDatesSql(caseAlias: string, timeZone: string, releasedBillsOnly: boolean): string {
  const released = releasedBillsOnly ? `AND vb.status <> '${BillingStatus.pending}'` : '';
  return `SELECT (va.scheduled_start AT TIME ZONE ${timeZone})::date AS visit_date
            FROM appointments va
           WHERE va.case_id = ${caseAlias}.id AND va.status IN ('checked_in', 'completed')
          UNION ALL
          SELECT vl.service_date AS visit_date
            FROM billing_lines vl JOIN billing vb ON vb.id = vl.billing_id
           WHERE vl.case_id = ${caseAlias}.id ${released}
          UNION ALL
          SELECT (vb.created_at AT TIME ZONE ${timeZone})::date AS visit_date
            FROM billing vb
           WHERE vb.case_id = ${caseAlias}.id ${released}
             AND NOT EXISTS (SELECT 1 FROM billing_lines vx WHERE vx.billing_id = vb.id)`;
}
