import type { EntityManager } from 'typeorm';
import type { Scope } from '../../platform/access/scope';
import { BulkOperationKind } from './bulk-operation.types';

/** How many of the matching records a preview names. */
export const sampleSize = 5;

export interface Candidate {
  id: string;
  clinicId: number | null;
  /** How the preview names it. */
  label: string;
}

/**
 * Each bulk operation's rule, as one SQL statement used by both the preview and the run, so the two
 * can never disagree about what matches. `lock` takes the matching rows FOR UPDATE (the run).
 */
interface Rule {
  description: string;
  /** The records the rule matches now, oldest first. */
  select(manager: EntityManager, scope: Scope, options: { lock: boolean; limit?: number }): Promise<Candidate[]>;
  count(manager: EntityManager, scope: Scope): Promise<number>;
}

/**
 * Active users other than super admins and the operator asking, whose last sign-in is more than 90
 * days ago, or who never signed in and were created more than 90 days ago.
 */
const inactiveUsersSql = `FROM users u
  WHERE u.is_active AND u.role <> 'super_admin' AND u.id <> $1
    AND coalesce(u.last_login_at, u.created_at) < now() - interval '90 days'`;

/**
 * Closed cases not archived yet, whose closing is more than a year ago. A case's closing is the
 * latest audited change that set its status to closed (the audit log records every status change
 * with its time); a case with no such row (loaded from elsewhere) falls back to its last update.
 */
const closedCasesSql = `FROM cases c
  JOIN clinics cl ON cl.id = c.clinic_id
  CROSS JOIN LATERAL (
    SELECT coalesce(
      (SELECT max(a.changed_at) FROM audit_logs a
        WHERE a.entity_type = 'case' AND a.entity_id = c.id::text AND a.new_values->>'status' = 'closed'),
      c.updated_at) AS closed_at
  ) closing
  WHERE c.status = 'closed' AND c.archived_at IS NULL AND closing.closed_at < now() - interval '1 year'`;

const limitClause = (limit: number | undefined) => (limit === undefined ? '' : ` LIMIT ${Math.trunc(limit)}`);

export const bulkRules: Record<BulkOperationKind, Rule> = {
  [BulkOperationKind.deactivate_inactive_users]: {
    description:
      'Active users (not super admins) who have not signed in for 90 days, or never signed in and were created more than 90 days ago',
    async select(manager, scope, { lock, limit }) {
      const rows: { id: string; clinic_id: number | null; name: string; email: string }[] = await manager.query(
        `SELECT u.id, u.clinic_id, trim(u.first_name || ' ' || u.last_name) AS name, u.email ${inactiveUsersSql}
          ORDER BY coalesce(u.last_login_at, u.created_at), u.id${limitClause(limit)}${lock ? ' FOR UPDATE' : ''}`,
        [scope.userId],
      );
      return rows.map((row) => ({
        id: row.id,
        clinicId: row.clinic_id,
        label: row.name ? `${row.name} <${row.email}>` : row.email,
      }));
    },
    async count(manager, scope) {
      const [row]: { count: number }[] = await manager.query(`SELECT count(*)::int AS count ${inactiveUsersSql}`, [
        scope.userId,
      ]);
      return row.count;
    },
  },
  [BulkOperationKind.archive_closed_cases]: {
    description: 'Closed cases whose closing was more than a year ago',
    async select(manager, _scope, { lock, limit }) {
      const rows: { id: number; clinic_id: number; case_number: string; clinic: string; closed_on: string }[] =
        await manager.query(
          `SELECT c.id, c.clinic_id, c.case_number, cl.name AS clinic,
                  to_char(closing.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS closed_on
             ${closedCasesSql}
            ORDER BY closing.closed_at, c.id${limitClause(limit)}${lock ? ' FOR UPDATE OF c' : ''}`,
        );
      return rows.map((row) => ({
        id: String(row.id),
        clinicId: row.clinic_id,
        label: `${row.case_number} · ${row.clinic} · closed ${row.closed_on}`,
      }));
    },
    async count(manager) {
      const [row]: { count: number }[] = await manager.query(`SELECT count(*)::int AS count ${closedCasesSql}`);
      return row.count;
    },
  },
};
