import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { loadConfig } from '../../../../config';
import { Role } from '../../../access/role';
import { TestClient, testPassword } from '../../../../test/client';
import { createAttorneyUser, createClinicWithUsers, createUser, type UserRow } from '../../../../test/factories';
import { freePort, startTestApp, type TestApp } from '../../../../test/harness';
import { startTestProvider, type TestProvider, type TestProviderAccount } from '../../../../test/oidc-provider';
import { formOf, RedirectBrowser } from '../../../../test/redirect-browser';

/**
 * External sign-in against a real OpenID Provider (node-oidc-provider in its own process on
 * loopback) and the real app: every check here is made by openid-client and our code, on real
 * signed ID tokens.
 */

const secret = 'casebridge-test-client-secret';
const providerPassword = 'provider-password';
let provider: TestProvider;
let t: TestApp;

beforeAll(async () => {
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  const callback = (id: string) => `${appUrl}/api/auth/oidc/${id}/callback`;
  provider = await startTestProvider({
    clients: [
      { client_id: 'casebridge-oidc', client_secret: secret, redirect_uris: [callback('oidc')] },
      { client_id: 'casebridge-google', client_secret: secret, redirect_uris: [callback('google')] },
      {
        client_id: 'casebridge-apple',
        client_secret: secret,
        redirect_uris: [callback('apple')],
        token_endpoint_auth_method: 'client_secret_post',
      },
      // Another relying party of the same provider: its ID tokens must not sign anyone in here.
      { client_id: 'other-app', client_secret: secret, redirect_uris: ['http://127.0.0.1:9/other/callback'] },
    ],
  });
  t = await startTestApp(
    {
      PORT: String(port),
      PUBLIC_URL: appUrl,
      OIDC_ISSUER_URL: provider.issuer,
      OIDC_CLIENT_ID: 'casebridge-oidc',
      OIDC_CLIENT_SECRET: secret,
      OIDC_LABEL: 'Test ID',
      GOOGLE_CLIENT_ID: 'casebridge-google',
      GOOGLE_CLIENT_SECRET: secret,
      APPLE_CLIENT_ID: 'casebridge-apple',
      APPLE_CLIENT_SECRET: secret,
    },
    // Google and Apple have fixed issuers; here they are played by the local provider.
    (config) => ({ ...config, oidcProviders: config.oidcProviders.map((p) => ({ ...p, issuer: provider.issuer })) }),
  );
  expect(t.url).toBe(appUrl);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await provider?.stop();
});

// --- Driving the flow ----------------------------------------------------------------------------

type ProviderId = 'oidc' | 'google' | 'apple';
const isOurs = (url: string) => url.startsWith(`${t.url}/`);

/** An account at the provider for this user's email (or another), verified unless told otherwise. */
async function providerAccount(
  email: string,
  overrides: Partial<TestProviderAccount> = {},
): Promise<TestProviderAccount> {
  const account = { sub: `sub-${randomUUID()}`, email, email_verified: true, password: providerPassword, ...overrides };
  await provider.addAccount(account);
  return account;
}

/** Presses the button: GET the start route; answers the authorization URL it redirects to. */
async function start(browser: RedirectBrowser, id: ProviderId = 'oidc', query = ''): Promise<URL> {
  const response = await browser.request(`${t.url}/api/auth/oidc/${id}/start${query}`);
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location')!);
  expect(location.origin).toBe(new URL(provider.issuer).origin);
  return location;
}

/**
 * Signs in at the provider and answers the URL of our GET callback it sends the browser to (for
 * Apple's form_post: after posting the provider's form to our POST callback, as a browser would).
 */
async function authorize(browser: RedirectBrowser, authorizationUrl: URL, account: TestProviderAccount) {
  const login = await browser.follow(authorizationUrl.toString(), isOurs);
  expect(login.response?.status).toBe(200);
  const form = formOf(await login.response!.text());
  const submitted = await browser.request(new URL(form.action, login.url).toString(), {
    form: { email: account.email, password: account.password },
  });
  expect(submitted.status).toBe(303);
  const back = await browser.follow(new URL(submitted.headers.get('location')!, login.url).toString(), isOurs);
  if (!back.response) return back.url;
  // response_mode=form_post: the provider's page posts the answer to our callback, cross-site.
  const posted = formOf(await back.response.text());
  expect(posted.action).toMatch(new RegExp(`^${t.url}/api/auth/oidc/\\w+/callback$`));
  const relayed = await browser.request(posted.action, {
    form: posted.fields,
    headers: { origin: new URL(provider.issuer).origin },
  });
  expect(relayed.status).toBe(303);
  const next = new URL(relayed.headers.get('location')!, posted.action).toString();
  expect(new URL(next).searchParams.get('code')).toBe(posted.fields.code);
  return next;
}

