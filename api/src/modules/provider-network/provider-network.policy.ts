import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { ForbiddenError } from '../../platform/errors';
import type { SqlParams } from '../../db/sql-params';

/** Whose profile a caller edits: their clinic's (its admins) or their own (an attorney). */
export type ProfileOwner = { kind: 'clinic'; clinicId: number } | { kind: 'attorney'; attorneyId: number };

/**
 * The provider network's rules (decision 391), one place:
 * - a clinic's profile is edited and answered for by its admins; an attorney edits and answers for their own;
 * - review links go out from the owner's side (any user of the clinic; the attorney) to its own patients;
 * - matches are the requesting clinic's (its staff and admins); a matched provider reads the matches
 *   to it without the patient's identity;
 * - badges and review moderation are the operator's.
 * Reading public profiles and writing through a review link need no sign-in.
 */
export function assertProfileEditor(scope: Scope): ProfileOwner {
  if (scope.role === Role.clinic_admin && scope.clinicId !== null) return { kind: 'clinic', clinicId: scope.clinicId };
  if (scope.role === Role.attorney && scope.attorneyId !== null)
    return { kind: 'attorney', attorneyId: scope.attorneyId };
  throw new ForbiddenError(
    "Only a clinic's admins (for the clinic) and attorneys (for themselves) edit a public profile",
  );
}

/** The profile a caller's side sends review links for and reads matches to. */
export function assertProfileMember(scope: Scope): ProfileOwner {
  if ((scope.role === Role.clinic_admin || scope.role === Role.clinic_staff) && scope.clinicId !== null)
    return { kind: 'clinic', clinicId: scope.clinicId };
  if (scope.role === Role.attorney && scope.attorneyId !== null)
    return { kind: 'attorney', attorneyId: scope.attorneyId };
  throw new ForbiddenError("Only the provider's own users do this");
}

/** A clinic's user who refers its patients (provider matches). */
export function assertMatchUser(scope: Scope): number {
  if ((scope.role !== Role.clinic_staff && scope.role !== Role.clinic_admin) || scope.clinicId === null)
    throw new ForbiddenError("Only a clinic's staff and admins refer its patients");
  return scope.clinicId;
}

/**
 * The referrals (provider_matches, alias `m`) a caller reads with their patient and case on the
 * case's timeline: the referring clinic's staff and admins (as `list`, side sent) and the operator,
 * who reads every timeline; not the case's attorney nor the matched provider (decision 432).
 */
export function referralScopeSql(scope: Scope, params: SqlParams, alias = 'm'): string {
  if (scope.role === Role.super_admin) return 'TRUE';
  if ((scope.role !== Role.clinic_staff && scope.role !== Role.clinic_admin) || scope.clinicId === null) return 'FALSE';
  return `${alias}.clinic_id = ${params.add(scope.clinicId)}`;
}

/** SQL that picks the caller's own profile: `p` is provider_profiles; the value goes in as $n. */
export function ownerSql(owner: ProfileOwner, alias = 'p'): { sql: string; value: number } {
  return owner.kind === 'clinic'
    ? { sql: `${alias}.clinic_id = $`, value: owner.clinicId }
    : { sql: `${alias}.attorney_id = $`, value: owner.attorneyId };
}
