import { Role } from '../../../../platform/access/role';
import { TestClient, signedInClient } from '../../../../test/client';
import {
  createAttorney,
  createAttorneyUser,
  createClinic,
  createClinicWithUsers,
  createUser,
} from '../../../../test/factories';
import { startTestApp, type TestApp } from '../../../../test/harness';
import {
  auditRows,
  errorOf,
  forceLogout,
  resendInvitation,
  sessionCount,
  setActive,
  setRole,
  signedInOperator,
  stillSignedIn,
  updateUser,
  type AdminUserAnswer,
} from './user-admin-fixtures';

let t: TestApp;
let operator: { user: { id: string; email: string }; client: TestClient };
beforeAll(async () => {
  t = await startTestApp();
  operator = await signedInOperator(t.dataSource, t.url);
});
afterAll(() => t.close());

const gql = <T = Record<string, AdminUserAnswer>>(query: string, variables: Record<string, unknown>) =>
  operator.client.gql<T>(query, variables);

const userRow = async (id: string) =>
  (
    (await t.dataSource.query(
      `SELECT role, clinic_id, attorney_id, is_active, email, first_name FROM users WHERE id = $1`,
      [id],
    )) as { role: string; clinic_id: number | null; attorney_id: number | null; is_active: boolean; email: string }[]
  )[0];

