import type { DataSource } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import { keysetSql, type KeysetSql } from '../../db/sql/keyset';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { NotFoundError } from '../../platform/errors';
import type { LiveEvent } from '../../platform/events/live-event';
import type { LiveHub, LiveTopic } from '../../platform/events/live-hub';
import { SortDirection, type Page } from '../../platform/graphql/connection';
import { caseScopeSql, caseVisibleTo, type CaseAccessFacts } from '../cases/case-access.policy';
import { isTimelineSourceName, timelineSources } from './sources';
import type { TimelineSource } from './timeline-source';
import type { TimelineKind } from './timeline.enums';
import type { CaseActivityView, TimelineItem } from './timeline.type';

export interface TimelineArgs {
  caseId: number;
  kinds?: TimelineKind[] | null;
  first?: number | null;
  after?: string | null;
}

/** A live event's items, loaded once per process: each with who may read it. */
interface CaseActivityRecord extends CaseAccessFacts {
  caseId: number;
  /** Every item of the record (the operator's view). */
  items: TimelineItem[];
  /** The ids of the items the case's attorney may read (their source's rule, run in SQL as that attorney). */
  attorneyItemIds: Set<string>;
}

interface ItemRow {
  kind: TimelineKind;
  event: string;
  source_id: number;
  occurred_at: Date;
  summary: string;
  actor_name: string | null;
  link: string | null;
  case_id: number;
}

const columns = 'kind, event, source_id, occurred_at, summary, actor_name, link';

/** Newest first; ties broken by kind, event and the record's id (the sort key is text in byte order). */
const sortKey = {
  expr: `(t.sort_key COLLATE "C")`,
  cast: 'text',
} as const;

const readItem = (row: ItemRow): TimelineItem & { id: string } => ({
  id: `${row.kind}:${row.source_id}:${row.event}`,
  caseId: row.case_id,
  kind: row.kind,
  event: row.event,
  sourceId: row.source_id,
  occurredAt: row.occurred_at,
  summary: row.summary,
  actorName: row.actor_name,
  link: row.link,
});

/**
 * A case's timeline: every source's items on one case, each read by its own module's rule in SQL,
 * merged newest first with a keyset cursor; and the live `caseActivity` topic.
 */