/** Requests our callback; answers where it sends the browser. */
async function finish(browser: RedirectBrowser, callbackUrl: string): Promise<string> {
  const response = await browser.request(callbackUrl);
  expect(response.status).toBe(302);
  return response.headers.get('location')!;
}

async function signIn(
  account: TestProviderAccount,
  id: ProviderId = 'oidc',
  browser = new RedirectBrowser(),
  query = '',
) {
  const callbackUrl = await authorize(browser, await start(browser, id, query), account);
  return { browser, callbackUrl, landed: await finish(browser, callbackUrl) };
}

const refusedWith = (code: string) => `/?login=true&loginError=${code}`;

/** The signed-in user as the app sees the browser's session cookie (null when signed out). */
async function currentUser(browser: RedirectBrowser): Promise<string | null> {
  const token = browser.cookie(t.url, 'cb_session');
  if (!token) return null;
  const client = new TestClient(t.url);
  client.cookie = `cb_session=${token}`;
  const me = await client.rest<{ data?: { id: string } }>('GET', '/api/auth/user');
  return me.status === 200 ? me.body.data!.id : null;
}

async function userRow(id: string) {
  const rows = await t.dataSource.query(
    `SELECT google_id, apple_id, oidc_subject, auth_provider, last_login_at FROM users WHERE id = $1`,
    [id],
  );
  return rows[0] as {
    google_id: string | null;
    apple_id: string | null;
    oidc_subject: string | null;
    auth_provider: string;
    last_login_at: Date | null;
  };
}

async function auditRows(entityId: string, action: string) {
  return (await t.dataSource.query(
    `SELECT action, reason, new_values, changed_by FROM audit_logs WHERE entity_id = $1 AND action = $2 ORDER BY id`,
    [entityId, action],
  )) as { action: string; reason: string | null; new_values: Record<string, unknown> | null; changed_by: string }[];
}

const sessionCount = async (userId: string) =>
  Number((await t.dataSource.query(`SELECT count(*) AS n FROM sessions WHERE user_id = $1`, [userId]))[0].n);

async function staffMember(): Promise<UserRow> {
  return (await createClinicWithUsers(t.dataSource)).staff;
}

// --- Signing in ----------------------------------------------------------------------------------

