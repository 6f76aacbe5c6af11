import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { TestClient, testPassword, testTotpSecret } from '../../test/client';
import { createAttorneyUser, createClinic, createClinicWithUsers, createUser } from '../../test/factories';
import { AnswerCheck, fuzzParameters, fuzzRuns, fuzzSeed, withExtras } from '../../test/faults/fuzz-run';
import { nastyStrings, validEmail, wildValue } from '../../test/faults/fuzz-values';
import { freePort, startTestApp, type TestApp } from '../../test/harness';
import { startIsolatedApp } from '../../test/isolated-app';
import { startTestProvider, type TestProvider } from '../../test/oidc-provider';
import { formOf, RedirectBrowser } from '../../test/redirect-browser';
import { Role } from '../access/role';
import { newRecoveryCode, recoveryCodeHash } from '../auth/second-factor/recovery-codes';
import {
  pendingExpiredMessage,
  unreadableSecretMessage,
  usedCodeMessage,
  wrongCodeMessage,
  wrongRecoveryCodeMessage,
} from '../auth/second-factor/super-admin-sign-in.service';
import { base32Decode, totpCode, totpStepAt } from '../auth/second-factor/totp';
import { holdsSecret, SignInLedger, type NamedAccount } from './sign-in-ledger';
import {
  bodyShapes,
  callbackParams,
  codeChoices,
  exchange,
  forwardedFor,
  json,
  loginTypes,
  paramValues,
  passwords,
  providerNames,
  providerSegment,
  queryOf,
  rawCookies,
  receivedValue,
  redirectOutcome,
  refusalOf,
  signInRefusalCodes,
  type Answer,
  type CookieChoice,
  type Sent,
  valueAt,
} from './sign-in-fuzz-inputs';

/**
 * Thousands of generated inputs (fixed seed) against every sign-in write: the login dialog (GraphQL
 * `login`, POST /api/auth/login), the super admin's password step and second factor (GraphQL and
 * /superadmin/api, TOTP, recovery codes and first-time enrolment), the three logouts, and external
 * sign-in (start, callback, Apple's form_post) without a provider and through a real one. Emails,
 * passwords, login types, codes, cookies, query strings and bodies of every shape, mixed with right
 * credentials so the success paths run too. No answer is a server error or shows internals; a session
 * opens only for a right password (and, for a super admin, a right unused code), which the run checks
 * at each answer and against the sessions table afterwards; every refusal of a named account has its
 * `login_denied` row; no audit row or log line holds a password, code or token; the rate-limit table
 * holds only hashes; accounts no input named are unchanged. With low limits, the sign-in routes still
 * answer 429 with Retry-After under fuzzed input. Sessions and limits are platform-wide, so this file
 * has a database of its own.
 */
const seed = fuzzSeed;
const runsPerTarget = fuzzRuns(200);

let t: TestApp;
let ds: DataSource;
let provider: TestProvider;
/** The app with external sign-in configured (the local provider plays all three), on the same database. */
let o: TestApp;
let startedAt: Date;
let ledger: SignInLedger;
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();
const providerSecret = 'casebridge-fuzz-client-secret';
const providerPassword = 'provider-password-for-the-fuzz';

let superAdmins: NamedAccount[];
let bystanderIds: string[];
let bystanderEmails: string[];
let bystanderSnapshot: string;
let namedSnapshot: string;
/** Provider accounts by who they are at Casebridge. */
let providerAccounts: { email: string; sub: string; account: NamedAccount | null; verified: boolean }[];
const sentAddresses = new Set<string>(['127.0.0.1', '::ffff:127.0.0.1', '::1']);
const logLines: () => string[] = () => [...(t?.logs ?? []), ...(o?.logs ?? []), ...limitedLogs];
const limitedLogs: string[] = [];

// --- Accounts -------------------------------------------------------------------------------------

async function snapshot(ids: string[], emails: string[]): Promise<string> {
  const [row] = await ds.query(
    `SELECT (SELECT json_agg(x ORDER BY x.id) FROM users x WHERE x.id = ANY($1)) AS users,
            (SELECT json_agg(x ORDER BY x.sid) FROM sessions x WHERE x.user_id = ANY($1)) AS sessions,
            (SELECT json_agg(x ORDER BY x.user_id) FROM second_factors x WHERE x.user_id = ANY($1)) AS factors,
            (SELECT json_agg(x ORDER BY x.id) FROM recovery_codes x WHERE x.user_id = ANY($1)) AS recovery,
            (SELECT json_agg(x ORDER BY x.id) FROM account_activity x WHERE x.user_id = ANY($1)) AS activity,
            (SELECT json_agg(x ORDER BY x.id) FROM super_admin_sessions x WHERE x.username = ANY($2)) AS admin_sessions,
            (SELECT json_agg(x ORDER BY x.id) FROM audit_logs x
              WHERE x.entity_id = ANY($1) OR x.changed_by = ANY($1) OR x.entity_id = ANY($2)) AS audit`,
    [ids, emails],
  );
  return JSON.stringify(row);
}

const credentialsOf = async (ids: string[]) =>
  JSON.stringify(
    await ds.query(
      `SELECT id, email, password_hash, role, is_active, clinic_id, attorney_id FROM users WHERE id = ANY($1) ORDER BY id`,
      [ids],
    ),
  );

const named = (user: { id: string; email: string }, opens: NamedAccount['opens'], loginTypes: string[]) => ({
  id: user.id,
  email: user.email,
  opens,
  loginTypes,
});

