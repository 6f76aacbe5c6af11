import { randomUUID } from 'node:crypto';
import { Role } from '../../../../platform/access/role';
import { TestClient, signedInClient, testTotpSecret } from '../../../../test/client';
import { createAttorneyUser, createClinic, createClinicWithUsers, createUser } from '../../../../test/factories';
import { startTestApp, type TestApp } from '../../../../test/harness';

interface PanelUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  isActive: boolean;
  lastLoginAt: string | null;
  clinic: { id: number; name: string } | null;
  attorney: { id: number; name: string; firmName: string } | null;
}
interface PanelUsersAnswer {
  success: boolean;
  data: PanelUser[];
  totalCount: number;
  nextCursor: string | null;
}

let t: TestApp;
let operator: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  operator = await signedInClient(t.url, (await createUser(t.dataSource, { role: Role.super_admin })).email);
});
afterAll(() => t.close());

const listUsers = (client: TestClient, query = '') => client.rest<PanelUsersAnswer>('GET', `/api/admin/users${query}`);

describe('GET /api/admin/users for the super admin', () => {
  it('lists each user with role, clinic, active flag and last login', async () => {
    const clinicName = `Panel Spine ${randomUUID().slice(0, 8)}`;
    const clinic = await createClinic(t.dataSource, { name: clinicName });
    const lastLoginAt = new Date('2026-03-02T15:04:05.000Z');
    const staff = await createUser(t.dataSource, {
      role: Role.clinic_staff,
      clinic_id: clinic.id,
      first_name: 'Ava',
      last_name: 'Brown',
      last_login_at: lastLoginAt,
    });
    const admin = await createUser(t.dataSource, {
      role: Role.clinic_admin,
      clinic_id: clinic.id,
      first_name: 'Ben',
      last_name: 'Carter',
      is_active: false,
    });

    const response = await listUsers(operator, `?search=${encodeURIComponent(clinicName)}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      totalCount: 2,
      nextCursor: null,
      data: [
        {
          id: staff.id,
          email: staff.email,
          firstName: 'Ava',
          lastName: 'Brown',
          fullName: 'Ava Brown',
          role: 'clinic_staff',
          isActive: true,
          lastLoginAt: lastLoginAt.toISOString(),
          createdAt: expect.any(String),
          clinic: { id: clinic.id, name: clinicName },
          attorney: null,
        },
        {
          id: admin.id,
          email: admin.email,
          firstName: 'Ben',
          lastName: 'Carter',
          fullName: 'Ben Carter',
          role: 'clinic_admin',
          isActive: false,
          lastLoginAt: null,
          createdAt: expect.any(String),
          clinic: { id: clinic.id, name: clinicName },
          attorney: null,
        },
      ],
    });
  });

  it('names the attorney record of an attorney, and the operator belongs to neither', async () => {
    const { attorney, user } = await createAttorneyUser(t.dataSource);
    const attorneys = await listUsers(operator, `?search=${encodeURIComponent(user.email)}`);
    expect(attorneys.body.data).toEqual([
      expect.objectContaining({
        id: user.id,
        role: 'attorney',
        clinic: null,
        attorney: { id: attorney.id, name: 'Avery Counsel', firmName: 'Test Firm LLP' },
      }),
    ]);

    const superAdmin = await createUser(t.dataSource, { role: Role.super_admin });
    const operators = await listUsers(operator, `?search=${encodeURIComponent(superAdmin.email)}`);
    expect(operators.body.data).toEqual([
      expect.objectContaining({ id: superAdmin.id, role: 'super_admin', clinic: null, attorney: null }),
    ]);
  });

  it('never sends a password hash, an authenticator secret or sign-in provider ids', async () => {
    const googleId = `google-${randomUUID()}`;
    const superAdmin = await createUser(t.dataSource, { role: Role.super_admin, google_id: googleId });
    const [{ password_hash: passwordHash }] = (await t.dataSource.query(
      `SELECT password_hash FROM users WHERE id = $1`,
      [superAdmin.id],
    )) as { password_hash: string }[];
    const response = await operator.request('GET', `/api/admin/users?search=${encodeURIComponent(superAdmin.email)}`);
    const text = await response.text();
    expect(text).toContain(superAdmin.id);
    for (const secret of [passwordHash, testTotpSecret, 'password', 'secret', 'googleId', 'google_id', googleId])
      expect(text).not.toContain(secret);
  });

  it('answers at most 100 users a page with the total, and pages on with the cursor, each user once', async () => {
    const everyone = await listUsers(operator);
    expect(everyone.status).toBe(200);
    expect(everyone.body.data.length).toBe(Math.min(everyone.body.totalCount, 100));
    expect(everyone.body.nextCursor === null).toBe(everyone.body.totalCount <= 100);

    const { clinic } = await createClinicWithUsers(t.dataSource, { name: `Paged Clinic ${randomUUID().slice(0, 8)}` });
    await createUser(t.dataSource, { role: Role.clinic_staff, clinic_id: clinic.id });
    const search = `&search=${encodeURIComponent(clinic.name)}`;
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof listUsers>> = await listUsers(
        operator,
        `?limit=2${search}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.status).toBe(200);
      expect(page.body.totalCount).toBe(3);
      expect(page.body.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.data.map((user) => user.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(3);

    const admins = await listUsers(operator, `?role=clinic_admin${search}`);
    expect(admins.body.data.map((user) => user.role)).toEqual(['clinic_admin']);
  });

  it.each([
    ['?limit=ten', 'limit', 'limit must be a positive whole number'],
    [
      '?role=owner',
      'role',
      'role must be one of clinic_staff, clinic_admin, attorney, super_admin, patient, operator_staff',
    ],
  ])('refuses %s with a 400 naming the parameter', async (query, field, message) => {
    const response = await operator.rest('GET', `/api/admin/users${query}`);
    expect(response).toMatchObject({ status: 400, body: { success: false, errors: [{ field, message }] } });
  });

  it('refuses a cursor it did not make with a 400', async () => {
    const response = await operator.rest('GET', '/api/admin/users?cursor=not-a-cursor');
    expect(response).toMatchObject({
      status: 400,
      body: { success: false, message: 'The page cursor is not valid; start again from the first page' },
    });
  });
});

describe('GET /api/admin/users for anyone else', () => {
  it('refuses a signed-out caller with 401', async () => {
    const response = await listUsers(new TestClient(t.url));
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ success: false });
    expect(response.body.data).toBeUndefined();
  });

  it.each([Role.clinic_staff, Role.clinic_admin, Role.attorney])('refuses %s with 403 and no users', async (role) => {
    const user =
      role === Role.attorney
        ? (await createAttorneyUser(t.dataSource)).user
        : await createUser(t.dataSource, { role, clinic_id: (await createClinic(t.dataSource)).id });
    const response = await listUsers(await signedInClient(t.url, user.email));
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ success: false });
    expect(response.body.data).toBeUndefined();
  });

  it('refuses a super admin whose second factor is still pending with 403', async () => {
    const admin = await createUser(t.dataSource, { role: Role.super_admin });
    const pending = new TestClient(t.url);
    const password = await pending.rest('POST', '/superadmin/api/login', {
      email: admin.email,
      password: 'correct horse battery staple',
    });
    expect(password.status).toBe(200);
    const response = await listUsers(pending);
    expect(response.status).toBe(403);
    expect(response.body.data).toBeUndefined();
  });
});