describe('external sign-in through a real OpenID provider', () => {
  it('starts with PKCE (S256), state and nonce, and binds the attempt to the browser with an HttpOnly Lax cookie', async () => {
    const browser = new RedirectBrowser();
    const response = await browser.request(`${t.url}/api/auth/oidc/oidc/start`);
    expect(response.status).toBe(302);
    const url = new URL(response.headers.get('location')!);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'casebridge-oidc',
      response_type: 'code',
      scope: 'openid email',
      redirect_uri: `${t.url}/api/auth/oidc/oidc/callback`,
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.has('code_verifier')).toBe(false);

    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('cb_oidc_attempt='))!;
    expect(cookie).toMatch(/^cb_oidc_attempt=[\w-]{43}; Max-Age=600; Path=\/api\/auth\/oidc; HttpOnly; SameSite=Lax$/);
    // Only a hash of the cookie is stored, with the verifier that matches the challenge.
    const token = browser.cookie(t.url, 'cb_oidc_attempt')!;
    const rows = await t.dataSource.query(
      `SELECT provider, state, nonce, code_verifier, expires_at - now() < interval '601 seconds' AS short
         FROM oidc_login_attempts WHERE id_hash = $1`,
      [createHash('sha256').update(token).digest('base64url')],
    );
    expect(rows).toEqual([
      {
        provider: 'oidc',
        state: url.searchParams.get('state'),
        nonce: url.searchParams.get('nonce'),
        code_verifier: expect.any(String),
        short: true,
      },
    ]);
    expect(createHash('sha256').update(rows[0].code_verifier).digest('base64url')).toBe(
      url.searchParams.get('code_challenge'),
    );
  });

  it('signs an existing user in by verified email, links the provider identity, and audits it', async () => {
    const staff = await staffMember();
    const account = await providerAccount(staff.email.toUpperCase());
    const browser = new RedirectBrowser();
    // Signed in with a password before: that session must end (a new id, no fixation).
    const before = new TestClient(t.url);
    await before.login(staff.email);
    const previousToken = before.cookie!.split('=')[1];
    browser.setCookie(t.url, 'cb_session', previousToken);

    const { landed } = await signIn(account, 'oidc', browser);

    expect(landed).toBe('/dashboard');
    expect(browser.cookie(t.url, 'cb_oidc_attempt')).toBeUndefined();
    expect(browser.cookie(t.url, 'cb_session')).not.toBe(previousToken);
    expect(await currentUser(browser)).toBe(staff.id);
    expect((await before.rest('GET', '/api/auth/user')).status).toBe(401);
    expect(await sessionCount(staff.id)).toBe(1);
    const row = await userRow(staff.id);
    expect(row).toMatchObject({ oidc_subject: `${provider.issuer} ${account.sub}`, auth_provider: 'oidc' });
    expect(row.last_login_at).toBeInstanceOf(Date);
    expect(Date.now() - row.last_login_at!.getTime()).toBeLessThan(60_000);
    const logins = await auditRows(staff.id, 'login');
    expect(logins.at(-1)).toEqual({
      action: 'login',
      reason: null,
      new_values: { provider: 'oidc', linked: true },
      changed_by: staff.id,
    });
    const activity = await t.dataSource.query(
      `SELECT activity_type FROM account_activity WHERE user_id = $1 ORDER BY id`,
      [staff.id],
    );
    expect(activity.map((a: { activity_type: string }) => a.activity_type)).toEqual(['login', 'login']);
  });

  it('returns to the page that asked for the sign-in, and only to a path on this site', async () => {
    const staff = await staffMember();
    const account = await providerAccount(staff.email);
    const deepLink = '/cases/12?tab=messages';
    const returned = await signIn(
      account,
      'oidc',
      new RedirectBrowser(),
      `?loginType=provider&returnTo=${encodeURIComponent(deepLink)}`,
    );
    expect(returned.landed).toBe(deepLink);
    expect(await currentUser(returned.browser)).toBe(staff.id);
    for (const elsewhere of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      const { landed } = await signIn(
        account,
        'oidc',
        new RedirectBrowser(),
        `?returnTo=${encodeURIComponent(elsewhere)}`,
      );
      expect(landed).toBe('/dashboard');
    }
  });

  it('a refusal still returns to the page that asked for the sign-in, once the person signs in another way', async () => {
    const deepLink = '/cases/12?tab=messages';
    const stranger = await providerAccount(`stranger-${randomUUID()}@test.example`);
    const refused = await signIn(stranger, 'oidc', new RedirectBrowser(), `?returnTo=${encodeURIComponent(deepLink)}`);
    expect(refused.landed).toBe(`${refusedWith('unknown_account')}&returnTo=${encodeURIComponent(deepLink)}`);
    const offSite = await signIn(
      stranger,
      'oidc',
      new RedirectBrowser(),
      `?returnTo=${encodeURIComponent('//evil.example')}`,
    );
    expect(offSite.landed).toBe(refusedWith('unknown_account'));
    const unconfigured = await new RedirectBrowser().request(
      `${t.url}/api/auth/oidc/facebook/start?returnTo=${encodeURIComponent(deepLink)}`,
    );
    expect(unconfigured.headers.get('location')).toBe(
      `${refusedWith('not_configured')}&returnTo=${encodeURIComponent(deepLink)}`,
    );
  });

  it('finds a linked user by the subject afterwards, whatever email the provider now reports', async () => {
    const staff = await staffMember();
    const account = await providerAccount(staff.email);
    expect((await signIn(account)).landed).toBe('/dashboard');

    // The same provider account (same subject) now has another, unverified email.
    const renamed = { ...account, email: `renamed-${randomUUID()}@elsewhere.example`, email_verified: false };
    await provider.addAccount(renamed);
    const again = await signIn(renamed);
    expect(again.landed).toBe('/dashboard');
    expect(await currentUser(again.browser)).toBe(staff.id);
    expect((await auditRows(staff.id, 'login')).at(-1)?.new_values).toEqual({ provider: 'oidc', linked: false });
  });

  it('links google_id for Google', async () => {
    const { user } = await createAttorneyUser(t.dataSource);
    const account = await providerAccount(user.email);
    const { landed, browser } = await signIn(account, 'google', new RedirectBrowser(), '?loginType=attorney');
    expect(landed).toBe('/dashboard');
    expect(await currentUser(browser)).toBe(user.id);
    expect(await userRow(user.id)).toMatchObject({
      google_id: account.sub,
      auth_provider: 'google',
      oidc_subject: null,
    });
  });

  it('takes Apple’s cross-site form_post answer, its "true" string for email_verified, and links apple_id', async () => {
    const staff = await staffMember();
    const account = await providerAccount(staff.email, { email_verified: 'true' });
    const browser = new RedirectBrowser();
    const authorizationUrl = await start(browser, 'apple');
    expect(authorizationUrl.searchParams.get('response_mode')).toBe('form_post');

    const callbackUrl = await authorize(browser, authorizationUrl, account);
    expect(await finish(browser, callbackUrl)).toBe('/dashboard');
    expect(await currentUser(browser)).toBe(staff.id);
    expect(await userRow(staff.id)).toMatchObject({ apple_id: account.sub, auth_provider: 'apple' });
  });
});

