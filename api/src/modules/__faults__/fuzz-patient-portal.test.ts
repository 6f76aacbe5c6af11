import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { Role } from '../../platform/access/role';
import { totpSecretContext } from '../../platform/auth/second-factor/totp-secret-at-rest';
import { SecretBox } from '../../platform/crypto/secret-box';
import { TestClient, testTotpSecret } from '../../test/client';
import { createCase, createClinic, createClinicWithUsers, createPatient, createUser } from '../../test/factories';
import { field, nastyStrings, wildValue } from '../../test/faults/fuzz-values';
import { AnswerCheck, fuzzParameters, fuzzRuns, fuzzSeed } from '../../test/faults/fuzz-run';
import { startTestApp, type TestApp } from '../../test/harness';
import { testSecretsKey } from '../../test/test-secrets';

/**
 * Generated inputs (fixed seed) against every portal write, over GraphQL: the clinic's invitation,
 * the public accept and sign-in, and the patient's own writes. No answer is a server error or shows
 * internals, and afterwards another clinic's patients, portal access, family members, documents and
 * messages are untouched.
 */
const seed = fuzzSeed;
const fuzzOptions = fuzzParameters(fuzzRuns(100));
const answers = new AnswerCheck();

let t: TestApp;
let ds: DataSource;
let admin: TestClient;
let patient: TestClient;
let anonymous: TestClient;
let ownPatientId: number;
let otherPatientId: number;
let otherClinicId: number;
let otherSnapshot: string;
let otherFamilyId: number;
let ownDocumentId: number;

const snapshotOther = async () =>
  JSON.stringify(
    await ds.query(
      `SELECT (SELECT json_agg(x ORDER BY x.id) FROM patients x WHERE x.clinic_id = $1) AS patients,
              (SELECT json_agg(x ORDER BY x.id) FROM client_portal_access x WHERE x.clinic_id = $1) AS access,
              (SELECT json_agg(x ORDER BY x.id) FROM messages x WHERE x.clinic_id = $1) AS messages,
              (SELECT json_agg(x ORDER BY x.id) FROM portal_family_members x WHERE x.clinic_id = $1) AS family,
              (SELECT json_agg(x ORDER BY x.id) FROM documents x WHERE x.clinic_id = $1) AS documents`,
      [otherClinicId],
    ),
  );