describe('changing a role', () => {
  it('promotes staff to clinic admin, keeps the clinic, ends their sessions and audits old and new values', async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const staffClient = await signedInClient(t.url, staff.email);
    const result = await gql(setRole, { id: staff.id, role: 'clinic_admin' });
    expect(result.errors).toBeUndefined();
    expect(result.data!.adminUserSetRole).toMatchObject({
      role: 'clinic_admin',
      clinicId: clinic.id,
      clinicName: clinic.name,
    });
    expect(await sessionCount(t.dataSource, staff.id)).toBe(0);
    expect(await stillSignedIn(staffClient)).toBe(false);
    const [audit] = await auditRows(t.dataSource, staff.id, 'role_change');
    expect(audit).toMatchObject({
      changed_by: operator.user.id,
      changed_by_role: 'super_admin',
      old_values: { role: 'clinic_staff' },
      new_values: { role: 'clinic_admin', sessionsEnded: 1 },
    });
  });

  it('makes a clinic user an attorney only with an attorney record, and clears the clinic', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const missing = await gql(setRole, { id: staff.id, role: 'attorney' });
    expect(errorOf(missing)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'attorneyId', message: 'Choose the attorney record for an attorney account' }],
    });
    const attorney = await createAttorney(t.dataSource);
    const result = await gql(setRole, { id: staff.id, role: 'attorney', attorneyId: attorney.id });
    expect(result.errors).toBeUndefined();
    expect(await userRow(staff.id)).toMatchObject({ role: 'attorney', clinic_id: null, attorney_id: attorney.id });
    const [{ has_account }] = await t.dataSource.query(`SELECT has_account FROM attorneys WHERE id = $1`, [
      attorney.id,
    ]);
    expect(has_account).toBe(true);
  });

  it('moves an attorney to a clinic role with a clinic, clearing the attorney link', async () => {
    const { user, attorney } = await createAttorneyUser(t.dataSource);
    const clinic = await createClinic(t.dataSource);
    const noClinic = await gql(setRole, { id: user.id, role: 'clinic_staff' });
    expect(errorOf(noClinic).fieldErrors).toEqual([
      { field: 'clinicId', message: 'Choose a clinic for a clinic role' },
    ]);
    const result = await gql(setRole, { id: user.id, role: 'clinic_staff', clinicId: clinic.id });
    expect(result.errors).toBeUndefined();
    expect(await userRow(user.id)).toMatchObject({ role: 'clinic_staff', clinic_id: clinic.id, attorney_id: null });
    const [{ has_account }] = await t.dataSource.query(`SELECT has_account FROM attorneys WHERE id = $1`, [
      attorney.id,
    ]);
    expect(has_account).toBe(false);
  });

  it('makes a super admin with no clinic or attorney', async () => {
    const { admin } = await createClinicWithUsers(t.dataSource);
    const result = await gql(setRole, { id: admin.id, role: 'super_admin' });
    expect(result.errors).toBeUndefined();
    expect(await userRow(admin.id)).toMatchObject({ role: 'super_admin', clinic_id: null, attorney_id: null });
  });

  it('refuses a link that does not fit the role, an unknown clinic, and an attorney record already in use', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const other = await createAttorneyUser(t.dataSource);
    expect(errorOf(await gql(setRole, { id: staff.id, role: 'super_admin', clinicId: 1 })).fieldErrors).toEqual([
      { field: 'clinicId', message: 'Only clinic roles belong to a clinic' },
    ]);
    expect(
      errorOf(await gql(setRole, { id: staff.id, role: 'clinic_staff', clinicId: 2_000_000_000 })).fieldErrors,
    ).toEqual([{ field: 'clinicId', message: 'Clinic not found' }]);
    expect(
      errorOf(await gql(setRole, { id: staff.id, role: 'attorney', attorneyId: other.attorney.id })),
    ).toMatchObject({
      code: 'CONFLICT',
      fieldErrors: [{ field: 'attorneyId', message: 'This attorney record already belongs to another account' }],
    });
    expect(await userRow(staff.id)).toMatchObject({ role: 'clinic_staff' });
    expect(await auditRows(t.dataSource, staff.id)).toEqual([]);
  });

  it('refuses the operator changing their own role, and answers an unknown user as not found', async () => {
    expect(errorOf(await gql(setRole, { id: operator.user.id, role: 'clinic_staff', clinicId: 1 }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'role', message: 'You cannot change your own role' }],
    });
    expect(errorOf(await gql(setRole, { id: 'no-such-user', role: 'clinic_admin' }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'User not found',
    });
    expect(await userRow(operator.user.id)).toMatchObject({ role: 'super_admin' });
  });

  it("stops at the plan's user limit when a user joins a clinic, naming the limit and the plan", async () => {
    const clinic = await createClinic(t.dataSource, { subscription_plan: 'starter' });
    for (let i = 0; i < 3; i += 1) await createUser(t.dataSource, { role: Role.clinic_staff, clinic_id: clinic.id });
    const { user } = await createAttorneyUser(t.dataSource);
    const result = await gql(setRole, { id: user.id, role: 'clinic_staff', clinicId: clinic.id });
    expect(errorOf(result)).toEqual({
      code: 'LIMIT_REACHED',
      message: `The Starter plan allows 3 users and ${clinic.name} has 3 active. Deactivate a user or upgrade the clinic's plan to add another.`,
      fieldErrors: undefined,
    });
    expect(await userRow(user.id)).toMatchObject({ role: 'attorney' });
  });
});

describe('activating and deactivating', () => {
  it('deactivates a user, ending their sessions, and reactivates them; each change audited once', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const staffClient = await signedInClient(t.url, staff.email);
    const off = await gql(setActive, { id: staff.id, isActive: false });
    expect(off.data!.adminUserSetActive.isActive).toBe(false);
    expect(await stillSignedIn(staffClient)).toBe(false);
    const login = await new TestClient(t.url).rest('POST', '/api/auth/login', {
      email: staff.email,
      password: 'correct horse battery staple',
    });
    expect(login.status).toBe(403);
    await gql(setActive, { id: staff.id, isActive: false });
    const on = await gql(setActive, { id: staff.id, isActive: true });
    expect(on.data!.adminUserSetActive.isActive).toBe(true);
    expect((await auditRows(t.dataSource, staff.id)).map((row) => [row.action, row.new_values])).toEqual([
      ['deactivate', { isActive: false, sessionsEnded: 1 }],
      ['activate', { isActive: true }],
    ]);
  });

  it('refuses to reactivate a user when the clinic has no seat left', async () => {
    const clinic = await createClinic(t.dataSource, { subscription_plan: 'starter' });
    const away = await createUser(t.dataSource, { role: Role.clinic_staff, clinic_id: clinic.id, is_active: false });
    for (let i = 0; i < 3; i += 1) await createUser(t.dataSource, { role: Role.clinic_staff, clinic_id: clinic.id });
    expect(errorOf(await gql(setActive, { id: away.id, isActive: true })).code).toBe('LIMIT_REACHED');
    expect(await userRow(away.id)).toMatchObject({ is_active: false });
  });

  it('refuses the operator deactivating themselves', async () => {
    expect(errorOf(await gql(setActive, { id: operator.user.id, isActive: false })).fieldErrors).toEqual([
      { field: 'isActive', message: 'You cannot deactivate your own account' },
    ]);
    expect(await stillSignedIn(operator.client)).toBe(true);
  });
});

