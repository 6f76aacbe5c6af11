import type { DataSource } from 'typeorm';
import { SqlParams } from '../../../db/sql-params';
import { assertOperatorArea, OperatorArea } from '../../../platform/access/operator-areas';
import type { Scope } from '../../../platform/access/scope';
import { InputError } from '../../../platform/errors';
import { decodeCursor, toPage, type Page } from '../../../platform/graphql/connection';
import { containsPattern } from '../../../db/sql/keyset';
import { clampLimit } from '../../../platform/graphql/pagination';
import { fieldChanges } from '../../../platform/audit/audit-history';
import { secretFields, writeAudit } from '../../../platform/audit/audit.service';
import type { AuditLogFilter, AuditLogFilterOptions, AuditLogRecord } from './audit-log-admin.types';
import { auditLogViewEntry } from './audit-log-view';

/** The spec's filter choices, always offered even before the log holds one of them. */
const specActions = ['create', 'update', 'delete', 'login'];
const specEntityTypes = ['user', 'clinic', 'case', 'patient'];

/**
 * A page of the log and the row its count stops at: the newest row of the first page, carried in
 * every cursor, so totalCount stays the same while Load more walks down (rows added since, such as
 * this read's own audit row, appear on reload). Null when the first page was empty.
 */
export interface AuditLogPage extends Page<AuditLogRecord> {
  countUpTo: string | null;
}

interface AuditRow {
  id: string;
  changed_at: Date;
  action: string;
  entity_type: string;
  entity_id: string;
  clinic_id: number | null;
  clinic_name: string | null;
  changed_by: string | null;
  actor_name: string | null;
  actor_email: string | null;
  changed_by_role: string | null;
  ip_address: string | null;
  user_agent: string | null;
  reason: string | null;
  old_values: Record<string, unknown> | null;
  new_values: Record<string, unknown> | null;
}

/**
 * The whole audit log for the operator's Audit tab: newest first, keyset-paginated, filtered in
 * SQL by action, entity type, UTC days and actor. Each filter has an index that keeps its order.
 * A cursor names rows by id only: the table is append-only, so the row it names is always there and
 * its time is read from it, never parsed from the client. Every page read is audited.
 */
export class AuditLogAdminService {
  constructor(private readonly dataSource: DataSource) {}

  async list(
    scope: Scope,
    filter: AuditLogFilter | null | undefined,
    first: number | null | undefined,
    after: string | null | undefined,
  ): Promise<AuditLogPage> {
    assertOperatorArea(scope, OperatorArea.audit);
    const limit = clampLimit(first, 50);
    const params = new SqlParams();
    const conditions = this.conditions(filter, params);
    let countUpTo: string | null = null;
    if (after) {
      const [id, upTo] = decodeCursor(after, ['bigintId', 'bigintId']) as string[];
      conditions.push(`(a.changed_at, a.id) < (${rowKey(params.add(id))})`);
      countUpTo = upTo;
    }
    const rows: AuditRow[] = await this.dataSource.query(
      `SELECT a.id::text AS id, a.changed_at, a.action, a.entity_type, a.entity_id,
              a.clinic_id, cl.name AS clinic_name, a.changed_by,
              coalesce(a.changed_by_name, nullif(trim(u.first_name || ' ' || u.last_name), '')) AS actor_name,
              u.email AS actor_email, a.changed_by_role, a.ip_address, a.user_agent, a.reason, a.old_values, a.new_values
         FROM audit_logs a
         LEFT JOIN users u ON u.id = a.changed_by
         LEFT JOIN clinics cl ON cl.id = a.clinic_id
        WHERE ${conditions.length ? conditions.join(' AND ') : 'TRUE'}
        ORDER BY a.changed_at DESC, a.id DESC
        LIMIT ${params.add(limit + 1)}`,
      params.values,
    );
    countUpTo ??= rows[0]?.id ?? null;
    const page = toPage(rows, limit, (row) => [row.id, countUpTo!]);
    await writeAudit(
      this.dataSource.manager,
      scope,
      auditLogViewEntry(filter, { pageSize: limit, loadMore: Boolean(after), rowsReturned: page.nodes.length }),
    );
    return { nodes: page.nodes.map(toRecord), pageInfo: page.pageInfo, countUpTo };
  }

