import { fieldRule } from '../../platform/access/field-access';
import { mayUseOperatorArea, OperatorArea } from '../../platform/access/operator-areas';
import { Role } from '../../platform/access/role';

/**
 * A clinic's subscription and billing figures: the operator's billing area (the super admin, billing
 * staff) and that clinic's own admin. A support agent reads a clinic's account without its rates.
 */
export const clinicBillingVisible = fieldRule<{ id: number }>(
  'clinicBillingVisible',
  (scope, clinic) =>
    scope !== null &&
    (mayUseOperatorArea(scope, OperatorArea.billing) ||
      (scope.role === Role.clinic_admin && scope.clinicId === clinic.id)),
);
