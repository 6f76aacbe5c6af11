import type { EntityManager } from 'typeorm';
import type { Role } from '../../../platform/access/role';
import { InputError, NotFoundError } from '../../../platform/errors';
import { decodeCursor, toPage, type Page } from '../../../platform/graphql/connection';
import { containsPattern } from '../../../db/sql/keyset';
import { clampLimit } from '../../../platform/graphql/pagination';
import { adminUserSelect, toAdminUser, type AdminUserRow } from './admin-user.rows';
import type { AdminClinicOption, AdminUser } from './admin-user.types';
import { seatsTakenSql } from '../../clinics/plan-limits';

/** The reads of the Users tab (callers check the operator first). */

export interface AdminUserFilter {
  search?: string | null;
  role?: Role | null;
  /** One clinic's staff and admins only (the clinic console's reach). */
  clinicId?: number | null;
}

/** The Users tab's sort: by name, then email; the key is computed by PostgreSQL and carried in the cursor. */
const sortKey = `lower(u.last_name || ' ' || u.first_name || ' ' || u.email)`;

/** One keyset page of users by name, then email: the same cost on the first page and the thousandth. */
export async function listAdminUsers(
  manager: EntityManager,
  filter: AdminUserFilter,
  first?: number | null,
  after?: string | null,
): Promise<Page<AdminUser>> {
  const limit = clampLimit(first, 50);
  const { where, params } = filterSql(filter);
  if (after) {
    const [key, id] = decodeCursor(after, ['text', 'text']);
    params.push(key, id);
    where.push(`(${sortKey}, u.id) > ($${params.length - 1}::text, $${params.length}::text)`);
  }
  params.push(limit + 1);
  const rows = (await manager.query(
    `${adminUserSelect(`${sortKey} AS sort_key,`)}
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY ${sortKey}, u.id LIMIT $${params.length}`,
    params,
  )) as (AdminUserRow & { sort_key: string })[];
  const page = toPage(rows, limit, (row) => [row.sort_key, row.id]);
  return { nodes: page.nodes.map((row) => toAdminUser(row)), pageInfo: page.pageInfo };
}

export async function countAdminUsers(manager: EntityManager, filter: AdminUserFilter): Promise<number> {
  const { where, params } = filterSql(filter);
  const [{ count }] = (await manager.query(
    `SELECT count(*)::int AS count FROM users u LEFT JOIN clinics c ON c.id = u.clinic_id
       LEFT JOIN attorneys a ON a.id = u.attorney_id ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
    params,
  )) as { count: number }[];
  return count;
}

export async function loadAdminUser(manager: EntityManager, id: string): Promise<AdminUser> {
  const rows = (await manager.query(`${adminUserSelect()} WHERE u.id = $1`, [id])) as AdminUserRow[];
  if (!rows[0]) throw new NotFoundError('User');
  return toAdminUser(rows[0]);
}

/** The clinics a clinic user can belong to, with their seats, for the Create and Edit dialogs. */
export async function adminClinicOptions(manager: EntityManager): Promise<AdminClinicOption[]> {
  const rows = (await manager.query(
    `SELECT cl.id, cl.name, cl.is_active, coalesce(pl.name, cl.subscription_plan) AS plan_name, pl.max_users,
            ${seatsTakenSql('cl.id')} AS active_users
       FROM clinics cl LEFT JOIN plans pl ON pl.code = cl.subscription_plan
      ORDER BY lower(cl.name), cl.id`,
  )) as {
    id: number;
    name: string;
    is_active: boolean;
    plan_name: string;
    max_users: number | null;
    active_users: number;
  }[];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    isActive: row.is_active,
    planName: row.plan_name,
    maxUsers: row.max_users,
    activeUsers: row.active_users,
  }));
}

const maxSearchLength = 100;

function filterSql(filter: AdminUserFilter): { where: string[]; params: unknown[] } {
  if (filter.search && filter.search.length > maxSearchLength)
    throw InputError.field('search', `Search must be at most ${maxSearchLength} characters`);
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.search) {
    params.push(containsPattern(filter.search));
    where.push(
      `(u.first_name || ' ' || u.last_name || ' ' || u.email || ' ' || coalesce(c.name, '') || ' ' || coalesce(a.firm_name, '')) ILIKE $${params.length}`,
    );
  }
  if (filter.role) {
    params.push(filter.role);
    where.push(`u.role = $${params.length}`);
  }
  if (filter.clinicId !== undefined && filter.clinicId !== null) {
    params.push(filter.clinicId);
    where.push(`u.clinic_id = $${params.length} AND u.role IN ('clinic_staff', 'clinic_admin')`);
  }
  return { where, params };
}
