import { assertOperatorArea, OperatorArea, operatorRoles } from '../../platform/access/operator-areas';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { ForbiddenError } from '../../platform/errors';
import type { SqlParams } from '../../db/sql-params';

/**
 * Whose marketing a request works on (decision 460): a clinic's (its staff and admins) or the
 * operator's own (the console's Marketing area; clinic_id null). Nobody else has any: attorneys,
 * patients and users without a clinic are refused.
 */
export interface Sender {
  clinicId: number | null;
  /** 'clinic:<id>' or 'platform': the key unsubscribes and the roll-up are kept under. */
  key: string;
  admin: boolean;
}

const isOperatorRole = (role: Role) => (operatorRoles as readonly Role[]).includes(role);

export const senderKey = (clinicId: number | null) => (clinicId === null ? 'platform' : `clinic:${clinicId}`);

export function senderOf(scope: Scope): Sender {
  if (isOperatorRole(scope.role)) {
    assertOperatorArea(scope, OperatorArea.marketing);
    return { clinicId: null, key: senderKey(null), admin: true };
  }
  if ((scope.role === Role.clinic_admin || scope.role === Role.clinic_staff) && scope.clinicId !== null)
    return { clinicId: scope.clinicId, key: senderKey(scope.clinicId), admin: scope.role === Role.clinic_admin };
  throw new ForbiddenError('Marketing is for clinics and the operator');
}

/** Leads, campaigns, audiences, rules and settings: the clinic's admins and the operator decide. */
export function marketingAdminOf(scope: Scope): Sender {
  const sender = senderOf(scope);
  if (!sender.admin)
    throw new ForbiddenError("Only the clinic's admins manage marketing; staff read it and log activities");
  return sender;
}

/** The sender's rows of a table (alias): its own clinic's, or the operator's (clinic_id null). */
export function senderSql(sender: Sender, params: SqlParams, alias: string): string {
  return sender.clinicId === null
    ? `${alias}.clinic_id IS NULL`
    : `${alias}.clinic_id = ${params.add(sender.clinicId)}`;
}
