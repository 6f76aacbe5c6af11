import { ForbiddenError } from '../../platform/errors';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';

/** Patients a scope may read: its clinic's; for an attorney, the patients of the cases they hold. */
export function patientScopeCondition(scope: Scope, alias: string): { sql: string; params: Record<string, unknown> } {
  switch (scope.role) {
    case Role.super_admin:
      return { sql: 'TRUE', params: {} };
    case Role.attorney:
      return scope.attorneyId === null
        ? { sql: 'FALSE', params: {} }
        : {
            sql: `EXISTS (SELECT 1 FROM cases scope_case WHERE scope_case.patient_id = ${alias}.id AND scope_case.attorney_id = :scopeAttorneyId)`,
            params: { scopeAttorneyId: scope.attorneyId },
          };
    case Role.clinic_staff:
    case Role.clinic_admin:
      return scope.clinicId === null
        ? { sql: 'FALSE', params: {} }
        : { sql: `${alias}.clinic_id = :scopeClinicId`, params: { scopeClinicId: scope.clinicId } };
  }
}

/** Who may add or change patients: clinic users for their own clinic; the operator may edit existing ones. */
export function assertCanCreatePatients(scope: Scope): number {
  if ((scope.role === Role.clinic_staff || scope.role === Role.clinic_admin) && scope.clinicId !== null)
    return scope.clinicId;
  throw new ForbiddenError('Only clinic users can add patients');
}

export function assertCanEditPatients(scope: Scope): void {
  if (scope.role === Role.attorney) throw new ForbiddenError('Attorneys cannot change patient records');
}