// --- Refusals ------------------------------------------------------------------------------------

describe('refused external sign-ins', () => {
  it('refuses a wrong state, and the attempt is spent by it', async () => {
    const staff = await staffMember();
    const account = await providerAccount(staff.email);
    const browser = new RedirectBrowser();
    const callbackUrl = await authorize(browser, await start(browser), account);
    const tampered = new URL(callbackUrl);
    tampered.searchParams.set('state', randomBytes(32).toString('base64url'));
    const attemptCookie = browser.cookie(t.url, 'cb_oidc_attempt')!;

    expect(await finish(browser, tampered.toString())).toBe(refusedWith('invalid_response'));
    browser.setCookie(t.url, 'cb_oidc_attempt', attemptCookie);
    expect(await finish(browser, callbackUrl)).toBe(refusedWith('expired'));

    expect(await currentUser(browser)).toBeNull();
    expect((await userRow(staff.id)).oidc_subject).toBeNull();
    const denied = await t.dataSource.query(
      `SELECT reason FROM audit_logs WHERE action = 'login_denied' AND entity_id = 'oidc:oidc' AND changed_at > now() - interval '1 minute' ORDER BY id`,
    );
    expect(denied.map((d: { reason: string }) => d.reason)).toEqual(
      expect.arrayContaining([
        'oidc: state mismatch',
        'oidc: no live sign-in attempt for this browser (expired or used)',
      ]),
    );
  });

  it('refuses a callback without the attempt cookie, and one from another browser', async () => {
    const staff = await staffMember();
    const account = await providerAccount(staff.email);
    const victim = new RedirectBrowser();
    const attacker = new RedirectBrowser();
    const callbackUrl = await authorize(attacker, await start(attacker), account);
    // The attacker's finished authorization, replayed in the victim's browser (login CSRF).
    await start(victim);
    expect(await finish(victim, callbackUrl)).toBe(refusedWith('invalid_response'));
    expect(await finish(new RedirectBrowser(), callbackUrl)).toBe(refusedWith('expired'));
    expect(await currentUser(victim)).toBeNull();
  });

  it('refuses a replayed callback (the attempt is single-use)', async () => {
    const staff = await staffMember();
    const account = await providerAccount(staff.email);
    const browser = new RedirectBrowser();
    const callbackUrl = await authorize(browser, await start(browser), account);
    const attemptCookie = browser.cookie(t.url, 'cb_oidc_attempt')!;
    expect(await finish(browser, callbackUrl)).toBe('/dashboard');

    const replay = new RedirectBrowser();
    replay.setCookie(t.url, 'cb_oidc_attempt', attemptCookie);
    expect(await finish(replay, callbackUrl)).toBe(refusedWith('expired'));
    expect(await currentUser(replay)).toBeNull();
    expect(await sessionCount(staff.id)).toBe(1);
  });

  it('refuses an expired attempt, and removes expired attempts as new ones start', async () => {
    const staff = await staffMember();
    const account = await providerAccount(staff.email);
    const browser = new RedirectBrowser();
    const callbackUrl = await authorize(browser, await start(browser), account);
    const hash = createHash('sha256').update(browser.cookie(t.url, 'cb_oidc_attempt')!).digest('base64url');
    await t.dataSource.query(
      `UPDATE oidc_login_attempts SET expires_at = now() - interval '1 second' WHERE id_hash = $1`,
      [hash],
    );
    await t.dataSource.query(
      `INSERT INTO oidc_login_attempts (id_hash, provider, state, nonce, code_verifier, expires_at)
       VALUES ('stale', 'google', 's', 'n', 'v', now() - interval '1 hour')`,
    );

    expect(await finish(browser, callbackUrl)).toBe(refusedWith('expired'));
    await start(new RedirectBrowser());
    expect(await t.dataSource.query(`SELECT id_hash FROM oidc_login_attempts WHERE expires_at <= now()`)).toEqual([]);
  });

  it('refuses an authorization code replayed under a fresh state: the provider will not exchange it twice', async () => {
    const staff = await staffMember();
    const account = await providerAccount(staff.email);
    const browser = new RedirectBrowser();
    const callbackUrl = await authorize(browser, await start(browser), account);
    expect(await finish(browser, callbackUrl)).toBe('/dashboard');

    const replay = new RedirectBrowser();
    const fresh = await start(replay);
    const forged = new URL(callbackUrl);
    forged.searchParams.set('state', fresh.searchParams.get('state')!);
    expect(await finish(replay, forged.toString())).toBe(refusedWith('invalid_response'));
    expect(await currentUser(replay)).toBeNull();
    const denied = await t.dataSource.query(
      `SELECT reason FROM audit_logs WHERE action = 'login_denied' AND reason LIKE 'oidc: refused by provider%' AND changed_at > now() - interval '1 minute'`,
    );
    expect(denied).toContainEqual({ reason: 'oidc: refused by provider (invalid_grant)' });
  });

  it('refuses a genuine ID token that was issued to another client (wrong audience)', async () => {
    const staff = await staffMember();
    const account = await providerAccount(staff.email);
    const browser = new RedirectBrowser();
    const ours = await start(browser);
    // The same person signs in to another app of the same provider, with our attempt's nonce.
    const foreignIdToken = await idTokenForOtherApp(account, ours.searchParams.get('nonce')!);
    const foreignClaims = JSON.parse(Buffer.from(foreignIdToken.split('.')[1], 'base64url').toString());
    expect(foreignClaims).toMatchObject({ aud: 'other-app', sub: account.sub, email: staff.email });
    // The token endpoint answers our code with that token (properly signed, right issuer and nonce).
    await provider.replaceNextIdToken(foreignIdToken);

    const callbackUrl = await authorize(browser, ours, account);
    expect(await finish(browser, callbackUrl)).toBe(refusedWith('invalid_response'));
    expect(await currentUser(browser)).toBeNull();
    expect((await userRow(staff.id)).oidc_subject).toBeNull();
    const denied = await t.dataSource.query(
      `SELECT reason FROM audit_logs WHERE action = 'login_denied' AND entity_id = 'oidc:oidc' AND changed_at > now() - interval '1 minute'`,
    );
    expect(denied).toContainEqual({ reason: 'oidc: aud mismatch' });
  });

  it('refuses an unverified email and does not link it', async () => {
    const staff = await staffMember();
    const account = await providerAccount(staff.email, { email_verified: false });
    const { landed, browser } = await signIn(account);
    expect(landed).toBe(refusedWith('email_unverified'));
    expect(await currentUser(browser)).toBeNull();
    expect((await userRow(staff.id)).oidc_subject).toBeNull();
    expect(await auditRows(staff.email, 'login_denied')).toEqual([
      { action: 'login_denied', reason: 'oidc: email not verified', new_values: null, changed_by: null },
    ]);
  });

  it('refuses an email no account has: accounts come from an administrator or an invitation', async () => {
    const email = `stranger-${randomUUID()}@test.example`;
    const { landed } = await signIn(await providerAccount(email));
    expect(landed).toBe(refusedWith('unknown_account'));
    expect(await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [email])).toEqual([]);
    expect((await auditRows(email, 'login_denied')).map((r) => r.reason)).toEqual(['oidc: no account with this email']);
  });

  it('refuses a deactivated user as password sign-in does', async () => {
    const staff = await staffMember();
    await t.dataSource.query(`UPDATE users SET is_active = false WHERE id = $1`, [staff.id]);
    const { landed, browser } = await signIn(await providerAccount(staff.email));
    expect(landed).toBe(refusedWith('deactivated'));
    expect(await currentUser(browser)).toBeNull();
    expect(await sessionCount(staff.id)).toBe(0);
    expect((await auditRows(staff.id, 'login_denied')).map((r) => r.reason)).toEqual(['oidc: account deactivated']);
    const failed = await t.dataSource.query(
      `SELECT description FROM account_activity WHERE user_id = $1 AND activity_type = 'login_failed'`,
      [staff.id],
    );
    expect(failed).toEqual([{ description: 'oidc: account deactivated' }]);
  });

  it('refuses a user of an inactive clinic as password sign-in does, and admits them once it is active again', async () => {
    const staff = await staffMember();
    await t.dataSource.query(`UPDATE clinics SET is_active = false WHERE id = $1`, [staff.clinic_id]);
    const account = await providerAccount(staff.email);
    const refused = await signIn(account);
    expect(refused.landed).toBe(refusedWith('clinic_inactive'));
    expect(await currentUser(refused.browser)).toBeNull();
    expect(await sessionCount(staff.id)).toBe(0);
    expect((await auditRows(staff.id, 'login_denied')).map((r) => r.reason)).toEqual(['oidc: clinic inactive']);

    await t.dataSource.query(`UPDATE clinics SET is_active = true WHERE id = $1`, [staff.clinic_id]);
    const admitted = await signIn(account);
    expect(admitted.landed).toBe('/dashboard');
    expect(await currentUser(admitted.browser)).toBe(staff.id);
  });

  it('refuses a super admin: that account needs its second factor at /superadmin', async () => {
    const admin = await createUser(t.dataSource, { role: Role.super_admin, clinic_id: null });
    const { landed, browser } = await signIn(await providerAccount(admin.email));
    expect(landed).toBe(refusedWith('super_admin'));
    expect(await currentUser(browser)).toBeNull();
    expect(await sessionCount(admin.id)).toBe(0);
    expect((await userRow(admin.id)).oidc_subject).toBeNull();
  });

  it('refuses an account at the wrong door of the login dialog, naming the right one', async () => {
    const { user } = await createAttorneyUser(t.dataSource);
    const { landed } = await signIn(await providerAccount(user.email), 'oidc', undefined, '?loginType=provider');
    expect(landed).toBe(refusedWith('use_attorney_login'));
  });

  it('refuses an account already linked to another identity at the provider', async () => {
    const staff = await staffMember();
    await t.dataSource.query(`UPDATE users SET google_id = $2 WHERE id = $1`, [staff.id, `other-${randomUUID()}`]);
    const { landed } = await signIn(await providerAccount(staff.email), 'google');
    expect(landed).toBe(refusedWith('already_linked'));
  });

  it('answers "cancelled" when the user cancels at the provider', async () => {
    const browser = new RedirectBrowser();
    const login = await browser.follow((await start(browser)).toString(), isOurs);
    const cancel = /href="([^"]+\/abort)"/.exec(await login.response!.text())![1];
    const back = await browser.follow(new URL(cancel, login.url).toString(), isOurs);
    expect(new URL(back.url).searchParams.get('error')).toBe('access_denied');
    expect(await finish(browser, back.url)).toBe(refusedWith('cancelled'));
  });

  it('refuses an error answer carrying a zero byte or a line break, and audits only the characters an error code may hold', async () => {
    const reasons: string[] = [];
    for (const [error, kept] of [
      ['\u0000', '?'],
      ['bad\r\nline', 'bad??line'],
    ]) {
      const browser = new RedirectBrowser();
      const state = (await start(browser)).searchParams.get('state')!;
      const callback = new URL(`${t.url}/api/auth/oidc/oidc/callback`);
      for (const [name, value] of Object.entries({ state, iss: provider.issuer, error }))
        callback.searchParams.set(name, value);
      expect(await finish(browser, callback.toString())).toBe(refusedWith('invalid_response'));
      reasons.push(`oidc: refused by provider (${kept})`);
    }
    const denied = await t.dataSource.query(
      `SELECT reason FROM audit_logs WHERE action = 'login_denied' AND reason = ANY($1) AND changed_at > now() - interval '1 minute'`,
      [reasons],
    );
    expect(denied.map((row: { reason: string }) => row.reason).sort()).toEqual([...reasons].sort());
  });

  it('answers not_configured for a provider that is not set up', async () => {
    const response = await new RedirectBrowser().request(`${t.url}/api/auth/oidc/facebook/start`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(refusedWith('not_configured'));
  });

  it('keeps the REST CSRF guard on everything but the form_post callback', async () => {
    const foreign = { origin: 'https://evil.example' };
    const form = { email: 'x@test.example', password: testPassword };
    const login = await new RedirectBrowser().request(`${t.url}/api/auth/login`, { form, headers: foreign });
    expect(login.status).toBe(403);
    const callback = await new RedirectBrowser().request(`${t.url}/api/auth/oidc/apple/callback`, {
      form: { code: 'c', state: 's', user: '{"name":{}}', id_token: 'not.passed.on' },
      headers: foreign,
    });
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe('/api/auth/oidc/apple/callback?code=c&state=s');
  });
});

