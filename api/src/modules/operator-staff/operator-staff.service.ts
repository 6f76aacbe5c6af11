import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { assertOperatorArea, isOperatorArea, OperatorArea } from '../../platform/access/operator-areas';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { changedValues, writeAudit } from '../../platform/audit/audit.service';
import type { SessionService } from '../../platform/auth/session.service';
import { ConflictError, InputError, NotFoundError } from '../../platform/errors';
import { assertEmailFree, serializeAccountChanges } from '../users/admin/user-admin.rules';
import type { InvitationService } from '../users/invitations/invitation.service';
import type {
  EmployeeActiveInput,
  EmployeeCreateInput,
  EmployeeInvitationResult,
  EmployeeRoleAssignInput,
  EmployeeRoleCreateInput,
  EmployeeRolePermissionsInput,
  EmployeeRoleUpdateInput,
  EmployeeRoleView,
  EmployeeUpdateInput,
  EmployeeView,
} from './operator-staff.types';

/** The areas only a super admin may hand out: managing staff itself (decision 442). */
const superAdminOnlyAreas: readonly OperatorArea[] = [OperatorArea.staff];

/**
 * The console's Staff tab (OperatorArea.staff, decisions 440-442, 480-481): employees and their roles. A change
 * counts on the employee's next request (their areas are read with the session every time); a
 * deactivation also ends their sessions at once. Every change is audited in its own transaction.
 */
