import { Role } from '../../access/role';
import { TestClient, testPassword } from '../../../test/client';
import { createAttorneyUser, createClinicWithUsers, createUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const meQuery = '{ me { id email role fullName clinicId } }';

describe('sign-in with email and password', () => {
  it('signs in over REST, answers GET /api/auth/user with { success, data }, and signs out', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const client = new TestClient(t.url);
    expect((await client.rest('GET', '/api/auth/user')).status).toBe(401);

    const login = await client.rest<{ success: boolean; data: { id: string; role: string } }>(
      'POST',
      '/api/auth/login',
      { email: staff.email, password: testPassword },
    );
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ success: true, data: { id: staff.id, role: 'clinic_staff' } });
    expect(JSON.stringify(login.body)).not.toMatch(/password/i);

    const user = await client.rest<{ success: boolean; data: { email: string } }>('GET', '/api/auth/user');
    expect(user).toMatchObject({ status: 200, body: { success: true, data: { email: staff.email } } });

    expect((await client.rest('POST', '/api/auth/logout', {})).status).toBe(200);
    expect((await client.rest('GET', '/api/auth/user')).status).toBe(401);
  });

  it('sets an HttpOnly SameSite=Lax cookie and stores only a hash of its token', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const response = await new TestClient(t.url).request('POST', '/api/auth/login', {
      body: { email: staff.email, password: testPassword },
    });
    const cookie = response.headers.getSetCookie()[0];
    expect(cookie).toMatch(/^cb_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    const token = cookie.split(';')[0].split('=')[1];
    const rows = await t.dataSource.query(`SELECT sid FROM sessions WHERE user_id = $1`, [staff.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].sid).not.toBe(token);
  });

  it('signs in over GraphQL and answers me; me is null when signed out', async () => {
    const { admin } = await createClinicWithUsers(t.dataSource);
    const client = new TestClient(t.url);
    expect(await client.gql(meQuery)).toEqual({ data: { me: null } });
    const login = await client.gql(`mutation($input: LoginInput!) { login(input: $input) { id role } }`, {
      input: { email: admin.email.toUpperCase(), password: testPassword, loginType: 'provider' },
    });
    expect(login).toEqual({ data: { login: { id: admin.id, role: 'clinic_admin' } } });
    expect((await client.gql<{ me: { id: string } }>(meQuery)).data?.me.id).toBe(admin.id);
    expect(await client.gql('mutation { logout }')).toEqual({ data: { logout: true } });
    expect(await client.gql(meQuery)).toEqual({ data: { me: null } });
  });

  it('gives the same answer for an unknown account and a wrong password, and audits both', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const client = new TestClient(t.url);
    const unknown = await client.rest('POST', '/api/auth/login', {
      email: 'nobody-here@test.example',
      password: testPassword,
    });
    const wrong = await client.rest('POST', '/api/auth/login', { email: staff.email, password: 'not the password' });
    expect(unknown).toEqual({
      status: 401,
      body: { success: false, code: 'UNAUTHENTICATED', message: 'Invalid email or password' },
    });
    expect(wrong).toEqual(unknown);
    const denied = await t.dataSource.query(
      `SELECT entity_id, reason FROM audit_logs WHERE action = 'login_denied' AND entity_id IN ($1, $2)`,
      [staff.id, 'nobody-here@test.example'],
    );
    expect(denied).toHaveLength(2);
  });

  it('names each missing field', async () => {
    const result = await new TestClient(t.url).rest('POST', '/api/auth/login', { email: '', password: '' });
    expect(result).toEqual({
      status: 400,
      body: {
        success: false,
        code: 'BAD_USER_INPUT',
        message: 'Email is required; Password is required',
        errors: [
          { field: 'email', message: 'Email is required' },
          { field: 'password', message: 'Password is required' },
        ],
      },
    });
  });

  it('refuses an email PostgreSQL cannot compare (a zero byte, half a surrogate pair) with 400 naming the field, and writes nothing', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    for (const email of [`${staff.email}\u0000`, `${staff.email}\uD800`]) {
      const result = await new TestClient(t.url).rest('POST', '/api/auth/login', { email, password: testPassword });
      expect(result).toEqual({
        status: 400,
        body: {
          success: false,
          code: 'BAD_USER_INPUT',
          message: 'Email contains characters that are not allowed',
          errors: [{ field: 'email', message: 'Email contains characters that are not allowed' }],
        },
      });
    }
    const written = await t.dataSource.query(
      `SELECT (SELECT count(*) FROM sessions WHERE user_id = $1)::int AS sessions,
              (SELECT count(*) FROM audit_logs WHERE entity_id LIKE $2 || '%')::int AS audit`,
      [staff.id, staff.email],
    );
    expect(written).toEqual([{ sessions: 0, audit: 0 }]);
  });

  it('refuses an email longer than 254 characters with 400 naming the field, and writes nothing', async () => {
    const email = `${'\u{1F600}'.repeat(70_000)}@test.example`;
    const result = await new TestClient(t.url).rest('POST', '/api/auth/login', { email, password: testPassword });
    expect(result).toEqual({
      status: 400,
      body: {
        success: false,
        code: 'BAD_USER_INPUT',
        message: 'Email must be at most 254 characters',
        errors: [{ field: 'email', message: 'Email must be at most 254 characters' }],
      },
    });
    const [{ audit }] = await t.dataSource.query(`SELECT count(*)::int AS audit FROM audit_logs WHERE entity_id = $1`, [
      email.toLowerCase(),
    ]);
    expect(audit).toBe(0);
  });

  it('refuses the right password followed by zero bytes (scrypt hashes both alike), audited like any wrong password', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    for (const password of [`${testPassword}\u0000`, `${testPassword}\u0000\u0000`]) {
      const result = await new TestClient(t.url).rest('POST', '/api/auth/login', { email: staff.email, password });
      expect(result).toEqual({
        status: 401,
        body: { success: false, code: 'UNAUTHENTICATED', message: 'Invalid email or password' },
      });
    }
    const written = await t.dataSource.query(
      `SELECT (SELECT count(*) FROM sessions WHERE user_id = $1)::int AS sessions,
              (SELECT count(*) FROM audit_logs WHERE entity_id = $1 AND action = 'login_denied'
                 AND reason = 'invalid credentials')::int AS denied`,
      [staff.id],
    );
    expect(written).toEqual([{ sessions: 0, denied: 2 }]);
  });

  it.each([
    [
      'attorney account at the Provider door',
      'attorney',
      'provider',
      'This is an attorney account. Please choose Attorney login.',
    ],
    [
      'clinic account at the Attorney door',
      'staff',
      'attorney',
      'This is a clinic (provider) account. Please choose Provider login.',
    ],
    [
      'clinic account at the Admin door',
      'staff',
      'admin',
      'This is a clinic (provider) account. Please choose Provider login.',
    ],
  ])('refuses an %s with a message saying which login to use', async (_label, who, loginType, message) => {
    const email =
      who === 'attorney'
        ? (await createAttorneyUser(t.dataSource)).user.email
        : (await createClinicWithUsers(t.dataSource)).staff.email;
    const result = await new TestClient(t.url).rest('POST', '/api/auth/login', {
      email,
      password: testPassword,
      loginType,
    });
    expect(result).toEqual({ status: 403, body: { success: false, code: 'FORBIDDEN', message } });
  });

  it('gives a new session id at every login and ends the one presented', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const client = new TestClient(t.url);
    await client.login(staff.email);
    const first = client.cookie;
    await client.login(staff.email);
    expect(client.cookie).not.toBe(first);
    const sessions = await t.dataSource.query(`SELECT sid FROM sessions WHERE user_id = $1`, [staff.id]);
    expect(sessions).toHaveLength(1);
    const old = new TestClient(t.url);
    old.cookie = first;
    expect((await old.rest('GET', '/api/auth/user')).status).toBe(401);
  });

  it('records the login in account activity, last login and the audit log', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    await new TestClient(t.url).login(staff.email);
    const [user] = await t.dataSource.query(`SELECT last_login_at FROM users WHERE id = $1`, [staff.id]);
    expect(user.last_login_at).not.toBeNull();
    const activity = await t.dataSource.query(`SELECT activity_type FROM account_activity WHERE user_id = $1`, [
      staff.id,
    ]);
    expect(activity).toEqual([{ activity_type: 'login' }]);
    const audit = await t.dataSource.query(
      `SELECT action, changed_by, changed_by_role, clinic_id, ip_address FROM audit_logs WHERE entity_type = 'user' AND entity_id = $1`,
      [staff.id],
    );
    expect(audit).toEqual([
      {
        action: 'login',
        changed_by: staff.id,
        changed_by_role: 'clinic_staff',
        clinic_id: staff.clinic_id,
        ip_address: '127.0.0.1',
      },
    ]);
  });

  it('ends access at once when the user is deactivated', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const client = new TestClient(t.url);
    await client.login(staff.email);
    await t.dataSource.query(`UPDATE users SET is_active = false WHERE id = $1`, [staff.id]);
    expect((await client.rest('GET', '/api/auth/user')).status).toBe(401);
    const again = await new TestClient(t.url).rest('POST', '/api/auth/login', {
      email: staff.email,
      password: testPassword,
    });
    expect(again.status).toBe(403);
  });

  it('expires a session after the idle timeout from settings, and after its absolute lifetime', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const idle = new TestClient(t.url);
    await idle.login(staff.email);
    await t.dataSource.query(`UPDATE sessions SET expire = now() - interval '1 second' WHERE user_id = $1`, [staff.id]);
    expect((await idle.rest('GET', '/api/auth/user')).status).toBe(401);

    const old = new TestClient(t.url);
    await old.login(staff.email);
    await t.dataSource.query(
      `UPDATE sessions SET sess = jsonb_set(sess, '{createdAt}', to_jsonb((now() - interval '13 hours')::text)) WHERE user_id = $1`,
      [staff.id],
    );
    expect((await old.rest('GET', '/api/auth/user')).status).toBe(401);
    expect(
      await t.dataSource.query(`SELECT 1 FROM sessions WHERE user_id = $1 AND expire > now()`, [staff.id]),
    ).toHaveLength(0);
  });

  it('pushes the idle expiry forward while the user is active', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const client = new TestClient(t.url);
    await client.login(staff.email);
    await t.dataSource.query(
      `UPDATE sessions SET expire = now() + interval '1 minute', sess = jsonb_set(sess, '{lastSeenAt}', to_jsonb((now() - interval '5 minutes')::text)) WHERE user_id = $1`,
      [staff.id],
    );
    expect((await client.rest('GET', '/api/auth/user')).status).toBe(200);
    const [session] = await t.dataSource.query(
      `SELECT expire > now() + interval '20 minutes' AS extended FROM sessions WHERE user_id = $1`,
      [staff.id],
    );
    expect(session.extended).toBe(true);
  });

  it('redirects the logged-out login targets to the login dialog', async () => {
    const response = await new TestClient(t.url).request('GET', '/api/login');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/?login=true');
  });

  it('never opens a session for a super admin with a password alone (the second factor is at /superadmin)', async () => {
    const admin = await createUser(t.dataSource, { role: Role.super_admin });
    for (const loginType of ['provider', 'admin', undefined]) {
      const client = new TestClient(t.url);
      const response = await client.rest<{ message: string }>('POST', '/api/auth/login', {
        email: admin.email,
        password: testPassword,
        loginType,
      });
      expect(response.status).toBe(403);
      expect(client.cookie).toBeNull();
    }
    const graphql = await new TestClient(t.url).gql(`mutation($input: LoginInput!) { login(input: $input) { id } }`, {
      input: { email: admin.email, password: testPassword, loginType: 'admin' },
    });
    expect(graphql.errors?.[0]).toMatchObject({
      message: 'Super Admin accounts sign in at /superadmin with a second factor.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await t.dataSource.query(`SELECT 1 FROM sessions WHERE user_id = $1`, [admin.id])).toHaveLength(0);
  });
});
