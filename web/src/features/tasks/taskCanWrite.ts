import type { Role } from '../../gql/graphql';

/** The server's rule (task.policy.ts): a clinic's staff and admins write its tasks; the operator only reads. */
export const canWriteTasks = (role: Role | undefined) => role === 'clinic_staff' || role === 'clinic_admin';
