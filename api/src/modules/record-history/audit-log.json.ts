import { redactFields } from '../../platform/access/field-access';
import type { Scope } from '../../platform/access/scope';
import { AuditEntry } from '../../platform/audit/audit-entry.type';

/** The REST shape of one audit entry (under the field rules), with the spec's `changedBy`. */
export function auditEntryJson(scope: Scope, entry: AuditEntry) {
  const visible = redactFields(AuditEntry, scope, entry);
  return { ...visible, changedBy: entry.changedByName };
}