// --- What the login dialog asks --------------------------------------------------------------------

describe('the login dialog’s questions and /api/login', () => {
  it('lists the configured providers and explains refusal codes', async () => {
    const client = new TestClient(t.url);
    expect(await client.gql('{ authProviders { id label } }')).toEqual({
      data: {
        authProviders: [
          { id: 'oidc', label: 'Test ID' },
          { id: 'google', label: 'Google' },
          { id: 'apple', label: 'Apple' },
        ],
      },
    });
    const message = async (code: string) =>
      (
        await client.gql<{ externalLoginErrorMessage: string }>(
          'query($code: String!) { externalLoginErrorMessage(code: $code) }',
          { code },
        )
      ).data?.externalLoginErrorMessage;
    expect(await message('deactivated')).toBe('This account has been deactivated. Please contact your administrator.');
    expect(await message('clinic_inactive')).toBe("Your clinic's account is inactive. Please contact support.");
    expect(await message('unknown_account')).toMatch(/created by an administrator or by an invitation/);
    expect(await message('email_unverified')).toMatch(/not verified/);
    expect(await message('no-such-code')).toBe('Sign-in did not complete. Please try again.');
    expect(await message('toString')).toBe('Sign-in did not complete. Please try again.');
  });

  it('GET /api/login starts the default provider (the generic one first)', async () => {
    const response = await new TestClient(t.url).request('GET', '/api/login');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/api/auth/oidc/oidc/start');
  });

  it('GET /api/login and /api/auth/login carry a same-origin returnTo on, and drop any other', async () => {
    const location = async (path: string) => (await new TestClient(t.url).request('GET', path)).headers.get('location');
    expect(await location('/api/login?returnTo=%2Fcases%2F12')).toBe(
      '/api/auth/oidc/oidc/start?returnTo=%2Fcases%2F12',
    );
    expect(await location('/api/auth/login?returnTo=%2Fcases%2F12')).toBe('/?login=true&returnTo=%2Fcases%2F12');
    expect(await location('/api/login?returnTo=%2F%2Fevil.example')).toBe('/api/auth/oidc/oidc/start');
    expect(await location('/api/auth/login?returnTo=https%3A%2F%2Fevil.example')).toBe('/?login=true');
  });

  it('limits how many external sign-ins one address may start, like password attempts', async () => {
    const limited = await startTestApp({
      TRUST_PROXY: '1',
      LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '2',
      OIDC_ISSUER_URL: provider.issuer,
      OIDC_CLIENT_ID: 'casebridge-oidc',
      OIDC_CLIENT_SECRET: secret,
    });
    try {
      const address = `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const start = () =>
        new TestClient(limited.url).request('GET', '/api/auth/oidc/oidc/start', {
          headers: { 'x-forwarded-for': address },
        });
      const locations: (string | null)[] = [];
      for (let i = 0; i < 3; i += 1) locations.push((await start()).headers.get('location'));
      expect(locations.slice(0, 2).every((location) => location?.startsWith(provider.issuer))).toBe(true);
      expect(locations[2]).toBe(refusedWith('too_many_attempts'));
    } finally {
      await limited.close();
    }
  });

  it('starts even when a provider is down, and tells its users so', async () => {
    const closedPort = await freePort();
    const down = await startTestApp(
      {
        GOOGLE_CLIENT_ID: 'casebridge-google',
        GOOGLE_CLIENT_SECRET: secret,
      },
      (config) => ({
        ...config,
        oidcProviders: config.oidcProviders.map((p) => ({ ...p, issuer: `http://127.0.0.1:${closedPort}` })),
      }),
    );
    try {
      const login = await new TestClient(down.url).request('GET', '/api/login');
      expect(login.headers.get('location')).toBe('/api/auth/oidc/google/start');
      const started = await new TestClient(down.url).request('GET', '/api/auth/oidc/google/start');
      expect(started.status).toBe(302);
      expect(started.headers.get('location')).toBe(refusedWith('provider_unavailable'));
      expect(down.logs.join('\n')).toMatch(/OpenID Connect discovery failed/);
    } finally {
      await down.close();
    }
  });
});

