import type { Role } from '../../gql/graphql';

/** Clinic users and operators open, edit and transfer cases; attorneys only read theirs (the server enforces the same). */
export function canManageCases(role: Role | undefined): boolean {
  return role === 'clinic_staff' || role === 'clinic_admin' || role === 'super_admin';
}
