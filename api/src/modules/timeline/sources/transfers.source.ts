import { caseOwnedScopeSql } from '../../cases/case-access.policy';
import { TimelineKind } from '../timeline.enums';
import { oneRecord, userNameSql, type TimelineSource } from '../timeline-source';

/**
 * Transfers to another attorney (the clinic's internal notes on a transfer are never shown here).
 * Read by the case rule: a former attorney reads nothing of the case any more.
 */
export const transfersSource: TimelineSource = {
  kind: TimelineKind.transfer,
  select: (context) =>
    `SELECT 'transfer'::text, 'transferred'::text, ct.id, ct.transfer_date,
        'Case transferred' || coalesce(' from ' || NULLIF(trim(fa.first_name || ' ' || fa.last_name), ''), '') ||
          coalesce(' to ' || NULLIF(trim(ta.first_name || ' ' || ta.last_name), ''), '') ||
          coalesce(': ' || NULLIF(ct.reason, ''), ''),
        ${userNameSql('mover')}, '/cases/' || c.id || '?tab=history'
      FROM case_transfers ct
      LEFT JOIN attorneys fa ON fa.id = ct.from_attorney_id
      LEFT JOIN attorneys ta ON ta.id = ct.to_attorney_id
      LEFT JOIN users mover ON mover.id = ct.transferred_by
      WHERE ct.case_id = c.id AND ${caseOwnedScopeSql(context.scope, context.params, 'ct', 'c')}${oneRecord(context, 'ct.id')}`,
};
