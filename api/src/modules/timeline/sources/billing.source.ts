import { billingScopeSql } from '../../billing/billing.policy';
import { caseOwnedScopeSql } from '../../cases/case-access.policy';
import { TimelineKind } from '../timeline.enums';
import { moneySql, oneRecord, userNameSql, type TimelineSource } from '../timeline-source';

/**
 * Bills (when raised, with their status now; read by the bills' rule: a pending draft is the clinic's)
 * and the lien ledger's payments, reductions and write-offs (read by the ledger's case rule). A
 * bill's charge posting is the bill itself, so charges are not repeated.
 */
export const billsSource: TimelineSource = {
  kind: TimelineKind.billing,
  select: (context) =>
    `SELECT 'billing'::text, 'raised'::text, b.id, b.created_at,
        'Bill ' || b.invoice_number || ' for ' || ${moneySql('coalesce(b.adjusted_amount, b.amount)')} || ' (' ||
          replace(b.status, '_', ' ') || ')',
        NULL::text, '/cases/' || c.id || '?tab=billing'
      FROM billing b
      WHERE b.case_id = c.id AND ${billingScopeSql(context.scope, context.params, 'b', 'c')}${oneRecord(context, 'b.id')}`,
};

/** Ledger postings other than charges; a separate source so a live event names one table. */
export const ledgerSource: TimelineSource = {
  kind: TimelineKind.billing,
  select: (context) =>
    `SELECT 'billing'::text, le.kind, le.id, le.created_at,
        CASE le.kind WHEN 'payment' THEN 'Payment received: ' WHEN 'reduction' THEN 'Reduction applied: '
                     WHEN 'write_off' THEN 'Written off: ' ELSE initcap(le.kind) || ': ' END
          || ${moneySql('abs(le.amount)')},
        ${userNameSql('poster')}, '/cases/' || c.id || '?tab=billing'
      FROM case_ledger_entries le
      LEFT JOIN users poster ON poster.id = le.created_by
      WHERE le.case_id = c.id AND le.kind <> 'charge'
        AND ${caseOwnedScopeSql(context.scope, context.params, 'le', 'c')}${oneRecord(context, 'le.id')}`,
};