beforeAll(async () => {
  const appPort = await freePort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  const callback = (id: string) => `${appUrl}/api/auth/oidc/${id}/callback`;
  [t, provider] = await Promise.all([
    startIsolatedApp({ TRUST_PROXY: '1' }),
    startTestProvider({
      clients: [
        { client_id: 'fuzz-oidc', client_secret: providerSecret, redirect_uris: [callback('oidc')] },
        { client_id: 'fuzz-google', client_secret: providerSecret, redirect_uris: [callback('google')] },
        {
          client_id: 'fuzz-apple',
          client_secret: providerSecret,
          redirect_uris: [callback('apple')],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
    }),
  ]);
  ds = t.dataSource;
  o = await startTestApp(
    {
      DATABASE_URL: t.config.databaseUrl!,
      PORT: String(appPort),
      PUBLIC_URL: appUrl,
      OIDC_ISSUER_URL: provider.issuer,
      OIDC_CLIENT_ID: 'fuzz-oidc',
      OIDC_CLIENT_SECRET: providerSecret,
      GOOGLE_CLIENT_ID: 'fuzz-google',
      GOOGLE_CLIENT_SECRET: providerSecret,
      APPLE_CLIENT_ID: 'fuzz-apple',
      APPLE_CLIENT_SECRET: providerSecret,
    },
    (config) => ({ ...config, oidcProviders: config.oidcProviders.map((p) => ({ ...p, issuer: provider.issuer })) }),
  );

  // Named accounts: what each one's right password opens.
  const clinic = await createClinicWithUsers(ds);
  const { user: attorney } = await createAttorneyUser(ds);
  const deactivated = await createUser(ds, { role: Role.clinic_staff, clinic_id: clinic.clinic.id, is_active: false });
  const closedClinic = await createClinic(ds, { is_active: false });
  const closedClinicStaff = await createUser(ds, { role: Role.clinic_staff, clinic_id: closedClinic.id });
  const admins = await Promise.all(Array.from({ length: 6 }, () => createUser(ds, { role: Role.super_admin })));
  const enrollees = await Promise.all(
    [1, 2].map(() => createUser(ds, { role: Role.super_admin, withoutSecondFactor: true })),
  );
  const retiredAdmin = await createUser(ds, { role: Role.super_admin, is_active: false });
  superAdmins = [...admins, ...enrollees].map((admin) => named(admin, 'pending', ['admin']));
  ledger = new SignInLedger([
    named(clinic.staff, 'session', ['provider']),
    named(clinic.admin, 'session', ['provider']),
    named(attorney, 'session', ['attorney']),
    named(deactivated, 'nothing', ['provider']),
    named(closedClinicStaff, 'nothing', ['provider']),
    ...superAdmins,
    named(retiredAdmin, 'nothing', ['admin']),
  ]);
  for (const admin of admins) {
    const codes = Array.from({ length: 10 }, newRecoveryCode);
    await ds.query(`INSERT INTO recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])`, [
      admin.id,
      codes.map(recoveryCodeHash),
    ]);
    Object.assign(ledger.secondFactor(admin.id), { secret: testTotpSecret, fresh: codes });
  }

  const [staff, clinicAdmin] = ledger.accounts;
  providerAccounts = [
    { email: staff.email, account: staff, verified: true },
    { email: attorney.email, account: ledger.accountOf(attorney.email)!, verified: true },
    { email: deactivated.email, account: ledger.accountOf(deactivated.email)!, verified: true },
    { email: closedClinicStaff.email, account: ledger.accountOf(closedClinicStaff.email)!, verified: true },
    { email: admins[0].email, account: ledger.accountOf(admins[0].email)!, verified: true },
    { email: clinicAdmin.email, account: clinicAdmin, verified: false },
    { email: 'nobody-at-casebridge@provider.example', account: null, verified: true },
  ].map((entry, index) => ({ ...entry, sub: `fuzz-subject-${index}` }));
  for (const entry of providerAccounts)
    await provider.addAccount({
      sub: entry.sub,
      email: entry.email,
      email_verified: entry.verified,
      password: providerPassword,
    });

  // Bystanders: signed in, never named by any input.
  const otherClinic = await createClinicWithUsers(ds);
  const { user: otherAttorney } = await createAttorneyUser(ds);
  const otherAdmin = await createUser(ds, { role: Role.super_admin });
  const bystanders = [otherClinic.staff, otherClinic.admin, otherAttorney, otherAdmin];
  for (const user of bystanders) await new TestClient(t.url).login(user.email);
  bystanderIds = bystanders.map((user) => user.id);
  bystanderEmails = bystanders.map((user) => user.email);
  bystanderSnapshot = await snapshot(bystanderIds, bystanderEmails);
  namedSnapshot = await credentialsOf(ledger.accounts.map((account) => account.id));
  startedAt = new Date();
}, 90_000);

const send = (target: string, isGraphql: boolean, url: string, sent: Sent, check = answers) =>
  exchange(check, target, isGraphql, url, sent);

afterAll(async () => {
  process.stdout.write(
    `fuzzed inputs per target (seed ${seed}, ${answers.total()} in all):\n${JSON.stringify(answers.counts, null, 1)}\n`,
  );
  await o?.close();
  await provider?.stop();
  await t?.close();
});

// --- Generated values -----------------------------------------------------------------------------

/** A named account's email (resolved once the accounts exist), written the way a person might. */
const namedEmail = (among: Among) =>
  fc.record({
    named: fc.nat(40),
    among: fc.constant(among),
    variant: fc.constantFrom('exact', 'exact', 'exact', 'upper', 'spaced', 'zero byte', 'no domain', 'doubled'),
  });
/** Every named account, those the login dialog admits, or the super admins. */
type Among = 'all' | 'dialog' | 'admins';
type NamedEmail = { named: number; among: Among; variant: string };
const isNamedEmail = (value: unknown): value is NamedEmail =>
  value !== null && typeof value === 'object' && 'named' in value && 'variant' in value && 'among' in value;

function resolveEmail(value: unknown): unknown {
  if (!isNamedEmail(value)) return value;
  const pool = {
    all: ledger.accounts,
    dialog: ledger.accounts.filter((account) => account.opens === 'session'),
    admins: superAdmins,
  }[value.among];
  const email = pool[value.named % pool.length].email;
  return {
    exact: email,
    upper: email.toUpperCase(),
    spaced: `  ${email}\t`,
    'zero byte': `${email}\u0000`,
    'no domain': email.split('@')[0],
    doubled: `${email}${email}`,
  }[value.variant];
}

/** Resolves the named picks of a generated body (only a plain object's own fields). */
const resolveBody = (value: unknown): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).map(([key, field]) => [key, resolveEmail(field)]))
    : value;

const emails = (among: Exclude<Among, 'all'>) =>
  fc.oneof(
    { arbitrary: namedEmail(among), weight: 5 },
    { arbitrary: namedEmail('all'), weight: 3 },
    { arbitrary: validEmail, weight: 2 },
    { arbitrary: nastyStrings, weight: 1 },
    { arbitrary: wildValue, weight: 1 },
  );

