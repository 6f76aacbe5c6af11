import type { SqlParams } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import type { TimelineKind } from './timeline.enums';

/**
 * One source of a case's timeline: a SELECT of its items on one case, limited by the caller's scope
 * with the source module's OWN read rule (messageScopeCondition, billingScopeSql, noteScopeSql...),
 * so a timeline item is readable by exactly those who may read its record. Adding a source is one
 * file here and one line in sources/index.ts (see docs/architecture.md, "timeline").
 *
 * The SELECT yields these columns, in this order:
 *   kind text, event text, source_id integer, occurred_at timestamptz, summary text,
 *   actor_name text (nullable), link text (nullable)
 * and reads the case as the alias `c` (columns id, clinic_id, attorney_id, case_number), which the
 * timeline query provides already limited to the case asked for and in the caller's scope.
 */
export interface TimelineSource {
  kind: TimelineKind;
  select(context: TimelineSourceContext): string;
}

export interface TimelineSourceContext {
  scope: Scope;
  params: SqlParams;
  /** When set, the `$n` of one source record's id: the live event's item only. */
  sourceId: string | null;
}

/** `AND <alias> = $n` when the context asks for one record, else nothing. */
export const oneRecord = (context: TimelineSourceContext, column: string): string =>
  context.sourceId === null ? '' : ` AND ${column} = ${context.sourceId}`;

/** A user's name as the timeline shows who did something (null when unknown). */
export const userNameSql = (alias: string): string =>
  `NULLIF(trim(${alias}.first_name || ' ' || ${alias}.last_name), '')`;

/** An amount as "$1,234.50" in SQL (money columns are numeric). */
export const moneySql = (expr: string): string => `to_char(${expr}, 'FM$999,999,990.00')`;
