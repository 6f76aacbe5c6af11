import type { SqlParams } from '../../db/sql-params';
import { assertOperatorArea, mayUseOperatorArea, OperatorArea } from '../../platform/access/operator-areas';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';

/**
 * Who reads and works an intake (decision 406), as a condition on public_intake (alias `i`):
 * the operator's Intake area (the super admin, operator staff with the area), every intake; clinic staff
 * and admins, the intakes matched to their clinic; nobody else (an attorney, a user without a clinic)
 * reads any: out of scope answers as missing. Operator staff without the area are refused outright.
 */
export function intakeScopeSql(scope: Scope, params: SqlParams, alias: string): string {
  if (scope.role === Role.operator_staff) assertOperatorArea(scope, OperatorArea.intake);
  if (isIntakeOperator(scope)) return 'TRUE';
  if ((scope.role === Role.clinic_staff || scope.role === Role.clinic_admin) && scope.clinicId !== null)
    return `${alias}.matched_clinic_id = ${params.add(scope.clinicId)}`;
  return 'FALSE';
}

/** The console's Intake area: the super admin, and operator staff whose role names it. */
export const isIntakeOperator = (scope: Scope): boolean => mayUseOperatorArea(scope, OperatorArea.intake);

/** The submitter's IP address is for abuse handling: the operator reads it, nobody else (decision 403). */
export const intakeIpVisible = isIntakeOperator;