export class TimelineService {
  readonly topic: LiveTopic<CaseActivityRecord>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly live: LiveHub,
  ) {
    this.topic = {
      eventType: 'case.activity',
      load: (caseId, event) => this.loadActivity(caseId, event),
      visibleTo: (scope, record) => this.visibleItems(scope, record).length > 0,
    };
  }

  /** One page of the case's timeline as the scope may read it; a case out of scope is not found. */
  async page(scope: Scope, args: TimelineArgs): Promise<Page<TimelineItem>> {
    const kinds = args.kinds && args.kinds.length > 0 ? new Set(args.kinds) : null;
    const sources = Object.values(timelineSources).filter((source) => kinds === null || kinds.has(source.kind));
    if (!(await this.caseInScope(scope, args.caseId))) throw new NotFoundError('Case');
    const params = new SqlParams();
    const keyset = keysetSql(params, 't', sortKey, SortDirection.desc, args.first, args.after);
    const rows = await this.query(scope, params, args.caseId, sources, null, keyset);
    const page = keyset.page(rows, (row) => ({
      id: row.source_id as number,
      item: readItem(row as unknown as ItemRow),
    }));
    return { nodes: page.nodes.map((node) => node.item), pageInfo: page.pageInfo };
  }

  /** Live items of one case the subscriber may read (the case must be in scope). */
  async subscribe(scope: Scope, caseId: number): Promise<AsyncIterableIterator<CaseActivityRecord>> {
    if (!(await this.caseInScope(scope, caseId))) throw new NotFoundError('Case');
    return this.live.subscribe(this.topic, scope, (record) => record.caseId === caseId);
  }

  private async caseInScope(scope: Scope, caseId: number): Promise<boolean> {
    const params = new SqlParams();
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM cases c WHERE c.id = ${params.add(caseId)} AND ${caseScopeSql(scope, params, 'c')}`,
      params.values,
    );
    return rows.length > 0;
  }

  /** What a subscriber receives of a live record: only the items it may read. */
  activityFor(scope: Scope, record: CaseActivityRecord): CaseActivityView {
    return { caseId: record.caseId, items: this.visibleItems(scope, record) };
  }

  private visibleItems(scope: Scope, record: CaseActivityRecord): TimelineItem[] {
    if (!caseVisibleTo(scope, record)) return [];
    if (scope.role !== Role.attorney) return record.items;
    return record.items.filter((item) => record.attorneyItemIds.has(item.id));
  }

  /**
   * The record's items twice: as the operator (all of them) and as the case's attorney (by the
   * source's own rule in SQL), so the live path uses exactly the list's rule.
   */
  private async loadActivity(caseId: number, event: LiveEvent): Promise<CaseActivityRecord | null> {
    if (event.type !== 'case.activity' || !isTimelineSourceName(event.source)) return null;
    const source = timelineSources[event.source];
    const [facts] = (await this.dataSource.query(`SELECT clinic_id, attorney_id FROM cases WHERE id = $1`, [
      caseId,
    ])) as { clinic_id: number; attorney_id: number | null }[];
    if (!facts) return null;
    const asScope = (role: Role, attorneyId: number | null): Scope => ({
      userId: 'timeline-live',
      role,
      clinicId: null,
      attorneyId,
      displayName: 'timeline',
      sessionId: 'timeline-live',
      request: { requestId: 'timeline-live', ip: null, userAgent: null },
    });
    const read = async (scope: Scope) => {
      const params = new SqlParams();
      const rows = await this.query(scope, params, caseId, [source], event.ref, null);
      return rows.map((row) => readItem(row as unknown as ItemRow));
    };
    const items = await read(asScope(Role.super_admin, null));
    if (items.length === 0) return null;
    const attorneyItems = facts.attorney_id === null ? [] : await read(asScope(Role.attorney, facts.attorney_id));
    return {
      caseId,
      clinicId: facts.clinic_id,
      caseAttorneyId: facts.attorney_id,
      items,
      attorneyItemIds: new Set(attorneyItems.map((item) => item.id)),
    };
  }

  /**
   * The timeline statement: the case in scope as `c`, every source's SELECT over it (LATERAL, so
   * each reads one case by its indexes), newest first, the keyset page on top.
   */
  private async query(
    scope: Scope,
    params: SqlParams,
    caseId: number,
    sources: TimelineSource[],
    sourceId: number | null,
    keyset: KeysetSql | null,
  ): Promise<Record<string, unknown>[]> {
    if (sources.length === 0) return [];
    const caseParam = params.add(caseId);
    const caseCondition = caseScopeSql(scope, params, 'c');
    const sourceParam = sourceId === null ? null : params.add(sourceId);
    const union = sources
      .map((source) => `(${source.select({ scope, params, sourceId: sourceParam })})`)
      .join('\n UNION ALL ');
    return this.dataSource.query(
      `WITH c AS (SELECT c.id, c.clinic_id, c.attorney_id, c.case_number, c.created_at
                    FROM cases c WHERE c.id = ${caseParam} AND ${caseCondition})
       SELECT t.*${keyset ? `, ${keyset.sortKeySelect}` : ''}
         FROM (SELECT u.*, u.source_id AS id, c.id AS case_id,
                      to_char(u.occurred_at AT TIME ZONE 'UTC', 'YYYYMMDDHH24MISSUS') || u.kind || ':' || u.event AS sort_key
                 FROM c CROSS JOIN LATERAL (${union}) u(${columns})) t
        ${keyset?.after ? `WHERE ${keyset.after}` : ''}
        ${keyset ? keyset.orderAndLimit : `ORDER BY ${sortKey.expr} DESC`}`,
      params.values,
    );
  }
}
