import { isClinicRole } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { ForbiddenError } from '../../platform/errors';

/**
 * Coverages and claims are the clinic's to write; the case's attorney and the operator read them
 * (caseOwnedScopeSql: the record's clinic_id, the case's attorney_id), decision 176.
 */
export const canWriteClaims = (scope: Scope): boolean => isClinicRole(scope.role) && scope.clinicId !== null;

export function assertCanWriteClaims(scope: Scope): void {
  if (!canWriteClaims(scope)) throw new ForbiddenError('Only clinic staff can change coverages and insurance claims');
}
