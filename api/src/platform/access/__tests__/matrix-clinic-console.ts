import { randomUUID } from 'node:crypto';
import { pngImage } from '../../../test/images';
import { clinicAdminOnly, gql, rest, type CallArgs, type Entry } from './matrix-dsl';
import { matrixOperatorUsersEmailPrefix } from './matrix-world';

const colleague = (a: CallArgs) => a.world.operatorUsers.targetId;
const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/**
 * The clinic console (clinic admins, their own clinic): its entries of the authorization matrix.
 * Another clinic's users answer as missing ones: modules/clinic-console/__tests__/clinic-users.test.ts.
 * The logo's checks run in this order: upload, read, remove (the world gives clinic A a logo too).
 */
export const clinicConsoleMatrix: Record<string, Entry> = {
  'Query.clinicUsers': [
    {
      label: 'list',
      call: gql('{ clinicUsers(first: 5) { nodes { id role isActive lastLoginAt } totalCount } }'),
      roles: clinicAdminOnly,
    },
  ],
  'Mutation.clinicUserInvite': [
    {
      label: 'invite',
      call: gql(
        'mutation($input: ClinicUserInviteInput!) { clinicUserInvite(input: $input) { user { id } invitation { emailSent } } }',
        () => ({
          input: {
            email: `${matrixOperatorUsersEmailPrefix}colleague-${randomUUID().slice(0, 8)}@test.example`,
            firstName: 'Matrix',
            lastName: 'Colleague',
            role: 'clinic_staff',
          },
        }),
      ),
      roles: clinicAdminOnly,
    },
  ],
  'Mutation.clinicUserSetRole': [
    {
      label: 'role',
      call: gql('mutation($id: ID!) { clinicUserSetRole(id: $id, role: clinic_staff) { id role } }', (a) => ({
        id: colleague(a),
      })),
      roles: clinicAdminOnly,
    },
  ],
  'Mutation.clinicUserSetActive': [
    {
      label: 'status',
      call: gql('mutation($id: ID!) { clinicUserSetActive(id: $id, isActive: true) { id isActive } }', (a) => ({
        id: colleague(a),
      })),
      roles: clinicAdminOnly,
    },
  ],
  'Mutation.clinicUserForceLogout': [
    {
      label: 'force logout',
      call: gql('mutation($id: ID!) { clinicUserForceLogout(id: $id) { userId sessionsEnded } }', (a) => ({
        id: colleague(a),
      })),
      roles: clinicAdminOnly,
    },
  ],
  'Mutation.clinicUserResendInvitation': [
    {
      label: 'resend invitation',
      call: gql('mutation($id: ID!) { clinicUserResendInvitation(id: $id) { user { id } } }', (a) => ({
        id: a.world.operatorUsers.inviteeId,
      })),
      roles: clinicAdminOnly,
    },
  ],
  'Query.clinicProfile': [
    {
      label: 'profile',
      call: gql('{ clinicProfile { id name timeZone businessHours { day } letterheadText logoUpdatedAt } }'),
      roles: clinicAdminOnly,
    },
  ],
  'Mutation.clinicProfileUpdate': [
    {
      label: 'save profile',
      call: gql('mutation($input: ClinicProfileInput!) { clinicProfileUpdate(input: $input) { id name } }', (a) => ({
        input: {
          name: a.world.clinicA.name,
          // The address the world gives clinic A (its claims' 837P needs it), kept as it is.
          address: '1 Main St',
          city: 'Newark',
          state: 'NJ',
          zipCode: '07102',
          timeZone: 'America/New_York',
          businessHours: weekdays.map((day) => ({ day, closed: false, opens: '08:00', closes: '17:00' })),
          letterheadText: 'Matrix letterhead',
        },
      })),
      roles: clinicAdminOnly,
    },
  ],
  'Query.clinicSubscription': [
    {
      label: 'plan and usage',
      call: gql('{ clinicSubscription { plan { code } usage { users activeCases } billingStatus monthlyRate } }'),
      roles: clinicAdminOnly,
    },
  ],
  'Query.clinicBilling': [
    { label: 'balance and card', call: gql('{ clinicBilling { balance card { last4 } } }'), roles: clinicAdminOnly },
  ],
  'Query.clinicBillingInvoices': [
    {
      label: 'invoices',
      call: gql('{ clinicBillingInvoices(first: 5) { nodes { id number total } } }'),
      roles: clinicAdminOnly,
    },
  ],
  'Query.clinicBillingPayments': [
    {
      label: 'payments',
      call: gql('{ clinicBillingPayments(first: 5) { nodes { id amount status } } }'),
      roles: clinicAdminOnly,
    },
  ],
  'Mutation.clinicCardUpdate': [
    {
      label: 'update card',
      call: gql('mutation($input: ClinicCardInput!) { clinicCardUpdate(input: $input) { id last4 } }', () => ({
        input: {
          cardNumber: '4242424242424242',
          expMonth: 12,
          expYear: new Date().getUTCFullYear() + 2,
          holderName: 'Matrix Admin',
        },
      })),
      roles: clinicAdminOnly,
    },
  ],
  'POST /api/clinic/logo': [
    {
      label: 'upload logo',
      call: rest({ form: () => ({}), file: () => ({ name: 'logo.png', bytes: pngImage() }) }),
      roles: clinicAdminOnly,
    },
  ],
  'GET /api/clinic/logo': [{ label: 'logo', call: rest(), roles: clinicAdminOnly }],
  'Mutation.clinicLogoRemove': [
    { label: 'remove logo', call: gql('mutation { clinicLogoRemove { id logoUpdatedAt } }'), roles: clinicAdminOnly },
  ],
};
