import type { EntityManager } from 'typeorm';
import { afterCommit } from '../../db/after-commit';
import type { LiveHub } from '../../platform/events/live-hub';
import type { TimelineSourceName } from './sources';

/**
 * THE way a module tells open case timelines that something happened: one call inside the write's
 * transaction; the signal (case id, source name, record id: no PHI) goes out after the commit and
 * never on rollback. Each subscriber then gets the item only if it may read it (TimelineService).
 */
export class CaseActivity {
  constructor(private readonly live: Pick<LiveHub, 'publish'>) {}

  publish(manager: EntityManager, caseId: number | null, source: TimelineSourceName, ref: number): void {
    if (caseId === null) return;
    afterCommit(manager, () => this.live.publish({ type: 'case.activity', id: caseId, source, ref }));
  }

  /**
   * For writes that reach the money side through shared helpers (postLedgerEntry, the reduction
   * moves, a signed note's bill, a settlement's confirmation): publishes every bill, ledger posting,
   * reduction request and settlement statement of the case that this transaction wrote (their `xmin` is its transaction id), in one statement.
   */
  async publishTouched(manager: EntityManager, caseId: number | null): Promise<void> {
    if (caseId === null) return;
    const rows = (await manager.query(
      `WITH me AS (SELECT (txid_current() % 4294967296)::text AS xid)
       SELECT 'bills' AS source, b.id FROM billing b, me WHERE b.case_id = $1 AND b.xmin::text = me.xid
       UNION ALL
       SELECT 'ledger', e.id FROM case_ledger_entries e, me WHERE e.case_id = $1 AND e.xmin::text = me.xid
       UNION ALL
       SELECT 'reductions', r.id FROM bill_reduction_requests r, me WHERE r.case_id = $1 AND r.xmin::text = me.xid
       UNION ALL
       SELECT 'settlement', s.id FROM settlement_statements s, me WHERE s.case_id = $1 AND s.xmin::text = me.xid`,
      [caseId],
    )) as { source: TimelineSourceName; id: number }[];
    for (const row of rows) this.publish(manager, caseId, row.source, row.id);
  }
}
