import { randomUUID } from 'node:crypto';
import type { Client } from 'graphql-ws';
import { patientRootFields } from '../../../platform/access/patient-allow-list';
import { base32Decode, totpCode, totpStepAt } from '../../../platform/auth/second-factor/totp';
import { SecretBox } from '../../../platform/crypto/secret-box';
import { TestClient, signedInClient } from '../../../test/client';
import {
  createAppointmentType,
  createCase,
  createClinicWithUsers,
  createPatient,
  createProvider,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { collect, socketClient } from '../../../test/live-client';
import { testSecretsKey } from '../../../test/test-secrets';

/**
 * The authorization matrix for family members (decision 420): a family member is a `patient` login
 * whose every allowed root field answers as for the patient at their level: read-only reads, full
 * also writes (messages, confirm, cancel); neither manages family access. Every field of the patient
 * allow-list has a verdict here, so a new one cannot be left out.
 */
type Level = 'read_only' | 'full';
type Verdict = 'allow' | 'forbid';
interface Row {
  doc: string;
  vars?: (ids: Ids) => Record<string, unknown>;
  verdicts: Record<Level, Verdict>;
  ws?: boolean;
}
interface Ids {
  confirm: number;
  cancel: number;
  familyMember: number;
}

const both = (verdict: Verdict) => ({ read_only: verdict, full: verdict });
const fullOnly = { read_only: 'forbid', full: 'allow' } as const;

const matrix: Record<string, Row> = {
  'Query.me': { doc: '{ me { id } }', verdicts: both('allow') },
  'Query.portalMe': { doc: '{ portalMe { firstName } }', verdicts: both('allow') },
  'Query.portalAppointments': { doc: '{ portalAppointments { id } }', verdicts: both('allow') },
  'Query.portalDocuments': { doc: '{ portalDocuments { id } }', verdicts: both('allow') },
  'Query.portalStatement': { doc: '{ portalStatement { balance } }', verdicts: both('allow') },
  'Query.portalMessages': { doc: '{ portalMessages { id } }', verdicts: both('allow') },
  'Query.portalFamilyMembers': { doc: '{ portalFamilyMembers { id } }', verdicts: both('forbid') },
  'Mutation.portalPreferencesUpdate': {
    doc: 'mutation { portalPreferencesUpdate(input: { preferredLanguage: es }) { preferredLanguage } }',
    verdicts: both('allow'),
  },
  'Mutation.portalAppointmentConfirm': {
    doc: 'mutation($id: Int!) { portalAppointmentConfirm(id: $id) { id } }',
    vars: (ids) => ({ id: ids.confirm }),
    verdicts: fullOnly,
  },
  'Mutation.portalAppointmentCancel': {
    doc: 'mutation($id: Int!) { portalAppointmentCancel(id: $id) { id } }',
    vars: (ids) => ({ id: ids.cancel }),
    verdicts: fullOnly,
  },
  'Mutation.portalMessageSend': {
    doc: 'mutation { portalMessageSend(input: { subject: "Matrix", content: "Hello" }) { id } }',
    verdicts: fullOnly,
  },
  'Mutation.portalFamilyGrant': {
    doc: 'mutation($email: String!) { portalFamilyGrant(input: { firstName: "A", lastName: "B", email: $email, relationship: other, permission: full }) { sentTo } }',
    vars: () => ({ email: `kin-${randomUUID().slice(0, 8)}@test.example` }),
    verdicts: both('forbid'),
  },
  'Mutation.portalFamilySetPermission': {
    doc: 'mutation($id: Int!) { portalFamilySetPermission(id: $id, permission: full) { id } }',
    vars: (ids) => ({ id: ids.familyMember }),
    verdicts: both('forbid'),
  },
  'Mutation.portalFamilyRevoke': {
    doc: 'mutation($id: Int!) { portalFamilyRevoke(id: $id) }',
    vars: (ids) => ({ id: ids.familyMember }),
    verdicts: both('forbid'),
  },
  'Subscription.notificationAdded': {
    doc: 'subscription { notificationAdded { id } }',
    verdicts: both('allow'),
    ws: true,
  },
  'Subscription.portalMessageAdded': {
    doc: 'subscription { portalMessageAdded { id } }',
    verdicts: both('allow'),
    ws: true,
  },
  // Last: it ends the session.
  'Mutation.logout': { doc: 'mutation { logout }', verdicts: both('allow') },
};

let t: TestApp;
const sockets: Client[] = [];
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await t.close();
});

const password = 'a long portal passphrase';
const box = new SecretBox(Buffer.from(testSecretsKey, 'base64'));
const linkCode = (link: string) => new URL(link).hash.replace('#code=', '');

async function mailedCode(to: string): Promise<string> {
  const [row] = (await t.dataSource.query(
    `SELECT e.id, j.data->>'sealedMessage' AS sealed FROM outbound_emails e
       JOIN pgboss.job j ON j.name = 'mail.deliver' AND (j.data->>'emailId')::int = e.id
      WHERE e.to_address = $1 AND e.kind = 'portal_email_code' ORDER BY e.id DESC LIMIT 1`,
    [to],
  )) as { id: number; sealed: string }[];
  return /code is: (\d{6})/.exec(
    (JSON.parse(box.open(row.sealed, `outbound_emails:${row.id}`)) as { text: string }).text,
  )![1];
}

