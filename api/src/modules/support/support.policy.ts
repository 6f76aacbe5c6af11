import { OperatorArea, assertOperatorArea } from '../../platform/access/operator-areas';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import type { SqlParams } from '../../db/sql-params';
import { ForbiddenError } from '../../platform/errors';

/** Whether the scope works the desk (the operator console's Support area). */
export function isSupportAgent(scope: Scope): boolean {
  try {
    assertOperatorArea(scope, OperatorArea.support);
    return true;
  } catch {
    return false;
  }
}

export function assertSupportAgent(scope: Scope): void {
  assertOperatorArea(scope, OperatorArea.support);
}

/** Who may open a ticket for themselves (decision 450): clinic users and attorneys; patients later. */
export const requesterRoles: readonly Role[] = [Role.clinic_staff, Role.clinic_admin, Role.attorney];

export const mayRequest = (scope: Scope): boolean => requesterRoles.includes(scope.role);

export const requesterOnlyMessage = 'Support tickets are opened by clinic users and attorneys';

export function assertRequester(scope: Scope): void {
  if (!mayRequest(scope)) throw new ForbiddenError(requesterOnlyMessage);
}

/**
 * The tickets a scope may read, in SQL (decision 453): the desk every ticket; a clinic admin their own
 * and their clinic's; anyone else their own. Everyone else none.
 */
export function ticketScopeSql(scope: Scope, params: SqlParams, alias: string): string {
  if (isSupportAgent(scope)) return 'true';
  if (!mayRequest(scope)) return 'false';
  const own = `${alias}.requester_id = ${params.add(scope.userId)}`;
  if (scope.role === Role.clinic_admin && scope.clinicId !== null)
    return `(${own} OR ${alias}.clinic_id = ${params.add(scope.clinicId)})`;
  return own;
}

/** The same rule in memory, for live events (kept equal to ticketScopeSql by a test). */
export function ticketVisibleTo(
  scope: Scope,
  ticket: { requesterId: string | null; clinicId: number | null },
): boolean {
  if (isSupportAgent(scope)) return true;
  if (!mayRequest(scope)) return false;
  if (ticket.requesterId === scope.userId) return true;
  return scope.role === Role.clinic_admin && scope.clinicId !== null && ticket.clinicId === scope.clinicId;
}

/** Internal notes are the desk's alone, in SQL: a requester's reads add this condition. */
export const messageScopeSql = (scope: Scope, alias: string): string =>
  isSupportAgent(scope) ? 'true' : `${alias}.is_internal = false`;

/** The desk, or someone who may open tickets; anyone else (a patient) is refused before any lookup. */
export function assertDeskOrRequester(scope: Scope): void {
  if (!isSupportAgent(scope)) assertRequester(scope);
}
