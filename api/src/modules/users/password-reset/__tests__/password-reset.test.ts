import { randomUUID } from 'node:crypto';
import { TestClient, testPassword } from '../../../../test/client';
import { createClinic, createUser } from '../../../../test/factories';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { startFakeSmtpServer } from '../../../../platform/mail/__tests__/fake-smtp-server';
import { deliverMail } from '../../../../platform/mail/mail.jobs';
import type { JobOutcome } from '../../../../platform/jobs/job-queue';
import { Role } from '../../../../platform/access/role';
import { sendPasswordResetLink } from '../password-reset.jobs';
import {
  expiredResetLinkMessage,
  invalidResetLinkMessage,
  resetRequestedMessage,
  usedResetLinkMessage,
} from '../password-reset.service';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  t = await startTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Casebridge <no-reply@casebridge.test>',
    PASSWORD_RESET_MAX_PER_EMAIL_HOURLY: '3',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const requestReset = `mutation($input: PasswordResetRequestInput!) { passwordResetRequest(input: $input) { message } }`;
const complete = `mutation($token: String!, $password: String!) { passwordReset(token: $token, password: $password) { email signInPath } }`;
const linkQuery = `query($token: String!) { passwordResetLink(token: $token) { state message email } }`;
const newPassword = 'a lighthouse keeps its lamp lit';

/** A clinic user with a unique email (password: testPassword). */
async function person(role = Role.clinic_staff) {
  const clinic = await createClinic(t.dataSource);
  const email = `reset-${randomUUID().slice(0, 8)}@test.example`;
  return createUser(t.dataSource, { role, email, ...(role === Role.super_admin ? {} : { clinic_id: clinic.id }) });
}

/** Asks for a link as an anonymous visitor; answers what the visitor sees. */
const ask = (email: string) =>
  new TestClient(t.url).gql<{ passwordResetRequest: { message: string } }>(requestReset, { input: { email } });

/**
 * This test's jobs: the reset-link requests for these addresses and the deliveries of e-mails to them.
 * Other test files share the database and its queues (and their e-mails may wait minutes for a retry),
 * so only these decide when the queue has been worked.
 */
async function jobsFor(emails: string[]) {
  const addresses = emails.map((email) => email.toLowerCase());
  return (await t.dataSource.query(
    `SELECT id, state FROM pgboss.job
      WHERE (name = $1 AND lower(data->>'email') = ANY($3))
         OR (name = $2 AND (data->>'emailId')::int IN (
              SELECT e.id FROM outbound_emails e
               WHERE EXISTS (SELECT 1 FROM unnest($3::text[]) a WHERE position(a IN lower(e.to_address)) > 0)))`,
    [sendPasswordResetLink.name, deliverMail.name, addresses],
  )) as { id: string; state: string }[];
}

