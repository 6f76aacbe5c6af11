import type { SqlParams } from '../../db/sql-params';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { ForbiddenError } from '../../platform/errors';
import { caseOwnedScopeSql } from '../cases/case-access.policy';

/**
 * Who reads appointments: the clinic's users (the row's clinic_id), the attorney of the appointment's
 * case (an appointment without a case is the clinic's alone), the operator everything. `caseAlias`
 * is a LEFT JOIN of the case, so a missing case never matches an attorney.
 */
export const appointmentScopeSql = (scope: Scope, params: SqlParams, rowAlias: string, caseAlias: string): string =>
  caseOwnedScopeSql(scope, params, rowAlias, caseAlias);

/** Who books and changes appointments: the clinic's own users (staff and admins), for their clinic (returned). */
export function assertSchedulingWriter(scope: Scope): number {
  if ((scope.role === Role.clinic_staff || scope.role === Role.clinic_admin) && scope.clinicId !== null)
    return scope.clinicId;
  throw new ForbiddenError('Only the clinic can book or change appointments');
}

/** Who sets up the calendar (types, rooms, providers): the clinic's admins, for their clinic (returned). */
export function assertSchedulingAdmin(scope: Scope): number {
  if (scope.role === Role.clinic_admin && scope.clinicId !== null) return scope.clinicId;
  throw new ForbiddenError("Only the clinic's admins can change the scheduling set-up");
}

/** Whose set-up a scope reads: a clinic user their own clinic, the operator any clinic it names. */
export function setupClinicFor(scope: Scope, requested: number | null | undefined): number {
  if (scope.role === Role.super_admin && requested) return requested;
  if ((scope.role === Role.clinic_staff || scope.role === Role.clinic_admin) && scope.clinicId !== null)
    return scope.clinicId;
  throw new ForbiddenError('Only the clinic reads its scheduling set-up');
}
