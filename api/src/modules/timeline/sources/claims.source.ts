import { caseOwnedScopeSql } from '../../cases/case-access.policy';
import { TimelineKind } from '../timeline.enums';
import { moneySql, oneRecord, type TimelineSource } from '../timeline-source';

/** Insurance claims: submitted, paid, denied. Read by the claims' rule (the case-owned scope). */
export const claimsSource: TimelineSource = {
  kind: TimelineKind.claim,
  select: (context) =>
    `SELECT 'claim'::text, e.event, ic.id, e.at, e.summary, NULL::text, '/cases/' || c.id || '?tab=insurance'
      FROM insurance_claims ic
      CROSS JOIN LATERAL (VALUES
        ('submitted', ic.submitted_at, 'Claim ' || ic.claim_number || ' submitted for ' || ${moneySql('ic.billed_amount')}),
        ('paid', ic.payment_received_at, 'Claim ' || ic.claim_number || ' paid ' || coalesce(${moneySql('ic.paid_amount')}, '')),
        (CASE WHEN ic.status = 'denied' THEN 'denied' END, ic.updated_at, 'Claim ' || ic.claim_number || ' denied')
      ) e(event, at, summary)
      WHERE ic.case_id = c.id AND e.event IS NOT NULL AND e.at IS NOT NULL
        AND ${caseOwnedScopeSql(context.scope, context.params, 'ic', 'c')}${oneRecord(context, 'ic.id')}`,
};