/** Works the queue as the app's workers would, until the jobs for these addresses (requests, then e-mails) are done. */
async function workQueue(...emails: string[]) {
  const outcomes: JobOutcome[] = [];
  // A job not yet due or held by another runner is waited for (up to 20 s, inside the test's 30 s:
  // under CI's load 4 s was not always enough): the e-mails have been delivered, or the failure is
  // named, when this returns.
  const deadline = Date.now() + 20_000;
  let ours: { id: string; state: string }[] = [];
  for (;;) {
    outcomes.push(
      ...(await t.app.services.jobs.runDue(sendPasswordResetLink)),
      ...(await t.app.services.jobs.runDue(deliverMail)),
    );
    ours = await jobsFor(emails);
    if (ours.every((job) => job.state === 'completed') || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const ourIds = new Set(ours.map((job) => job.id));
  expect(outcomes.filter((outcome) => ourIds.has(outcome.id) && outcome.state !== 'completed')).toEqual([]);
  expect(ours.filter((job) => job.state !== 'completed')).toEqual([]);
}

/** The reset token in the last email the mail server received for this address. */
function tokenMailedTo(email: string): string {
  const mail = smtp.received.filter((m) => m.to.includes(`<${email}>`)).at(-1);
  if (!mail) throw new Error(`no email reached ${email}`);
  const unfolded = mail.data.replace(/=\r\n/g, '').replace(/=3D/g, '=');
  const match = new RegExp(`${t.config.publicUrl}/reset-password\\?token=([A-Za-z0-9_-]{43})`).exec(unfolded);
  if (!match) throw new Error(`no reset link in the email to ${email}`);
  return match[1];
}

const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(`<${email}>`)).length;

describe('asking for a password reset link', () => {
  it('answers the same for an account, an unknown address and a deactivated account; only the account gets an email', async () => {
    const known = await person();
    const deactivated = await person();
    await t.dataSource.query(`UPDATE users SET is_active = false WHERE id = $1`, [deactivated.id]);
    const unknown = `nobody-${randomUUID().slice(0, 8)}@test.example`;

    const answers = [await ask(known.email), await ask(unknown), await ask(deactivated.email)];
    const expected = { data: { passwordResetRequest: { message: resetRequestedMessage(60) } } };
    for (const answer of answers) expect(answer).toEqual(expected);
    // The answer did no account work: each request is one job, whatever the address.
    const [{ queued }] = (await t.dataSource.query(
      `SELECT count(*)::int AS queued FROM pgboss.job WHERE name = 'passwords.reset-link' AND data->>'email' = ANY($1)`,
      [[known.email, unknown, deactivated.email]],
    )) as { queued: number }[];
    expect(queued).toBe(3);

    await workQueue(known.email, unknown, deactivated.email);
    expect(mailsTo(known.email)).toBe(1);
    expect(mailsTo(unknown)).toBe(0);
    expect(mailsTo(deactivated.email)).toBe(0);
    const mail = smtp.received.find((m) => m.to.includes(`<${known.email}>`))!;
    expect(mail.data).toContain('Subject: Reset your Casebridge password');

    // Only the hash is stored, and the recorded email keeps the link out.
    const token = tokenMailedTo(known.email);
    const stored = (await t.dataSource.query(`SELECT token_hash FROM password_reset_tokens WHERE user_id = $1`, [
      known.id,
    ])) as { token_hash: string }[];
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toContain(token);
    const [recorded] = (await t.dataSource.query(
      `SELECT body_text FROM outbound_emails WHERE user_id = $1 AND kind = 'password_reset'`,
      [known.id],
    )) as { body_text: string }[];
    expect(recorded.body_text).not.toContain(token);
    expect(recorded.body_text).toContain('[password reset link: sent to the recipient only]');

    const audit = (await t.dataSource.query(
      `SELECT action, changed_by FROM audit_logs WHERE entity_type = 'user' AND entity_id = $1`,
      [known.id],
    )) as { action: string; changed_by: string }[];
    expect(audit).toEqual([{ action: 'password_reset_requested', changed_by: known.id }]);
  });

  it('refuses a malformed address with a field error, over GraphQL and REST', async () => {
    const answer = await ask('not-an-email');
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Email must be a valid email address',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const rest = await new TestClient(t.url).rest('POST', '/api/auth/password-reset', {
      email: 'x\u0000@test.example',
    });
    expect(rest.status).toBe(400);
  });

  it('limits requests per email address, counted whether or not the address has an account', async () => {
    for (const email of [(await person()).email, `ghost-${randomUUID().slice(0, 8)}@test.example`]) {
      for (let i = 0; i < 3; i++) expect((await ask(email)).errors).toBeUndefined();
      const refused = await ask(email.toUpperCase());
      expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS' } });
      expect(refused.errors?.[0].message).toMatch(
        /^Too many password reset requests\. Please wait \d+ minutes? and try again\.$/,
      );
    }
  });

  it('limits requests per client address over REST too', async () => {
    const limited = await startTestApp({ PASSWORD_RESET_MAX_PER_ADDRESS_HOURLY: '2', TRUST_PROXY: '1' });
    try {
      // An address of its own: other tests on this database count against 127.0.0.1.
      const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const client = new TestClient(limited.url);
      const rest = async (email: string) => {
        const response = await client.request('POST', '/api/auth/password-reset', {
          body: { email },
          headers: { 'x-forwarded-for': ip },
        });
        return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      };
      expect(await rest(`a-${randomUUID().slice(0, 8)}@test.example`)).toEqual({
        status: 200,
        body: { success: true, message: resetRequestedMessage(60) },
      });
      expect((await rest(`b-${randomUUID().slice(0, 8)}@test.example`)).status).toBe(200);
      const refused = await rest(`c-${randomUUID().slice(0, 8)}@test.example`);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ message: expect.stringMatching(/^Too many password reset requests/) });
    } finally {
      await limited.close();
    }
  });
});

