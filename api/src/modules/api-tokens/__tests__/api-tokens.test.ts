import { createHash } from 'node:crypto';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { Role } from '../../../platform/access/role';
import { signedInClient, type TestClient } from '../../../test/client';
import {
  createAttorneyUser,
  createCase,
  createClinicWithUsers,
  createPatient,
  createUser,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { maxLiveTokensPerUser, tokenRefusals } from '../api-token.service';

/**
 * Personal API tokens against the real app: a token reads exactly what its user may, over GraphQL
 * and REST, and nothing once revoked, expired or its user deactivated; CSRF rules bind cookies only;
 * a bearer request never touches the session cookie; last use, rate limit, audit.
 */

const requestsPerMinute = 40;
let t: TestApp;
let home: Awaited<ReturnType<typeof createClinicWithUsers>>;
let other: Awaited<ReturnType<typeof createClinicWithUsers>>;
let staff: TestClient;
let ownCaseId: number;
let ownPatientId: number;
let foreignCaseId: number;
let attorneyCaseId: number;
let attorney: Awaited<ReturnType<typeof createAttorneyUser>>;

const createMutation = `mutation($input: ApiTokenCreateInput!) {
  apiTokenCreate(input: $input) { secret apiToken { id name prefix status expiresAt lastUsedAt } }
}`;

interface Created {
  id: number;
  prefix: string;
  secret: string;
}

async function createToken(client: TestClient, name = 'Reporting script', expiresInDays = 30): Promise<Created> {
  const body = await client.gql<{ apiTokenCreate: { secret: string; apiToken: { id: number; prefix: string } } }>(
    createMutation,
    { input: { name, expiresInDays } },
  );
  if (!body.data?.apiTokenCreate) throw new Error(JSON.stringify(body.errors));
  const { secret, apiToken } = body.data.apiTokenCreate;
  return { id: apiToken.id, prefix: apiToken.prefix, secret };
}

const bearer = (secret: string, headers: Record<string, string> = {}) => ({
  authorization: `Bearer ${secret}`,
  ...headers,
});

async function bearerRequest(
  secret: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown; setCookie: string[]; retryAfter: string | null }> {
  const response = await fetch(t.url + path, {
    method,
    headers: { ...bearer(secret, headers), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as unknown) : null,
    setCookie: response.headers.getSetCookie(),
    retryAfter: response.headers.get('retry-after'),
  };
}

const bearerGql = (secret: string, query: string, variables: Record<string, unknown> = {}) =>
  bearerRequest(secret, 'POST', '/graphql', { query, variables });

async function cookieAnswer(client: TestClient, method: string, path: string, body?: unknown) {
  const response = await client.request(method, path, { body });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

beforeAll(async () => {
  t = await startTestApp({ API_TOKEN_MAX_REQUESTS_PER_MINUTE: String(requestsPerMinute) });
  home = await createClinicWithUsers(t.dataSource);
  other = await createClinicWithUsers(t.dataSource);
  attorney = await createAttorneyUser(t.dataSource);
  const patient = await createPatient(t.dataSource, home.clinic.id);
  ownPatientId = patient.id;
  ownCaseId = (await createCase(t.dataSource, { clinicId: home.clinic.id, patientId: patient.id })).id;
  attorneyCaseId = (
    await createCase(t.dataSource, {
      clinicId: home.clinic.id,
      patientId: patient.id,
      attorneyId: attorney.attorney.id,
    })
  ).id;
  const foreignPatient = await createPatient(t.dataSource, other.clinic.id);
  foreignCaseId = (await createCase(t.dataSource, { clinicId: other.clinic.id, patientId: foreignPatient.id })).id;
  staff = await signedInClient(t.url, home.staff.email);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('creating, listing and revoking', () => {
  it('shows the secret once, stores only its SHA-256, and audits the creation without it', async () => {
    const created = await createToken(staff, 'Nightly export', 90);
    expect(created.secret).toMatch(/^cbt_[0-9a-f]{6}_[A-Za-z0-9_-]{43}$/);
    expect(created.secret.startsWith(`${created.prefix}_`)).toBe(true);

    const [row] = await t.dataSource.query(
      `SELECT token_hash, prefix, expires_at - created_at AS lifetime FROM api_tokens WHERE id = $1`,
      [created.id],
    );
    expect(row.token_hash).toBe(createHash('sha256').update(created.secret).digest('hex'));
    expect(row.lifetime).toMatchObject({ days: 90 });
    const stored = await t.dataSource.query(`SELECT count(*)::int AS n FROM api_tokens t WHERE t::text LIKE $1`, [
      `%${created.secret.slice(11)}%`,
    ]);
    expect(stored[0].n).toBe(0);

    const list = await staff.gql<{ apiTokens: Record<string, unknown>[] }>(
      '{ apiTokens { id name prefix status lastUsedAt revokedAt } }',
    );
    expect(list.data?.apiTokens).toContainEqual({
      id: created.id,
      name: 'Nightly export',
      prefix: created.prefix,
      status: 'active',
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(JSON.stringify(list)).not.toContain(created.secret.slice(11));

    const audit = await t.dataSource.query(
      `SELECT action, changed_by, new_values::text AS new_values FROM audit_logs WHERE entity_type = 'api_token' AND entity_id = $1`,
      [String(created.id)],
    );
    expect(audit).toEqual([expect.objectContaining({ action: 'create', changed_by: home.staff.id })]);
    expect(audit[0].new_values).not.toContain(created.secret.slice(11));
  });

  it('names the bad field and writes nothing on bad input (GraphQL and REST alike)', async () => {
    const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM api_tokens`);
    const blank = await staff.gql(createMutation, { input: { name: '  ', expiresInDays: 30 } });
    expect(blank.errors?.[0]).toMatchObject({
      message: 'Name is required',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'name', message: 'Name is required' }] },
    });
    const odd = await staff.rest('POST', '/api/account/api-tokens', { name: 'Script', expiresInDays: 45 });
    expect(odd).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'expiresInDays', message: 'Expiry must be 30, 90 or 365 days' }] },
    });
    const long = await staff.rest('POST', '/api/account/api-tokens', { name: 'x'.repeat(101), expiresInDays: 30 });
    expect(long).toMatchObject({ status: 400, body: { errors: [{ field: 'name' }] } });
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM api_tokens`)).toEqual(before);
  });

  it(`refuses more than ${maxLiveTokensPerUser} live tokens per user`, async () => {
    const { clinic } = home;
    const user = await createUser(t.dataSource, { role: Role.clinic_staff, clinic_id: clinic.id });
    const client = await signedInClient(t.url, user.email);
    for (let i = 0; i < maxLiveTokensPerUser; i++) await createToken(client, `Token ${i}`);
    const refused = await client.gql(createMutation, { input: { name: 'One too many', expiresInDays: 30 } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('LIMIT_REACHED');
    // Revoking one makes room again.
    const [first] = await t.dataSource.query(`SELECT id FROM api_tokens WHERE user_id = $1 ORDER BY id LIMIT 1`, [
      user.id,
    ]);
    await client.gql('mutation($id: Int!) { apiTokenRevoke(id: $id) { status } }', { id: first.id });
    await createToken(client, 'Room again');
  });

  it("answers another user's token exactly like a missing one, and audits a revocation once", async () => {
    const mine = await createToken(staff, 'Mine');
    const colleague = await signedInClient(t.url, home.admin.email);
    const revoke = 'mutation($id: Int!) { apiTokenRevoke(id: $id) { id status revokedAt } }';
    const foreign = await colleague.gql(revoke, { id: mine.id });
    const missing = await colleague.gql(revoke, { id: 2_000_000_000 });
    expect(foreign).toEqual(missing);
    expect(foreign.errors?.[0]).toMatchObject({ message: 'API token not found', extensions: { code: 'NOT_FOUND' } });
    expect(await colleague.rest('POST', `/api/account/api-tokens/${mine.id}/revoke`)).toEqual(
      await colleague.rest('POST', '/api/account/api-tokens/2000000000/revoke'),
    );
    const colleagueList = await colleague.gql<{ apiTokens: { id: number }[] }>('{ apiTokens { id } }');
    expect(colleagueList.data?.apiTokens.map((token) => token.id)).not.toContain(mine.id);

    const first = await staff.gql<{ apiTokenRevoke: { status: string } }>(revoke, { id: mine.id });
    expect(first.errors).toBeUndefined();
    expect(first.data?.apiTokenRevoke.status).toBe('revoked');
    await staff.gql(revoke, { id: mine.id });
    const audit = await t.dataSource.query(
      `SELECT action FROM audit_logs WHERE entity_type = 'api_token' AND entity_id = $1 ORDER BY id`,
      [String(mine.id)],
    );
    expect(audit.map((row: { action: string }) => row.action)).toEqual(['create', 'revoke']);
  });

  it('refuses the operator a token: the second factor would be bypassed', async () => {
    const operator = await createUser(t.dataSource, { role: Role.super_admin });
    const client = await signedInClient(t.url, operator.email);
    const refused = await client.gql(createMutation, { input: { name: 'Ops', expiresInDays: 30 } });
    expect(refused.errors?.[0]).toMatchObject({
      message: tokenRefusals.operatorHolder,
      extensions: { code: 'FORBIDDEN' },
    });
    expect(
      await t.dataSource.query(`SELECT count(*)::int AS n FROM api_tokens WHERE user_id = $1`, [operator.id]),
    ).toEqual([{ n: 0 }]);
  });
});

describe('a token acts exactly as its user', () => {
  let staffToken: Created;
  let attorneyToken: Created;

  beforeAll(async () => {
    staffToken = await createToken(staff, 'Same answers');
    attorneyToken = await createToken(await signedInClient(t.url, attorney.user.email), 'Attorney script');
  });

  const readings = () => [
    { method: 'GET', path: `/api/cases/${ownCaseId}` },
    { method: 'GET', path: `/api/cases/${foreignCaseId}` },
    { method: 'GET', path: `/api/cases/${attorneyCaseId}` },
    { method: 'GET', path: `/api/patients/${ownPatientId}` },
    { method: 'GET', path: '/api/auth/user' },
    {
      method: 'POST',
      path: '/graphql',
      body: {
        query: `query($own: Int!, $foreign: Int!, $theirs: Int!) {
          me { id email role }
          own: case(id: $own) { id caseNumber }
          foreign: case(id: $foreign) { id }
          theirs: case(id: $theirs) { id attorney { id } }
          cases(first: 50) { nodes { id } }
        }`,
        variables: { own: ownCaseId, foreign: foreignCaseId, theirs: attorneyCaseId },
      },
    },
  ];

  it.each([
    ['clinic staff', () => staff, () => staffToken],
    ['an attorney', () => null, () => attorneyToken],
  ])('answers %s the same through the token as through the cookie', async (_who, cookieClient, token) => {
    const client = cookieClient() ?? (await signedInClient(t.url, attorney.user.email));
    for (const { method, path, body } of readings()) {
      const viaCookie = await cookieAnswer(client, method, path, body);
      const viaToken = await bearerRequest(token().secret, method, path, body);
      // The patient read sends the session's CSRF token as a header; bodies must be identical.
      expect({ path, status: viaToken.status, body: viaToken.body }).toEqual({ path, ...viaCookie });
    }
  });

  it('writes as its user, and the audit row names the token', async () => {
    const created = await bearerRequest(staffToken.secret, 'POST', '/api/tasks', {
      caseId: ownCaseId,
      title: 'Through a token',
    });
    expect(created.status).toBe(201);
    const taskId = (created.body as { data: { id: number } }).data.id;
    const [row] = await t.dataSource.query(
      `SELECT changed_by, changed_by_name, user_agent FROM audit_logs WHERE entity_type = 'task' AND entity_id = $1`,
      [String(taskId)],
    );
    expect(row.changed_by).toBe(home.staff.id);
    expect(row.user_agent).toMatch(new RegExp(`^\\[API token ${staffToken.id} ${staffToken.prefix}\\]`));
  });

  it('follows its user: a role change is its rights at once, and a refusal is audited with the token', async () => {
    const user = await createUser(t.dataSource, { role: Role.clinic_admin, clinic_id: home.clinic.id });
    const token = await createToken(await signedInClient(t.url, user.email), 'Admin script');
    const usersQuery = '{ clinicUsers(first: 5) { nodes { id } } }';
    const asAdmin = await bearerGql(token.secret, usersQuery);
    expect((asAdmin.body as { errors?: unknown }).errors).toBeUndefined();
    await t.dataSource.query(`UPDATE users SET role = 'clinic_staff' WHERE id = $1`, [user.id]);
    const asStaff = await bearerGql(token.secret, usersQuery);
    expect(asStaff.body).toMatchObject({ errors: [{ extensions: { code: 'FORBIDDEN' } }] });
    // The refusal is audited as the user's, through the token.
    const [denied] = await t.dataSource.query(
      `SELECT changed_by, user_agent FROM audit_logs WHERE action = 'access_denied' AND changed_by = $1 ORDER BY id DESC LIMIT 1`,
      [user.id],
    );
    expect(denied.user_agent).toMatch(new RegExp(`^\\[API token ${token.id} ${token.prefix}\\]`));
  });
});

describe('refused tokens answer 401 with the reason, and nothing falls back to the cookie', () => {
  const meQuery = '{ me { id } }';
  const expect401 = (answer: { status: number; body: unknown }, message: string) => {
    expect(answer).toMatchObject({ status: 401 });
    const body = answer.body as { message?: string; errors?: { message: string; extensions: { code: string } }[] };
    const said = body.errors?.[0] ?? { message: body.message, extensions: { code: (body as { code: string }).code } };
    expect(said).toMatchObject({ message, extensions: { code: 'UNAUTHENTICATED' } });
  };

  it('refuses a revoked token on GraphQL and REST', async () => {
    const token = await createToken(staff, 'Soon revoked');
    expect((await bearerGql(token.secret, meQuery)).status).toBe(200);
    await staff.gql('mutation($id: Int!) { apiTokenRevoke(id: $id) { id } }', { id: token.id });
    expect401(await bearerGql(token.secret, meQuery), tokenRefusals.revoked);
    expect401(await bearerRequest(token.secret, 'GET', `/api/cases/${ownCaseId}`), tokenRefusals.revoked);
  });

  it('refuses an expired token', async () => {
    const token = await createToken(staff, 'Expired');
    await t.dataSource.query(
      `UPDATE api_tokens SET created_at = now() - interval '31 days', expires_at = now() - interval '1 second' WHERE id = $1`,
      [token.id],
    );
    expect401(await bearerGql(token.secret, meQuery), tokenRefusals.expired);
    const list = await staff.gql<{ apiTokens: { id: number; status: string }[] }>('{ apiTokens { id status } }');
    expect(list.data?.apiTokens.find((row) => row.id === token.id)?.status).toBe('expired');
  });

  it("refuses a deactivated user's tokens, and those of a deactivated clinic's users", async () => {
    const user = await createUser(t.dataSource, { role: Role.clinic_staff, clinic_id: home.clinic.id });
    const token = await createToken(await signedInClient(t.url, user.email), 'Leaver');
    await t.dataSource.query(`UPDATE users SET is_active = false WHERE id = $1`, [user.id]);
    expect401(await bearerRequest(token.secret, 'GET', '/api/auth/user'), tokenRefusals.inactiveUser);

    const closing = await createClinicWithUsers(t.dataSource);
    const clinicToken = await createToken(await signedInClient(t.url, closing.staff.email), 'Closing');
    await t.dataSource.query(`UPDATE clinics SET is_active = false WHERE id = $1`, [closing.clinic.id]);
    expect401(await bearerGql(clinicToken.secret, meQuery), tokenRefusals.inactiveUser);
  });

  it('refuses unknown and malformed tokens, even with a valid session cookie beside them', async () => {
    const unknown = `cbt_abcdef_${'A'.repeat(43)}`;
    expect401(await bearerGql(unknown, meQuery), tokenRefusals.unknown);
    for (const malformed of ['', 'not-a-token', `cbt_abcdef_${'A'.repeat(42)}`]) {
      const response = await fetch(`${t.url}/api/auth/user`, {
        headers: { authorization: `Bearer ${malformed}`, cookie: staff.cookie! },
      });
      expect401({ status: response.status, body: await response.json() }, tokenRefusals.malformed);
    }
  });

  it('opens no WebSocket with a token: sockets take the session cookie only', async () => {
    const token = await createToken(staff, 'Socket');
    const socket = createClient({
      url: `${t.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: { authorization: `Bearer ${token.secret}` },
      onNonLazyError: () => undefined,
    });
    try {
      const outcome = await new Promise((resolve) => {
        socket.subscribe(
          { query: '{ me { id } }' },
          { next: (value) => resolve(value), error: (error) => resolve(error), complete: () => resolve('completed') },
        );
      });
      expect(outcome).toMatchObject({ code: 4403 });
    } finally {
      await socket.dispose();
    }
  });
});

describe('CSRF rules bind cookies, not bearer tokens; bearer requests never touch the session cookie', () => {
  let token: Created;
  beforeAll(async () => {
    token = await createToken(staff, 'CSRF');
  });

  it('takes a REST write from another origin with a bearer token, and refuses it with the cookie', async () => {
    const body = { caseId: ownCaseId, title: 'From elsewhere' };
    const viaToken = await bearerRequest(token.secret, 'POST', '/api/tasks', body, {
      origin: 'https://elsewhere.example',
    });
    expect(viaToken.status).toBe(201);
    const viaCookie = await staff.request('POST', '/api/tasks', {
      body,
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(viaCookie.status).toBe(403);
  });

  it("takes the patient PUT without the session's CSRF token from a bearer request only", async () => {
    const read = await bearerRequest(token.secret, 'GET', `/api/patients/${ownPatientId}`);
    const change = {
      ...(read.body as Record<string, unknown>),
      firstName: 'Bearer',
      lastName: 'Token',
      address: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      email: 'bearer.token@test.example',
      phone: '(555) 123-4567',
    };
    const viaToken = await bearerRequest(token.secret, 'PUT', `/api/patients/${ownPatientId}`, change);
    expect(viaToken).toMatchObject({ status: 200, body: { id: ownPatientId, firstName: 'Bearer' } });
    const viaCookie = await staff.request('PUT', `/api/patients/${ownPatientId}`, { body: change });
    expect(viaCookie.status).toBe(403);
  });

  it("answers a GraphQL GET with a bearer token, where a cookie GET needs Apollo's preflight header", async () => {
    const path = `/graphql?query=${encodeURIComponent('{ me { id } }')}`;
    const viaToken = await bearerRequest(token.secret, 'GET', path);
    expect(viaToken).toMatchObject({ status: 200, body: { data: { me: { id: home.staff.id } } } });
    const viaCookie = await staff.request('GET', path);
    expect(viaCookie.status).toBe(400);
  });

  it('never sets or clears a session cookie, and refuses to sign in or out', async () => {
    const reads = [
      await bearerGql(token.secret, '{ me { id } }'),
      await bearerRequest(token.secret, 'GET', '/api/auth/user'),
    ];
    for (const read of reads) expect(read.setCookie).toEqual([]);
    const login = await bearerRequest(token.secret, 'POST', '/api/auth/login', {
      email: home.staff.email,
      password: 'correct horse battery staple',
    });
    expect(login).toMatchObject({ status: 403, setCookie: [] });
    const logout = await bearerRequest(token.secret, 'POST', '/api/auth/logout');
    expect(logout).toMatchObject({ status: 403, setCookie: [] });
    const graphqlLogin = await bearerGql(
      token.secret,
      'mutation($input: LoginInput!) { login(input: $input) { id } }',
      { input: { email: home.staff.email, password: 'correct horse battery staple' } },
    );
    expect(graphqlLogin).toMatchObject({
      setCookie: [],
      body: { errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] },
    });
    const graphqlLogout = await bearerGql(token.secret, 'mutation { logout }');
    expect(graphqlLogout).toMatchObject({ setCookie: [], body: { errors: [{ extensions: { code: 'FORBIDDEN' } }] } });
    // The token still works: nothing was signed out.
    expect((await bearerGql(token.secret, '{ me { id } }')).body).toEqual({ data: { me: { id: home.staff.id } } });
  });

  it('refuses a token that tries to create tokens', async () => {
    const graphql = await bearerGql(token.secret, createMutation, { input: { name: 'Minted', expiresInDays: 30 } });
    expect(graphql.body).toMatchObject({
      errors: [{ message: tokenRefusals.fromToken, extensions: { code: 'FORBIDDEN' } }],
    });
    const viaRest = await bearerRequest(token.secret, 'POST', '/api/account/api-tokens', {
      name: 'Minted',
      expiresInDays: 30,
    });
    expect(viaRest).toMatchObject({ status: 403, body: { message: tokenRefusals.fromToken } });
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM api_tokens WHERE name = 'Minted'`)).toEqual([
      { n: 0 },
    ]);
  });
});

describe('last use and the rate limit', () => {
  it('records the last use at most once a minute', async () => {
    const token = await createToken(staff, 'Last use');
    const lastUse = async () =>
      (await t.dataSource.query(`SELECT last_used_at, last_used_ip FROM api_tokens WHERE id = $1`, [token.id]))[0];
    await bearerGql(token.secret, '{ me { id } }');
    const first = await lastUse();
    expect(first.last_used_at).toBeInstanceOf(Date);
    expect(first.last_used_ip).toMatch(/127\.0\.0\.1/);
    await bearerGql(token.secret, '{ me { id } }');
    expect((await lastUse()).last_used_at).toEqual(first.last_used_at);
    // A minute later the next request records itself again.
    await t.dataSource.query(`UPDATE api_tokens SET last_used_at = now() - interval '61 seconds' WHERE id = $1`, [
      token.id,
    ]);
    await bearerGql(token.secret, '{ me { id } }');
    expect((await lastUse()).last_used_at.getTime()).toBeGreaterThan(first.last_used_at.getTime());
  });

  it(`answers 429 with Retry-After past ${requestsPerMinute} requests a minute, per token`, async () => {
    const busy = await createToken(staff, 'Busy');
    const calm = await createToken(staff, 'Calm');
    // The window is a fixed minute: one that turns over during the loop allows up to twice the limit.
    let answered = 0;
    let refused = await bearerGql(busy.secret, '{ me { id } }');
    while (refused.status === 200 && answered < 2 * requestsPerMinute) {
      answered += 1;
      refused = await bearerGql(busy.secret, '{ me { id } }');
    }
    expect(refused.status).toBe(429);
    expect(answered).toBeGreaterThanOrEqual(requestsPerMinute);
    expect(refused.body).toMatchObject({
      errors: [
        {
          message: expect.stringMatching(/^Too many requests with this API token/),
          extensions: { code: 'TOO_MANY_REQUESTS' },
        },
      ],
    });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    const restRefused = await bearerRequest(busy.secret, 'GET', '/api/auth/user');
    expect(restRefused).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
    expect((await bearerGql(calm.secret, '{ me { id } }')).status).toBe(200);
  });
});
