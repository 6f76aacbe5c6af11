import { randomBytes } from 'node:crypto';
import { TestClient, testPassword } from '../../../test/client';
import { createClinicWithUsers } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';

/**
 * Each test signs in from its own made-up client address (X-Forwarded-For behind one trusted proxy),
 * because the address counters live in the database that every test file shares.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    TRUST_PROXY: '1',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
    LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '8',
    LOGIN_LIMIT_WINDOW_SECONDS: '600',
  });
});
afterAll(() => t.close());

const freshAddress = () => `10.${randomBytes(3).join('.')}`;

function attempt(address: string, email: string, password: string) {
  return new TestClient(t.url)
    .request('POST', '/api/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': address } })
    .then(async (response) => ({
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: (await response.json()) as { message?: string },
    }));
}

const auditReasons = async (email: string) =>
  (
    await t.dataSource.query(
      `SELECT reason FROM audit_logs WHERE action = 'login_denied' AND entity_id = $1 ORDER BY id`,
      [email],
    )
  ).map((row: { reason: string }) => row.reason);

describe('sign-in attempt limits', () => {
  it('locks an account after 3 failures, even for the right password, and says how long to wait', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const address = freshAddress();
    for (let i = 0; i < 3; i += 1) expect((await attempt(address, staff.email, 'wrong password')).status).toBe(401);
    const locked = await attempt(address, staff.email, testPassword);
    expect(locked.status).toBe(429);
    expect(Number(locked.retryAfter)).toBeGreaterThan(0);
    expect(Number(locked.retryAfter)).toBeLessThanOrEqual(600);
    // Fixed 10-minute windows: the wait is what is left of the current one.
    expect(locked.body.message).toMatch(
      /^Too many sign-in attempts\. Please wait (10 minutes|[2-9] minutes|1 minute) and try again\.$/,
    );
    expect(await t.dataSource.query(`SELECT 1 FROM sessions WHERE user_id = $1`, [staff.id])).toHaveLength(0);
    expect((await auditReasons(staff.email)).at(-1)).toBe('too many attempts for account');
  });

  it('answers an unknown account exactly like a known one', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      known.push((await attempt(freshAddress(), staff.email, 'wrong password')).status);
      unknown.push((await attempt(freshAddress(), `nobody-${staff.id}@test.example`, 'wrong password')).status);
    }
    expect(known).toEqual([401, 401, 401, 429]);
    expect(unknown).toEqual(known);
  });

  it('counts only consecutive failures: a success clears the account count', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const address = freshAddress();
    const statuses: number[] = [];
    for (const password of ['x', 'y', testPassword, 'x', 'y', testPassword]) {
      statuses.push((await attempt(address, staff.email, password)).status);
    }
    expect(statuses).toEqual([401, 401, 200, 401, 401, 200]);
  });

  it('counts concurrent attempts atomically: 20 at once against a limit of 3 check only 3 passwords', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => attempt(freshAddress(), staff.email, 'wrong password')),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
  });

  it('limits attempts per client address across accounts, and leaves other addresses alone', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      statuses.push((await attempt(address, `spray-${i}-${address}@test.example`, 'wrong password')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
    const { staff } = await createClinicWithUsers(t.dataSource);
    expect((await attempt(address, staff.email, testPassword)).status).toBe(429);
    expect((await attempt(freshAddress(), staff.email, testPassword)).status).toBe(200);
  });

  it('applies to the GraphQL login mutation too', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const address = freshAddress();
    const login = () =>
      new TestClient(t.url)
        .request('POST', '/graphql', {
          body: {
            query: 'mutation($input: LoginInput!) { login(input: $input) { id } }',
            variables: { input: { email: staff.email, password: 'wrong password' } },
          },
          headers: { 'x-forwarded-for': address },
        })
        .then((r) => r.json() as Promise<{ errors: { extensions: { code: string } }[] }>);
    const codes: string[] = [];
    for (let i = 0; i < 4; i += 1) codes.push((await login()).errors[0].extensions.code);
    expect(codes).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED', 'UNAUTHENTICATED', 'TOO_MANY_REQUESTS']);
  });

  it('stores no email or address in the counter table', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    await attempt('10.250.250.250', staff.email, 'wrong password');
    const rows = await t.dataSource.query(
      `SELECT bucket FROM rate_limit_buckets WHERE bucket LIKE '%' || $1 || '%' OR bucket LIKE '%10.250.250.250%'`,
      [staff.email],
    );
    expect(rows).toHaveLength(0);
    expect(
      (await t.dataSource.query(`SELECT count(*)::int AS n FROM rate_limit_buckets WHERE length(bucket) = 43`))[0].n,
    ).toBeGreaterThan(0);
  });
});
