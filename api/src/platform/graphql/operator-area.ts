import { Authorized, UseMiddleware } from 'type-graphql';
import { assertOperatorArea, operatorRoles, type OperatorArea } from '../access/operator-areas';
import { Role } from '../access/role';
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

/**
 * A root field that tenants and the console share (the support desk's tickets, marketing): every
 * signed-in role reaches it, operator staff included (a bare `@Authorized()` refuses them, decision
 * 441), and its service decides by the caller's area or tenancy (decision 482).
 */
export function SharedWithOperatorStaff(): MethodDecorator {
  return Authorized(...Object.values(Role)) as MethodDecorator;
}
