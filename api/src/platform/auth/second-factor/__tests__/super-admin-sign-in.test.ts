import { Role } from '../../../access/role';
import { TestClient, nextTestTotpCode, testPassword, testTotpSecret } from '../../../../test/client';
import { createClinicWithUsers, createUser } from '../../../../test/factories';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { base32Decode, totpCode, totpStepAt } from '../totp';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const codeFor = (secret: string, at = new Date()) => totpCode(base32Decode(secret), totpStepAt(at));

async function passwordStep(email: string) {
  const client = new TestClient(t.url);
  const response = await client.rest<Record<string, unknown>>('POST', '/superadmin/api/login', {
    email,
    password: testPassword,
  });
  return { client, response };
}

const sessionsOf = (userId: string) =>
  t.dataSource.query(`SELECT sess->>'secondFactor' AS second_factor FROM sessions WHERE user_id = $1`, [userId]);

describe('super admin sign-in with a second factor', () => {
  it('opens a session that can do nothing until the code, then replaces it with a verified one', async () => {
    const admin = await createUser(t.dataSource, { role: Role.super_admin });
    const { client, response } = await passwordStep(admin.email);
    expect(response).toEqual({ status: 200, body: { success: true, secondFactor: 'verify' } });
    const pendingCookie = client.cookie;

    // Pending: the session is nothing yet.
    expect(await client.rest('GET', '/superadmin/api/auth-check')).toMatchObject({
      status: 403,
      body: { message: 'Enter the code from your authenticator app to continue.' },
    });
    expect((await client.gql('{ me { id } }')).data).toEqual({ me: null });
    for (const query of ['{ patients(first: 1) { totalCount } }', '{ waitlistStats { total } }']) {
      expect((await client.gql(query)).errors?.[0]).toMatchObject({
        message: 'Enter the code from your authenticator app to continue.',
        extensions: { code: 'FORBIDDEN' },
      });
    }
    expect((await client.rest('GET', '/api/auth/user')).status).toBe(401);

    const verified = await client.rest<{ success: boolean; data: { id: string; role: string } }>(
      'POST',
      '/superadmin/api/verify',
      { code: await nextTestTotpCode(admin.email) },
    );
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ id: admin.id, role: 'super_admin' });
    expect(client.cookie).not.toBe(pendingCookie);
    expect(await client.rest('GET', '/superadmin/api/auth-check')).toMatchObject({
      status: 200,
      body: { success: true, data: { id: admin.id, role: 'super_admin' } },
    });
    expect(await sessionsOf(admin.id)).toEqual([{ second_factor: 'verified' }]);

    // The pending session's id is gone: presenting it again does nothing.
    const stale = new TestClient(t.url);
    stale.cookie = pendingCookie;
    expect((await stale.rest('GET', '/superadmin/api/auth-check')).status).toBe(401);

    const recorded = await t.dataSource.query(
      `SELECT username, two_factor_verified, expires_at > now() AS open FROM super_admin_sessions WHERE username = $1 ORDER BY id`,
      [admin.email],
    );
    expect(recorded).toEqual([
      { username: admin.email, two_factor_verified: false, open: false },
      { username: admin.email, two_factor_verified: true, open: true },
    ]);
    const audit = await t.dataSource.query(
      `SELECT action, changed_by, new_values FROM audit_logs WHERE entity_id = $1 AND action LIKE 'login%' ORDER BY id`,
      [admin.id],
    );
    expect(audit).toEqual([
      { action: 'login_password_accepted', changed_by: admin.id, new_values: null },
      { action: 'login', changed_by: admin.id, new_values: { secondFactor: 'totp' } },
    ]);
  });

  it('accepts each code once: the same code again, or an older one, is refused', async () => {
    const admin = await createUser(t.dataSource, { role: Role.super_admin });
    const code = await nextTestTotpCode(admin.email);
    const first = await passwordStep(admin.email);
    expect((await first.client.rest('POST', '/superadmin/api/verify', { code })).status).toBe(200);

    const replay = await passwordStep(admin.email);
    const refused = await replay.client.rest<{ message: string }>('POST', '/superadmin/api/verify', { code });
    expect(refused).toEqual({
      status: 401,
      body: expect.objectContaining({
        message: 'That code has already been used. Wait for the next code and try again.',
      }),
    });
    expect(await sessionsOf(admin.id)).toEqual(
      expect.arrayContaining([{ second_factor: 'verified' }, { second_factor: 'pending' }]),
    );
    expect((await replay.client.rest('GET', '/superadmin/api/auth-check')).status).toBe(403);
    const denied = await t.dataSource.query(
      `SELECT reason FROM audit_logs WHERE entity_id = $1 AND action = 'login_denied'`,
      [admin.id],
    );
    expect(denied).toEqual([{ reason: 'second factor refused (totp)' }]);
  });

  it('lets exactly one of two simultaneous sign-ins use the same code', async () => {
    const admin = await createUser(t.dataSource, { role: Role.super_admin });
    const code = await nextTestTotpCode(admin.email);
    const a = await passwordStep(admin.email);
    const b = await passwordStep(admin.email);
    const results = await Promise.all([
      a.client.rest('POST', '/superadmin/api/verify', { code }),
      b.client.rest('POST', '/superadmin/api/verify', { code }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('refuses a wrong code with a clear message and no session', async () => {
    const admin = await createUser(t.dataSource, { role: Role.super_admin });
    const { client } = await passwordStep(admin.email);
    const wrong = String((Number(codeFor(testTotpSecret)) + 1) % 1_000_000).padStart(6, '0');
    expect(await client.rest('POST', '/superadmin/api/verify', { code: wrong })).toMatchObject({
      status: 401,
      body: { message: 'That code is not valid. Enter the current 6-digit code from your authenticator app.' },
    });
    expect(await client.rest('POST', '/superadmin/api/verify', {})).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'code', message: 'Enter the 6-digit code from your authenticator app' }] },
    });
    expect(await sessionsOf(admin.id)).toEqual([{ second_factor: 'pending' }]);
  });

  it('refuses the second factor without a password step, or after the pending step expired', async () => {
    const admin = await createUser(t.dataSource, { role: Role.super_admin });
    const message = 'Your sign-in has expired. Please enter your email and password again.';
    expect(
      await new TestClient(t.url).rest('POST', '/superadmin/api/verify', { code: codeFor(testTotpSecret) }),
    ).toMatchObject({ status: 401, body: { message, reason: 'second_factor_expired' } });

    const { client } = await passwordStep(admin.email);
    await t.dataSource.query(`UPDATE sessions SET expire = now() - interval '1 second' WHERE user_id = $1`, [admin.id]);
    expect(
      await client.rest('POST', '/superadmin/api/verify', { code: await nextTestTotpCode(admin.email) }),
    ).toMatchObject({ status: 401, body: { message, reason: 'second_factor_expired' } });
    const overGraphql = await new TestClient(t.url).gql(
      `mutation($input: SecondFactorInput!) { superAdminVerify(input: $input) { user { id } } }`,
      { input: { code: codeFor(testTotpSecret) } },
    );
    expect(overGraphql.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'UNAUTHENTICATED', reason: 'second_factor_expired' },
    });
  });

  it('enrols an authenticator on the first sign-in and hands out single-use recovery codes', async () => {
    const admin = await createUser(t.dataSource, { role: Role.super_admin, withoutSecondFactor: true });
    const { client, response } = await passwordStep(admin.email);
    const body = response.body as { secondFactor: string; enrollment: Record<string, string> };
    expect(body.secondFactor).toBe('enroll');
    const { secret, otpauthUri, qrCodeSvg } = body.enrollment;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Casebridge%3A${encodeURIComponent(admin.email)}?secret=${secret}&issuer=Casebridge&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrCodeSvg).toMatch(/^<svg[\s\S]+<\/svg>\s*$/);
    // Nothing is stored until the first code proves the app has the secret.
    expect(await t.dataSource.query(`SELECT 1 FROM second_factors WHERE user_id = $1`, [admin.id])).toHaveLength(0);

    const enrolled = await client.rest<{ recoveryCodes: string[] }>('POST', '/superadmin/api/verify', {
      code: codeFor(secret),
    });
    expect(enrolled.status).toBe(200);
    const codes = enrolled.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);
    const stored = await t.dataSource.query(`SELECT code_hash FROM recovery_codes WHERE user_id = $1`, [admin.id]);
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes[0].replace(/-/g, ''));

    // Next time: verify, not enrol; a recovery code (typed loosely) works once.
    const next = await passwordStep(admin.email);
    expect(next.response.body).toEqual({ success: true, secondFactor: 'verify' });
    const loosely = codes[3].toLowerCase().replace(/-/g, ' ');
    expect((await next.client.rest('POST', '/superadmin/api/verify', { recoveryCode: loosely })).status).toBe(200);
    const again = await passwordStep(admin.email);
    expect(await again.client.rest('POST', '/superadmin/api/verify', { recoveryCode: codes[3] })).toMatchObject({
      status: 401,
      body: { message: 'That recovery code is not valid or has already been used.' },
    });
  });

  it('refuses other roles at the admin door, and other roles get 403 from the admin API', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const { client, response } = await passwordStep(staff.email);
    expect(response).toMatchObject({
      status: 403,
      body: { message: 'This is not a Super Admin account. Please use Login on the home page.' },
    });
    expect(client.cookie).toBeNull();
    const signedIn = new TestClient(t.url);
    await signedIn.login(staff.email);
    expect(await signedIn.rest('GET', '/superadmin/api/auth-check')).toMatchObject({
      status: 403,
      body: { message: 'Only a Super Admin may do this.' },
    });
    expect((await new TestClient(t.url).rest('GET', '/superadmin/api/auth-check')).status).toBe(401);
  });

  it('signs in over GraphQL too', async () => {
    const admin = await createUser(t.dataSource, { role: Role.super_admin });
    const client = new TestClient(t.url);
    const challenge = await client.gql(
      `mutation($input: SuperAdminSignInInput!) { superAdminSignIn(input: $input) { step enrollment { secret } } }`,
      { input: { email: admin.email, password: testPassword } },
    );
    expect(challenge).toEqual({ data: { superAdminSignIn: { step: 'verify', enrollment: null } } });
    const verified = await client.gql(
      `mutation($input: SecondFactorInput!) { superAdminVerify(input: $input) { user { id role } recoveryCodes } }`,
      { input: { code: await nextTestTotpCode(admin.email) } },
    );
    expect(verified).toEqual({
      data: { superAdminVerify: { user: { id: admin.id, role: 'super_admin' }, recoveryCodes: null } },
    });
    expect((await client.gql<{ me: { id: string } }>('{ me { id } }')).data?.me.id).toBe(admin.id);
  });

  it('logs out a pending or a verified session', async () => {
    const admin = await createUser(t.dataSource, { role: Role.super_admin });
    const pending = await passwordStep(admin.email);
    expect((await pending.client.rest('POST', '/superadmin/api/logout', {})).status).toBe(200);
    const signedIn = new TestClient(t.url);
    await signedIn.login(admin.email);
    expect((await signedIn.rest('POST', '/superadmin/api/logout', {})).status).toBe(200);
    expect((await signedIn.rest('GET', '/superadmin/api/auth-check')).status).toBe(401);
    expect(await sessionsOf(admin.id)).toEqual([]);
  });
});

describe('second-factor attempt limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '3' });
  });
  afterAll(() => limited.close());

  it('locks the second factor after 3 wrong codes, even for the right one', async () => {
    const admin = await createUser(limited.dataSource, { role: Role.super_admin });
    const client = new TestClient(limited.url);
    await client.rest('POST', '/superadmin/api/login', { email: admin.email, password: testPassword });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await client.rest('POST', '/superadmin/api/verify', { code: '000000' })).status);
    }
    const right = await client.rest<{ message: string }>('POST', '/superadmin/api/verify', {
      code: await nextTestTotpCode(admin.email),
    });
    expect([...statuses, right.status]).toEqual([401, 401, 401, 429]);
    expect(right.body.message).toMatch(/^Too many sign-in attempts\. Please wait/);
  });
});