  /** The rows matching the filters up to the page's `countUpTo` row (see AuditLogPage). */
  async count(scope: Scope, filter: AuditLogFilter | null | undefined, countUpTo: string | null): Promise<number> {
    assertOperatorArea(scope, OperatorArea.audit);
    // The first page found nothing: nothing matched when the list was read.
    if (countUpTo === null) return 0;
    const params = new SqlParams();
    const conditions = this.conditions(filter, params);
    conditions.push(`(a.changed_at, a.id) <= (${rowKey(params.add(countUpTo))})`);
    const [row]: { count: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM audit_logs a WHERE ${conditions.length ? conditions.join(' AND ') : 'TRUE'}`,
      params.values,
    );
    return row.count;
  }

  /** Every action and entity type in the log (one index probe per distinct value), plus the spec's. */
  async filterOptions(scope: Scope): Promise<AuditLogFilterOptions> {
    assertOperatorArea(scope, OperatorArea.audit);
    const [actions, entityTypes] = await Promise.all([
      this.distinctValues('action'),
      this.distinctValues('entity_type'),
    ]);
    const merged = (spec: string[], found: string[]) => [...new Set([...spec, ...found])].sort();
    return { actions: merged(specActions, actions), entityTypes: merged(specEntityTypes, entityTypes) };
  }

  private async distinctValues(column: 'action' | 'entity_type'): Promise<string[]> {
    // A loose index scan: each step jumps to the next larger value, so the cost grows with the number
    // of distinct values, not with the size of the log.
    const rows: { value: string }[] = await this.dataSource.query(
      `WITH RECURSIVE found(value) AS (
         SELECT min(${column}) FROM audit_logs
         UNION ALL
         SELECT (SELECT min(a.${column}) FROM audit_logs a WHERE a.${column} > found.value)
           FROM found WHERE found.value IS NOT NULL
       )
       SELECT value FROM found WHERE value IS NOT NULL`,
    );
    return rows.map((row) => row.value);
  }

  private conditions(filter: AuditLogFilter | null | undefined, params: SqlParams): string[] {
    if (filter?.from && filter.to && filter.to < filter.from)
      throw InputError.field('to', 'The "to" date must be the same as or after the "from" date');
    const conditions: string[] = [];
    if (filter?.action) conditions.push(`a.action = ${params.add(filter.action)}`);
    if (filter?.entityType) conditions.push(`a.entity_type = ${params.add(filter.entityType)}`);
    if (filter?.from)
      conditions.push(`a.changed_at >= ((${params.add(filter.from)}::date)::timestamp AT TIME ZONE 'UTC')`);
    if (filter?.to)
      conditions.push(`a.changed_at < ((${params.add(filter.to)}::date + 1)::timestamp AT TIME ZONE 'UTC')`);
    if (filter?.actor) {
      // Matching users first, then their rows through the (changed_by, changed_at) index.
      const pattern = params.add(containsPattern(filter.actor));
      conditions.push(
        `a.changed_by = ANY(ARRAY(SELECT u.id FROM users u
           WHERE u.email ILIKE ${pattern} OR (u.first_name || ' ' || u.last_name) ILIKE ${pattern}))`,
      );
    }
    return conditions;
  }
}

/** The keyset position of the row with this id, read from the row itself. */
const rowKey = (idParam: string) => `SELECT k.changed_at, k.id FROM audit_logs k WHERE k.id = ${idParam}::bigint`;

function toRecord(row: AuditRow): AuditLogRecord {
  return {
    id: row.id,
    changedAt: row.changed_at,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    clinicId: row.clinic_id,
    clinicName: row.clinic_name,
    actorId: row.changed_by,
    actorName: row.actor_name,
    actorEmail: row.actor_email,
    actorRole: row.changed_by_role,
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    reason: row.reason,
    changes: fieldChanges(row.old_values, row.new_values, secretFields),
  };
}
