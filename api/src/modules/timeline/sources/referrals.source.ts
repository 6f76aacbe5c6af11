import { referralScopeSql } from '../../provider-network/provider-network.policy';
import { TimelineKind } from '../timeline.enums';
import { oneRecord, userNameSql, type TimelineSource } from '../timeline-source';

/**
 * Referrals (provider_matches of a case, decision 432): made, first contact, scheduled, declined
 * or expired, read by those who read the referral (the referring clinic's users: referralScopeSql).
 */
export const referralsSource: TimelineSource = {
  kind: TimelineKind.referral,
  select: (context) =>
    `SELECT 'referral'::text, e.event, pm.id, e.at, e.summary, e.actor, '/network?tab=referrals'
      FROM provider_matches pm
      JOIN provider_profiles pp ON pp.id = pm.matched_provider_id
      LEFT JOIN users referrer ON referrer.id::text = pm.created_by
      CROSS JOIN LATERAL (VALUES
        ('referred', pm.created_at,
         'Referred to ' || pp.display_name || ' for ' || replace(pm.requested_specialty, '_', ' ') || ' (match ' || pm.match_score || '/100)',
         ${userNameSql('referrer')}),
        (CASE WHEN pm.response_time IS NOT NULL THEN 'contacted' END, pm.created_at + make_interval(mins => pm.response_time),
         'Referral to ' || pp.display_name || ': first contact', NULL::text),
        (CASE WHEN pm.status IN ('scheduled', 'declined', 'expired') THEN pm.status END, pm.updated_at,
         'Referral to ' || pp.display_name || ' ' || pm.status
           || CASE WHEN pm.status = 'scheduled' AND pm.scheduled_date IS NOT NULL
                   THEN ' for ' || to_char(pm.scheduled_date AT TIME ZONE 'UTC', 'Mon DD, YYYY') ELSE '' END,
         NULL::text)
      ) e(event, at, summary, actor)
      WHERE pm.case_id = c.id AND e.event IS NOT NULL AND e.at IS NOT NULL
        AND ${referralScopeSql(context.scope, context.params, 'pm')}${oneRecord(context, 'pm.id')}`,
};
