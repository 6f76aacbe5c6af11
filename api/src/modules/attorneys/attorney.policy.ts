import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { ForbiddenError } from '../../platform/errors';

/** The directory is readable by clinic users and the operator; an attorney sees only their own record. */
export function attorneyScopeCondition(scope: Scope, alias: string): { sql: string; params: Record<string, unknown> } {
  if (scope.role !== Role.attorney) return { sql: 'TRUE', params: {} };
  return scope.attorneyId === null
    ? { sql: 'FALSE', params: {} }
    : { sql: `${alias}.id = :scopeAttorneyId`, params: { scopeAttorneyId: scope.attorneyId } };
}

export function assertCanAddAttorneys(scope: Scope): void {
  if (scope.role === Role.attorney) throw new ForbiddenError('Attorneys cannot add attorneys to the directory');
}
