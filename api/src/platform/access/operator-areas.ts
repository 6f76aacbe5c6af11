import { registerEnumType } from 'type-graphql';
import { ForbiddenError } from '../errors';
import { superAdminOnlyMessage } from './operator.policy';
import { Role } from './role';
import type { Scope } from './scope';

/**
 * The operator console's areas. Every console read or write names the area it belongs to, so an
 * operator staff member's permissions (employee roles, issue 28) can allow or refuse it on the server.
 * The super admin may use every area.
 */
export enum OperatorArea {
  overview = 'overview',
  users = 'users',
  clinics = 'clinics',
  waitlist = 'waitlist',
  intake = 'intake',
  billing = 'billing',
  revenue = 'revenue',
  sales = 'sales',
  funding = 'funding',
  audit = 'audit',
  health = 'health',
  email = 'email',
  settings = 'settings',
  providers = 'providers',
  support = 'support',
  marketing = 'marketing',
  flags = 'flags',
  logs = 'logs',
  staff = 'staff',
}

registerEnumType(OperatorArea, { name: 'OperatorArea', description: "An area (tab) of the operator's console" });

export const allOperatorAreas = Object.values(OperatorArea);
export const isOperatorArea = (value: string): value is OperatorArea => (allOperatorAreas as string[]).includes(value);

/** The roles that open the operator's console: the super admin, and operator staff for their areas. */
export const operatorRoles = [Role.super_admin, Role.operator_staff] as const;

export const operatorAreaRefusedMessage = (area: OperatorArea): string =>
  `Your operator role does not include the ${area} area.`;

/**
 * Whether the caller may use the console's `area` (decision 441): a super admin every area; an operator
 * staff member the areas of their employee role (read with the session on every request); nobody else.
 */
export function mayUseOperatorArea(scope: Scope, area: OperatorArea): boolean {
  if (scope.role === Role.super_admin) return true;
  if (scope.role === Role.operator_staff) return (scope.operatorAreas ?? []).includes(area);
  return false;
}

/** The console areas the caller may use: every one for a super admin, none outside the operator. */
export function operatorAreasOf(scope: Scope): OperatorArea[] {
  return allOperatorAreas.filter((area) => mayUseOperatorArea(scope, area));
}

/** Refuses anyone who may not use the console's `area` (FORBIDDEN, audited as a denial). */
export function assertOperatorArea(scope: Scope, area: OperatorArea): void {
  if (mayUseOperatorArea(scope, area)) return;
  throw new ForbiddenError(
    scope.role === Role.operator_staff ? operatorAreaRefusedMessage(area) : superAdminOnlyMessage,
  );
}

/**
 * The same rule in SQL, for picking people rather than checking a request (the support desk's agents, the
 * operator's marketing team): `userAlias` is a `users` row that may use `area`, with `areaParam` the
 * placeholder holding the area's name.
 */
export const userMayUseOperatorAreaSql = (userAlias: string, areaParam: string): string =>
  `(${userAlias}.role = 'super_admin' OR (${userAlias}.role = 'operator_staff' AND EXISTS (
     SELECT 1 FROM employees e JOIN employee_roles r ON r.id = e.role_id
      WHERE e.user_id = ${userAlias}.id AND e.is_active AND r.permissions ? ${areaParam})))`;