describe('force logout', () => {
  it('ends every session of the user, counts them, and audits it', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const first = await signedInClient(t.url, staff.email);
    const second = await signedInClient(t.url, staff.email);
    const result = await gql<{ adminUserForceLogout: { userId: string; sessionsEnded: number } }>(forceLogout, {
      id: staff.id,
    });
    expect(result.data!.adminUserForceLogout).toEqual({ userId: staff.id, sessionsEnded: 2 });
    expect([await stillSignedIn(first), await stillSignedIn(second)]).toEqual([false, false]);
    const [audit] = await auditRows(t.dataSource, staff.id, 'force_logout');
    expect(audit).toMatchObject({ changed_by: operator.user.id, new_values: { sessionsEnded: 2 } });
    // The user can sign in again afterwards.
    expect(await stillSignedIn(await signedInClient(t.url, staff.email))).toBe(true);
  });

  it('refuses the operator logging themselves out from the Users tab', async () => {
    expect(errorOf(await gql(forceLogout, { id: operator.user.id })).fieldErrors).toEqual([
      { field: 'id', message: 'You cannot force your own logout here: use Exit Super Admin to sign out' },
    ]);
    expect(await stillSignedIn(operator.client)).toBe(true);
  });
});

describe('editing a user', () => {
  const input = (overrides: Record<string, unknown>) => ({
    email: 'placeholder@test.example',
    firstName: 'Robin',
    lastName: 'Hale',
    role: 'clinic_staff',
    isActive: true,
    ...overrides,
  });

  it('saves email (lower-cased), names, role and clinic; only changed fields are audited', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const other = await createClinic(t.dataSource);
    const email = `Robin.${staff.id}@Test.example`;
    const result = await gql(updateUser, {
      id: staff.id,
      input: input({ email, role: 'clinic_admin', clinicId: other.id }),
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.adminUserUpdate).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Robin',
      lastName: 'Hale',
      role: 'clinic_admin',
      clinicId: other.id,
      clinicName: other.name,
    });
    const [audit] = await auditRows(t.dataSource, staff.id, 'update');
    expect(audit.old_values).toEqual({
      email: staff.email,
      firstName: 'Test',
      lastName: 'User',
      role: 'clinic_staff',
      clinicId: staff.clinic_id,
    });
    expect(audit.new_values).toEqual({
      email: email.toLowerCase(),
      firstName: 'Robin',
      lastName: 'Hale',
      role: 'clinic_admin',
      clinicId: other.id,
      sessionsEnded: 0,
    });
  });

  it('refuses an email another user has, in any case, with CONFLICT on the email field', async () => {
    const { staff, admin } = await createClinicWithUsers(t.dataSource);
    const result = await gql(updateUser, {
      id: staff.id,
      input: input({ email: admin.email.toUpperCase(), clinicId: staff.clinic_id }),
    });
    expect(errorOf(result)).toMatchObject({
      code: 'CONFLICT',
      fieldErrors: [{ field: 'email', message: 'A user with this email already exists' }],
    });
    expect((await userRow(staff.id)).email).toBe(staff.email);
  });

  it('names every invalid field and writes nothing', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const result = await gql(updateUser, {
      id: staff.id,
      input: input({ email: 'not-an-email', firstName: '  ', lastName: '', clinicId: 0 }),
    });
    expect(errorOf(result).code).toBe('BAD_USER_INPUT');
    expect(errorOf(result).fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Email must be a valid email address' },
        { field: 'firstName', message: 'First name is required' },
        { field: 'lastName', message: 'Last name is required' },
        { field: 'clinicId', message: 'Clinic must be chosen from the list' },
      ]),
    );
    expect(await auditRows(t.dataSource, staff.id)).toEqual([]);
  });

  it('writes nothing and audits nothing when nothing changed', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const result = await gql(updateUser, {
      id: staff.id,
      input: input({ email: staff.email, firstName: 'Test', lastName: 'User', clinicId: staff.clinic_id }),
    });
    expect(result.errors).toBeUndefined();
    expect(await auditRows(t.dataSource, staff.id)).toEqual([]);
  });
});

