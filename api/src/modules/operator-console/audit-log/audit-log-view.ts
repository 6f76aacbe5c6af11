import type { AuditEntry } from '../../../platform/audit/audit.service';
import type { AuditLogFilter } from './audit-log-admin.types';

export const auditLogViewedAction = 'audit_log_viewed';

/**
 * The audit row of one read of the Audit tab: rows of the log may show PHI values, so each page read
 * is itself logged, with the filters used and how many rows were returned, never the rows' values.
 * The row is newer than every row the read returned, so the page it describes never contains it.
 */
export function auditLogViewEntry(
  filter: AuditLogFilter | null | undefined,
  page: { pageSize: number; loadMore: boolean; rowsReturned: number },
): AuditEntry {
  const given = Object.entries({
    action: filter?.action,
    entityType: filter?.entityType,
    from: filter?.from,
    to: filter?.to,
    actor: filter?.actor,
  }).filter(([, value]) => value !== null && value !== undefined);
  return {
    entityType: 'audit_log',
    entityId: 'audit_logs',
    action: auditLogViewedAction,
    newValues: { filter: Object.fromEntries(given), ...page },
  };
}