beforeAll(async () => {
  t = await startTestApp();
  ds = t.dataSource;
  const own = await createClinicWithUsers(ds);
  otherClinicId = (await createClinic(ds)).id;
  ownPatientId = (await createPatient(ds, own.clinic.id, { email: 'fuzz-own@test.example', phone: '555-010-2000' })).id;
  otherPatientId = (await createPatient(ds, otherClinicId, { email: 'fuzz-other@test.example' })).id;
  await createCase(ds, { clinicId: otherClinicId, patientId: otherPatientId });
  // A patient already using the portal, with a case to write on.
  const portalPatient = await createPatient(ds, own.clinic.id, { first_name: 'Fuzz' });
  await createCase(ds, { clinicId: own.clinic.id, patientId: portalPatient.id });
  const login = await createUser(ds, { role: Role.patient });
  await ds.query(
    `INSERT INTO client_portal_access (clinic_id, patient_id, user_id, email, invited_via, accepted_at, mfa_enabled, mfa_method)
     VALUES ($1, $2, $3, $4, 'email', now(), true, 'totp')`,
    [own.clinic.id, portalPatient.id, login.id, login.email],
  );
  await ds.query(`INSERT INTO second_factors (user_id, totp_secret) VALUES ($1, $2)`, [
    login.id,
    new SecretBox(Buffer.from(testSecretsKey, 'base64')).seal(testTotpSecret, totpSecretContext(login.id)),
  ]);
  // Another clinic's patient with a family member: no write below may touch them.
  const otherUser = await createUser(ds, { role: Role.patient });
  const [otherAccess] = (await ds.query(
    `INSERT INTO client_portal_access (clinic_id, patient_id, user_id, email, invited_via, accepted_at)
     VALUES ($1, $2, $3, $4, 'email', now()) RETURNING id`,
    [otherClinicId, otherPatientId, otherUser.id, otherUser.email],
  )) as { id: number }[];
  [{ id: otherFamilyId }] = (await ds.query(
    `INSERT INTO portal_family_members (access_id, clinic_id, patient_id, first_name, last_name, email, relationship, granted_by)
     VALUES ($1, $2, $3, 'Other', 'Kin', 'other-kin@test.example', 'parent', $4) RETURNING id`,
    [otherAccess.id, otherClinicId, otherPatientId, otherUser.id],
  )) as { id: number }[];
  const ownCase = await createCase(ds, { clinicId: own.clinic.id, patientId: ownPatientId });
  [{ id: ownDocumentId }] = (await ds.query(
    `INSERT INTO documents (case_id, clinic_id, file_name, file_path, file_type, file_size, document_type)
     VALUES ($1, $2, 'fuzz.pdf', 'fuzz/fuzz.pdf', 'application/pdf', 10, 'other') RETURNING id`,
    [ownCase.id, own.clinic.id],
  )) as { id: number }[];
  admin = new TestClient(t.url);
  await admin.login(own.admin.email);
  patient = new TestClient(t.url);
  await patient.login(login.email);
  anonymous = new TestClient(t.url);
  otherSnapshot = await snapshotOther();
}, 60_000);
afterAll(async () => {
  process.stdout.write(
    `fuzzed inputs per target (seed ${seed}, ${answers.total()} in all):\n${JSON.stringify(answers.counts, null, 1)}\n`,
  );
  await t?.close();
});

const text = (max: number) => fc.oneof(fc.string({ minLength: 0, maxLength: max }), nastyStrings);

const graphql = (
  client: () => TestClient,
  target: string,
  query: string,
  variables: fc.Arbitrary<Record<string, unknown>>,
) =>
  fc.assert(
    fc.asyncProperty(variables, async (value) => {
      await answers.check(
        target,
        () => client().request('POST', '/graphql', { body: JSON.stringify({ query, variables: value }) }),
        true,
      );
    }),
    fuzzOptions,
  );

describe('GraphQL', () => {
  test('portalInvite', () =>
    graphql(
      () => admin,
      'portalInvite',
      `
        mutation ($input: PortalInviteInput!) {
          portalInvite(input: $input) {
            sentTo
          }
        }
      `,
      fc.record({
        input: fc.record({
          patientId: field(fc.constantFrom(ownPatientId, otherPatientId, 999_999_999)),
          channel: field(fc.constantFrom('email', 'sms', 'fax')),
        }),
      }),
    ));

  test('portalAccept', () =>
    graphql(
      () => anonymous,
      'portalAccept',
      `
        mutation ($input: PortalAcceptInput!) {
          portalAccept(input: $input) {
            step
          }
        }
      `,
      fc.record({
        input: fc.record({ code: field(text(60)), email: field(text(80)), password: field(text(40)) }),
      }),
    ));

  test('portalSignIn', () =>
    graphql(
      () => anonymous,
      'portalSignIn',
      `
        mutation ($input: PortalSignInInput!) {
          portalSignIn(input: $input) {
            step
          }
        }
      `,
      fc.record({ input: fc.record({ email: field(text(80)), password: field(text(40)) }) }),
    ));

  test('portalMessageSend', () =>
    graphql(
      () => patient,
      'portalMessageSend',
      `
        mutation ($input: PortalMessageSendInput!) {
          portalMessageSend(input: $input) {
            id
          }
        }
      `,
      fc.record({
        input: fc.record({
          caseId: field(fc.constantFrom(null, 999_999_999, -1)),
          subject: field(text(240)),
          content: field(text(400)),
        }),
      }),
    ));

  test('portalPreferencesUpdate', () =>
    graphql(
      () => patient,
      'portalPreferencesUpdate',
      `
        mutation ($input: PortalPreferencesInput!) {
          portalPreferencesUpdate(input: $input) {
            preferredLanguage
          }
        }
      `,
      fc.record({
        input: fc.record({
          preferredLanguage: field(fc.constantFrom('en', 'es', 'fr')),
          smsNotifications: field(fc.boolean()),
          emailNotifications: fc.oneof(fc.boolean(), wildValue),
        }),
      }),
    ));

  test('portalAppointmentConfirm', () =>
    graphql(
      () => patient,
      'portalAppointmentConfirm',
      `
        mutation ($id: Int!) {
          portalAppointmentConfirm(id: $id) {
            id
          }
        }
      `,
      fc.record({ id: fc.oneof(fc.integer(), wildValue) }),
    ));
});

