import { ForbiddenError } from '../../platform/errors';
import { fieldRule } from '../../platform/access/field-access';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';

/** Internal notes of a case are the clinic's own: never shown to attorneys. */
export const caseInternalNotesVisible = fieldRule<unknown>(
  'caseInternalNotesVisible',
  (scope) => scope !== null && scope.role !== Role.attorney,
);

/**
 * The SQL condition that limits cases to the caller's scope. Every query that reads cases
 * (or anything hanging off a case) goes through it, so out of scope reads as not found.
 */
export function caseScopeCondition(scope: Scope, alias: string): { sql: string; params: Record<string, unknown> } {
  switch (scope.role) {
    case Role.super_admin:
      return { sql: 'TRUE', params: {} };
    case Role.attorney:
      return scope.attorneyId === null
        ? { sql: 'FALSE', params: {} }
        : { sql: `${alias}.attorney_id = :scopeAttorneyId`, params: { scopeAttorneyId: scope.attorneyId } };
    case Role.clinic_staff:
    case Role.clinic_admin:
      return scope.clinicId === null
        ? { sql: 'FALSE', params: {} }
        : { sql: `${alias}.clinic_id = :scopeClinicId`, params: { scopeClinicId: scope.clinicId } };
  }
}

/** Who may open, edit and transfer cases: clinic users (their clinic) and the operator. Never attorneys. */
export function assertCanWriteCases(scope: Scope): void {
  if (scope.role === Role.attorney) throw new ForbiddenError('Attorneys cannot change cases; ask the clinic');
}

/** Fields of a case the scope may not read, also removed from its history. */
export function hiddenCaseFields(scope: Scope): string[] {
  return caseInternalNotesVisible.allows(scope, undefined as never) ? [] : ['notes'];
}