const cookieChoices: fc.Arbitrary<CookieChoice> = fc.oneof(
  { arbitrary: fc.constant(null), weight: 6 },
  { arbitrary: fc.record({ pool: fc.constantFrom('live', 'ended', 'pending'), pick: fc.nat(1000) }), weight: 3 },
  { arbitrary: rawCookies.map((raw) => ({ raw })), weight: 2 },
);

function resolveCookie(choice: CookieChoice): string | null {
  if (choice === null) return null;
  if ('raw' in choice) return choice.raw;
  const tokens = ledger.tokens((session) =>
    choice.pool === 'pending' ? session.live && session.kind === 'pending' : session.live === (choice.pool === 'live'),
  );
  return tokens.length ? `theme=dark; cb_session=${tokens[choice.pick % tokens.length]}` : null;
}

const addressSent = (value: string | null) => {
  if (value) for (const part of value.split(',')) sentAddresses.add(part.trim());
  return value;
};

// --- The login dialog -----------------------------------------------------------------------------

/** What a right login must always get: a well-formed body naming an account that may sign in. */
function mustSucceed(body: unknown, overRest: boolean, shapeIsJson: boolean): boolean {
  if (!shapeIsJson || body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  const fields = body as Record<string, unknown>;
  if (!overRest && Object.keys(fields).some((key) => !['email', 'password', 'loginType'].includes(key))) return false;
  const account = ledger.accountOf(fields.email);
  const loginType = fields.loginType;
  if (typeof fields.email !== 'string' || fields.email.includes('\u0000')) return false;
  const typeAllowed =
    loginType === undefined || loginType === null || (account?.loginTypes.includes(loginType as string) ?? false);
  return account?.opens === 'session' && fields.password === testPassword && typeAllowed;
}

async function loginAttempt(
  overRest: boolean,
  shape: { value: unknown; body: string | undefined; contentType: string | null | undefined },
  cookieChoice: CookieChoice,
  xff: string | null,
  app: TestApp = t,
  check = answers,
): Promise<Answer> {
  const body = resolveBody(shape.value);
  const fields = (body ?? {}) as Record<string, unknown>;
  ledger.plain(fields.email);
  ledger.secret(fields.password);
  const cookie = resolveCookie(cookieChoice);
  const presented = ledger.presentedToken(cookie);
  const sent: Sent = { cookie, forwardedFor: addressSent(xff) };
  const answer = overRest
    ? await send(
        'POST /api/auth/login',
        false,
        `${app.url}/api/auth/login`,
        { ...sent, body: shape.value === undefined ? shape.body : json(body), contentType: shape.contentType },
        check,
      )
    : await send(
        'login',
        true,
        `${app.url}/graphql`,
        {
          ...sent,
          body: json({
            query: 'mutation ($input: LoginInput!) { login(input: $input) { id role } }',
            variables: { input: body },
          }),
        },
        check,
      );
  const account = ledger.accountOf(fields.email);
  const signedInAs = valueAt(answer.body, 'data', ...(overRest ? ['id'] : ['login', 'id']));
  const token = answer.cookies.get('cb_session');
  if (token) {
    ledger.issued(
      token,
      { userId: account?.id ?? 'nobody', kind: 'session', enrollSecret: null },
      presented,
      ledger.passwordCause(fields.email, fields.password, fields.loginType, 'session'),
    );
    expect(signedInAs).toBe(account!.id);
  } else if (mustSucceed(body, overRest, shape.value !== undefined) && app === t && answer.status !== 431) {
    throw new Error(`a right login was refused: ${answer.status} ${answer.text.slice(0, 300)}`);
  }
  const refusal = refusalOf(answer);
  if (account && refusal && signInRefusalCodes.includes(refusal.code)) ledger.refused(account.id);
  return answer;
}

const loginBodies = bodyShapes(
  withExtras({ email: emails('dialog'), password: passwords, loginType: loginTypes }, ['email', 'password'], 1),
);

describe('the login dialog', () => {
  test('POST /api/auth/login and GraphQL login', () =>
    fc.assert(
      fc.asyncProperty(fc.boolean(), loginBodies, cookieChoices, forwardedFor, (overRest, shape, cookie, xff) =>
        loginAttempt(overRest, shape, cookie, xff).then(() => undefined),
      ),
      { ...fuzzOptions, numRuns: 3 * runsPerTarget },
    ));
});

// --- The super admin ------------------------------------------------------------------------------

function resolveCode(choice: unknown, userId: string | undefined, enrollSecret: string | null): unknown {
  if (choice !== null && typeof choice === 'object' && 'raw' in choice) {
    ledger.secret(choice.raw);
    return choice.raw;
  }
  if (typeof choice !== 'string' || !/^(totp|recovery)/.test(choice)) return choice;
  const state = userId ? ledger.secondFactor(userId) : null;
  const secret = enrollSecret ?? state?.secret ?? testTotpSecret;
  const step = totpStepAt(new Date());
  const totp = (at: number, of = secret) => totpCode(base32Decode(of), at);
  const fresh = state?.fresh[0] ?? newRecoveryCode();
  const code = {
    'totp now': () => totp(step),
    'totp next': () => totp(step + 1),
    'totp previous': () => totp(step - 1),
    'totp spaced': () => totp(step).replace(/^(\d{3})/, '$1 '),
    'totp old': () => totp(step - 3),
    'totp of another secret': () => totp(step, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'),
    recovery: () => fresh,
    'recovery typed loosely': () => fresh.toLowerCase().replace(/-/g, ' '),
    'recovery used': () =>
      state?.used[0] ?? superAdmins.map((a) => ledger.secondFactor(a.id).used[0]).find(Boolean) ?? fresh,
  }[choice as string]!();
  ledger.secret(code);
  return code;
}

const secondFactorBodies = fc.oneof(
  { arbitrary: fc.record({ code: codeChoices }), weight: 4 },
  { arbitrary: fc.record({ recoveryCode: codeChoices }), weight: 3 },
  { arbitrary: fc.record({ code: codeChoices, recoveryCode: codeChoices }), weight: 1 },
  { arbitrary: withExtras({ code: codeChoices }, [], 1), weight: 1 },
  { arbitrary: fc.constantFrom({}, undefined), weight: 1 },
  { arbitrary: wildValue, weight: 1 },
);

/** The refusals of a second factor that name the account (the others come before it is known). */
const accountRefusalMessages = [
  wrongCodeMessage,
  usedCodeMessage,
  wrongRecoveryCodeMessage,
  unreadableSecretMessage,
  'Enter the 6-digit code your authenticator app shows for Casebridge',
];

async function passwordStep(
  overRest: boolean,
  shape: { value: unknown; body: string | undefined; contentType: string | null | undefined },
  cookieChoice: CookieChoice,
  xff: string | null,
  app: TestApp = t,
  check = answers,
): Promise<string | null> {
  const body = resolveBody(shape.value);
  const fields = (body ?? {}) as Record<string, unknown>;
  ledger.plain(fields.email);
  ledger.secret(fields.password);
  const cookie = resolveCookie(cookieChoice);
  const presented = ledger.presentedToken(cookie);
  const sent: Sent = { cookie, forwardedFor: addressSent(xff) };
  const answer = overRest
    ? await send(
        'POST /superadmin/api/login',
        false,
        `${app.url}/superadmin/api/login`,
        { ...sent, body: shape.value === undefined ? shape.body : json(body), contentType: shape.contentType },
        check,
      )
    : await send(
        'superAdminSignIn',
        true,
        `${app.url}/graphql`,
        {
          ...sent,
          body: json({
            query:
              'mutation ($input: SuperAdminSignInInput!) { superAdminSignIn(input: $input) { step enrollment { secret } } }',
            variables: { input: body },
          }),
        },
        check,
      );
  const account = ledger.accountOf(fields.email);
  const token = answer.cookies.get('cb_session');
  const refusal = refusalOf(answer);
  if (account && refusal && signInRefusalCodes.includes(refusal.code)) ledger.refused(account.id);
  if (!token) return null;
  const challenge = overRest ? answer.body : valueAt(answer.body, 'data', 'superAdminSignIn');
  const shownSecret = valueAt(challenge, 'enrollment', 'secret');
  const enrollSecret = typeof shownSecret === 'string' ? shownSecret : null;
  ledger.secret(enrollSecret);
  ledger.issued(
    token,
    { userId: account?.id ?? 'nobody', kind: 'pending', enrollSecret },
    presented,
    ledger.passwordCause(fields.email, fields.password, undefined, 'pending'),
  );
  return token;
}

async function secondFactor(
  overRest: boolean,
  generated: unknown,
  presentedCookie: string | null,
  app: TestApp = t,
  check = answers,
): Promise<void> {
  const presented = ledger.presentedToken(presentedCookie);
  const pending = ledger.sessionOf(presented);
  const pendingUser = pending?.kind === 'pending' ? pending.userId : undefined;
  const enrollSecret = pending?.kind === 'pending' ? pending.enrollSecret : null;
  const body =
    generated !== null && typeof generated === 'object' && !Array.isArray(generated)
      ? Object.fromEntries(
          Object.entries(generated).map(([key, value]) => [key, resolveCode(value, pendingUser, enrollSecret)]),
        )
      : generated;
  const fields = (body ?? {}) as { code?: unknown; recoveryCode?: unknown };
  const answer = overRest
    ? await send(
        'POST /superadmin/api/verify',
        false,
        `${app.url}/superadmin/api/verify`,
        { cookie: presentedCookie, body: body === undefined ? undefined : json(body), contentType: undefined },
        check,
      )
    : await send(
        'superAdminVerify',
        true,
        `${app.url}/graphql`,
        {
          cookie: presentedCookie,
          body: json({
            query:
              'mutation ($input: SecondFactorInput!) { superAdminVerify(input: $input) { user { id } recoveryCodes } }',
            variables: { input: body },
          }),
        },
        check,
      );
  const token = answer.cookies.get('cb_session');
  const result = overRest ? answer.body : valueAt(answer.body, 'data', 'superAdminVerify');
  if (token) {
    if (!pending) throw new Error(`a second factor passed without a pending session: ${answer.text.slice(0, 200)}`);
    const recoveryCodes = (valueAt(result, 'recoveryCodes') as string[] | undefined) ?? null;
    for (const code of recoveryCodes ?? []) ledger.secret(code);
    const cause = ledger.secondFactorAccepted(pending, fields, recoveryCodes);
    ledger.issued(token, { userId: pending.userId, kind: 'verified', enrollSecret: null }, presented, cause);
    expect(valueAt(result, overRest ? 'data' : 'user', 'id')).toBe(pending.userId);
    return;
  }
  const refusal = refusalOf(answer);
  if (!refusal || !pendingUser) return;
  if (refusal.message === pendingExpiredMessage && pending?.live) {
    // An enrolment started before another one finished: its right code finds the account enrolled.
    const enrolledMeanwhile = pending.enrollSecret !== null && ledger.secondFactor(pendingUser).secret !== null;
    if (!enrolledMeanwhile) throw new Error('a pending session the run still holds was answered as expired');
    ledger.refused(pendingUser);
    return;
  }
  if (accountRefusalMessages.includes(refusal.message) || ['429', 'TOO_MANY_REQUESTS'].includes(refusal.code)) {
    ledger.refused(pendingUser);
    const used = ledger.secondFactor(pendingUser).used;
    const recovery = typeof fields.recoveryCode === 'string' ? fields.recoveryCode.trim() : '';
    if (recovery && used.includes(recovery)) ledger.replayedRecoveryCodesRefused += 1;
  }
}

const adminLoginBodies = bodyShapes(
  withExtras(
    {
      email: fc.oneof({ arbitrary: namedEmail('admins'), weight: 3 }, { arbitrary: emails('admins'), weight: 1 }),
      password: passwords,
    },
    ['email', 'password'],
    1,
  ),
);
const presentedChoices = fc.oneof(
  { arbitrary: fc.constant('own' as const), weight: 8 },
  { arbitrary: cookieChoices, weight: 2 },
);

describe('the super admin’s sign-in', () => {
  test('POST /superadmin/api/login and superAdminSignIn, then /superadmin/api/verify and superAdminVerify (TOTP, recovery codes, enrolment)', () =>
    fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        adminLoginBodies,
        cookieChoices,
        fc.array(fc.tuple(fc.boolean(), presentedChoices, secondFactorBodies), { minLength: 1, maxLength: 3 }),
        async (overRest, shape, cookie, verifications) => {
          const own = await passwordStep(overRest, shape, cookie, null);
          for (const [verifyOverRest, presentedChoice, generated] of verifications) {
            const presented =
              presentedChoice === 'own' ? (own ? `cb_session=${own}` : null) : resolveCookie(presentedChoice);
            await secondFactor(verifyOverRest, generated, presented);
          }
        },
      ),
      { ...fuzzOptions, numRuns: 2 * runsPerTarget },
    ));
});

