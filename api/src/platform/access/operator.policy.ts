import { ForbiddenError } from '../errors';
import { Role } from './role';
import type { Scope } from './scope';

export const superAdminOnlyMessage = 'Only a Super Admin may do this.';
/** A super admin whose session still waits for the second factor. */
export const secondFactorRequiredMessage = 'Enter the code from your authenticator app to continue.';

/** The operator's console: super admins only (their sessions exist only after the second factor). */
export function assertOperator(scope: Scope): void {
  if (scope.role !== Role.super_admin) throw new ForbiddenError(superAdminOnlyMessage);
}
