import type { DataSource } from 'typeorm';
import { assertOperatorArea, isOperatorArea, OperatorArea } from '../../platform/access/operator-areas';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import type { SessionService } from '../../platform/auth/session.service';
import { InputError, NotFoundError } from '../../platform/errors';
import type {
  EmployeeActiveInput,
  EmployeeRoleAssignInput,
  EmployeeRolePermissionsInput,
  EmployeeRoleView,
  EmployeeView,
} from './operator-staff.types';

/** The areas only a super admin may hand out: managing staff itself (decision 442). */
const superAdminOnlyAreas: readonly OperatorArea[] = [OperatorArea.staff];

/**
 * The console's Staff tab (OperatorArea.staff, decisions 440-442): employees and their roles. A change
 * counts on the employee's next request (their areas are read with the session every time); a
 * deactivation also ends their sessions at once. Every change is audited in its own transaction.
 */
export class OperatorStaffService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
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
    const permissions = [...new Set(input.permissions)].sort();
    if (permissions.some((area) => superAdminOnlyAreas.includes(area)))
      throw InputError.field('permissions', 'Managing staff stays with the Super Admin');
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
    const role = (await this.roles(scope)).find((candidate) => candidate.id === input.roleId);
    if (!role) throw new NotFoundError('Role');
    return role;
  }

  /** An active employee's areas (the sign-in's answer, before its session is this request's). */
  async areasOf(userId: string): Promise<OperatorArea[]> {
    const [row]: { permissions: string[] }[] = await this.dataSource.query(
      `SELECT r.permissions FROM employees e JOIN employee_roles r ON r.id = e.role_id WHERE e.user_id = $1 AND e.is_active`,
      [userId],
    );
    return (row?.permissions ?? []).filter(isOperatorArea);
  }

  private async one(id: number): Promise<EmployeeView> {
    const [row]: EmployeeView[] = await this.dataSource.query(`${employeeSql} WHERE e.id = $1`, [id]);
    if (!row) throw new NotFoundError('Employee');
    return row;
  }
}

const employeeSql = `SELECT e.id, e.user_id AS "userId", e.email, e.first_name AS "firstName", e.last_name AS "lastName",
         e.role_id AS "roleId", r.role_name AS "roleName", e.department, e.is_active AS "isActive",
         e.last_active_at AS "lastActiveAt"
    FROM employees e LEFT JOIN employee_roles r ON r.id = e.role_id`;