// --- Logouts --------------------------------------------------------------------------------------

describe('logouts', () => {
  const logoutTargets = ['POST /api/auth/logout', 'logout', 'POST /superadmin/api/logout'] as const;
  const logoutCookies: fc.Arbitrary<CookieChoice> = fc.oneof(
    { arbitrary: fc.record({ pool: fc.constantFrom('live', 'ended', 'pending'), pick: fc.nat(1000) }), weight: 5 },
    { arbitrary: cookieChoices, weight: 2 },
  );

  test('GraphQL logout, POST /api/auth/logout and POST /superadmin/api/logout with cookies of every shape', () =>
    fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...logoutTargets),
        logoutCookies,
        bodyShapes(fc.oneof(fc.constant({}), wildValue)),
        async (target, cookieChoice, shape) => {
          const cookie = resolveCookie(cookieChoice);
          const presented = ledger.presentedToken(cookie);
          const session = ledger.sessionOf(presented);
          const signedIn = session?.live === true && session.kind !== 'pending';
          if (target === 'logout') {
            const answer = await send(target, true, `${t.url}/graphql`, {
              cookie,
              body: json({ query: 'mutation { logout }', variables: shape.value }),
            });
            const loggedOut = valueAt(answer.body, 'data', 'logout') === true;
            const variablesValid =
              shape.value === undefined ||
              (shape.value !== null && typeof shape.value === 'object' && !Array.isArray(shape.value));
            if (loggedOut !== signedIn && (loggedOut || (variablesValid && answer.status !== 431)))
              throw new Error(
                `logout answered ${answer.text.slice(0, 200)} for a session the run holds as ${JSON.stringify(session)}`,
              );
            if (loggedOut) ledger.ended(presented);
            return;
          }
          const answer = await send(target, false, `${t.url}${target.slice('POST '.length)}`, {
            cookie,
            body: shape.body,
            contentType: shape.contentType,
          });
          if (answer.status !== 200) return;
          // /api/auth/logout ends a signed-in session; the console's also a pending one.
          if (signedIn || (target === 'POST /superadmin/api/logout' && session)) ledger.ended(presented);
        },
      ),
      { ...fuzzOptions, numRuns: 2 * runsPerTarget },
    ));
});

