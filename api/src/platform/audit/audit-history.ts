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

/** "accidentDate" -> "Accident date": the default label of a field without one of its own. */
export function fieldLabel(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The fields of one audit row's old and new values, by name, without the hidden ones. */
export function fieldChanges(
  oldValues: Record<string, unknown> | null,
  newValues: Record<string, unknown> | null,
  hidden: ReadonlySet<string>,
  labels: Record<string, string> = {},
): FieldChange[] {
  const fields = [...new Set([...Object.keys(oldValues ?? {}), ...Object.keys(newValues ?? {})])].filter(
    (field) => !hidden.has(field),
  );
  return fields.sort().map((field) => ({
    field,
    label: labels[field] ?? fieldLabel(field),
    oldValue: asText(oldValues?.[field]),
    newValue: asText(newValues?.[field]),
  }));
}

/** How one kind of record's history is shown: its own field labels and readable values. */
export interface HistoryDescriber {
  labels?: Record<string, string>;
  /** Turns stored values into readable ones for the whole list at once (one query per kind of id). */
  describeValues?: (changes: FieldChange[]) => Promise<void>;
}

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
  describer: HistoryDescriber = {},
  limit = 200,
): Promise<AuditEntry[]> {
  const rows: AuditRow[] = await dataSource.query(
    `SELECT id, action, entity_type, entity_id, changed_at, changed_by_name, changed_by_role, reason, old_values, new_values
       FROM audit_logs WHERE entity_type = $1 AND entity_id = $2
      ORDER BY changed_at DESC, id DESC LIMIT $3`,
    [entityType, String(entityId), limit],
  );
  const hidden = new Set(hiddenFields);
  const entries = rows.map((row) => {
    const changes = fieldChanges(row.old_values, row.new_values, hidden, describer.labels);
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
  await describer.describeValues?.(entries.flatMap((entry) => entry.changes));
  return entries;
}
