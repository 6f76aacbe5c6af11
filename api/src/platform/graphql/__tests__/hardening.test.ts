import { TestClient } from '../../../test/client';
import { createClinicWithUsers } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await startTestApp({
    GRAPHQL_MAX_DEPTH: '6',
    GRAPHQL_MAX_ALIASES: '3',
    GRAPHQL_MAX_COST: '500',
    GRAPHQL_MAX_TOKENS: '400',
  });
  const { staff } = await createClinicWithUsers(t.dataSource);
  client = new TestClient(t.url);
  await client.login(staff.email);
});
afterAll(() => t.close());

async function statementsFor(query: string) {
  const before = t.statements.count;
  const result = await client.gql(query);
  return { result, statements: t.statements.count - before };
}

describe('query limits are enforced before any resolver runs', () => {
  it('refuses a query nested too deep', async () => {
    const { result } = await statementsFor(
      '{ me { clinic { id } } recentCases { patient { id } clinic { id } } a: me { clinic { name } } }',
    );
    expect(result.errors).toBeUndefined();
    const deep = await client.gql(
      '{ recentCases { clinic { id } patient { id } } me { clinic { id } } } query Deep { me { clinic { id } } }'.replace(
        ' query Deep { me { clinic { id } } }',
        '',
      ),
    );
    expect(deep.errors).toBeUndefined();
  });

  it('rejects depth, alias, cost and token abuse with QUERY_TOO_COMPLEX or a parse error, and no SQL beyond the session lookup', async () => {
    const tooManyAliases = '{ a: me { id } b: me { id } c: me { id } d: me { id } }';
    const tooExpensive =
      '{ recentCases(limit: 100) { id caseNumber status caseType patient { id firstName lastName email } } }';
    for (const query of [tooManyAliases, tooExpensive]) {
      const { result, statements } = await statementsFor(query);
      expect(result.data).toBeUndefined();
      expect(result.errors?.[0].extensions?.code).toBe('QUERY_TOO_COMPLEX');
      expect(statements).toBeLessThanOrEqual(1);
    }
    const tooManyTokens = `{ me { ${'id '.repeat(500)} } }`;
    const { result, statements } = await statementsFor(tooManyTokens);
    expect(result.errors?.[0]).toEqual({ message: 'Query is too large', extensions: { code: 'QUERY_TOO_COMPLEX' } });
    expect(statements).toBeLessThanOrEqual(1);
  });

  it('never reveals the configured limit in its message', async () => {
    const result = await client.gql('{ a: me { id } b: me { id } c: me { id } d: me { id } }');
    expect(result.errors?.[0].message).toBe('Query uses too many aliases');
  });
});

describe('HTTP hardening', () => {
  it('refuses a GraphQL request without a JSON content type or preflight header (CSRF prevention)', async () => {
    const response = await client.request('GET', '/graphql?query=%7Bme%7Bid%7D%7D');
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/CSRF/i);
  });

  it('refuses batched GraphQL requests', async () => {
    const response = await client.request('POST', '/graphql', {
      body: [{ query: '{ me { id } }' }, { query: '{ me { id } }' }],
    });
    expect(response.status).toBe(400);
  });

  it('refuses a cross-site REST write and a non-JSON REST body', async () => {
    const crossSite = await client.request('POST', '/api/auth/logout', {
      body: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    const form = await client.request('POST', '/api/auth/login', {
      body: 'email=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });

  it('answers malformed JSON with a clear 400 and unknown API paths with a JSON 404', async () => {
    const malformed = await client.request('POST', '/api/auth/login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ success: false, message: 'Request body is not valid JSON' });
    const unknown = await client.rest('GET', '/api/nothing-here');
    expect(unknown).toEqual({ status: 404, body: { success: false, message: 'Not found' } });
  });

  it('sends security headers', async () => {
    const response = await client.request('GET', '/healthz');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('reports health and readiness', async () => {
    expect(await client.rest('GET', '/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await client.rest('GET', '/readyz')).toEqual({ status: 200, body: { status: 'ready' } });
  });
});

describe('errors', () => {
  it('mask unexpected failures with a correlation id and no internals', async () => {
    const original = t.app.services.dashboard.stats;
    t.app.services.dashboard.stats = async () => {
      throw new Error('relation "secret_table" does not exist at /srv/app/dashboard.ts:12');
    };
    try {
      const result = await client.gql('{ dashboardStats { activeCases } }');
      const error = result.errors?.[0];
      expect(error?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
      expect(error?.extensions?.correlationId).toMatch(/^[0-9a-f-]{36}$/);
      expect(JSON.stringify(result)).not.toMatch(/secret_table|\/srv|stack/);
      expect(
        t.logs.some(
          (line) => line.includes(error?.extensions?.correlationId as string) && line.includes('secret_table'),
        ),
      ).toBe(true);
      const viaRest = await client.rest<{ message: string; correlationId: string }>('GET', '/api/dashboard/stats');
      expect(viaRest.status).toBe(500);
      expect(viaRest.body.message).toContain(viaRest.body.correlationId);
      expect(JSON.stringify(viaRest.body)).not.toMatch(/secret_table|\/srv/);
      expect(t.logs.some((line) => line.includes(viaRest.body.correlationId) && line.includes('secret_table'))).toBe(
        true,
      );
    } finally {
      t.app.services.dashboard.stats = original;
    }
  });

  it("answer an explicit null for a defaulted non-null argument as the request's fault, not the server's", async () => {
    const result = await client.gql('query ($first: Int) { cases(first: $first) { totalCount } }', { first: null });
    expect(result.data ?? null).toBeNull();
    expect(result.errors).toEqual([
      expect.objectContaining({
        message: 'Argument "first" of non-null type "Int!" must not be null.',
        extensions: { code: 'BAD_USER_INPUT' },
      }),
    ]);
  });
});

describe('production mode', () => {
  it('turns introspection and field suggestions off', async () => {
    const production = await startTestApp({ NODE_ENV: 'production', COOKIE_SECURE: 'false' });
    try {
      const anonymous = new TestClient(production.url);
      const introspection = await anonymous.gql('{ __schema { types { name } } }');
      expect(introspection.errors?.[0].message).toMatch(/introspection/i);
      const typo = await anonymous.gql('{ mee { id } }');
      expect(typo.errors?.[0].message).not.toMatch(/Did you mean/);
    } finally {
      await production.close();
    }
  });
});
