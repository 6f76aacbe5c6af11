import { fieldRule } from '../../platform/access/field-access';
import { Role } from '../../platform/access/role';

/** A clinic's subscription and billing figures: the operator and that clinic's own admin. */
export const clinicBillingVisible = fieldRule<{ id: number }>(
  'clinicBillingVisible',
  (scope, clinic) =>
    scope !== null &&
    (scope.role === Role.super_admin || (scope.role === Role.clinic_admin && scope.clinicId === clinic.id)),
);