describe('who may administer users', () => {
  const calls = (target: string) => [
    { query: setRole, variables: { id: target, role: 'clinic_admin' } },
    { query: setActive, variables: { id: target, isActive: false } },
    { query: forceLogout, variables: { id: target } },
  ];

  it('refuses every other role and signed-out callers, changing nothing', async () => {
    const { clinic, staff, admin } = await createClinicWithUsers(t.dataSource);
    const target = await createUser(t.dataSource, { role: Role.clinic_staff, clinic_id: clinic.id });
    const targetClient = await signedInClient(t.url, target.email);
    const lawyer = await createAttorneyUser(t.dataSource);
    const callers = [
      { client: await signedInClient(t.url, staff.email), code: 'FORBIDDEN' },
      { client: await signedInClient(t.url, admin.email), code: 'FORBIDDEN' },
      { client: await signedInClient(t.url, lawyer.user.email), code: 'FORBIDDEN' },
      { client: new TestClient(t.url), code: 'UNAUTHENTICATED' },
    ];
    for (const { client, code } of callers) {
      for (const { query, variables } of calls(target.id)) {
        expect(errorOf(await client.gql(query, variables)).code).toBe(code);
      }
      const rest = await client.rest('POST', `/superadmin/api/users/${target.id}/logout`);
      expect(rest.status).toBe(code === 'FORBIDDEN' ? 403 : 401);
    }
    expect(await userRow(target.id)).toMatchObject({ role: 'clinic_staff', is_active: true });
    expect(await stillSignedIn(targetClient)).toBe(true);
    expect(await auditRows(t.dataSource, target.id)).toEqual([]);
  });
});

