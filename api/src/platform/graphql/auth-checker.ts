import type { AuthChecker } from 'type-graphql';
import type { Role } from '../access/role';
import { ForbiddenError, UnauthenticatedError } from '../errors';
import { secondFactorRequiredMessage } from '../access/operator.policy';
import type { PlatformContext } from './context';

/**
 * The one auth checker behind every @Authorized: signed in, and (when roles are given) one of them.
 * A super admin who has not passed the second factor is refused (FORBIDDEN), not treated as anyone.
 * Field-level rules that depend on the record use @FieldAccess.
 */
export const authChecker: AuthChecker<PlatformContext, Role> = ({ context }, roles) => {
  if (!context.scope && context.secondFactorPending) throw new ForbiddenError(secondFactorRequiredMessage);
  if (!context.scope) throw new UnauthenticatedError();
  if (roles.length > 0 && !roles.includes(context.scope.role)) throw new ForbiddenError();
  return true;
};
