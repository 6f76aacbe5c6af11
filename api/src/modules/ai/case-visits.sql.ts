import { BillingStatus } from '../billing/billing.enums';

/** Days without a visit beyond which a case has a treatment gap (the models' feature and the insights' alert). */
export const treatmentGapDays = 14;

export interface CaseVisitOptions {
  /** A SQL expression of the clinic's time zone when the caller already has it (else each row's clinic is read). */
  timeZone?: string;
  /** Leaves out pending (draft) bills, which an attorney never reads. */
  releasedBillsOnly?: boolean;
}

/**
 * A visit, for every AI rule (one definition): a date on which the case has a checked-in or completed
 * appointment (its start read in the clinic's time zone), or a coded bill line (its service date), or,
 * for a bill without lines, the bill's creation date (in the clinic's time zone). One row per distinct
 * date, column `visit_date`, for the case `caseAlias` of the surrounding query: every part reads one
 * case's rows through its case index.
 */
export function caseVisitDatesSql(caseAlias: string, options: CaseVisitOptions = {}): string {
  const zone = (clinicAlias: string) => options.timeZone ?? `${clinicAlias}.time_zone`;
  const clinicJoin = (clinicAlias: string, rowAlias: string) =>
    options.timeZone ? '' : `INNER JOIN clinics ${clinicAlias} ON ${clinicAlias}.id = ${rowAlias}.clinic_id`;
  const released = options.releasedBillsOnly ? `AND b.status <> '${BillingStatus.pending}'` : '';
  return `SELECT (ap.scheduled_start AT TIME ZONE ${zone('ap_clinic')})::date AS visit_date
            FROM appointments ap ${clinicJoin('ap_clinic', 'ap')}
           WHERE ap.case_id = ${caseAlias}.id AND ap.status IN ('checked_in', 'completed')
          UNION
          SELECT bl.service_date FROM billing_lines bl JOIN billing b ON b.id = bl.billing_id
           WHERE bl.case_id = ${caseAlias}.id ${released}
          UNION
          SELECT (b.created_at AT TIME ZONE ${zone('b_clinic')})::date
            FROM billing b ${clinicJoin('b_clinic', 'b')}
           WHERE b.case_id = ${caseAlias}.id ${released}
             AND NOT EXISTS (SELECT 1 FROM billing_lines bl2 WHERE bl2.billing_id = b.id)`;
}