describe('GraphQL: family access, the e-mailed code, sharing', () => {
  test('portalFamilyGrant', () =>
    graphql(
      () => patient,
      'portalFamilyGrant',
      `
        mutation ($input: PortalFamilyGrantInput!) {
          portalFamilyGrant(input: $input) {
            sentTo
          }
        }
      `,
      fc.record({
        input: fc.record({
          firstName: field(text(120)),
          lastName: field(text(120)),
          email: field(fc.oneof(fc.emailAddress(), text(80))),
          relationship: field(fc.constantFrom('spouse', 'child', 'friend')),
          permission: field(fc.constantFrom('read_only', 'full', 'admin')),
        }),
      }),
    ));

  test('portalFamilySetPermission', () =>
    graphql(
      () => patient,
      'portalFamilySetPermission',
      `
        mutation ($id: Int!, $permission: PortalFamilyPermission!) {
          portalFamilySetPermission(id: $id, permission: $permission) {
            id
          }
        }
      `,
      fc.record({
        id: fc.oneof(fc.constantFrom(otherFamilyId, 999_999_999), fc.integer(), wildValue),
        permission: field(fc.constantFrom('read_only', 'full', 'owner')),
      }),
    ));

  test('portalFamilyRevoke', () =>
    graphql(
      () => patient,
      'portalFamilyRevoke',
      `
        mutation ($id: Int!) {
          portalFamilyRevoke(id: $id)
        }
      `,
      fc.record({ id: fc.oneof(fc.constantFrom(otherFamilyId), fc.integer(), wildValue) }),
    ));

  test('portalEmailCodeSend and portalVerifyEmailCode (no pending session)', async () => {
    await answers.check(
      'portalEmailCodeSend',
      () =>
        anonymous.request('POST', '/graphql', {
          body: JSON.stringify({ query: 'mutation { portalEmailCodeSend { sentTo } }' }),
        }),
      true,
    );
    await graphql(
      () => anonymous,
      'portalVerifyEmailCode',
      `
        mutation ($input: PortalEmailCodeInput!) {
          portalVerifyEmailCode(input: $input) {
            recoveryCodes
          }
        }
      `,
      fc.record({ input: fc.record({ code: field(text(20)) }) }),
    );
  });

  test('documentShareWithPatient', () =>
    graphql(
      () => admin,
      'documentShareWithPatient',
      `
        mutation ($id: Int!, $shared: Boolean!) {
          documentShareWithPatient(id: $id, shared: $shared) {
            id
          }
        }
      `,
      fc.record({
        id: fc.oneof(fc.constantFrom(ownDocumentId, 999_999_999), fc.integer(), wildValue),
        shared: field(fc.boolean()),
      }),
    ));
});

test("another clinic's patients, portal access, family members, documents and messages are untouched", async () => {
  expect(await snapshotOther()).toBe(otherSnapshot);
  const languages = (await ds.query(`SELECT DISTINCT preferred_language FROM client_portal_access`)) as {
    preferred_language: string;
  }[];
  expect(languages.every((row) => ['en', 'es'].includes(row.preferred_language))).toBe(true);
});
