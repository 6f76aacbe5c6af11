import type { Role } from '../../gql/graphql';

export const roleLabels: Record<Role, string> = {
  clinic_staff: 'Clinic Staff',
  clinic_admin: 'Clinic Admin',
  attorney: 'Attorney',
  super_admin: 'Super Admin',
  patient: 'Patient',
  operator_staff: 'Operator Staff',
};
