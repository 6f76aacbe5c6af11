import type { DataSource } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import { containsPattern, keysetSql } from '../../db/sql/keyset';
import { OperatorArea, assertOperatorArea } from '../../platform/access/operator-areas';
import type { Scope } from '../../platform/access/scope';
import { InputError } from '../../platform/errors';
import { SortDirection, type Page } from '../../platform/graphql/connection';
import { isStorableText } from '../../platform/validation/validate-input';
import type { SystemLogLevel } from './system-log.enums';
import type { SystemLogSink } from './system-log-sink';
import type { SystemLogFilter, SystemLogView } from './system-log.type';

const columns = `l.id, l.level, l.source, l.message, l.metadata::text AS metadata, l.stack_trace AS "stackTrace",
  l.correlation_id AS "correlationId", l.user_id AS "userId", l.ip_address AS "ipAddress", l.user_agent AS "userAgent",
  l.created_at AS "createdAt"`;

const readLog = (row: Record<string, unknown>): SystemLogView => ({
  id: row.id as number,
  level: row.level as SystemLogLevel,
  source: row.source as string,
  message: row.message as string,
  metadata: (row.metadata as string | null) ?? null,
  stackTrace: (row.stackTrace as string | null) ?? null,
  correlationId: (row.correlationId as string | null) ?? null,
  userId: (row.userId as string | null) ?? null,
  ipAddress: (row.ipAddress as string | null) ?? null,
  userAgent: (row.userAgent as string | null) ?? null,
  createdAt: row.createdAt as Date,
});

/** A recent error of a clinic's users, as the support desk sees it (no metadata, no stack). */
export interface RecentErrorView {
  id: number;
  level: SystemLogLevel;
  source: string;
  message: string;
  correlationId: string | null;
  createdAt: Date;
}

/**
 * The operator's search of system_logs (console tab Logs, OperatorArea.logs), the daily retention
 * purge, and the recent errors of a clinic's users for the support desk (decisions 457, 458).
 */
export class SystemLogService {
  constructor(
    private readonly dataSource: DataSource,
    readonly sink: SystemLogSink,
    private readonly retentionDays: number,
  ) {}

  async search(
    scope: Scope,
    args: { filter?: SystemLogFilter | null; first?: number | null; after?: string | null },
  ): Promise<Page<SystemLogView>> {
    assertOperatorArea(scope, OperatorArea.logs);
    const filter = args.filter ?? {};
    const params = new SqlParams();
    const conditions: string[] = ['true'];
    for (const [field, value] of Object.entries(filter)) {
      if (typeof value === 'string' && !isStorableText(value))
        throw InputError.field(field, 'Search contains characters that are not allowed');
    }
    if (filter.level) conditions.push(`l.level = ${params.add(filter.level)}`);
    if (filter.source?.trim()) conditions.push(`l.source = ${params.add(filter.source.trim())}`);
    if (filter.search?.trim()) conditions.push(`l.message ILIKE ${params.add(containsPattern(filter.search.trim()))}`);
    if (filter.correlationId?.trim()) {
      const id = params.add(filter.correlationId.trim());
      conditions.push(`(l.correlation_id = ${id} OR l.metadata->>'correlationId' = ${id})`);
    }
    const from = filter.from ? new Date(filter.from) : null;
    const to = filter.to ? new Date(filter.to) : null;
    if (from && to && from > to) throw InputError.field('to', 'To must be after From');
    if (from) conditions.push(`l.created_at >= ${params.add(from)}`);
    if (to) conditions.push(`l.created_at <= ${params.add(to)}`);
    const page = keysetSql(
      params,
      'l',
      { expr: 'l.created_at', cast: 'timestamptz' },
      SortDirection.desc,
      args.first,
      args.after,
    );
    if (page.after) conditions.push(page.after);
    const rows = (await this.dataSource.query(
      `SELECT ${columns}, ${page.sortKeySelect} FROM system_logs l WHERE ${conditions.join(' AND ')} ${page.orderAndLimit}`,
      params.values,
    )) as Record<string, unknown>[];
    return page.page(rows, readLog);
  }

  /** The sources seen in the retention window, for the Logs tab's filter. */
  async sources(scope: Scope): Promise<string[]> {
    assertOperatorArea(scope, OperatorArea.logs);
    const rows = (await this.dataSource.query(`SELECT DISTINCT source FROM system_logs ORDER BY source LIMIT 100`)) as {
      source: string;
    }[];
    return rows.map((row) => row.source);
  }

  /** Errors logged during requests of a clinic's users in the last `days` (newest first, at most `limit`). */
  async recentErrorsOfClinic(clinicId: number, now: Date, days = 14, limit = 10): Promise<RecentErrorView[]> {
    const rows = (await this.dataSource.query(
      `SELECT l.id, l.level, l.source, l.message, l.correlation_id AS "correlationId", l.created_at AS "createdAt"
         FROM system_logs l JOIN users u ON u.id = l.user_id
        WHERE u.clinic_id = $1 AND l.level = 'error' AND l.created_at >= $2::timestamptz - make_interval(days => $3)
        ORDER BY l.created_at DESC, l.id DESC LIMIT ${Number(limit)}`,
      [clinicId, now, days],
    )) as RecentErrorView[];
    return rows;
  }

  /** Deletes lines older than the retention (SYSTEM_LOG_RETENTION_DAYS, default 30); returns how many. */
  async purge(now: Date): Promise<number> {
    const [, count] = (await this.dataSource.query(
      `DELETE FROM system_logs WHERE created_at < $1::timestamptz - make_interval(days => $2)`,
      [now, this.retentionDays],
    )) as [unknown, number];
    return count;
  }
}
