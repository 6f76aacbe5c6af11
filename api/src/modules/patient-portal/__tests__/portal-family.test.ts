import { randomUUID } from 'node:crypto';
import type { Client } from 'graphql-ws';
import { SecretBox } from '../../../platform/crypto/secret-box';
import { base32Decode, totpCode, totpStepAt } from '../../../platform/auth/second-factor/totp';
import { TestClock } from '../../../platform/jobs/clock';
import { TestClient, signedInClient } from '../../../test/client';
import { createCase, createClinicWithUsers, createPatient } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { collect, socketClient, untilSubscribed } from '../../../test/live-client';
import { testSecretsKey } from '../../../test/test-secrets';
import { readOnlyMessage } from '../portal.service';

const clock = new TestClock(new Date());
let t: TestApp;
const sockets: Client[] = [];
beforeAll(async () => {
  t = await startTestApp({}, (config) => config, { clock });
}, 60_000);
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
});
afterAll(() => t.close());

const password = 'a long portal passphrase';
const familyPassword = 'another family passphrase';
const inviteDoc = `mutation($input: PortalInviteInput!) { portalInvite(input: $input) { link } }`;
const acceptDoc = `mutation($input: PortalAcceptInput!) { portalAccept(input: $input) { step enrollment { secret } emailSentTo } }`;
const signInDoc = `mutation($input: PortalSignInInput!) { portalSignIn(input: $input) { step enrollment { secret } emailSentTo } }`;
const verifyDoc = `mutation($input: SecondFactorInput!) { portalVerify(input: $input) { user { id role } recoveryCodes } }`;
const sendCodeDoc = `mutation { portalEmailCodeSend { sentTo } }`;
const verifyCodeDoc = `mutation($code: String!) { portalVerifyEmailCode(input: { code: $code }) { user { id role } recoveryCodes } }`;
const grantDoc = `mutation($input: PortalFamilyGrantInput!) { portalFamilyGrant(input: $input) { sentTo delivered link member { id permission acceptedAt } } }`;
const codeFor = (secret: string) => totpCode(base32Decode(secret), totpStepAt(new Date()));
const box = new SecretBox(Buffer.from(testSecretsKey, 'base64'));

type Challenge = { step: string; enrollment: { secret: string } | null; emailSentTo: string | null };

/** The newest e-mail of `kind` to `to` as sent (its text travels sealed in the mail.deliver job). */
async function mailText(to: string, kind: string): Promise<string> {
  const [row] = (await t.dataSource.query(
    `SELECT e.id, e.body_text, j.data->>'sealedMessage' AS sealed FROM outbound_emails e
       JOIN pgboss.job j ON j.name = 'mail.deliver' AND (j.data->>'emailId')::int = e.id
      WHERE e.to_address = $1 AND e.kind = $2 ORDER BY e.id DESC LIMIT 1`,
    [to, kind],
  )) as { id: number; body_text: string; sealed: string }[];
  expect(row).toBeDefined();
  const text = (JSON.parse(box.open(row.sealed, `outbound_emails:${row.id}`)) as { text: string }).text;
  return text;
}
const mailedCode = async (to: string) => /code is: (\d{6})/.exec(await mailText(to, 'portal_email_code'))![1];
const linkCode = (link: string) => new URL(link).hash.replace('#code=', '');

async function clinicWithPatient() {
  const { clinic, staff } = await createClinicWithUsers(t.dataSource);
  const email = `fam-${randomUUID().slice(0, 8)}@test.example`;
  const patient = await createPatient(t.dataSource, clinic.id, { email, first_name: 'Paula' });
  const record = await createCase(t.dataSource, { clinicId: clinic.id, patientId: patient.id });
  const staffClient = await signedInClient(t.url, staff.email);
  return { clinic, staff, patient: { ...patient, email }, record, staffClient };
}

/** The patient accepts their invitation and sets up the authenticator. */
async function patientWithTotp(world: Awaited<ReturnType<typeof clinicWithPatient>>) {
  const invited = await world.staffClient.gql<{ portalInvite: { link: string } }>(inviteDoc, {
    input: { patientId: world.patient.id, channel: 'email' },
  });
  const client = new TestClient(t.url);
  const accepted = await client.gql<{ portalAccept: Challenge }>(acceptDoc, {
    input: { code: linkCode(invited.data!.portalInvite.link), password },
  });
  const verified = await client.gql<{ portalVerify: { user: { id: string } } }>(verifyDoc, {
    input: { code: codeFor(accepted.data!.portalAccept.enrollment!.secret) },
  });
  expect(verified.errors).toBeUndefined();
  return { client, userId: verified.data!.portalVerify.user.id };
}

