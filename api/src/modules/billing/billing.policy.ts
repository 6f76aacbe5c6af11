import { isClinicRole } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { ForbiddenError } from '../../platform/errors';

/** Bills are the clinic's to raise and move; attorneys and the operator read them. */
export const canWriteBilling = (scope: Scope): boolean => isClinicRole(scope.role) && scope.clinicId !== null;

export function assertCanWriteBilling(scope: Scope): void {
  if (!canWriteBilling(scope)) throw new ForbiddenError('Only clinic staff can create or change billing entries');
}
