import { caseStatusLabels } from '../../cases/case.labels';
import { TimelineKind } from '../timeline.enums';
import { oneRecord, userNameSql, type TimelineSource } from '../timeline-source';

const statusLabelSql = (expr: string): string =>
  `CASE ${expr} ${Object.entries(caseStatusLabels)
    .map(([status, label]) => `WHEN '${status}' THEN '${label}'`)
    .join(' ')} ELSE ${expr} END`;

/**
 * The case opened, and each change of its status (from the case's audit rows, which record every
 * update in the same transaction). Whoever reads the case reads its status.
 */
export const caseOpenedSource: TimelineSource = {
  kind: TimelineKind.status,
  select: (context) =>
    `SELECT 'status'::text, 'opened'::text, c.id, c.created_at, 'Case ' || c.case_number || ' opened', NULL::text,
        '/cases/' || c.id || '?tab=history'
      WHERE TRUE${oneRecord(context, 'c.id')}`,
};

export const statusChangesSource: TimelineSource = {
  kind: TimelineKind.status,
  select: (context) =>
    `SELECT 'status'::text, 'changed'::text, al.id::integer, al.changed_at,
        'Status changed' || coalesce(' from ' || ${statusLabelSql("al.old_values->>'status'")}, '') || ' to ' ||
          ${statusLabelSql("al.new_values->>'status'")},
        coalesce(${userNameSql('changer')}, al.changed_by_name), '/cases/' || c.id || '?tab=history'
      FROM audit_logs al
      LEFT JOIN users changer ON changer.id = al.changed_by
      WHERE al.entity_type = 'case' AND al.entity_id = c.id::text AND al.action = 'update'
        AND al.new_values ? 'status'${oneRecord(context, 'al.id')}`,
};
