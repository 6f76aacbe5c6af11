import type { DataSource } from 'typeorm';
import { Role } from '../../../../platform/access/role';
import { signedInClient, type GraphQLResponse, type TestClient } from '../../../../test/client';
import { createUser } from '../../../../test/factories';

export const userFields = `id email firstName lastName fullName role isActive lastLoginAt clinicId clinicName attorneyId
  attorneyName attorneyFirmName hasPassword invitation { status expiresAt lastSentAt emailSentAt emailError }`;

export const setRole = `mutation($id: ID!, $role: Role!, $clinicId: Int, $attorneyId: Int) {
  adminUserSetRole(id: $id, role: $role, clinicId: $clinicId, attorneyId: $attorneyId) { ${userFields} } }`;
export const setActive = `mutation($id: ID!, $isActive: Boolean!) { adminUserSetActive(id: $id, isActive: $isActive) { ${userFields} } }`;
export const forceLogout = `mutation($id: ID!) { adminUserForceLogout(id: $id) { userId sessionsEnded } }`;
export const updateUser = `mutation($id: ID!, $input: AdminUserUpdateInput!) { adminUserUpdate(id: $id, input: $input) { ${userFields} } }`;
export const createAccount = `mutation($input: AdminAccountCreateInput!) {
  adminAccountCreate(input: $input) { user { ${userFields} } invitation { expiresAt mailConfigured emailSent emailError link } } }`;
export const resendInvitation = `mutation($id: ID!) {
  adminUserResendInvitation(id: $id) { user { ${userFields} } invitation { expiresAt mailConfigured emailSent emailError link } } }`;
export const listUsers = `query($search: String, $role: Role, $first: Int, $after: String) {
  adminUsers(search: $search, role: $role, first: $first, after: $after) {
    nodes { ${userFields} } pageInfo { endCursor hasNextPage } totalCount } }`;

export interface AdminUserAnswer {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  isActive: boolean;
  lastLoginAt: string | null;
  clinicId: number | null;
  clinicName: string | null;
  attorneyId: number | null;
  attorneyName: string | null;
  attorneyFirmName: string | null;
  hasPassword: boolean;
  invitation: {
    status: string;
    expiresAt: string;
    lastSentAt: string;
    emailSentAt: string | null;
    emailError: string | null;
  } | null;
}

export interface InvitationAnswer {
  expiresAt: string;
  mailConfigured: boolean;
  emailSent: boolean;
  emailError: string | null;
  link: string | null;
}

/** A super admin of its own, signed in through the password and TOTP steps. */
export async function signedInOperator(ds: DataSource, baseUrl: string) {
  const user = await createUser(ds, { role: Role.super_admin });
  return { user, client: await signedInClient(baseUrl, user.email) };
}

export const errorOf = <T>(result: GraphQLResponse<T>) => {
  const error = result.errors?.[0];
  return { code: error?.extensions?.code, message: error?.message, fieldErrors: error?.extensions?.fieldErrors };
};

/** The user's audit rows, sign-ins and sign-outs left out. */
export async function auditRows(ds: DataSource, entityId: string, action?: string) {
  return (await ds.query(
    `SELECT action, changed_by, changed_by_role, old_values, new_values, reason FROM audit_logs
      WHERE entity_type = 'user' AND entity_id = $1 AND action NOT IN ('login', 'login_denied', 'logout')
        ${action ? 'AND action = $2' : ''} ORDER BY id`,
    action ? [entityId, action] : [entityId],
  )) as {
    action: string;
    changed_by: string | null;
    changed_by_role: string | null;
    old_values: Record<string, unknown> | null;
    new_values: Record<string, unknown> | null;
    reason: string | null;
  }[];
}

export async function sessionCount(ds: DataSource, userId: string): Promise<number> {
  const [{ count }] = (await ds.query(`SELECT count(*)::int AS count FROM sessions WHERE user_id = $1`, [userId])) as {
    count: number;
  }[];
  return count;
}

export async function stillSignedIn(client: TestClient): Promise<boolean> {
  const me = await client.gql<{ me: { id: string } | null }>('{ me { id } }');
  return Boolean(me.data?.me);
}
