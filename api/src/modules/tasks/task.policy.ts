import type { SqlParams } from '../../db/sql-params';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { ForbiddenError } from '../../platform/errors';

/**
 * Tasks are the clinic's internal work list (decision 186): a clinic role reads its clinic's, the
 * operator reads all, and an attorney none, not even on their own cases (every id answers as a
 * missing one). Alias `alias` is the tasks row.
 */
export function taskScopeSql(scope: Scope, params: SqlParams, alias: string): string {
  switch (scope.role) {
    case Role.super_admin:
      return 'TRUE';
    case Role.attorney:
    case Role.patient:
    case Role.operator_staff:
      return 'FALSE';
    case Role.clinic_staff:
    case Role.clinic_admin:
      return scope.clinicId === null ? 'FALSE' : `${alias}.clinic_id = ${params.add(scope.clinicId)}`;
  }
}

/** Lists: refused to attorneys, who have no tasks (rather than an always-empty list). */
export function assertCanListTasks(scope: Scope): void {
  if (scope.role === Role.attorney) throw new ForbiddenError("Tasks are the clinic's internal work list");
}

/** Writes: the clinic's own roles only; the operator reads but does not do a clinic's work. Returns the clinic. */
export function assertCanWriteTasks(scope: Scope): number {
  if ((scope.role !== Role.clinic_staff && scope.role !== Role.clinic_admin) || scope.clinicId === null)
    throw new ForbiddenError("Only the clinic's staff and admins create and change its tasks");
  return scope.clinicId;
}
