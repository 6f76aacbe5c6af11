import type { SqlParams } from '../../db/sql-params';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { ConflictError, ForbiddenError } from '../../platform/errors';
import { caseOwnedScopeSql } from '../cases/case-access.policy';

/**
 * Who reads a treatment note: the case-access rule, narrowed for attorneys to signed notes (every
 * signed version) of the cases they hold; a draft is the clinic's alone. `noteAlias` is the note,
 * `caseAlias` its case (LEFT JOINed: a note without a case is never an attorney's).
 */
export function noteScopeSql(scope: Scope, params: SqlParams, noteAlias: string, caseAlias: string): string {
  const caseRule = caseOwnedScopeSql(scope, params, noteAlias, caseAlias);
  return scope.role === Role.attorney ? `(${caseRule} AND ${noteAlias}.is_locked)` : caseRule;
}

/** Who writes notes and plans: the clinic's staff and admins (returned: their clinic). */
export function clinicOfClinicalWriter(scope: Scope): number {
  if ((scope.role === Role.clinic_staff || scope.role === Role.clinic_admin) && scope.clinicId !== null)
    return scope.clinicId;
  throw new ForbiddenError('Only the clinic’s staff can write treatment notes and plans');
}

export const signedNoteMessage = 'This note is signed and can no longer be changed; write an addendum.';

/** The service's refusal of any change to a signed note (the database trigger refuses it too). */
export function refuseSignedNote(note: { isLocked: boolean }): void {
  if (note.isLocked) throw new ConflictError(signedNoteMessage).because('note_signed');
}
