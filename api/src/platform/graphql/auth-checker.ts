import type { AuthChecker } from 'type-graphql';
import { Role } from '../access/role';
import { operatorStaffMayCall, patientMayCall } from '../access/patient-allow-list';
import { ForbiddenError, UnauthenticatedError } from '../errors';
import { secondFactorRequiredMessage } from '../access/operator.policy';
import type { PlatformContext } from './context';

/**
 * The one auth checker behind every @Authorized: signed in, and (when roles are given) one of them.
 * A super admin who has not passed the second factor is refused (FORBIDDEN), not treated as anyone.
 * Field-level rules that depend on the record use @FieldAccess.
 */
export const authChecker: AuthChecker<PlatformContext, Role> = ({ context, info }, roles) => {
  if (!context.scope && context.secondFactorPending) throw new ForbiddenError(secondFactorRequiredMessage);
  if (!context.scope) throw new UnauthenticatedError();
  // A patient calls only the root fields of the allow-list (decision 410), whatever their roles say.
  if (context.scope.role === Role.patient && !patientMayCall(info.parentType.name, info.fieldName))
    throw new ForbiddenError();
  // Operator staff call the console's operations (roles naming them) and their own session only (decision 441).
  if (context.scope.role === Role.operator_staff && !operatorStaffMayCall(info.parentType.name, info.fieldName, roles))
    throw new ForbiddenError();
  if (roles.length > 0 && !roles.includes(context.scope.role)) throw new ForbiddenError();
  return true;
};
