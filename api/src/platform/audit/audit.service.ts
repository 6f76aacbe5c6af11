import type { EntityManager } from 'typeorm';
import type { SqlParams } from '../../db/sql-params';
import type { RequestMeta, Scope } from '../access/scope';

export interface AuditEntry {
  entityType: string;
  entityId: string | number;
  action: string;
  clinicId?: number | null;
  oldValues?: Record<string, unknown> | null;
  newValues?: Record<string, unknown> | null;
  reason?: string | null;
}

/** Fields that never go into an audit row, whatever entity they belong to (and are never shown if one did). */
export const secretFields: ReadonlySet<string> = new Set([
  'passwordHash',
  'password',
  'token',
  'secret',
  'totpSecret',
  'apiKey',
]);

function withoutSecrets(values: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!values) return null;
  return Object.fromEntries(Object.entries(values).filter(([key]) => !secretFields.has(key)));
}

/** The columns of an audit row, in the order of `auditRowValues`, with their SQL types. */
const auditColumns: readonly (readonly [name: string, type: string])[] = [
  ['clinic_id', 'int'],
  ['entity_type', 'text'],
  ['entity_id', 'text'],
  ['action', 'text'],
  ['changed_by', 'text'],
  ['changed_by_role', 'text'],
  ['changed_by_name', 'text'],
  ['ip_address', 'text'],
  ['user_agent', 'text'],
  ['old_values', 'jsonb'],
  ['new_values', 'jsonb'],
  ['reason', 'text'],
];

/** The column list of `INSERT INTO audit_logs (...)` for `auditRowValues` and `auditRowSelectSql`. */
export const auditColumnList = auditColumns.map(([name]) => name).join(', ');

/** An audit row's values, in the order of `auditColumnList`. */
function auditRowValues(actor: Scope | null, entry: AuditEntry, meta: RequestMeta | null): unknown[] {
  return [
    entry.clinicId ?? null,
    entry.entityType,
    String(entry.entityId),
    entry.action,
    actor?.userId ?? null,
    actor?.role ?? null,
    actor?.displayName ?? null,
    meta?.ip ?? null,
    userAgentColumnOf(meta),
    withoutSecrets(entry.oldValues),
    withoutSecrets(entry.newValues),
    entry.reason ?? null,
  ];
}

/**
 * Writes one audit row with the caller's transaction manager, so the change and its audit row
 * commit or roll back together. `actor` is null for anonymous attempts (failed sign-in).
 */
export async function writeAudit(
  manager: EntityManager,
  actor: Scope | null,
  entry: AuditEntry,
  meta: RequestMeta | null = actor?.request ?? null,
): Promise<void> {
  await manager.query(
    `INSERT INTO audit_logs (${auditColumnList})
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    auditRowValues(actor, entry, meta),
  );
}

/**
 * The same row as `writeAudit` writes, as the SELECT list of an `INSERT INTO audit_logs
 * (auditColumnList) SELECT ...` in the statement that makes the change itself (a CTE that inserts a
 * record and its audit row together, one round trip): `rowSql` gives the SQL of the record's id and
 * of its clinic (e.g. the inserted row's columns).
 */
export function auditRowSelectSql(
  params: SqlParams,
  actor: Scope | null,
  entry: Omit<AuditEntry, 'entityId' | 'clinicId'>,
  rowSql: { entityId: string; clinicId: string },
  meta: RequestMeta | null = actor?.request ?? null,
): string {
  const values = auditRowValues(actor, { ...entry, entityId: '' }, meta);
  const fromRow: Record<string, string> = { entity_id: rowSql.entityId, clinic_id: rowSql.clinicId };
  return auditColumns
    .map(([name, type], index) => `(${fromRow[name] ?? params.add(values[index])})::${type}`)
    .join(', ');
}

/**
 * The request's user agent, led by the API token it came with: the audit row has no column of its
 * own for the token (its hash chain covers a fixed set of columns), decision 302.
 */
function userAgentColumnOf(meta: RequestMeta | null): string | null {
  const userAgent = meta?.userAgent?.slice(0, 512) ?? null;
  if (!meta?.apiToken) return userAgent;
  const token = `[API token ${meta.apiToken.id} ${meta.apiToken.prefix}]`;
  return userAgent ? `${token} ${userAgent}` : token;
}

/** Only the fields whose values differ, as the old and new halves of an audit row. */
export function changedValues<T extends object>(
  before: T,
  after: Partial<T>,
): { oldValues: Record<string, unknown>; newValues: Record<string, unknown> } {
  const oldValues: Record<string, unknown> = {};
  const newValues: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    const previous = (before as Record<string, unknown>)[key];
    if (value !== undefined && JSON.stringify(previous) !== JSON.stringify(value)) {
      oldValues[key] = previous ?? null;
      newValues[key] = value;
    }
  }
  return { oldValues, newValues };
}
