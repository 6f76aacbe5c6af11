import { Authorized, UseMiddleware } from 'type-graphql';
import { assertOperatorArea, operatorRoles, type OperatorArea } from '../access/operator-areas';
import type { Scope } from '../access/scope';

/**
 * A console operation of `area` (decision 441): the super admin, or an operator staff member whose
 * employee role names the area. Signed out: UNAUTHENTICATED; anyone else: FORBIDDEN. Services check
 * the same area again (REST and jobs call them too).
 */
export function OperatorAreaOnly(area: OperatorArea): MethodDecorator {
  const authorized = Authorized(...operatorRoles) as MethodDecorator;
  const guard = UseMiddleware(({ context }: { context: { scope: Scope | null } }, next) => {
    assertOperatorArea(context.scope!, area);
    return next();
  });
  return (target, key, descriptor) => {
    authorized(target, key, descriptor);
    guard(target, key, descriptor);
  };
}