// --- External sign-in -----------------------------------------------------------------------------

/** Codes, states and tokens are secrets; what the provider says went wrong, and its issuer, may be recorded. */
function recordCallbackParams(params: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(params))
    if (['error', 'error_description', 'error_uri', 'iss'].includes(name)) ledger.plain(value);
    else ledger.secret(value);
}

describe('external sign-in without a provider configured', () => {
  const attemptCookies = fc.oneof(
    { arbitrary: fc.constant(null), weight: 4 },
    { arbitrary: rawCookies.map((raw) => raw.replace(/^cb_session/, 'cb_oidc_attempt')), weight: 2 },
    { arbitrary: cookieChoices.map((choice) => ({ session: choice })), weight: 1 },
  );
  const cookieOf = (choice: unknown) =>
    choice === null
      ? null
      : typeof choice === 'string'
        ? choice
        : resolveCookie((choice as { session: CookieChoice }).session);
  const noSession = (answer: Answer) => {
    if (answer.cookies.get('cb_session')) throw new Error('a session was opened without any provider configured');
    redirectOutcome(answer);
  };

  test('GET /api/auth/oidc/:provider/start', () =>
    fc.assert(
      fc.asyncProperty(
        providerNames,
        fc.record({ loginType: loginTypes, returnTo: paramValues }, { requiredKeys: [] }),
        attemptCookies,
        async (name, query, cookie) =>
          noSession(
            await send(
              'GET /api/auth/oidc/:provider/start',
              false,
              `${t.url}/api/auth/oidc/${providerSegment(name)}/start${queryOf(query)}`,
              { method: 'GET', cookie: cookieOf(cookie) },
            ),
          ),
      ),
      fuzzOptions,
    ));

  test('GET /api/auth/oidc/:provider/callback', () =>
    fc.assert(
      fc.asyncProperty(providerNames, callbackParams, attemptCookies, async (name, params, cookie) => {
        recordCallbackParams(params);
        ledger.plain(providerSegment(name));
        noSession(
          await send(
            'GET /api/auth/oidc/:provider/callback',
            false,
            `${t.url}/api/auth/oidc/${providerSegment(name)}/callback${queryOf(params)}`,
            { method: 'GET', cookie: cookieOf(cookie) },
          ),
        );
      }),
      fuzzOptions,
    ));

  test('POST /api/auth/oidc/:provider/callback (Apple’s form_post)', () =>
    fc.assert(
      fc.asyncProperty(
        providerNames,
        fc.oneof(
          { arbitrary: callbackParams.map((params) => ({ body: queryOf(params).slice(1), type: 'form' })), weight: 6 },
          {
            arbitrary: fc.constantFrom(
              { body: undefined, type: 'form' },
              { body: Array.from({ length: 30 }, (_, i) => `p${i}=${i}`).join('&'), type: 'form' },
              { body: `code=${'x'.repeat(20_000)}`, type: 'form' },
              { body: 'code=a&code=b&state[x]=y&%ZZ=%ZZ', type: 'form' },
              { body: '{"code": "abc"}', type: 'application/json' },
              { body: 'code=abc', type: 'application/x-www-form-urlencoded; charset=latin1' },
              { body: 'code=abc', type: 'text/plain' },
            ),
            weight: 2,
          },
        ),
        attemptCookies,
        async (name, { body, type }, cookie) =>
          noSession(
            await send(
              'POST /api/auth/oidc/:provider/callback',
              false,
              `${t.url}/api/auth/oidc/${providerSegment(name)}/callback`,
              {
                cookie: cookieOf(cookie),
                body,
                contentType: type === 'form' ? 'application/x-www-form-urlencoded' : type,
              },
            ),
          ),
      ),
      fuzzOptions,
    ));
});