// --- Configuration -------------------------------------------------------------------------------

describe('external sign-in configuration', () => {
  it('configures nothing by default', () => {
    expect(loadConfig({}).oidcProviders).toEqual([]);
  });

  it('reads each provider and keeps the generic, Google, Apple order', () => {
    const config = loadConfig({
      APPLE_CLIENT_ID: 'a',
      APPLE_CLIENT_SECRET: 'as',
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 'gs',
      OIDC_ISSUER_URL: 'https://login.example.com/',
      OIDC_CLIENT_ID: 'o',
      OIDC_CLIENT_SECRET: 'os',
    });
    expect(config.oidcProviders).toEqual([
      { id: 'oidc', label: 'Single Sign-On', issuer: 'https://login.example.com', clientId: 'o', clientSecret: 'os' },
      { id: 'google', label: 'Google', issuer: 'https://accounts.google.com', clientId: 'g', clientSecret: 'gs' },
      { id: 'apple', label: 'Apple', issuer: 'https://appleid.apple.com', clientId: 'a', clientSecret: 'as' },
    ]);
  });

  it('stops on half a configuration, naming the missing variable', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'g' })).toThrow(
      'GOOGLE_CLIENT_SECRET must be set when GOOGLE_CLIENT_ID is set',
    );
    expect(() => loadConfig({ APPLE_CLIENT_SECRET: 's' })).toThrow(
      'APPLE_CLIENT_ID must be set when APPLE_CLIENT_SECRET is set',
    );
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'o', OIDC_CLIENT_SECRET: 's' })).toThrow(
      'OIDC_ISSUER_URL must be set when OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set',
    );
    expect(() => loadConfig({ OIDC_ISSUER_URL: 'ftp://x', OIDC_CLIENT_ID: 'o', OIDC_CLIENT_SECRET: 's' })).toThrow(
      'OIDC_ISSUER_URL must start with http: or https:',
    );
  });
});

