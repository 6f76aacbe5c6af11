import { SortDirection } from '../../platform/graphql/connection';
import type { SortKey } from '../../db/sql/keyset';
import { openTaskSql } from './task-status';
import { TaskDue } from './task.enums';

/** The clinic's calendar day now (its IANA time zone), for a tasks row joined to its clinic as `cl`. */
const clinicToday = `(now() AT TIME ZONE cl.time_zone)::date`;

const personName = (alias: string) => `nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), '')`;

/** The one SELECT behind every task a person sees (alias t), names joined; the caller adds WHERE ... */
export const taskViewSql = (extraSelect = '') => `
  SELECT ${extraSelect ? `${extraSelect}, ` : ''}t.id, t.clinic_id AS "clinicId", t.title, t.description, t.priority, t.status, t.due_date AS "dueDate",
         coalesce(${openTaskSql('t')} AND t.due_date < ${clinicToday}, false) AS "isOverdue",
         t.source, t.case_id AS "caseId", c.case_number AS "caseNumber",
         t.patient_id AS "patientId", ${personName('p')} AS "patientName",
         t.assigned_to AS "assigneeId", ${personName('au')} AS "assigneeName",
         t.created_by AS "createdById", ${personName('cu')} AS "createdByName",
         t.completed_at AS "completedAt", ${personName('ku')} AS "completedByName",
         t.created_at AS "createdAt", t.updated_at AS "updatedAt"
    FROM tasks t
    JOIN clinics cl ON cl.id = t.clinic_id
    LEFT JOIN cases c ON c.id = t.case_id
    LEFT JOIN patients p ON p.id = t.patient_id
    LEFT JOIN users au ON au.id = t.assigned_to
    LEFT JOIN users cu ON cu.id = t.created_by
    LEFT JOIN users ku ON ku.id = t.completed_by`;

/**
 * Lists sort by due date (none last), then priority (urgent first), then id: one text key (C
 * collation, so the cursor compares as the ORDER BY sorts) for the keyset pages.
 */
export const taskSortKey: SortKey = {
  expr: `(to_char(coalesce(t.due_date, DATE '9999-12-31'), 'YYYY-MM-DD') || CASE t.priority WHEN 'urgent' THEN '0' WHEN 'high' THEN '1' WHEN 'medium' THEN '2' ELSE '3' END) COLLATE "C"`,
  cast: 'text',
};
export const taskSortDirection = SortDirection.asc;

/** The condition of a due-date window, by the clinic's day. */
export function taskDueSql(due: TaskDue): string {
  switch (due) {
    case TaskDue.overdue:
      return `(${openTaskSql('t')} AND t.due_date < ${clinicToday})`;
    case TaskDue.today:
      return `t.due_date = ${clinicToday}`;
    case TaskDue.this_week:
      return `(t.due_date >= date_trunc('week', ${clinicToday})::date AND t.due_date < date_trunc('week', ${clinicToday})::date + 7)`;
  }
}
