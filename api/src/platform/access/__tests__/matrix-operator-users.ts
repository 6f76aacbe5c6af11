import { randomUUID } from 'node:crypto';
import { gql, operatorOnly, rest, type CallArgs, type Entry } from './matrix-dsl';
import { matrixOperatorUsersEmailPrefix } from './matrix-world';

const target = (a: CallArgs) => a.world.operatorUsers.targetId;
const newAccount = (a: CallArgs) => ({
  email: `${matrixOperatorUsersEmailPrefix}account-${randomUUID().slice(0, 8)}@test.example`,
  firstName: 'Matrix',
  lastName: 'Account',
  role: 'clinic_staff',
  clinicId: a.world.clinicA.id,
});

/** The operator's console, Users tab: roles, activation, force logout, new accounts: its entries of the authorization matrix. */
export const operatorUsersMatrix: Record<string, Entry> = {
  'Query.adminUsers': [
    {
      label: 'list',
      call: gql('{ adminUsers(first: 5) { nodes { id email role clinicName invitation { status } } totalCount } }'),
      roles: operatorOnly,
    },
  ],
  'Query.adminUserClinicOptions': [
    { label: 'clinics', call: gql('{ adminUserClinicOptions { id name maxUsers activeUsers } }'), roles: operatorOnly },
  ],
  'Mutation.adminUserSetRole': [
    {
      label: 'role',
      call: gql('mutation($id: ID!) { adminUserSetRole(id: $id, role: clinic_admin) { id role } }', (a) => ({
        id: target(a),
      })),
      roles: operatorOnly,
    },
  ],
  'Mutation.adminUserSetActive': [
    {
      label: 'status',
      call: gql('mutation($id: ID!) { adminUserSetActive(id: $id, isActive: true) { id isActive } }', (a) => ({
        id: target(a),
      })),
      roles: operatorOnly,
    },
  ],
  'Mutation.adminUserForceLogout': [
    {
      label: 'force logout',
      call: gql('mutation($id: ID!) { adminUserForceLogout(id: $id) { userId sessionsEnded } }', (a) => ({
        id: target(a),
      })),
      roles: operatorOnly,
    },
  ],
  'Mutation.adminUserUpdate': [
    {
      label: 'edit',
      call: gql(
        'mutation($id: ID!, $input: AdminUserUpdateInput!) { adminUserUpdate(id: $id, input: $input) { id } }',
        (a) => ({
          id: target(a),
          input: {
            email: a.world.operatorUsers.targetEmail,
            firstName: 'Matrix',
            lastName: 'Edited',
            role: 'clinic_staff',
            isActive: true,
            clinicId: a.world.clinicA.id,
          },
        }),
      ),
      roles: operatorOnly,
    },
  ],
  'Mutation.adminAccountCreate': [
    {
      label: 'create account',
      call: gql(
        'mutation($input: AdminAccountCreateInput!) { adminAccountCreate(input: $input) { user { id } invitation { emailSent } } }',
        (a) => ({ input: newAccount(a) }),
      ),
      roles: operatorOnly,
    },
  ],
  'Mutation.adminUserResendInvitation': [
    {
      label: 'resend invitation',
      call: gql(
        'mutation($id: ID!) { adminUserResendInvitation(id: $id) { user { id } invitation { expiresAt } } }',
        (a) => ({
          id: a.world.operatorUsers.inviteeId,
        }),
      ),
      roles: operatorOnly,
    },
  ],
  'GET /superadmin/api/users': [{ label: 'list', call: rest(), roles: operatorOnly }],
  'PUT /superadmin/api/users/:id/role': [
    {
      label: 'role',
      call: rest({ path: (a) => `/superadmin/api/users/${target(a)}/role`, body: () => ({ role: 'clinic_staff' }) }),
      roles: operatorOnly,
    },
  ],
  'PUT /superadmin/api/users/:id/status': [
    {
      label: 'status',
      call: rest({ path: (a) => `/superadmin/api/users/${target(a)}/status`, body: () => ({ isActive: true }) }),
      roles: operatorOnly,
    },
  ],
  'POST /superadmin/api/users/:id/logout': [
    {
      label: 'force logout',
      call: rest({ path: (a) => `/superadmin/api/users/${target(a)}/logout` }),
      roles: operatorOnly,
    },
  ],
  'POST /superadmin/api/accounts': [
    { label: 'create account', call: rest({ body: (a) => newAccount(a) }), roles: operatorOnly },
  ],
  // The invited person has no password yet: the 256-bit token in their link is the credential.
  'Query.invitation': {
    public: 'The set-password page reads its invitation link; a valid token answers only its own email',
  },
  'Mutation.invitationAccept': {
    public: 'The set-password page: the invitation token is the credential, single use, rate-limited per address',
  },
  'POST /api/invitations/accept': {
    public: 'The set-password call for REST clients: the invitation token is the credential, single use',
  },
  // Forgot password: the person cannot sign in; the emailed 256-bit token is the credential.
  'Mutation.passwordResetRequest': {
    public:
      'The login dialog asks for a reset link: the same answer for every email (the work is a job), rate-limited per email and address',
  },
  'POST /api/auth/password-reset': {
    public: 'The reset request for REST clients: the same rules and answer as passwordResetRequest',
  },
  'Query.passwordResetLink': {
    public: 'The reset page reads its link: a valid token answers only its own email',
  },
  'Mutation.passwordReset': {
    public: 'The reset page: the emailed token is the credential, single use, expiring, rate-limited per address',
  },
  'POST /api/auth/password-reset/complete': {
    public: 'The new-password call for REST clients: the same rules as passwordReset',
  },
};
