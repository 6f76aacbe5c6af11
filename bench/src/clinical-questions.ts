import type { DataSource } from 'typeorm';
import { Role } from '../../api/src/platform/access/role';
import type { Scope } from '../../api/src/platform/access/scope';
import { readCaseStatement, type CaseStatement } from '../../api/src/modules/billing/case-statement';
import { statementCsv } from '../../api/src/modules/billing/statement-document';
import { AppointmentService } from '../../api/src/modules/scheduling/appointment.service';
import type { AppointmentView } from '../../api/src/modules/scheduling/appointment.type';
import { type ClinicalFixtures, measuredWeek, providerCount, providerId } from './clinical-dataset';
import { benchUsers, mainClinicId } from './dataset';
import type { InProcessQuestion } from './in-process';

const staff: Scope = {
  userId: benchUsers.staff.id,
  role: Role.clinic_staff,
  clinicId: mainClinicId,
  attorneyId: null,
  displayName: 'Bench Staff',
  sessionId: 'bench',
  request: { requestId: 'bench', ip: null, userAgent: null },
};

const providers = Array.from({ length: providerCount }, (_, i) => providerId(i + 1));

/** C1: the calendar's week of the 20-provider clinic; C2: a case's itemized statement (its data and CSV). */
export function clinicalQuestions(dataSource: DataSource, fixtures: ClinicalFixtures): InProcessQuestion[] {
  // The bench only reads the calendar: no booking here needs its reminders kept in step.
  const appointments = new AppointmentService(dataSource, { reschedule: () => Promise.resolve() });
  return [
    {
      id: 'C1',
      title: 'Schedule: a week of the clinic, 20 providers side by side',
      run: () =>
        appointments.calendar(staff, {
          from: new Date(measuredWeek.from),
          to: new Date(measuredWeek.to),
          clinicId: mainClinicId,
          providerIds: providers,
        }),
      normalize: (answer) => {
        const rows = answer as AppointmentView[];
        return { count: rows.length, ids: rows.reduce((sum, row) => sum + Number(row.id), 0) };
      },
      golden: async (admin) => {
        const { rows } = await admin.query<{ count: number; ids: number }>(
          `SELECT count(*)::int AS count, coalesce(sum(id), 0)::int AS ids FROM appointments
            WHERE clinic_id = $1 AND scheduled_start < $3 AND scheduled_end > $2`,
          [mainClinicId, measuredWeek.from, measuredWeek.to],
        );
        return rows[0];
      },
    },
    {
      id: 'C2',
      title: "Itemized statement: a case's 120 coded visits, payments and balance, as CSV",
      run: async () => {
        const statement = await readCaseStatement(dataSource, staff, fixtures.statementCaseId, 'csv');
        return { statement, csv: statementCsv(statement) };
      },
      normalize: (answer) => {
        const { statement } = answer as { statement: CaseStatement };
        return {
          rows: statement.rows.length,
          charges: statement.totals.totalCharges,
          balance: statement.totals.balance,
        };
      },
      golden: async (admin) => {
        const { rows } = await admin.query<{ rows: number; charges: string; balance: string }>(
          `SELECT (SELECT count(*) FROM billing_lines l JOIN case_ledger_entries e ON e.billing_id = l.billing_id
                    WHERE e.case_id = $1 AND e.kind = 'charge')::int
                  + (SELECT count(*) FROM case_ledger_entries e WHERE e.case_id = $1 AND (e.kind <> 'charge'
                      OR NOT EXISTS (SELECT 1 FROM billing_lines l WHERE l.billing_id = e.billing_id)))::int AS rows,
                  (SELECT coalesce(sum(amount), 0)::numeric(14,2)::text FROM case_ledger_entries
                    WHERE case_id = $1 AND kind = 'charge') AS charges,
                  (SELECT coalesce(sum(CASE WHEN kind = 'charge' THEN amount ELSE -amount END), 0)::numeric(14,2)::text
                     FROM case_ledger_entries WHERE case_id = $1) AS balance`,
          [fixtures.statementCaseId],
        );
        return rows[0];
      },
    },
  ];
}
