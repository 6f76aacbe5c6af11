import { assertOperatorArea, OperatorArea } from '../../../platform/access/operator-areas';
import { Role } from '../../../platform/access/role';
import type { Scope } from '../../../platform/access/scope';
import { ForbiddenError } from '../../../platform/errors';

/**
 * Whose accounts a caller administers: every account (the operator's console) or the clinic roles of
 * one clinic (that clinic's admin, in the clinic console). The same user administration serves both;
 * an account outside the reach is answered exactly like a missing one.
 */
export type AccountReach = { kind: 'platform' } | { kind: 'clinic'; clinicId: number };

export const clinicAdminOnlyMessage = "Only your clinic's administrators may do this.";

/** The operator's console: super admins only. */
export function operatorReach(scope: Scope): AccountReach {
  assertOperatorArea(scope, OperatorArea.users);
  return { kind: 'platform' };
}

/** The clinic console: a clinic admin, for the staff and admins of their own clinic only. */
export function clinicReach(scope: Scope): { kind: 'clinic'; clinicId: number } {
  if (scope.role !== Role.clinic_admin || scope.clinicId === null) throw new ForbiddenError(clinicAdminOnlyMessage);
  return { kind: 'clinic', clinicId: scope.clinicId };
}