describe('setting a new password with the link', () => {
  it('sets the password once, ends every session, audits it, and the old password stops working', async () => {
    const user = await person();
    const signedIn = new TestClient(t.url);
    await signedIn.login(user.email);
    expect((await signedIn.gql('{ me { email } }')).data).toEqual({ me: { email: user.email } });

    await ask(user.email);
    await workQueue(user.email);
    const token = tokenMailedTo(user.email);
    expect((await new TestClient(t.url).gql(linkQuery, { token })).data).toEqual({
      passwordResetLink: { state: 'valid', message: null, email: user.email },
    });

    const done = await new TestClient(t.url).gql(complete, { token, password: newPassword });
    expect(done).toEqual({ data: { passwordReset: { email: user.email, signInPath: '/?login=true' } } });

    // The session opened before the reset is gone.
    expect(await signedIn.gql('{ me { email } }')).toEqual({ data: { me: null } });
    const [{ sessions }] = (await t.dataSource.query(
      `SELECT count(*)::int AS sessions FROM sessions WHERE user_id = $1`,
      [user.id],
    )) as { sessions: number }[];
    expect(sessions).toBe(0);

    // The new password signs in; the old one does not.
    await expect(new TestClient(t.url).login(user.email, testPassword)).rejects.toThrow(/login failed/);
    const fresh = new TestClient(t.url);
    await fresh.login(user.email, newPassword);
    expect((await fresh.gql('{ me { email } }')).data).toEqual({ me: { email: user.email } });

    // Used once: the same link is refused with its reason, over GraphQL and REST.
    const again = await new TestClient(t.url).gql(complete, { token, password: 'another long passphrase' });
    expect(again.errors?.[0]).toMatchObject({ message: usedResetLinkMessage, extensions: { code: 'BAD_USER_INPUT' } });
    const againRest = await new TestClient(t.url).rest('POST', '/api/auth/password-reset/complete', {
      token,
      password: 'another long passphrase',
    });
    expect(againRest.status).toBe(400);
    expect((await new TestClient(t.url).gql(linkQuery, { token })).data).toEqual({
      passwordResetLink: { state: 'used', message: usedResetLinkMessage, email: null },
    });

    const audit = (await t.dataSource.query(
      `SELECT action, changed_by, new_values FROM audit_logs WHERE entity_type = 'user' AND entity_id = $1 ORDER BY id`,
      [user.id],
    )) as { action: string; changed_by: string; new_values: Record<string, unknown> }[];
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['password_reset_requested', 'password_reset']),
    );
    const reset = audit.find((row) => row.action === 'password_reset')!;
    expect(reset).toMatchObject({ changed_by: user.id, new_values: { passwordSet: true, sessionsEnded: 1 } });
    expect(JSON.stringify(reset.new_values)).not.toContain(newPassword);
  });

  it('works once under two concurrent submissions', async () => {
    const user = await person();
    await ask(user.email);
    await workQueue(user.email);
    const token = tokenMailedTo(user.email);
    const results = await Promise.all([
      new TestClient(t.url).gql(complete, { token, password: newPassword }),
      new TestClient(t.url).gql(complete, { token, password: 'a second concurrent passphrase' }),
    ]);
    expect(results.filter((r) => r.errors === undefined)).toHaveLength(1);
    expect(results.find((r) => r.errors)!.errors![0].message).toBe(usedResetLinkMessage);
  });

  it('refuses an expired link and changes nothing', async () => {
    const user = await person();
    await ask(user.email);
    await workQueue(user.email);
    const token = tokenMailedTo(user.email);
    await t.dataSource.query(
      `UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [user.id],
    );
    const result = await new TestClient(t.url).gql(complete, { token, password: newPassword });
    expect(result.errors?.[0]).toMatchObject({
      message: expiredResetLinkMessage,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await new TestClient(t.url).login(user.email, testPassword);
  });

  it('expires after the configured lifetime (60 minutes by default)', async () => {
    const user = await person();
    await ask(user.email);
    await workQueue(user.email);
    const [{ minutes }] = (await t.dataSource.query(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM password_reset_tokens WHERE user_id = $1`,
      [user.id],
    )) as { minutes: number }[];
    expect(minutes).toBe(60);
  });

  it('retires the earlier link when a new one is sent', async () => {
    const user = await person();
    await ask(user.email);
    await workQueue(user.email);
    const first = tokenMailedTo(user.email);
    await ask(user.email);
    await workQueue(user.email);
    const second = tokenMailedTo(user.email);
    expect(second).not.toBe(first);
    const stale = await new TestClient(t.url).gql(complete, { token: first, password: newPassword });
    expect(stale.errors?.[0].message).toBe(usedResetLinkMessage);
    expect(
      (await new TestClient(t.url).gql(complete, { token: second, password: newPassword })).errors,
    ).toBeUndefined();
  });

  it('applies the password rules and keeps the link usable after a refused password', async () => {
    const user = await person();
    await ask(user.email);
    await workQueue(user.email);
    const token = tokenMailedTo(user.email);
    const short = await new TestClient(t.url).gql(complete, { token, password: 'short' });
    expect(short.errors?.[0]).toMatchObject({
      message: 'Password must be at least 12 characters',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await new TestClient(t.url).gql(complete, { token, password: newPassword })).errors).toBeUndefined();
  });

  it('refuses a made-up or malformed token', async () => {
    for (const token of ['A'.repeat(43), 'short', '']) {
      const result = await new TestClient(t.url).gql(complete, { token, password: newPassword });
      expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
      if (token) expect(result.errors?.[0].message).toBe(invalidResetLinkMessage);
    }
  });

  it('sends a super admin back to /superadmin', async () => {
    const operator = await person(Role.super_admin);
    await ask(operator.email);
    await workQueue(operator.email);
    const result = await new TestClient(t.url).gql(complete, {
      token: tokenMailedTo(operator.email),
      password: newPassword,
    });
    expect(result.data).toEqual({ passwordReset: { email: operator.email, signInPath: '/superadmin' } });
  });
});
