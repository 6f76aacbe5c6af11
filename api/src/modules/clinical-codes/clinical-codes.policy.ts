import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { ForbiddenError } from '../../platform/errors';

const isClinicRole = (scope: Scope) => scope.role === Role.clinic_staff || scope.role === Role.clinic_admin;

/** Who reads a clinic's codes and fee schedule: its staff and admins (returned: their clinic). */
export function clinicOfClinicUser(scope: Scope): number {
  if (isClinicRole(scope) && scope.clinicId !== null) return scope.clinicId;
  throw new ForbiddenError('Only clinic users can use the clinic’s codes and fee schedule');
}

/** Who changes a clinic's own diagnosis codes and its fee schedule: its admins. */
export function clinicOfClinicAdmin(scope: Scope): number {
  if (scope.role === Role.clinic_admin && scope.clinicId !== null) return scope.clinicId;
  throw new ForbiddenError('Only a clinic admin can change the clinic’s codes and fee schedule');
}
