import type { Role } from '../../gql/graphql';

/** The server's rule (automation.policy.ts): a clinic's users read its rules, its admins change and run them. */
export const canReadRules = (role: Role | undefined) => role === 'clinic_staff' || role === 'clinic_admin';
export const canManageRules = (role: Role | undefined) => role === 'clinic_admin';
