import { appointmentScopeSql } from '../../scheduling/appointment.policy';
import { TimelineKind } from '../timeline.enums';
import { oneRecord, userNameSql, type TimelineSource } from '../timeline-source';

/**
 * Visits: booked (when the booking was made), then attended, missed (no-show) or cancelled. Read by
 * the appointments' rule (the case rule: the clinic and the case's attorney).
 */
export const visitsSource: TimelineSource = {
  kind: TimelineKind.visit,
  select: (context) => {
    const when = `to_char(a.scheduled_start AT TIME ZONE cl.time_zone, 'Mon FMDD, YYYY "at" FMHH12:MI AM')`;
    return `SELECT 'visit'::text, e.event, a.id, e.at, e.summary, e.actor, '/cases/' || c.id || '?tab=visits'
      FROM appointments a
      JOIN appointment_types ty ON ty.id = a.appointment_type_id
      JOIN clinics cl ON cl.id = a.clinic_id
      LEFT JOIN users booker ON booker.id = a.created_by
      LEFT JOIN users provider ON provider.id = a.provider_id
      CROSS JOIN LATERAL (VALUES
        ('booked', a.created_at, 'Visit booked: ' || ty.name || ' on ' || ${when}, ${userNameSql('booker')}),
        (CASE a.status WHEN 'completed' THEN 'attended' WHEN 'checked_in' THEN 'attended'
                       WHEN 'no_show' THEN 'missed' WHEN 'cancelled' THEN 'cancelled' END,
         CASE a.status WHEN 'cancelled' THEN a.updated_at WHEN 'no_show' THEN a.scheduled_start
                       ELSE coalesce(a.actual_start, a.scheduled_start) END,
         CASE a.status WHEN 'no_show' THEN 'Visit missed (no-show): ' || ty.name || ' on ' || ${when}
                       WHEN 'cancelled' THEN 'Visit cancelled: ' || ty.name || ' on ' || ${when}
                       ELSE 'Visit attended: ' || ty.name END,
         CASE WHEN a.status IN ('completed', 'checked_in') THEN ${userNameSql('provider')} END)
      ) e(event, at, summary, actor)
      WHERE a.case_id = c.id AND e.event IS NOT NULL
        AND ${appointmentScopeSql(context.scope, context.params, 'a', 'c')}${oneRecord(context, 'a.id')}`;
  },
};
