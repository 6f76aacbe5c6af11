import { randomUUID } from 'node:crypto';
import { type Entry, type Verdicts, gql, rest, ws } from './matrix-dsl';

/**
 * The patient's portal (decision 410): the patient's own calls are the patient's only; every clinic,
 * attorney and operator role is refused them. The clinic's portal calls are the clinic's users'.
 */
const patientOnly: Verdicts = {
  clinic_staff: 'forbid',
  clinic_admin: 'forbid',
  attorney: 'forbid',
  super_admin: 'forbid',
  patient: 'allow',
};
const clinicUsers: Verdicts = {
  clinic_staff: 'allow',
  clinic_admin: 'allow',
  attorney: 'forbid',
  super_admin: 'forbid',
};

/** REST: the patient's paths answer everyone else as refused (their own scope holds no patient). */
const patientRest: Verdicts = { ...patientOnly };

export const portalMatrix: Record<string, Entry> = {
  'Query.portalMe': [{ label: 'own profile', call: gql('{ portalMe { firstName } }'), roles: patientOnly }],
  'Query.portalAppointments': [
    { label: 'own appointments', call: gql('{ portalAppointments { id } }'), roles: patientOnly },
  ],
  'Query.portalDocuments': [{ label: 'shared documents', call: gql('{ portalDocuments { id } }'), roles: patientOnly }],
  'Query.portalStatement': [
    { label: 'own statement', call: gql('{ portalStatement { balance } }'), roles: patientOnly },
  ],
  'Query.portalMessages': [{ label: 'own messages', call: gql('{ portalMessages { id } }'), roles: patientOnly }],
  'Mutation.portalPreferencesUpdate': [
    {
      label: 'own language',
      call: gql(`mutation { portalPreferencesUpdate(input: { preferredLanguage: en }) { preferredLanguage } }`),
      roles: patientOnly,
    },
  ],
  'Mutation.portalMessageSend': [
    {
      label: 'to the clinic',
      call: gql(`mutation { portalMessageSend(input: { subject: "Matrix", content: "Hello" }) { id } }`),
      roles: patientOnly,
    },
  ],
  'Mutation.portalAppointmentConfirm': [
    {
      label: 'own appointment',
      call: gql(`mutation($id: Int!) { portalAppointmentConfirm(id: $id) { id } }`, (a) => ({
        id: a.world.portal.confirmAppointmentId,
      })),
      roles: patientOnly,
    },
  ],
  'Mutation.portalAppointmentCancel': [
    {
      label: 'own appointment',
      call: gql(`mutation($id: Int!) { portalAppointmentCancel(id: $id) { id } }`, (a) => ({
        id: a.world.portal.cancelAppointmentId,
      })),
      roles: patientOnly,
    },
  ],
  'Query.portalAccess': [
    {
      label: "a patient's access",
      call: gql('query($id: Int!) { portalAccess(patientId: $id) { id } }', (a) => ({
        id: a.world.shared.home.patientId,
      })),
      roles: clinicUsers,
    },
  ],
  'Mutation.portalInvite': [
    {
      label: 'a patient of the clinic (sent again by the second role)',
      call: gql(`mutation($id: Int!) { portalInvite(input: { patientId: $id, channel: email }) { sentTo } }`, (a) => ({
        id: a.world.shared.unassigned.patientId,
      })),
      roles: clinicUsers,
    },
  ],
  'Mutation.portalDeactivate': [
    {
      label: 'the invited patient (already off for the second role)',
      call: gql(`mutation($id: Int!) { portalDeactivate(patientId: $id) { id } }`, (a) => ({
        id: a.world.shared.unassigned.patientId,
      })),
      roles: clinicUsers,
    },
  ],
  'Mutation.documentShareWithPatient': [
    {
      label: "the clinic's document",
      call: gql(`mutation($id: Int!) { documentShareWithPatient(id: $id, shared: true) { id } }`, (a) => ({
        id: a.world.shared.home.documentId,
      })),
      roles: clinicUsers,
    },
  ],
  // Family access (decision 420): the matrix patient is the owner; a family member's own verdicts
  // (read-only or full) are in modules/patient-portal/__tests__/portal-family-matrix.test.ts.
  'Query.portalFamilyMembers': [
    { label: 'own family members', call: gql('{ portalFamilyMembers { id } }'), roles: patientOnly },
  ],
  'Mutation.portalFamilyGrant': [
    {
      label: 'a family member',
      call: gql(
        `mutation($email: String!) { portalFamilyGrant(input: { firstName: "Matrix", lastName: "Kin", email: $email, relationship: parent, permission: read_only }) { sentTo } }`,
        () => ({ email: `matrix-kin-${randomUUID().slice(0, 8)}@test.example` }),
      ),
      roles: patientOnly,
    },
  ],
  'Mutation.portalFamilySetPermission': [
    {
      label: 'own family member',
      call: gql(`mutation($id: Int!) { portalFamilySetPermission(id: $id, permission: full) { id } }`, (a) => ({
        id: a.world.portal.familyMemberIds.permission,
      })),
      roles: patientOnly,
    },
  ],
  'Mutation.portalFamilyRevoke': [
    {
      label: 'own family member',
      call: gql(`mutation($id: Int!) { portalFamilyRevoke(id: $id) }`, (a) => ({
        id: a.world.portal.familyMemberIds.revoke,
      })),
      roles: patientOnly,
    },
  ],
  'Subscription.portalMessageAdded': [
    { label: 'own portal thread', call: ws('subscription { portalMessageAdded { id } }'), roles: patientOnly },
  ],
  'Mutation.portalEmailCodeSend': { public: "The portal's e-mailed code, on the pending session only" },
  'Mutation.portalVerifyEmailCode': { public: "The portal's e-mailed code as second factor, on the pending session" },
  'Query.portalInvitation': { public: "An invitation link's preview: the code is the credential" },
  'Mutation.portalAccept': { public: 'Accepting an invitation: the code is the credential' },
  'Mutation.portalSignIn': { public: "The portal's password step" },
  'Mutation.portalVerify': { public: "The portal's second factor, on the pending session" },
  'Subscription.portalAppointmentChanged': [
    {
      label: "the clinic's schedule",
      call: ws('subscription { portalAppointmentChanged { id } }'),
      roles: clinicUsers,
    },
  ],
  'GET /api/portal/appointments': [{ label: 'own', call: rest(), roles: patientRest }],
  'GET /api/portal/statement': [{ label: 'own', call: rest(), roles: patientRest }],
  'GET /api/portal/documents': [{ label: 'own', call: rest(), roles: patientRest }],
  'GET /api/portal/documents/:id/download': [
    {
      label: 'shared document',
      call: rest({ path: (a) => `/api/portal/documents/${a.world.shared.home.documentId}/download` }),
      roles: patientRest,
    },
  ],
};