export class OperatorStaffService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
    private readonly invitations: InvitationService,
  ) {}

  async roles(scope: Scope): Promise<EmployeeRoleView[]> {
    assertOperatorArea(scope, OperatorArea.staff);
    const rows: (Omit<EmployeeRoleView, 'permissions'> & { permissions: string[] })[] = await this.dataSource.query(
      `SELECT r.id, r.role_name AS "roleName", r.role_description AS "roleDescription", r.permissions,
              r.is_system_role AS "isSystemRole",
              (SELECT count(*)::int FROM employees e WHERE e.role_id = r.id AND e.is_active) AS "activeEmployees"
         FROM employee_roles r ORDER BY r.role_name`,
    );
    return rows.map((row) => ({ ...row, permissions: row.permissions.filter(isOperatorArea) }));
  }

  async employees(scope: Scope): Promise<EmployeeView[]> {
    assertOperatorArea(scope, OperatorArea.staff);
    return this.dataSource.query(`${employeeSql} ORDER BY e.is_active DESC, e.last_name, e.first_name, e.id`);
  }

  /**
   * Add staff member (decision 480): an `operator_staff` account without a password, its employee
   * record with the role, and an invitation to set the password (the authenticator is enrolled at the
   * first sign-in at /superadmin). Audited with the invitation in one transaction; the email goes
   * out after the commit.
   */
  async create(scope: Scope, input: EmployeeCreateInput): Promise<EmployeeInvitationResult> {
    assertOperatorArea(scope, OperatorArea.staff);
    const email = input.email.trim().toLowerCase();
    const userId = randomUUID();
    const { employeeId, issued } = await this.dataSource.transaction(async (manager) => {
      await serializeAccountChanges(manager);
      await assertEmailFree(manager, email, null);
      const role = await this.roleNamed(manager, input.roleId);
      await manager
        .query(
          `INSERT INTO users (id, email, password_hash, first_name, last_name, role, is_active, auth_provider)
           VALUES ($1, $2, NULL, $3, $4, $5, true, 'local')`,
          [userId, email, input.firstName.trim(), input.lastName.trim(), Role.operator_staff],
        )
        .catch(uniqueEmailConflict);
      const [row]: { id: number }[] = await manager.query(
        `INSERT INTO employees (user_id, email, first_name, last_name, role_id, department, phone_extension)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          userId,
          email,
          input.firstName.trim(),
          input.lastName.trim(),
          input.roleId,
          blankToNull(input.department),
          blankToNull(input.phoneExtension),
        ],
      );
      await writeAudit(manager, scope, {
        entityType: 'employee',
        entityId: row.id,
        action: 'employee_create',
        newValues: {
          userId,
          email,
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          roleId: input.roleId,
          roleName: role,
          department: blankToNull(input.department),
          phoneExtension: blankToNull(input.phoneExtension),
        },
      });
      const invitation = await this.invitations.issue(
        manager,
        { id: userId, email, firstName: input.firstName.trim(), role: Role.operator_staff, organisation: null },
        scope,
      );
      return { employeeId: row.id, issued: invitation };
    });
    const invitation = await this.invitations.deliver(issued);
    return { employee: await this.one(employeeId), invitation };
  }

  /** Edits a staff member's name (on their account too), department and extension; audited with what changed. */
  async update(scope: Scope, input: EmployeeUpdateInput): Promise<EmployeeView> {
    assertOperatorArea(scope, OperatorArea.staff);
    await this.dataSource.transaction(async (manager) => {
      const [before]: Record<string, unknown>[] = await manager.query(
        `SELECT user_id AS "userId", first_name AS "firstName", last_name AS "lastName", department,
                phone_extension AS "phoneExtension"
           FROM employees WHERE id = $1 FOR UPDATE`,
        [input.employeeId],
      );
      if (!before) throw new NotFoundError('Employee');
      const after = {
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        department: blankToNull(input.department),
        phoneExtension: blankToNull(input.phoneExtension),
      };
      const { oldValues, newValues } = changedValues(
        {
          firstName: before.firstName,
          lastName: before.lastName,
          department: before.department,
          phoneExtension: before.phoneExtension,
        },
        after,
      );
      if (Object.keys(newValues).length === 0) return;
      await manager.query(
        `UPDATE employees SET first_name = $2, last_name = $3, department = $4, phone_extension = $5, updated_at = now()
          WHERE id = $1`,
        [input.employeeId, after.firstName, after.lastName, after.department, after.phoneExtension],
      );
      await manager.query(`UPDATE users SET first_name = $2, last_name = $3, updated_at = now() WHERE id = $1`, [
        before.userId,
        after.firstName,
        after.lastName,
      ]);
      await writeAudit(manager, scope, {
        entityType: 'employee',
        entityId: input.employeeId,
        action: 'employee_update',
        oldValues,
        newValues,
      });
    });
    return this.one(input.employeeId);
  }

  /** A new role with its areas (never the staff area); the name is unique. Audited. */
  async createRole(scope: Scope, input: EmployeeRoleCreateInput): Promise<EmployeeRoleView> {
    assertOperatorArea(scope, OperatorArea.staff);
    const permissions = grantableAreas(input.permissions);
    const roleName = input.roleName.trim();
    const roleId = await this.dataSource.transaction(async (manager) => {
      await assertRoleNameFree(manager, roleName, null);
      const [row]: { id: number }[] = await manager
        .query(
          `INSERT INTO employee_roles (role_name, role_description, permissions) VALUES ($1, $2, $3) RETURNING id`,
          [roleName, blankToNull(input.roleDescription), JSON.stringify(permissions)],
        )
        .catch(uniqueRoleNameConflict);
      await writeAudit(manager, scope, {
        entityType: 'employee_role',
        entityId: row.id,
        action: 'employee_role_create',
        newValues: { roleName, roleDescription: blankToNull(input.roleDescription), permissions },
      });
      return row.id;
    });
    return this.oneRole(scope, roleId);
  }

  /**
   * Edits a role (decision 481): a system role keeps its name; its description and areas may change.
   * Its employees have the new areas on their next request. Audited with what changed.
   */
  async updateRole(scope: Scope, input: EmployeeRoleUpdateInput): Promise<EmployeeRoleView> {
    assertOperatorArea(scope, OperatorArea.staff);
    const permissions = grantableAreas(input.permissions);
    const roleName = input.roleName.trim();
    await this.dataSource.transaction(async (manager) => {
      const [before]: { roleName: string; roleDescription: string | null; permissions: string[]; system: boolean }[] =
        await manager.query(
          `SELECT role_name AS "roleName", role_description AS "roleDescription", permissions, is_system_role AS system
             FROM employee_roles WHERE id = $1 FOR UPDATE`,
          [input.roleId],
        );
      if (!before) throw new NotFoundError('Role');
      if (before.system && roleName !== before.roleName)
        throw InputError.field('roleName', 'A system role keeps its name');
      await assertRoleNameFree(manager, roleName, input.roleId);
      const after = { roleName, roleDescription: blankToNull(input.roleDescription), permissions };
      const { oldValues, newValues } = changedValues(
        {
          roleName: before.roleName,
          roleDescription: before.roleDescription,
          permissions: [...before.permissions].sort(),
        },
        after,
      );
      if (Object.keys(newValues).length === 0) return;
      await manager
        .query(
          `UPDATE employee_roles SET role_name = $2, role_description = $3, permissions = $4, updated_at = now() WHERE id = $1`,
          [input.roleId, after.roleName, after.roleDescription, JSON.stringify(permissions)],
        )
        .catch(uniqueRoleNameConflict);
      await writeAudit(manager, scope, {
        entityType: 'employee_role',
        entityId: input.roleId,
        action: 'employee_role_update',
        oldValues,
        newValues,
      });
    });
    return this.oneRole(scope, input.roleId);
  }

  /** Deletes a role no employee holds (active or not); the seeded system roles stay. Audited. */
  async deleteRole(scope: Scope, roleId: number): Promise<number> {
    assertOperatorArea(scope, OperatorArea.staff);
    await this.dataSource.transaction(async (manager) => {
      const [before]: { roleName: string; roleDescription: string | null; permissions: string[]; system: boolean }[] =
        await manager.query(
          `SELECT role_name AS "roleName", role_description AS "roleDescription", permissions, is_system_role AS system
             FROM employee_roles WHERE id = $1 FOR UPDATE`,
          [roleId],
        );
      if (!before) throw new NotFoundError('Role');
      if (before.system) throw new ConflictError('A system role cannot be deleted', 'roleId');
      const [{ holders }]: { holders: number }[] = await manager.query(
        `SELECT count(*)::int AS holders FROM employees WHERE role_id = $1`,
        [roleId],
      );
      if (holders > 0)
        throw new ConflictError(
          `Give its ${holders === 1 ? 'employee' : `${holders} employees`} another role before deleting it`,
          'roleId',
        );
      await manager.query(`DELETE FROM employee_roles WHERE id = $1`, [roleId]);
      await writeAudit(manager, scope, {
        entityType: 'employee_role',
        entityId: roleId,
        action: 'employee_role_delete',
        oldValues: {
          roleName: before.roleName,
          roleDescription: before.roleDescription,
          permissions: before.permissions,
        },
      });
    });
    return roleId;
  }

  /** Gives an employee another role; audited with the role before. */
  async assignRole(scope: Scope, input: EmployeeRoleAssignInput): Promise<EmployeeView> {
    assertOperatorArea(scope, OperatorArea.staff);
    await this.dataSource.transaction(async (manager) => {
      const [before]: { role_id: number | null; user_id: string }[] = await manager.query(
        `SELECT role_id, user_id FROM employees WHERE id = $1 FOR UPDATE`,
        [input.employeeId],
      );
      if (!before) throw new NotFoundError('Employee');
      const [role]: { role_name: string }[] = await manager.query(
        `SELECT role_name FROM employee_roles WHERE id = $1`,
        [input.roleId],
      );
      if (!role) throw InputError.field('roleId', 'Role not found');
      await manager.query(`UPDATE employees SET role_id = $2, updated_at = now() WHERE id = $1`, [
        input.employeeId,
        input.roleId,
      ]);
      await writeAudit(manager, scope, {
        entityType: 'employee',
        entityId: input.employeeId,
        action: 'employee_role_assign',
        oldValues: { roleId: before.role_id },
        newValues: { roleId: input.roleId, roleName: role.role_name },
      });
    });
    return this.one(input.employeeId);
  }

  /** Deactivates (ending every session at once) or reactivates an employee; audited. */
  async setActive(scope: Scope, input: EmployeeActiveInput): Promise<EmployeeView> {
    assertOperatorArea(scope, OperatorArea.staff);
    await this.dataSource.transaction(async (manager) => {
      const [before]: { is_active: boolean; user_id: string }[] = await manager.query(
        `SELECT is_active, user_id FROM employees WHERE id = $1 FOR UPDATE`,
        [input.employeeId],
      );
      if (!before) throw new NotFoundError('Employee');
      if (before.user_id === scope.userId && !input.isActive)
        throw InputError.field('isActive', 'You cannot deactivate yourself');
      await manager.query(`UPDATE employees SET is_active = $2, updated_at = now() WHERE id = $1`, [
        input.employeeId,
        input.isActive,
      ]);
      if (!input.isActive) await this.sessions.destroyAllFor(before.user_id, manager);
      await writeAudit(manager, scope, {
        entityType: 'employee',
        entityId: input.employeeId,
        action: input.isActive ? 'employee_reactivate' : 'employee_deactivate',
        oldValues: { isActive: before.is_active },
        newValues: { isActive: input.isActive },
      });
    });
    return this.one(input.employeeId);
  }

  /** Sets the areas of a role; its employees have them on their next request; audited. */
  async setPermissions(scope: Scope, input: EmployeeRolePermissionsInput): Promise<EmployeeRoleView> {
    assertOperatorArea(scope, OperatorArea.staff);
    const permissions = grantableAreas(input.permissions);
    await this.dataSource.transaction(async (manager) => {
      const [before]: { permissions: string[] }[] = await manager.query(
        `SELECT permissions FROM employee_roles WHERE id = $1 FOR UPDATE`,
        [input.roleId],
      );
      if (!before) throw new NotFoundError('Role');
      await manager.query(`UPDATE employee_roles SET permissions = $2, updated_at = now() WHERE id = $1`, [
        input.roleId,
        JSON.stringify(permissions),
      ]);
      await writeAudit(manager, scope, {
        entityType: 'employee_role',
        entityId: input.roleId,
        action: 'employee_role_permissions',
        oldValues: { permissions: before.permissions },
        newValues: { permissions },
      });
    });
    return this.oneRole(scope, input.roleId);
  }

  /** An active employee's areas (the sign-in's answer, before its session is this request's). */
  async areasOf(userId: string): Promise<OperatorArea[]> {
    const [row]: { permissions: string[] }[] = await this.dataSource.query(
      `SELECT r.permissions FROM employees e JOIN employee_roles r ON r.id = e.role_id WHERE e.user_id = $1 AND e.is_active`,
      [userId],
    );
    return (row?.permissions ?? []).filter(isOperatorArea);
  }

  private async oneRole(scope: Scope, id: number): Promise<EmployeeRoleView> {
    const role = (await this.roles(scope)).find((candidate) => candidate.id === id);
    if (!role) throw new NotFoundError('Role');
    return role;
  }

  private async roleNamed(manager: EntityManager, roleId: number): Promise<string> {
    const [role]: { role_name: string }[] = await manager.query(`SELECT role_name FROM employee_roles WHERE id = $1`, [
      roleId,
    ]);
    if (!role) throw InputError.field('roleId', 'Role not found');
    return role.role_name;
  }

  private async one(id: number): Promise<EmployeeView> {
    const [row]: EmployeeView[] = await this.dataSource.query(`${employeeSql} WHERE e.id = $1`, [id]);
    if (!row) throw new NotFoundError('Employee');
    return row;
  }
}

const employeeSql = `SELECT e.id, e.user_id AS "userId", e.email, e.first_name AS "firstName", e.last_name AS "lastName",
         e.role_id AS "roleId", r.role_name AS "roleName", e.department, e.phone_extension AS "phoneExtension",
         e.is_active AS "isActive", (u.password_hash IS NOT NULL) AS "hasPassword", e.last_active_at AS "lastActiveAt"
    FROM employees e LEFT JOIN employee_roles r ON r.id = e.role_id JOIN users u ON u.id = e.user_id`;

/** The areas a role may hold, each once and sorted: never the staff area (decision 442). */
function grantableAreas(areas: readonly OperatorArea[]): OperatorArea[] {
  const permissions = [...new Set(areas)].sort();
  if (permissions.some((area) => superAdminOnlyAreas.includes(area)))
    throw InputError.field('permissions', 'Managing staff stays with the Super Admin');
  return permissions;
}

const blankToNull = (value: string | null | undefined): string | null => value?.trim() || null;

const roleNameTakenMessage = 'A role with this name already exists';

async function assertRoleNameFree(manager: EntityManager, roleName: string, roleId: number | null): Promise<void> {
  const rows: unknown[] = await manager.query(
    `SELECT 1 FROM employee_roles WHERE lower(role_name) = lower($1) AND id IS DISTINCT FROM $2`,
    [roleName, roleId],
  );
  if (rows.length > 0) throw new ConflictError(roleNameTakenMessage, 'roleName');
}

/** Two saves racing for one name: the unique constraint decides, and the loser gets the same conflict. */
function uniqueRoleNameConflict(error: { code?: string }): never {
  if (error.code === '23505') throw new ConflictError(roleNameTakenMessage, 'roleName');
  throw error;
}

function uniqueEmailConflict(error: { code?: string }): never {
  if (error.code === '23505') throw new ConflictError('A user with this email already exists', 'email');
  throw error;
}