describe('external sign-in through a configured provider', () => {
  const earlierAttempts: string[] = [];
  const configured = (target: string) => `${target} (provider configured)`;
  /** How each callback ended: signed in, or the refusal code. */
  const outcomes: Record<string, number> = {};
  afterAll(() => process.stdout.write(`external sign-in outcomes with a provider: ${JSON.stringify(outcomes)}\n`));
  const isOurs = (url: string) => url.startsWith(`${o.url}/`);

  /** Signs in at the provider; answers our callback's parameters (Apple's come through our form_post relay). */
  async function authorizeAtProvider(
    browser: RedirectBrowser,
    authorizationUrl: string,
    email: string,
  ): Promise<URLSearchParams> {
    const login = await browser.follow(authorizationUrl, isOurs);
    const form = formOf(await login.response!.text());
    const submitted = await browser.request(new URL(form.action, login.url).toString(), {
      form: { email, password: providerPassword },
    });
    const back = await browser.follow(new URL(submitted.headers.get('location')!, login.url).toString(), isOurs);
    if (!back.response) return new URL(back.url).searchParams;
    const posted = formOf(await back.response.text());
    const relayed = await send(configured('POST /api/auth/oidc/:provider/callback'), false, posted.action, {
      body: new URLSearchParams(posted.fields).toString(),
      contentType: 'application/x-www-form-urlencoded',
    });
    return new URL(relayed.location!, o.url).searchParams;
  }

  /** Mostly this attempt's state and the provider's issuer, so the checks after them are reached. */
  const thisAttempt = 'this attempt';
  const mostlyRight = fc.oneof(
    { arbitrary: fc.constant(thisAttempt), weight: 8 },
    { arbitrary: paramValues, weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
  const sometimes = (values: fc.Arbitrary<unknown>) =>
    fc.oneof({ arbitrary: values, weight: 2 }, { arbitrary: fc.constant(undefined), weight: 1 });
  const providerAnswers = fc.record({
    state: mostlyRight,
    iss: mostlyRight,
    code: sometimes(paramValues),
    error: sometimes(
      fc.oneof(
        {
          arbitrary: fc.constantFrom('access_denied', 'invalid_scope', 'temporarily_unavailable', '\u0000', 'a\u0000b'),
          weight: 3,
        },
        { arbitrary: nastyStrings, weight: 2 },
        { arbitrary: paramValues, weight: 1 },
      ),
    ),
    error_description: sometimes(paramValues),
    id_token: fc.option(paramValues, { nil: undefined, freq: 4 }),
  });

  const startQuery = fc.oneof(
    { arbitrary: fc.constantFrom('', '?loginType=provider', '?loginType=attorney'), weight: 4 },
    { arbitrary: loginTypes.map((loginType) => queryOf({ loginType })), weight: 1 },
  );
  /** Which parameter of a real answer is replaced, and by what. */
  const tampering = fc.oneof(
    { arbitrary: fc.constant(null), weight: 4 },
    {
      arbitrary: fc.tuple(
        fc.constantFrom('state', 'code', 'iss', 'error', 'error_description', 'error_uri', 'unknown'),
        fc.oneof(paramValues, fc.constant(undefined)),
      ),
      weight: 2,
    },
  );

  test('start, the provider, and GET or form_post callbacks with real and generated state, code, iss and error', () =>
    fc.assert(
      fc.asyncProperty(
        fc.constantFrom('oidc', 'google', 'apple'),
        startQuery,
        fc.oneof(
          { arbitrary: fc.nat(providerAccounts?.length ?? 7).map((pick) => ({ real: pick })), weight: 2 },
          { arbitrary: providerAnswers.map((params) => ({ generated: params })), weight: 3 },
        ),
        tampering,
        fc.constantFrom('own', 'own', 'own', 'none', 'other'),
        fc.boolean(),
        cookieChoices,
        async (id, query, answerChoice, tamper, attemptChoice, overFormPost, sessionChoice) => {
          const started = await send(
            configured('GET /api/auth/oidc/:provider/start'),
            false,
            `${o.url}/api/auth/oidc/${id}/start${query}`,
            { method: 'GET' },
          );
          expect(started.status).toBe(302);
          const attempt = started.cookies.get('cb_oidc_attempt')!;
          ledger.secret(attempt);
          const authorization = new URL(started.location!);
          const state = authorization.searchParams.get('state')!;
          // The start route takes one loginType of the two a person may choose, else none.
          const given = new URLSearchParams(query).getAll('loginType');
          const loginType = given.length === 1 ? given[0] : null;

          let params: Record<string, unknown>;
          let person: (typeof providerAccounts)[number] | null = null;
          if ('real' in answerChoice) {
            person = providerAccounts[answerChoice.real % providerAccounts.length];
            params = Object.fromEntries(
              await authorizeAtProvider(new RedirectBrowser(), authorization.toString(), person.email),
            );
          } else {
            // A generated answer, mostly for this attempt's state and the provider's issuer.
            params = Object.fromEntries(
              Object.entries(answerChoice.generated).map(([name, value]) => [
                name,
                value === thisAttempt ? { state, iss: provider.issuer }[name] : value,
              ]),
            );
          }
          if (tamper) params[tamper[0]] = tamper[1];
          recordCallbackParams(params);

          const cookies: string[] = [];
          if (attemptChoice === 'own') cookies.push(`cb_oidc_attempt=${attempt}`);
          if (attemptChoice === 'other') cookies.push(`cb_oidc_attempt=${earlierAttempts.at(-1) ?? 'x'}`);
          earlierAttempts.push(attempt);
          const sessionCookie = resolveCookie(sessionChoice);
          if (sessionCookie) cookies.push(sessionCookie);
          const cookie = cookies.join('; ') || null;
          let callbackUrl = `${o.url}/api/auth/oidc/${id}/callback${queryOf(params)}`;
          if (overFormPost) {
            const relayed = await send(
              configured('POST /api/auth/oidc/:provider/callback'),
              false,
              `${o.url}/api/auth/oidc/${id}/callback`,
              { body: queryOf(params).slice(1), contentType: 'application/x-www-form-urlencoded' },
            );
            redirectOutcome(relayed);
            if (relayed.status !== 303) return;
            callbackUrl = new URL(relayed.location!, o.url).toString();
          }
          const finished = await send(configured('GET /api/auth/oidc/:provider/callback'), false, callbackUrl, {
            method: 'GET',
            cookie,
          });
          const outcome = redirectOutcome(finished);
          const ended = outcome.signedIn ? 'signed in' : (outcome.refusedWith ?? String(finished.status));
          outcomes[ended] = (outcomes[ended] ?? 0) + 1;
          // openid-client reads a non-empty error, and only the first value of each parameter.
          const untouched =
            !tamper ||
            ['error_description', 'error_uri', 'unknown'].includes(tamper[0]) ||
            (tamper[0] === 'error' && !receivedValue(tamper[1]));
          const account = person?.account ?? null;
          const mayOpen =
            account?.opens === 'session' &&
            person!.verified &&
            untouched &&
            attemptChoice === 'own' &&
            (loginType === null ||
              !['attorney', 'provider'].includes(loginType) ||
              account.loginTypes.includes(loginType));
          const token = finished.cookies.get('cb_session');
          if (Boolean(token) !== outcome.signedIn)
            throw new Error(`the callback's cookie and redirect disagree: ${finished.location}`);
          if (token) {
            ledger.issued(
              token,
              { userId: account?.id ?? 'nobody', kind: 'session', enrollSecret: null },
              ledger.presentedToken(sessionCookie),
              mayOpen ? `${id} signed in ${account!.email}` : null,
            );
          } else if (mayOpen) {
            throw new Error(`a right external sign-in was refused: ${finished.location}`);
          }
          const knownRefusals = [
            'deactivated',
            'clinic_inactive',
            'super_admin',
            'use_attorney_login',
            'use_provider_login',
            'already_linked',
            'email_unverified',
          ];
          if (account && outcome.refusedWith && knownRefusals.includes(outcome.refusedWith)) ledger.refused(account.id);
        },
      ),
      fuzzOptions,
    ));
});

// --- Low limits -----------------------------------------------------------------------------------

describe('rate limits under fuzzed input', () => {
  test('with low limits every sign-in route still answers 429 with Retry-After under fuzzed input, never a 5xx', async () => {
    const limited = await startTestApp({
      DATABASE_URL: t.config.databaseUrl!,
      TRUST_PROXY: '1',
      LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '5',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
    });
    const limitedAnswers = new AnswerCheck();
    try {
      const address = '192.0.2.10';
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('login', 'password step', 'second factor', 'external start'),
          fc.boolean(),
          loginBodies,
          secondFactorBodies,
          async (route, overRest, shape, generated) => {
            if (route === 'login')
              await loginAttempt(overRest, shape, null, addressSent(address), limited, limitedAnswers);
            else if (route === 'password step')
              await passwordStep(overRest, shape, null, addressSent(address), limited, limitedAnswers);
            else if (route === 'second factor') {
              const pending = ledger.tokens((session) => session.live && session.kind === 'pending')[0];
              await secondFactor(
                overRest,
                generated,
                pending ? `cb_session=${pending}` : null,
                limited,
                limitedAnswers,
              );
            } else
              redirectOutcome(
                await send(
                  'GET /api/auth/oidc/:provider/start',
                  false,
                  `${limited.url}/api/auth/oidc/oidc/start`,
                  {
                    method: 'GET',
                    forwardedFor: address,
                  },
                  limitedAnswers,
                ),
              );
          },
        ),
        { ...fuzzOptions, numRuns: 60 },
      );
      process.stdout.write(`rate-limited sign-in: ${JSON.stringify(limitedAnswers.counts)}\n`);
      const tooMany = Object.values(limitedAnswers.counts).reduce((sum, c) => sum + (c.statuses['429'] ?? 0), 0);
      expect(tooMany).toBeGreaterThan(0);

      // From a fresh address: five wrong attempts at five accounts, then 429 with a wait on every sign-in route.
      const fresh = '198.51.100.20';
      const wrong = { email: 'nobody-limited@fuzz.example', password: 'not the password' };
      const probe = (body: unknown, address: string) =>
        send(
          'limit probe',
          false,
          `${limited.url}/api/auth/login`,
          { body: json(body), forwardedFor: address },
          limitedAnswers,
        );
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push((await probe({ ...wrong, email: `nobody-${i}-limited@fuzz.example` }, fresh)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      // One account from four addresses: three failures, then 429 with a wait.
      const perAccount: (string | number | null)[] = [];
      for (let i = 0; i < 4; i += 1) {
        const answer = await probe(wrong, `198.51.100.${30 + i}`);
        perAccount.push(answer.status, answer.status === 429 && Number(answer.retryAfter) > 0 ? 'wait' : null);
      }
      expect(perAccount).toEqual([401, null, 401, null, 401, null, 429, 'wait']);
      const rest = await send(
        'limit probe',
        false,
        `${limited.url}/superadmin/api/login`,
        {
          body: json(wrong),
          forwardedFor: fresh,
        },
        limitedAnswers,
      );
      expect({ status: rest.status, wait: Number(rest.retryAfter) > 0 }).toEqual({ status: 429, wait: true });
      const graphql = await send(
        'limit probe',
        true,
        `${limited.url}/graphql`,
        {
          body: json({
            query: 'mutation ($input: LoginInput!) { login(input: $input) { id } }',
            variables: { input: wrong },
          }),
          forwardedFor: fresh,
        },
        limitedAnswers,
      );
      expect(refusalOf(graphql)?.code).toBe('TOO_MANY_REQUESTS');
      const external = await send(
        'limit probe',
        false,
        `${limited.url}/api/auth/oidc/google/start`,
        {
          method: 'GET',
          forwardedFor: fresh,
        },
        limitedAnswers,
      );
      expect(external.location).toBe('/?login=true&loginError=too_many_attempts');
    } finally {
      limitedLogs.push(...limited.logs);
      await limited.close();
    }
  });
});

// --- Invariants -----------------------------------------------------------------------------------

describe('invariants after the run', () => {
  test('sign-ins succeeded on every target that can succeed (the fuzzing reached the success paths)', () => {
    for (const target of [
      'POST /api/auth/login',
      'login',
      'POST /superadmin/api/login',
      'superAdminSignIn',
      'POST /superadmin/api/verify',
      'superAdminVerify',
      'logout',
      'POST /api/auth/logout',
      'POST /superadmin/api/logout',
    ])
      expect({ target, ok: answers.succeeded(target) > 0 }).toEqual({ target, ok: true });
    const kinds = [...ledger.sessions.values()].reduce<Record<string, number>>(
      (count, session) => ({ ...count, [session.kind]: (count[session.kind] ?? 0) + 1 }),
      {},
    );
    process.stdout.write(`sessions handed out: ${JSON.stringify(kinds)}\n`);
    expect(kinds.session).toBeGreaterThan(0);
    expect(kinds.pending).toBeGreaterThan(0);
    expect(kinds.verified).toBeGreaterThan(0);
  });

  test('every session opened in the run was handed to a request that deserved it, of its kind, and is live exactly when the run holds it live', async () => {
    const rows = (await ds.query(
      `SELECT sid, user_id, coalesce(sess->>'secondFactor', 'session') AS kind FROM sessions
        WHERE (sess->>'createdAt')::timestamptz >= $1`,
      [startedAt],
    )) as { sid: string; user_id: string; kind: string }[];
    const stored = new Map(rows.map((row) => [row.sid, row]));
    const unexpected = rows.filter((row) => {
      const issued = ledger.sessions.get(row.sid);
      return !issued || issued.userId !== row.user_id || issued.kind !== row.kind;
    });
    expect(unexpected).toEqual([]);
    const wrongState = [...ledger.sessions].filter(([sid, session]) => session.live !== stored.has(sid));
    expect(wrongState.map(([, session]) => session)).toEqual([]);
    const [{ verified }] = await ds.query(
      `SELECT count(*)::int AS verified FROM super_admin_sessions WHERE two_factor_verified AND created_at >= $1`,
      [startedAt],
    );
    expect(verified).toBe([...ledger.sessions.values()].filter((s) => s.kind === 'verified').length);
  });

  test('each recovery code worked once and each TOTP step once, and the enrolment stored its secret', async () => {
    const rows = (await ds.query(
      `SELECT u.id, f.last_used_step::int AS last_step, f.user_id IS NOT NULL AS enrolled,
              (SELECT count(*)::int FROM recovery_codes r WHERE r.user_id = u.id AND r.used_at IS NOT NULL) AS used
         FROM users u LEFT JOIN second_factors f ON f.user_id = u.id WHERE u.id = ANY($1) ORDER BY u.id`,
      [superAdmins.map((admin) => admin.id)],
    )) as { id: string; last_step: number | null; enrolled: boolean; used: number }[];
    const expected = rows.map(({ id }) => {
      const state = ledger.secondFactor(id);
      return { id, last_step: state.lastStep, enrolled: state.secret !== null, used: state.used.length };
    });
    expect(rows).toEqual(expected);
    const figures = {
      enrolled: expected.filter((row) => row.enrolled).length,
      verifiedSessions: [...ledger.sessions.values()].filter((s) => s.kind === 'verified').length,
      recoveryCodesUsed: expected.reduce((sum, row) => sum + row.used, 0),
      usedRecoveryCodesRefused: ledger.replayedRecoveryCodesRefused,
    };
    process.stdout.write(`second factors: ${JSON.stringify(figures)}\n`);
    // Every account enrolled at the start, and at least one enrolled during the run.
    expect(figures.enrolled).toBeGreaterThan(superAdmins.length - 2);
    expect(figures.recoveryCodesUsed).toBeGreaterThan(0);
    expect(figures.usedRecoveryCodesRefused).toBeGreaterThan(0);
  });

  test('every refused sign-in of a named account has its login_denied audit row, and no other', async () => {
    const rows = (await ds.query(
      `SELECT u.id, (SELECT count(*)::int FROM audit_logs a WHERE a.action = 'login_denied' AND a.changed_at >= $2
                       AND (a.entity_id = u.id OR a.entity_id = u.email)) AS denied
         FROM users u WHERE u.id = ANY($1) ORDER BY u.id`,
      [ledger.accounts.map((account) => account.id), startedAt],
    )) as { id: string; denied: number }[];
    expect(rows).toEqual(rows.map(({ id }) => ({ id, denied: ledger.refusals.get(id) ?? 0 })));
    const denied = rows.reduce((sum, row) => sum + row.denied, 0);
    process.stdout.write(`refused sign-ins of named accounts, each with its login_denied row: ${denied}\n`);
    expect(denied).toBeGreaterThan(0);
  });

  test('no audit row or log line holds a password, code or token that was sent or handed out', async () => {
    const [{ text }] = await ds.query(
      `SELECT string_agg(concat_ws(' ', entity_id, changed_by_name, reason, user_agent, old_values::text, new_values::text), E'\\n') AS text
         FROM audit_logs WHERE changed_at >= $1`,
      [startedAt],
    );
    const logs = logLines().join('\n');
    const secrets = ledger.secretsToSearch();
    expect(secrets).toContain(testPassword);
    const found = secrets.filter((secret) => holdsSecret(text, secret) || holdsSecret(logs, secret));
    expect(found).toEqual([]);
    process.stdout.write(
      `secrets searched: ${secrets.length} in ${text.length} characters of audit rows and ${logLines().length} log lines\n`,
    );
  });

  test('the rate-limit table holds only hashes: no email or address in clear', async () => {
    const rows = (await ds.query(`SELECT bucket FROM rate_limit_buckets`)) as { bucket: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => !/^[A-Za-z0-9_-]{43}$/.test(row.bucket))).toEqual([]);
    const clear = [...ledger.accounts.map((account) => account.email), ...sentAddresses].filter(
      (value) => value.length > 3,
    );
    expect(rows.filter((row) => clear.some((value) => row.bucket.includes(value)))).toEqual([]);
  });

  test('accounts no input named are exactly as before, and the named ones kept their credentials, role and state', async () => {
    expect(await snapshot(bystanderIds, bystanderEmails)).toBe(bystanderSnapshot);
    expect(await credentialsOf(ledger.accounts.map((account) => account.id))).toBe(namedSnapshot);
    const linked = (await ds.query(
      `SELECT id FROM users WHERE id = ANY($1) AND (google_id IS NOT NULL OR apple_id IS NOT NULL OR oidc_subject IS NOT NULL)`,
      [ledger.accounts.map((account) => account.id)],
    )) as { id: string }[];
    const mayLink = ledger.accounts.filter((account) => account.opens === 'session').map((account) => account.id);
    expect(linked.filter((row) => !mayLink.includes(row.id))).toEqual([]);
  });
});
