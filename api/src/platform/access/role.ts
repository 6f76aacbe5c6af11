import { registerEnumType } from 'type-graphql';

export enum Role {
  clinic_staff = 'clinic_staff',
  clinic_admin = 'clinic_admin',
  attorney = 'attorney',
  super_admin = 'super_admin',
  /** A patient (or a family member they let in) signed in to the patient's portal: /portal only (decision 410). */
  patient = 'patient',
  /** An employee of the operator (support, sales, billing): the console areas their employee role names (decision 440). */
  operator_staff = 'operator_staff',
}

registerEnumType(Role, { name: 'Role', description: 'What a user may see and do' });

export const allRoles = Object.values(Role);
export const clinicRoles = [Role.clinic_staff, Role.clinic_admin] as const;
export const isClinicRole = (role: Role) => role === Role.clinic_staff || role === Role.clinic_admin;
