import type { SqlParams } from '../../db/sql-params';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { ForbiddenError } from '../../platform/errors';

/** The directory is readable by clinic users and the operator; an attorney sees only their own record. */
export function attorneyScopeSql(scope: Scope, params: SqlParams, alias: string): string {
  if (scope.role !== Role.attorney) return 'TRUE';
  return scope.attorneyId === null ? 'FALSE' : `${alias}.id = ${params.add(scope.attorneyId)}`;
}

export function assertCanAddAttorneys(scope: Scope): void {
  if (scope.role === Role.attorney) throw new ForbiddenError('Attorneys cannot add attorneys to the directory');
}
