import { caseOwnedScopeSql } from '../../cases/case-access.policy';
import { TimelineKind } from '../timeline.enums';
import { moneySql, oneRecord, userNameSql, type TimelineSource } from '../timeline-source';

/**
 * Reductions negotiated between the two sides: requested, then countered, and accepted, declined or
 * withdrawn. Both sides read them (the ledger's case rule).
 */
export const reductionsSource: TimelineSource = {
  kind: TimelineKind.reduction,
  select: (context) =>
    `SELECT 'reduction'::text, e.event, r.id, e.at, e.summary, e.actor, '/cases/' || c.id || '?tab=billing'
      FROM bill_reduction_requests r
      LEFT JOIN users requester ON requester.id = r.requested_by
      LEFT JOIN users responder ON responder.id = coalesce(r.approved_by, r.responded_by)
      CROSS JOIN LATERAL (VALUES
        ('requested', r.created_at,
          'Reduction requested: ' || ${moneySql('r.requested_amount')} || ' off ' || ${moneySql('r.original_amount')},
          ${userNameSql('requester')}),
        (CASE WHEN r.counter_amount IS NOT NULL THEN 'countered' END,
          CASE WHEN r.status = 'countered' THEN r.updated_at ELSE coalesce(r.resolved_at, r.updated_at) - interval '1 microsecond' END,
          'Clinic countered at ' || ${moneySql('r.counter_amount')}, ${userNameSql('responder')}),
        (CASE r.status WHEN 'accepted' THEN 'accepted' WHEN 'rejected' THEN 'declined' WHEN 'withdrawn' THEN 'withdrawn' END,
          r.resolved_at,
          CASE r.status WHEN 'accepted' THEN 'Reduction accepted: ' || ${moneySql('coalesce(r.approved_amount, r.counter_amount, r.requested_amount)')}
                        WHEN 'rejected' THEN 'Reduction declined' ELSE 'Reduction request withdrawn' END,
          ${userNameSql('responder')})
      ) e(event, at, summary, actor)
      WHERE r.case_id = c.id AND e.event IS NOT NULL AND e.at IS NOT NULL
        AND ${caseOwnedScopeSql(context.scope, context.params, 'r', 'c')}${oneRecord(context, 'r.id')}`,
};