describe('the REST routes of the spec', () => {
  it('PUT role, PUT status and POST logout answer { success, data } and the spec message', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const role = await operator.client.rest<{ success: boolean; data: AdminUserAnswer }>(
      'PUT',
      `/superadmin/api/users/${staff.id}/role`,
      { role: 'clinic_admin' },
    );
    expect(role).toMatchObject({ status: 200, body: { success: true, data: { id: staff.id, role: 'clinic_admin' } } });
    const status = await operator.client.rest('PUT', `/superadmin/api/users/${staff.id}/status`, { isActive: false });
    expect(status).toMatchObject({ status: 200, body: { success: true, data: { isActive: false } } });
    const logout = await operator.client.rest('POST', `/superadmin/api/users/${staff.id}/logout`);
    expect(logout).toMatchObject({
      status: 200,
      body: { success: true, message: 'User sessions terminated successfully', data: { userId: staff.id } },
    });
  });

  it('refuses a bad role or status with a 400 naming the field, and an unknown user with a 404', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const badRole = await operator.client.rest('PUT', `/superadmin/api/users/${staff.id}/role`, { role: 'owner' });
    expect(badRole).toMatchObject({ status: 400, body: { errors: [{ field: 'role' }] } });
    const badStatus = await operator.client.rest('PUT', `/superadmin/api/users/${staff.id}/status`, {
      isActive: 'yes',
    });
    expect(badStatus).toMatchObject({ status: 400, body: { errors: [{ field: 'isActive' }] } });
    const unknown = await operator.client.rest('POST', '/superadmin/api/users/nobody/logout');
    expect(unknown).toMatchObject({ status: 404, body: { success: false, message: 'User not found' } });
  });

  it('GET /superadmin/api/users lists users with their clinic, searchable', async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const answer = await operator.client.rest<{ success: boolean; data: AdminUserAnswer[]; totalCount: number }>(
      'GET',
      `/superadmin/api/users?search=${encodeURIComponent(clinic.name)}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.totalCount).toBe(2);
    expect(answer.body.data.map((user) => user.id)).toContain(staff.id);
    expect(answer.body.data[0]).toMatchObject({ clinicName: clinic.name, hasPassword: true });
    expect(JSON.stringify(answer.body)).not.toMatch(/password_hash|passwordHash|scrypt/);
  });
});

describe('inputs the fuzzing found (fuzz-documents-users): each was a 500, now a clear answer with nothing written', () => {
  it('a deactivated user moved to a clinic that does not exist: 400 naming clinicId, on GraphQL and REST', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    await t.dataSource.query(`UPDATE users SET is_active = false WHERE id = $1`, [staff.id]);
    const before = await userRow(staff.id);
    const notFound = [{ field: 'clinicId', message: 'Clinic not found' }];
    const input = { email: staff.email, firstName: 'Test', lastName: 'User', role: 'clinic_staff', isActive: false };
    expect(
      errorOf(await gql(updateUser, { id: staff.id, input: { ...input, clinicId: 2_000_000_000 } })),
    ).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: notFound });
    expect(errorOf(await gql(setRole, { id: staff.id, role: 'clinic_admin', clinicId: 2_000_000_000 }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: notFound,
    });
    const rest = await operator.client.rest('PUT', `/superadmin/api/users/${staff.id}/role`, {
      role: 'clinic_admin',
      clinicId: 2_000_000_000,
    });
    expect(rest).toMatchObject({ status: 400, body: { errors: notFound } });
    expect(await userRow(staff.id)).toEqual(before);
    expect(await auditRows(t.dataSource, staff.id)).toEqual([]);
  });

  it('a clinic or attorney id beyond the database integer in a REST body: 400 naming the field (GraphQL’s Int refuses it too)', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const before = await userRow(staff.id);
    const role = await operator.client.rest('PUT', `/superadmin/api/users/${staff.id}/role`, {
      role: 'attorney',
      attorneyId: 2 ** 31,
    });
    expect(role).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'attorneyId', message: 'Attorney must be chosen from the list' }] },
    });
    const account = await operator.client.rest('POST', '/superadmin/api/accounts', {
      email: 'beyond-integer@accounts.example',
      firstName: 'Ana',
      lastName: 'Lopez',
      role: 'clinic_staff',
      clinicId: 2 ** 53 + 2,
    });
    expect(account).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'clinicId', message: 'Clinic must be chosen from the list' }] },
    });
    expect(errorOf(await gql(setRole, { id: staff.id, role: 'attorney', attorneyId: 2 ** 31 })).code).toBe(
      'BAD_USER_INPUT',
    );
    expect(await userRow(staff.id)).toEqual(before);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE email = $1`, [
      'beyond-integer@accounts.example',
    ]);
    expect(count).toBe(0);
  });

  it('a user id holding a zero byte is not found, on every mutation and route that takes one', async () => {
    const id = 'user\u0000id';
    for (const [query, variables] of [
      [setActive, { id, isActive: false }],
      [setRole, { id, role: 'clinic_admin' }],
      [forceLogout, { id }],
      [resendInvitation, { id }],
      [
        updateUser,
        { id, input: { email: 'x@y.example', firstName: 'A', lastName: 'B', role: 'super_admin', isActive: true } },
      ],
    ] as const)
      expect(errorOf(await gql(query, variables))).toMatchObject({ code: 'NOT_FOUND', message: 'User not found' });
    const status = await operator.client.rest('PUT', '/superadmin/api/users/user%00id/status', { isActive: false });
    expect(status).toMatchObject({ status: 404, body: { message: 'User not found' } });
    const logout = await operator.client.rest('POST', '/superadmin/api/users/%00/logout');
    expect(logout).toMatchObject({ status: 404, body: { message: 'User not found' } });
  });
});
