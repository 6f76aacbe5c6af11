import { Role } from '../../../access/role';
import { SecretBox } from '../../../crypto/secret-box';
import { TestClient, testPassword, testTotpSecret } from '../../../../test/client';
import { createUser } from '../../../../test/factories';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { testSecretsKey } from '../../../../test/test-secrets';
import { base32Decode, totpCode, totpStepAt } from '../totp';
import { unreadableSecretMessage } from '../super-admin-sign-in.service';
import { sealPlaintextTotpSecrets, totpSecretContext } from '../totp-secret-at-rest';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const box = new SecretBox(Buffer.from(testSecretsKey, 'base64'));
const storedSecret = async (userId: string) =>
  (
    (await t.dataSource.query(`SELECT totp_secret FROM second_factors WHERE user_id = $1`, [userId])) as {
      totp_secret: string;
    }[]
  )[0].totp_secret;
const pendingSessionSecrets = async (userId: string) =>
  JSON.stringify(await t.dataSource.query(`SELECT sess FROM sessions WHERE user_id = $1`, [userId]));

describe('TOTP secrets at rest', () => {
  it('are sealed from enrolment on: neither the pending session nor second_factors holds the secret', async () => {
    const admin = await createUser(t.dataSource, { role: Role.super_admin, withoutSecondFactor: true });
    const client = new TestClient(t.url);
    const started = await client.rest<{ enrollment: { secret: string } }>('POST', '/superadmin/api/login', {
      email: admin.email,
      password: testPassword,
    });
    const { secret } = started.body.enrollment;
    expect(await pendingSessionSecrets(admin.id)).not.toContain(secret);

    const code = totpCode(base32Decode(secret), totpStepAt(new Date()));
    expect((await client.rest('POST', '/superadmin/api/verify', { code })).status).toBe(200);
    const stored = await storedSecret(admin.id);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(secret);
    expect(box.open(stored, totpSecretContext(admin.id))).toBe(secret);
  });

  it('bound to their user: a sealed secret copied to another super admin does not sign them in', async () => {
    const victim = await createUser(t.dataSource, { role: Role.super_admin });
    const intruder = await createUser(t.dataSource, { role: Role.super_admin, withoutSecondFactor: true });
    await t.dataSource.query(`INSERT INTO second_factors (user_id, totp_secret) VALUES ($1, $2)`, [
      intruder.id,
      await storedSecret(victim.id),
    ]);
    const client = new TestClient(t.url);
    await client.rest('POST', '/superadmin/api/login', { email: intruder.email, password: testPassword });
    const answer = await client.rest('POST', '/superadmin/api/verify', {
      code: totpCode(base32Decode(testTotpSecret), totpStepAt(new Date())),
    });
    expect(answer).toMatchObject({ status: 401, body: { message: unreadableSecretMessage } });
  });

  it('left in plain text by an older version are sealed at start-up, and the authenticator keeps working', async () => {
    const admin = await createUser(t.dataSource, { role: Role.super_admin, withoutSecondFactor: true });
    await t.dataSource.query(`INSERT INTO second_factors (user_id, totp_secret) VALUES ($1, $2)`, [
      admin.id,
      testTotpSecret,
    ]);
    expect(await sealPlaintextTotpSecrets(t.dataSource, box)).toBeGreaterThanOrEqual(1);
    expect(await sealPlaintextTotpSecrets(t.dataSource, box)).toBe(0);
    expect(await storedSecret(admin.id)).toMatch(/^v1\./);
    const client = new TestClient(t.url);
    await client.login(admin.email);
    expect((await client.rest('GET', '/superadmin/api/auth-check')).status).toBe(200);
  });
});
