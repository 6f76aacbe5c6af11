import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { ForbiddenError } from '../../platform/errors';

/**
 * Reminders are the clinic's own contact with its patients (decision 283): its staff and admins read
 * and write their clinic's; attorneys and the operator neither read nor write them.
 */
export function assertReminderUser(scope: Scope): number {
  if ((scope.role !== Role.clinic_staff && scope.role !== Role.clinic_admin) || scope.clinicId === null)
    throw new ForbiddenError("Patient reminders are the clinic's own: only its staff and admins use them");
  return scope.clinicId;
}

/** The clinic's reminder rules: changed by its admins only. */
export function assertReminderRulesEditor(scope: Scope): number {
  if (scope.role !== Role.clinic_admin || scope.clinicId === null)
    throw new ForbiddenError("Only the clinic's admins change its reminder rules");
  return scope.clinicId;
}