/** The patient grants, the family member accepts and signs in with an e-mailed code. */
async function familyMember(patient: TestClient, permission: 'read_only' | 'full') {
  const email = `kin-${randomUUID().slice(0, 8)}@test.example`;
  const granted = await patient.gql<{ portalFamilyGrant: { link: string; member: { id: number } } }>(grantDoc, {
    input: { firstName: 'Frank', lastName: 'Family', email, relationship: 'spouse', permission },
  });
  expect(granted.errors).toBeUndefined();
  const client = new TestClient(t.url);
  const accepted = await client.gql<{ portalAccept: Challenge }>(acceptDoc, {
    input: { code: linkCode(granted.data!.portalFamilyGrant.link), password: familyPassword },
  });
  expect(accepted.data!.portalAccept.step).toBe('enroll');
  expect((await client.gql(sendCodeDoc)).errors).toBeUndefined();
  const verified = await client.gql<{ portalVerifyEmailCode: { user: { id: string } } }>(verifyCodeDoc, {
    code: await mailedCode(email),
  });
  expect(verified.errors).toBeUndefined();
  return {
    client,
    email,
    id: granted.data!.portalFamilyGrant.member.id,
    userId: verified.data!.portalVerifyEmailCode.user.id,
  };
}

describe('portal: the e-mailed code as the second factor (decision 421)', () => {
  it('is chosen at setup, hashed at rest, expires after 10 minutes, allows 5 tries and limits resends (controlled clock)', async () => {
    const world = await clinicWithPatient();
    const invited = await world.staffClient.gql<{ portalInvite: { link: string } }>(inviteDoc, {
      input: { patientId: world.patient.id, channel: 'email' },
    });
    const client = new TestClient(t.url);
    const accepted = await client.gql<{ portalAccept: Challenge }>(acceptDoc, {
      input: { code: linkCode(invited.data!.portalInvite.link), password },
    });
    expect(accepted.data!.portalAccept.step).toBe('enroll');

    const sent = await client.gql<{ portalEmailCodeSend: { sentTo: string } }>(sendCodeDoc);
    expect(sent.data!.portalEmailCodeSend.sentTo).toMatch(/^f\*\*\*@test\.example$/);
    const code = await mailedCode(world.patient.email);
    const [stored] = (await t.dataSource.query(
      `SELECT c.code_hash, e.body_text FROM portal_email_codes c JOIN users u ON u.id = c.user_id
         JOIN outbound_emails e ON e.to_address = u.email AND e.kind = 'portal_email_code'
        WHERE u.email = $1 ORDER BY c.id DESC LIMIT 1`,
      [world.patient.email],
    )) as { code_hash: string; body_text: string }[];
    expect(stored.code_hash).not.toContain(code);
    expect(stored.body_text).not.toContain(code);

    // A second code within a minute is refused; after a minute (the clock) it goes.
    const tooSoon = await client.gql(sendCodeDoc);
    expect(tooSoon.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    clock.advance({ seconds: 61 });
    expect((await client.gql(sendCodeDoc)).errors).toBeUndefined();
    const second = await mailedCode(world.patient.email);

    // Only the newest code counts; wrong tries are counted up to 5, then the code is spent.
    const wrong = second === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) {
      const refused = await client.gql(verifyCodeDoc, { code: wrong });
      expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
    const fifth = await client.gql(verifyCodeDoc, { code: wrong });
    expect(fifth.errors?.[0].message).toMatch(/Too many tries/);
    const spent = await client.gql(verifyCodeDoc, { code: second });
    expect(spent.errors?.[0].message).toMatch(/Too many tries/);

    // A new code, left for more than 10 minutes, has expired.
    clock.advance({ seconds: 61 });
    expect((await client.gql(sendCodeDoc)).errors).toBeUndefined();
    const third = await mailedCode(world.patient.email);
    clock.advance({ minutes: 10, seconds: 1 });
    const expired = await client.gql(verifyCodeDoc, { code: third });
    expect(expired.errors?.[0].message).toMatch(/expired/);

    // The pending session lasts 5 minutes (database time): sign in again, which sends a code only once set up.
    clock.advance({ seconds: 61 });
    expect((await client.gql(sendCodeDoc)).errors).toBeUndefined();
    const fourth = await mailedCode(world.patient.email);
    const verified = await client.gql<{ portalVerifyEmailCode: { user: { role: string }; recoveryCodes: null } }>(
      verifyCodeDoc,
      { code: fourth },
    );
    expect(verified.errors).toBeUndefined();
    expect(verified.data!.portalVerifyEmailCode).toEqual({
      user: { id: expect.any(String), role: 'patient' },
      recoveryCodes: null,
    });
    const [access] = (await t.dataSource.query(
      `SELECT mfa_enabled, mfa_method FROM client_portal_access WHERE patient_id = $1`,
      [world.patient.id],
    )) as { mfa_enabled: boolean; mfa_method: string }[];
    expect(access).toEqual({ mfa_enabled: true, mfa_method: 'email' });
    expect((await client.gql<{ portalMe: { firstName: string } }>('{ portalMe { firstName } }')).data).toEqual({
      portalMe: { firstName: 'Paula' },
    });
    // A used code works once.
    await client.gql('mutation { logout }');

    // Next sign-in: the password, then a code is e-mailed at once; an authenticator code is refused.
    clock.advance({ seconds: 61 });
    const again = new TestClient(t.url);
    const challenge = await again.gql<{ portalSignIn: Challenge }>(signInDoc, {
      input: { email: world.patient.email, password },
    });
    expect(challenge.data!.portalSignIn).toMatchObject({
      step: 'email',
      enrollment: null,
      emailSentTo: expect.any(String),
    });
    const totpTry = await again.gql(verifyDoc, { input: { code: '123456' } });
    expect(totpTry.errors?.[0].message).toMatch(/code sent by e-mail/);
    const reused = await again.gql(verifyCodeDoc, { code: fourth });
    expect(reused.errors).toBeDefined();
    const fresh = await again.gql(verifyCodeDoc, { code: await mailedCode(world.patient.email) });
    expect(fresh.errors).toBeUndefined();
  });

  it('is refused to a login that set up an authenticator', async () => {
    const world = await clinicWithPatient();
    await patientWithTotp(world);
    const client = new TestClient(t.url);
    const challenge = await client.gql<{ portalSignIn: Challenge }>(signInDoc, {
      input: { email: world.patient.email, password },
    });
    expect(challenge.data!.portalSignIn.step).toBe('verify');
    const refused = await client.gql(sendCodeDoc);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const none = await t.dataSource.query(
      `SELECT 1 FROM portal_email_codes c JOIN users u ON u.id = c.user_id WHERE u.email = $1`,
      [world.patient.email],
    );
    expect(none).toEqual([]);
  });
});

describe('portal: family members (decision 420)', () => {
  it('grants read-only access: the family member signs in to the same portal, reads, and may not act', async () => {
    const world = await clinicWithPatient();
    const patient = await patientWithTotp(world);
    const family = await familyMember(patient.client, 'read_only');

    const invitation = await mailText(family.email, 'portal_family_invitation');
    expect(invitation).toMatch(/Paula gave you access to their patient portal/);
    const [stored] = (await t.dataSource.query(
      `SELECT body_text FROM outbound_emails WHERE to_address = $1 AND kind = 'portal_family_invitation'`,
      [family.email],
    )) as { body_text: string }[];
    expect(stored.body_text).not.toMatch(/#code=/);

    const me = await family.client.gql<{ portalMe: Record<string, unknown> }>(
      '{ portalMe { firstName viewerFirstName familyMember permission } }',
    );
    expect(me.data!.portalMe).toEqual({
      firstName: 'Paula',
      viewerFirstName: 'Frank',
      familyMember: true,
      permission: 'read_only',
    });
    expect((await family.client.gql('{ portalMessages { id } }')).errors).toBeUndefined();

    const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM messages WHERE case_id = $1`, [
      world.record.id,
    ]);
    const send = await family.client.gql(
      `mutation { portalMessageSend(input: { subject: "Hi", content: "From family" }) { id } }`,
    );
    expect(send.errors?.[0]).toMatchObject({ message: readOnlyMessage, extensions: { code: 'FORBIDDEN' } });
    expect(
      await t.dataSource.query(`SELECT count(*)::int AS n FROM messages WHERE case_id = $1`, [world.record.id]),
    ).toEqual(before);
    // Only the patient manages access.
    const grant = await family.client.gql(grantDoc, {
      input: {
        firstName: 'Other',
        lastName: 'Kin',
        email: 'other-kin@test.example',
        relationship: 'child',
        permission: 'full',
      },
    });
    expect(grant.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await family.client.gql('{ portalFamilyMembers { id } }')).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    // The clinic sees who has portal access; the derived flag is on.
    const clinicView = await world.staffClient.gql<{ portalAccess: Record<string, unknown> }>(
      `query($id: Int!) { portalAccess(patientId: $id) { familyMemberAccess familyMembers { name relationship permission acceptedAt } } }`,
      { id: world.patient.id },
    );
    expect(clinicView.data!.portalAccess).toEqual({
      familyMemberAccess: true,
      familyMembers: [
        { name: 'Frank Family', relationship: 'spouse', permission: 'read_only', acceptedAt: expect.any(String) },
      ],
    });
    const audit = await t.dataSource.query(
      `SELECT action FROM audit_logs WHERE entity_type = 'portal_family_member' AND entity_id = $1 ORDER BY id`,
      [String(family.id)],
    );
    expect(audit.map((row: { action: string }) => row.action)).toEqual(['grant', 'accept']);
  });

  it('full access messages and confirms; the patient changes the level and revokes (sessions end at once)', async () => {
    const world = await clinicWithPatient();
    const patient = await patientWithTotp(world);
    const family = await familyMember(patient.client, 'full');
    const sent = await family.client.gql<{ portalMessageSend: { id: number } }>(
      `mutation { portalMessageSend(input: { subject: "Ride", content: "I will drive her" }) { id } }`,
    );
    expect(sent.errors).toBeUndefined();
    // The patient reads what the family member wrote in the same thread.
    const thread = await patient.client.gql<{ portalMessages: { id: number; fromMe: boolean; senderName: string }[] }>(
      '{ portalMessages { id fromMe senderName } }',
    );
    expect(thread.data!.portalMessages).toContainEqual({
      id: sent.data!.portalMessageSend.id,
      fromMe: false,
      senderName: 'Frank Family',
    });

    const lowered = await patient.client.gql(
      `mutation($id: Int!) { portalFamilySetPermission(id: $id, permission: read_only) { permission } }`,
      { id: family.id },
    );
    expect(lowered.data).toEqual({ portalFamilySetPermission: { permission: 'read_only' } });
    const nowRefused = await family.client.gql(
      `mutation { portalMessageSend(input: { subject: "Again", content: "x" }) { id } }`,
    );
    expect(nowRefused.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const socket = socketClient(t.url, family.client.cookie);
    sockets.push(socket);
    const live = collect(socket, 'subscription { portalMessageAdded { id } }', 'portalMessageAdded');
    await untilSubscribed(t.app.services.live, 1);
    const revoked = await patient.client.gql(`mutation($id: Int!) { portalFamilyRevoke(id: $id) }`, { id: family.id });
    expect(revoked.data).toEqual({ portalFamilyRevoke: true });
    await live.waitForEnd();
    expect((await family.client.gql('{ portalMe { firstName } }')).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const signIn = await new TestClient(t.url).gql(signInDoc, {
      input: { email: family.email, password: familyPassword },
    });
    expect(signIn.errors).toBeDefined();
    const [flag] = (await t.dataSource.query(
      `SELECT family_member_access FROM client_portal_access WHERE patient_id = $1`,
      [world.patient.id],
    )) as { family_member_access: boolean }[];
    expect(flag.family_member_access).toBe(false);
    // A second revocation finds nothing; another patient's family member is not found either.
    const again = await patient.client.gql(`mutation($id: Int!) { portalFamilyRevoke(id: $id) }`, { id: family.id });
    expect(again.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it("refuses a family member of another patient, the patient's own e-mail, a duplicate, and bad input", async () => {
    const world = await clinicWithPatient();
    const patient = await patientWithTotp(world);
    const other = await clinicWithPatient();
    const otherPatient = await patientWithTotp(other);
    const theirs = await familyMember(otherPatient.client, 'full');
    const foreign = await patient.client.gql(`mutation($id: Int!) { portalFamilyRevoke(id: $id) }`, { id: theirs.id });
    expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    // The foreign family member cannot read this patient's records either.
    const theirMe = await theirs.client.gql<{ portalMe: { firstName: string } }>('{ portalMe { firstName } }');
    expect(theirMe.data!.portalMe.firstName).toBe('Paula');
    const docs = await theirs.client.gql<{ portalMessages: unknown[] }>('{ portalMessages { id caseNumber } }');
    expect(JSON.stringify(docs.data)).not.toContain(world.record.case_number);

    const own = await patient.client.gql(grantDoc, {
      input: {
        firstName: 'Me',
        lastName: 'Self',
        email: world.patient.email,
        relationship: 'other',
        permission: 'full',
      },
    });
    expect(own.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const email = `dup-${randomUUID().slice(0, 8)}@test.example`;
    const input = { firstName: 'Dee', lastName: 'Dup', email, relationship: 'sibling', permission: 'read_only' };
    expect((await patient.client.gql(grantDoc, { input })).errors).toBeUndefined();
    const dup = await patient.client.gql(grantDoc, { input: { ...input, email: email.toUpperCase() } });
    expect(dup.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const bad = await patient.client.gql(grantDoc, {
      input: { ...input, email: 'not-an-email', firstName: ' ' },
    });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const rows = await t.dataSource.query(`SELECT email FROM portal_family_members WHERE patient_id = $1`, [
      world.patient.id,
    ]);
    expect(rows).toEqual([{ email }]);
  });

  it("ends the family sessions when the clinic turns the patient's portal off", async () => {
    const world = await clinicWithPatient();
    const patient = await patientWithTotp(world);
    const family = await familyMember(patient.client, 'read_only');
    const off = await world.staffClient.gql(`mutation($id: Int!) { portalDeactivate(patientId: $id) { isActive } }`, {
      id: world.patient.id,
    });
    expect(off.errors).toBeUndefined();
    expect((await family.client.gql('{ portalMe { firstName } }')).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('portal: live messages for the patient (decision 422)', () => {
  it("delivers the clinic's reply and the portal's own messages to the patient's thread only, and the patient's message to the clinic", async () => {
    const world = await clinicWithPatient();
    const patient = await patientWithTotp(world);
    const other = await clinicWithPatient();
    const otherPatient = await patientWithTotp(other);
    const baseline = t.app.services.live.subscriberCount;

    const mine = socketClient(t.url, patient.client.cookie);
    const theirs = socketClient(t.url, otherPatient.client.cookie);
    const clinic = socketClient(t.url, world.staffClient.cookie);
    sockets.push(mine, theirs, clinic);
    const query = 'subscription { portalMessageAdded { id subject fromMe senderName } }';
    const patientStream = collect<{ id: number; subject: string; fromMe: boolean }>(mine, query, 'portalMessageAdded');
    const otherStream = collect<{ id: number }>(theirs, query, 'portalMessageAdded');
    const clinicStream = collect<{ id: number; subject: string }>(
      clinic,
      'subscription { messageAdded { id subject } }',
      'messageAdded',
    );
    await untilSubscribed(t.app.services.live, baseline + 3);

    const internal = await world.staffClient.gql<{ messageSend: { id: number } }>(
      `mutation($input: MessageSendInput!) { messageSend(input: $input) { id } }`,
      { input: { caseId: world.record.id, subject: 'Internal note', content: 'x', recipientType: 'internal' } },
    );
    expect(internal.errors).toBeUndefined();
    const reply = await world.staffClient.gql<{ messageSend: { id: number } }>(
      `mutation($input: MessageSendInput!) { messageSend(input: $input) { id } }`,
      {
        input: {
          caseId: world.record.id,
          subject: 'See you Monday',
          content: 'Bring your forms',
          recipientType: 'patient',
        },
      },
    );
    expect(reply.errors).toBeUndefined();
    const [received] = await patientStream.waitFor(1);
    expect(received).toEqual({
      id: reply.data!.messageSend.id,
      subject: 'See you Monday',
      fromMe: false,
      senderName: expect.any(String),
    });

    const own = await patient.client.gql<{ portalMessageSend: { id: number } }>(
      `mutation { portalMessageSend(input: { subject: "Thanks", content: "OK" }) { id } }`,
    );
    const all = await patientStream.waitFor(2);
    expect(all[1]).toMatchObject({ id: own.data!.portalMessageSend.id, fromMe: true });
    const clinicSaw = await clinicStream.waitFor(3);
    expect(clinicSaw.map((m) => m.subject)).toEqual(['Internal note', 'See you Monday', 'Thanks']);
    // Nothing internal, nothing of another patient.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(patientStream.received).toHaveLength(2);
    expect(otherStream.received).toHaveLength(0);
  });

  it('is refused to clinic users, attorneys and the signed-out', async () => {
    const world = await clinicWithPatient();
    const socket = socketClient(t.url, world.staffClient.cookie);
    sockets.push(socket);
    const refused = collect(socket, 'subscription { portalMessageAdded { id } }', 'portalMessageAdded');
    const ended = await refused.waitForEnd();
    expect(JSON.stringify(ended.error)).toMatch(/FORBIDDEN|permission/i);
  });
});
