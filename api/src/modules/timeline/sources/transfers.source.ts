import { caseOwnedScopeSql } from '../../cases/case-access.policy';
import { TimelineKind } from '../timeline.enums';
import { moneySql, oneRecord, userNameSql, type TimelineSource } from '../timeline-source';

/**
 * Transfers to another attorney, with the lien notice sent to the new one (decision 350); the clinic's
 * internal notes on a transfer are never shown here.
 * Read by the case rule: a former attorney reads nothing of the case any more.
 */
export const transfersSource: TimelineSource = {
  kind: TimelineKind.transfer,
  select: (context) =>
    `SELECT 'transfer'::text, 'transferred'::text, ct.id, ct.transfer_date,
        'Case transferred' || coalesce(' from ' || NULLIF(trim(fa.first_name || ' ' || fa.last_name), ''), '') ||
          coalesce(' to ' || NULLIF(trim(ta.first_name || ' ' || ta.last_name), ''), '') ||
          coalesce(': ' || NULLIF(ct.reason, ''), '') ||
          coalesce('; lien notice sent (balance ' || ${moneySql('ln.balance')} || ' as of ' || to_char(ln.as_of, 'Mon FMDD, YYYY') || ')', ''),
        ${userNameSql('mover')}, '/cases/' || c.id || '?tab=history'
      FROM case_transfers ct
      LEFT JOIN attorneys fa ON fa.id = ct.from_attorney_id
      LEFT JOIN attorneys ta ON ta.id = ct.to_attorney_id
      LEFT JOIN users mover ON mover.id = ct.transferred_by
      LEFT JOIN lien_notices ln ON ln.case_transfer_id = ct.id
      WHERE ct.case_id = c.id AND ${caseOwnedScopeSql(context.scope, context.params, 'ct', 'c')}${oneRecord(context, 'ct.id')}`,
};