/** A patient with two visits ahead and a family member at `level`, signed in with an e-mailed code. */
async function familyAt(level: Level) {
  const { clinic, staff } = await createClinicWithUsers(t.dataSource);
  const email = `mx-${randomUUID().slice(0, 8)}@test.example`;
  const patient = await createPatient(t.dataSource, clinic.id, { email, first_name: 'Mia' });
  const record = await createCase(t.dataSource, { clinicId: clinic.id, patientId: patient.id });
  const staffClient = await signedInClient(t.url, staff.email);
  const invited = await staffClient.gql<{ portalInvite: { link: string } }>(
    `mutation($id: Int!) { portalInvite(input: { patientId: $id, channel: email }) { link } }`,
    { id: patient.id },
  );
  const owner = new TestClient(t.url);
  const accepted = await owner.gql<{ portalAccept: { enrollment: { secret: string } } }>(
    `mutation($input: PortalAcceptInput!) { portalAccept(input: $input) { enrollment { secret } } }`,
    { input: { code: linkCode(invited.data!.portalInvite.link), password } },
  );
  const secret = base32Decode(accepted.data!.portalAccept.enrollment.secret);
  await owner.gql(`mutation($input: SecondFactorInput!) { portalVerify(input: $input) { user { id } } }`, {
    input: { code: totpCode(secret, totpStepAt(new Date())) },
  });
  const kinEmail = `kin-${randomUUID().slice(0, 8)}@test.example`;
  const granted = await owner.gql<{ portalFamilyGrant: { link: string; member: { id: number } } }>(
    `mutation($input: PortalFamilyGrantInput!) { portalFamilyGrant(input: $input) { link member { id } } }`,
    { input: { firstName: 'Kim', lastName: 'Kin', email: kinEmail, relationship: 'child', permission: level } },
  );
  const family = new TestClient(t.url);
  await family.gql(`mutation($input: PortalAcceptInput!) { portalAccept(input: $input) { step } }`, {
    input: { code: linkCode(granted.data!.portalFamilyGrant.link), password },
  });
  await family.gql('mutation { portalEmailCodeSend { sentTo } }');
  const verified = await family.gql(
    `mutation($code: String!) { portalVerifyEmailCode(input: { code: $code }) { user { id } } }`,
    {
      code: await mailedCode(kinEmail),
    },
  );
  expect(verified.errors).toBeUndefined();
  const provider = await createProvider(t.dataSource, clinic.id);
  const type = await createAppointmentType(t.dataSource, clinic.id);
  const visit = async (hours: number) => {
    const start = new Date(Date.now() + hours * 3_600_000);
    const [row] = (await t.dataSource.query(
      `INSERT INTO appointments (clinic_id, patient_id, case_id, provider_id, appointment_type_id, scheduled_start, scheduled_end, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $6::timestamptz + interval '30 minutes', $4) RETURNING id`,
      [clinic.id, patient.id, record.id, provider.id, type.id, start],
    )) as { id: number }[];
    return row.id;
  };
  const ids: Ids = {
    confirm: await visit(72),
    cancel: await visit(96),
    familyMember: granted.data!.portalFamilyGrant.member.id,
  };
  return { family, ids };
}

describe('authorization matrix: family members (decision 420)', () => {
  it('gives every field of the patient allow-list a verdict for each level', () => {
    expect(Object.keys(matrix).sort()).toEqual([...patientRootFields].sort());
  });

  for (const level of ['read_only', 'full'] as const) {
    it(`answers a ${level} family member as its level allows`, async () => {
      const { family, ids } = await familyAt(level);
      const verdicts: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (const [field, row] of Object.entries(matrix)) {
        expected[field] = row.verdicts[level];
        if (row.ws) {
          const socket = socketClient(t.url, family.cookie);
          sockets.push(socket);
          const live = collect(socket, row.doc, field.split('.')[1]);
          const ended = await live.waitForEnd(500).catch(() => null);
          verdicts[field] = ended && JSON.stringify(ended.error ?? '').includes('FORBIDDEN') ? 'forbid' : 'allow';
          continue;
        }
        const answer = await family.gql(row.doc, row.vars?.(ids));
        const code = answer.errors?.[0]?.extensions?.code;
        verdicts[field] = code === 'FORBIDDEN' ? 'forbid' : answer.errors ? `error ${String(code)}` : 'allow';
      }
      expect(verdicts).toEqual(expected);
    }, 60_000);
  }

  it('reads the same REST paths as the patient', async () => {
    const { family } = await familyAt('read_only');
    for (const path of ['/api/portal/appointments', '/api/portal/statement', '/api/portal/documents']) {
      const response = await family.request('GET', path);
      expect([path, response.status]).toEqual([path, 200]);
    }
  }, 60_000);
});
