import type { Role } from '../../gql/graphql';

/**
 * Clinic users raise bills; attorneys and the operator only read them (the server refuses them the
 * same). Moving a bill along is decided per entry by the server's `nextStatuses`.
 */
export function canCreateBillingEntries(role: Role | undefined): boolean {
  return role === 'clinic_staff' || role === 'clinic_admin';
}
