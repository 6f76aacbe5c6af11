import { useCurrentUser } from '../../app/auth/useCurrentUser';
import type { Role } from '../../gql/graphql';

/** Clinic users add patients to their clinic; the operator may also edit; attorneys only read (the server enforces the same). */
export function canAddPatients(role: Role | undefined): boolean {
  return role === 'clinic_staff' || role === 'clinic_admin';
}

export function canEditPatients(role: Role | undefined): boolean {
  return canAddPatients(role) || role === 'super_admin';
}

export function usePatientAbilities(): { canAdd: boolean; canEdit: boolean } {
  const { user } = useCurrentUser();
  return { canAdd: canAddPatients(user?.role), canEdit: canEditPatients(user?.role) };
}
