import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { ForbiddenError } from '../../platform/errors';

/**
 * Workflow rules are the clinic's own operations (decision 292): its staff read them and its admins
 * change and run them; attorneys and the operator are refused (their ids answer as missing).
 * Returns the caller's clinic.
 */
export function clinicOfAutomationReader(scope: Scope): number {
  if ((scope.role !== Role.clinic_staff && scope.role !== Role.clinic_admin) || scope.clinicId === null)
    throw new ForbiddenError("Workflow rules are the clinic's own; only its staff and admins see them");
  return scope.clinicId;
}

export function clinicOfAutomationManager(scope: Scope): number {
  if (scope.role !== Role.clinic_admin || scope.clinicId === null)
    throw new ForbiddenError("Only the clinic's admins create, change and run workflow rules");
  return scope.clinicId;
}
