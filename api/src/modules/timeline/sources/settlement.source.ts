import { caseOwnedScopeSql } from '../../cases/case-access.policy';
import { TimelineKind } from '../timeline.enums';
import { moneySql, oneRecord, userNameSql, type TimelineSource } from '../timeline-source';

/**
 * Settlement statements (decision 340): each version recorded (or revised) by the attorney, then
 * disputed or confirmed by the clinic. Both sides of the case read them (the case rule); a dispute's
 * reason is shown, being written for the attorney.
 */
export const settlementSource: TimelineSource = {
  kind: TimelineKind.settlement,
  select: (context) =>
    `SELECT 'settlement'::text, e.event, ss.id, e.at, e.summary, e.actor, '/cases/' || c.id || '?tab=settlement'
      FROM settlement_statements ss
      LEFT JOIN users author ON author.id = ss.created_by
      LEFT JOIN users disputer ON disputer.id = ss.disputed_by
      LEFT JOIN users confirmer ON confirmer.id = ss.confirmed_by
      CROSS JOIN LATERAL (VALUES
        (CASE WHEN ss.version = 1 THEN 'recorded' ELSE 'revised' END, ss.created_at,
         CASE WHEN ss.version = 1 THEN 'Settlement recorded: gross ' ELSE 'Settlement revised (version ' || ss.version || '): gross ' END
           || ${moneySql('ss.gross_amount')} || ', clinic lien payment ' || ${moneySql('ss.clinic_payment')}
           || ' of ' || ${moneySql('ss.clinic_balance')},
         ${userNameSql('author')}),
        (CASE WHEN ss.disputed_at IS NOT NULL THEN 'disputed' END, ss.disputed_at,
         'Settlement disputed by the clinic: ' || coalesce(ss.dispute_reason, ''), ${userNameSql('disputer')}),
        (CASE WHEN ss.confirmed_at IS NOT NULL THEN 'confirmed' END, ss.confirmed_at,
         'Settlement confirmed: ' || ${moneySql('ss.clinic_payment')} || ' paid, '
           || ${moneySql('ss.clinic_balance - ss.clinic_payment')} || ' written off, ledger closed',
         ${userNameSql('confirmer')})
      ) e(event, at, summary, actor)
      WHERE ss.case_id = c.id AND e.event IS NOT NULL
        AND ${caseOwnedScopeSql(context.scope, context.params, 'ss', 'c')}${oneRecord(context, 'ss.id')}`,
};
