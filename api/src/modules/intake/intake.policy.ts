import type { SqlParams } from '../../db/sql-params';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';

/**
 * Who reads and works an intake (decision 406), as a condition on public_intake (alias `i`):
 * the operator, every intake; clinic staff and admins, the intakes matched to their clinic; nobody
 * else (an attorney, a user without a clinic) reads any: out of scope answers as missing.
 */
export function intakeScopeSql(scope: Scope, params: SqlParams, alias: string): string {
  if (scope.role === Role.super_admin) return 'TRUE';
  if ((scope.role === Role.clinic_staff || scope.role === Role.clinic_admin) && scope.clinicId !== null)
    return `${alias}.matched_clinic_id = ${params.add(scope.clinicId)}`;
  return 'FALSE';
}

/** The submitter's IP address is for abuse handling: the operator reads it, nobody else (decision 403). */
export const intakeIpVisible = (scope: Scope): boolean => scope.role === Role.super_admin;
