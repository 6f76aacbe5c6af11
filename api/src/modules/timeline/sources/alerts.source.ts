import { caseOwnedScopeSql } from '../../cases/case-access.policy';
import { TimelineKind } from '../timeline.enums';
import { oneRecord, type TimelineSource } from '../timeline-source';

/** Why an alert cleared, as the timeline says it (the reasons of case_alerts_cleared_reason_check). */
const clearedReasonSql = `CASE al.cleared_reason
  WHEN 'visit_recorded' THEN 'a visit was recorded'
  WHEN 're_exam_done' THEN 'the re-exam was done'
  WHEN 'caught_up' THEN 'the visits caught up with the plan'
  WHEN 'limit_changed' THEN 'the coverage changed'
  WHEN 'superseded' THEN 'a higher warning replaced it'
  WHEN 'deadline_changed' THEN 'the deadline changed'
  WHEN 'case_status' THEN 'the case left treatment'
  ELSE 'it no longer applies' END`;

/**
 * Case alerts (decision 330): raised and cleared by the alerts job, never by a person. Both sides of
 * the case read every alert (decision 336), so the case rule.
 */
export const alertsSource: TimelineSource = {
  kind: TimelineKind.alert,
  select: (context) =>
    `SELECT 'alert'::text, e.event, al.id, e.at, e.summary, NULL::text, '/cases/' || c.id
      FROM case_alerts al
      CROSS JOIN LATERAL (VALUES
        ('raised', al.raised_at, 'Alert: ' || al.summary),
        (CASE WHEN al.cleared_at IS NOT NULL THEN 'cleared' END, al.cleared_at,
         'Alert cleared (' || ${clearedReasonSql} || '): ' || split_part(al.summary, ':', 1))
      ) e(event, at, summary)
      WHERE al.case_id = c.id AND e.event IS NOT NULL
        AND ${caseOwnedScopeSql(context.scope, context.params, 'al', 'c')}${oneRecord(context, 'al.id')}`,
};
