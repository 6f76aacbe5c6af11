import { recordsScopeSql } from '../../records/records.service';
import { TimelineKind } from '../timeline.enums';
import { oneRecord, userNameSql, type TimelineSource } from '../timeline-source';

/**
 * Records requests (decision 376): each request made, its answer (received or partial) and its
 * cancellation, read by those who read the request (records.service's recordsScopeSql).
 */
export const recordsSource: TimelineSource = {
  kind: TimelineKind.records,
  select: (context) =>
    `SELECT 'records'::text, e.event, rr.id, e.at, e.summary, e.actor, '/cases/' || c.id || '?tab=records'
      FROM records_retrieval rr
      LEFT JOIN users requester ON requester.id = rr.requested_by
      CROSS JOIN LATERAL (VALUES
        ('requested', rr.created_at,
         'Records requested from ' || rr.provider_name || ' (' || replace(rr.record_type, '_', ' ') || ', by ' || rr.request_method || ')',
         ${userNameSql('requester')}),
        (CASE WHEN rr.received_date IS NOT NULL AND rr.status IN ('received', 'partial') THEN rr.status END, rr.received_date,
         CASE WHEN rr.status = 'received' THEN 'Records received from ' ELSE 'Records partly received from ' END
           || rr.provider_name || ': ' || array_to_string(rr.documents_received, ', '), NULL::text),
        (CASE WHEN rr.status = 'cancelled' THEN 'cancelled' END, rr.updated_at,
         'Records request to ' || rr.provider_name || ' cancelled', ${userNameSql('requester')})
      ) e(event, at, summary, actor)
      WHERE rr.case_id = c.id AND e.event IS NOT NULL
        AND ${recordsScopeSql(context.scope, context.params, 'rr')}${oneRecord(context, 'rr.id')}`,
};
