import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { ForbiddenError } from '../../platform/errors';

/**
 * Alerts (decision 336): a case's alerts are read by whoever may read the case (its clinic's users,
 * its attorney, the operator: cases/case-access.policy.ts in SQL); nobody writes them but the job.
 * The rules behind them (gap days, the statute table's corrections) are the clinic's: its users read
 * them, its admins change them.
 */
export function assertAlertRulesReader(scope: Scope): number {
  if ((scope.role !== Role.clinic_staff && scope.role !== Role.clinic_admin) || scope.clinicId === null)
    throw new ForbiddenError("Alert rules are the clinic's own: only its staff and admins read them");
  return scope.clinicId;
}

export function assertAlertRulesEditor(scope: Scope): number {
  if (scope.role !== Role.clinic_admin || scope.clinicId === null)
    throw new ForbiddenError("Only the clinic's admins change its alert rules");
  return scope.clinicId;
}