// --- Helpers for the wrong-audience case ----------------------------------------------------------

/** Signs `account` in to the provider's other client and exchanges the code: a real ID token for other-app. */
async function idTokenForOtherApp(account: TestProviderAccount, nonce: string): Promise<string> {
  const metadata = (await (await fetch(`${provider.issuer}/.well-known/openid-configuration`)).json()) as {
    authorization_endpoint: string;
    token_endpoint: string;
  };
  const redirectUri = 'http://127.0.0.1:9/other/callback';
  const verifier = randomBytes(32).toString('base64url');
  const authorization = new URL(metadata.authorization_endpoint);
  authorization.search = new URLSearchParams({
    client_id: 'other-app',
    response_type: 'code',
    scope: 'openid email',
    redirect_uri: redirectUri,
    state: 'other-state',
    nonce,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const browser = new RedirectBrowser();
  const isOther = (url: string) => url.startsWith(redirectUri);
  const login = await browser.follow(authorization.toString(), isOther);
  const form = formOf(await login.response!.text());
  const submitted = await browser.request(new URL(form.action, login.url).toString(), {
    form: { email: account.email, password: account.password },
  });
  const back = await browser.follow(new URL(submitted.headers.get('location')!, login.url).toString(), isOther);
  const code = new URL(back.url).searchParams.get('code')!;
  const response = await fetch(metadata.token_endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`other-app:${secret}`).toString('base64')}`,
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id_token: string }).id_token;
}
