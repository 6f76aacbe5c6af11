import type { DataSource } from 'typeorm';
import type { AuditEntry, FieldChange } from './audit-entry.type';

interface AuditRow {
  id: string;
  action: string;
  entity_type: string;
  entity_id: string;
  changed_at: Date;
  changed_by_name: string | null;
  changed_by_role: string | null;
  reason: string | null;
  old_values: Record<string, unknown> | null;
  new_values: Record<string, unknown> | null;
}

const asText = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * The audit entries of one record, newest first, with the fields the reader may not see removed
 * from the changes (an attorney never learns internal notes through the history). The caller has
 * already checked that the record itself is in scope.
 */
export async function auditHistory(
  dataSource: DataSource,
  entityType: string,
  entityId: number | string,
  hiddenFields: string[],
  limit = 200,
): Promise<AuditEntry[]> {
  const rows: AuditRow[] = await dataSource.query(
    `SELECT id, action, entity_type, entity_id, changed_at, changed_by_name, changed_by_role, reason, old_values, new_values
       FROM audit_logs WHERE entity_type = $1 AND entity_id = $2
      ORDER BY changed_at DESC, id DESC LIMIT $3`,
    [entityType, String(entityId), limit],
  );
  const hidden = new Set(hiddenFields);
  return rows.map((row) => {
    const fields = new Set(
      [...Object.keys(row.old_values ?? {}), ...Object.keys(row.new_values ?? {})].filter(
        (field) => !hidden.has(field),
      ),
    );
    const changes: FieldChange[] = [...fields].sort().map((field) => ({
      field,
      oldValue: asText(row.old_values?.[field]),
      newValue: asText(row.new_values?.[field]),
    }));
    return {
      id: row.id,
      action: row.action,
      entityType: row.entity_type,
      entityId: row.entity_id,
      changedAt: row.changed_at,
      changedByName: row.changed_by_name,
      changedByRole: row.changed_by_role,
      reason: row.reason,
      changes,
    };
  });
}
