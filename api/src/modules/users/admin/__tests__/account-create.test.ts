import { randomUUID } from 'node:crypto';
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
import { invitationTokenHash } from '../../invitations/invitation-token';
import {
  auditRows,
  createAccount,
  errorOf,
  resendInvitation,
  signedInOperator,
  type AdminUserAnswer,
  type InvitationAnswer,
} from './user-admin-fixtures';

let t: TestApp;
let operator: { user: { id: string }; client: TestClient };
beforeAll(async () => {
  t = await startTestApp();
  operator = await signedInOperator(t.dataSource, t.url);
});
afterAll(() => t.close());

interface Created {
  adminAccountCreate: { user: AdminUserAnswer; invitation: InvitationAnswer };
}

const newEmail = () => `new-${randomUUID().slice(0, 8)}@test.example`;
const create = (input: Record<string, unknown>) => operator.client.gql<Created>(createAccount, { input });
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

async function storedAccount(id: string) {
  const [row] = (await t.dataSource.query(
    `SELECT u.password_hash, u.role, u.clinic_id, u.attorney_id, u.is_active, i.token_hash, i.expires_at - now() AS lifetime
       FROM users u LEFT JOIN user_invitations i ON i.user_id = u.id WHERE u.id = $1`,
    [id],
  )) as { password_hash: string | null; token_hash: string; lifetime: { days?: number; hours?: number } }[];
  return row;
}

describe('Create Account', () => {
  it('creates a clinic user without a password, with a 7-day invitation whose token is stored only hashed', async () => {
    const clinic = await createClinic(t.dataSource);
    const email = newEmail();
    const result = await create({
      email: email.toUpperCase(),
      firstName: 'Jo',
      lastName: 'Reyes',
      role: 'clinic_staff',
      clinicId: clinic.id,
    });
    expect(result.errors).toBeUndefined();
    const { user, invitation } = result.data!.adminAccountCreate;
    expect(user).toMatchObject({
      email,
      role: 'clinic_staff',
      clinicId: clinic.id,
      clinicName: clinic.name,
      isActive: true,
      hasPassword: false,
      lastLoginAt: null,
      invitation: { status: 'pending', emailSentAt: null },
    });
    // No mail server in tests: the operator gets the link to pass on, and the email is recorded as not sent.
    expect(invitation).toMatchObject({ mailConfigured: false, emailSent: false });
    expect(invitation.link).toMatch(new RegExp(`^${t.config.publicUrl}/invitation\\?token=[A-Za-z0-9_-]{43}$`));
    const token = tokenOf(invitation.link!);
    const stored = await storedAccount(user.id);
    expect(stored.password_hash).toBeNull();
    expect(stored.token_hash).toBe(invitationTokenHash(token));
    expect(stored.lifetime.days ?? 0).toBeGreaterThanOrEqual(6);

    const [email_row] = (await t.dataSource.query(
      `SELECT kind, to_address, subject, body_text, sent_at, attempts, last_error FROM outbound_emails WHERE user_id = $1`,
      [user.id],
    )) as { body_text: string }[];
    expect(email_row).toMatchObject({
      kind: 'invitation',
      to_address: email,
      subject: 'Your Casebridge account: set your password',
      sent_at: null,
      attempts: 0,
      last_error: 'Email is not configured on this server (SMTP_URL and MAIL_FROM)',
    });
    expect(email_row.body_text).toContain(`as clinic staff member for ${clinic.name}`);
    expect(email_row.body_text).not.toContain(token);

    const [audit] = await auditRows(t.dataSource, user.id, 'account_create');
    expect(audit).toMatchObject({
      changed_by: operator.user.id,
      new_values: {
        email,
        firstName: 'Jo',
        lastName: 'Reyes',
        role: 'clinic_staff',
        clinicId: clinic.id,
        isActive: true,
      },
    });
    expect(JSON.stringify(await auditRows(t.dataSource, user.id))).not.toContain(token);
  });

  it('an account without a password cannot sign in, whatever is typed', async () => {
    const clinic = await createClinic(t.dataSource);
    const email = newEmail();
    await create({ email, firstName: 'No', lastName: 'Password', role: 'clinic_admin', clinicId: clinic.id });
    for (const password of ['', 'null', 'undefined', 'correct horse battery staple']) {
      const answer = await new TestClient(t.url).rest('POST', '/api/auth/login', { email, password });
      expect(answer.status).toBe(password === '' ? 400 : 401);
    }
  });

  it('creates a new attorney record from the firm name, and links it', async () => {
    const email = newEmail();
    const result = await create({
      email,
      firstName: 'Dana',
      lastName: 'Cole',
      role: 'attorney',
      firmName: 'Cole Injury Law',
      barNumber: 'NJ-1234',
      phone: '555-010-2222',
    });
    expect(result.errors).toBeUndefined();
    const { user } = result.data!.adminAccountCreate;
    expect(user).toMatchObject({
      role: 'attorney',
      attorneyName: 'Dana Cole',
      attorneyFirmName: 'Cole Injury Law',
      clinicId: null,
    });
    const [attorney] = await t.dataSource.query(`SELECT * FROM attorneys WHERE id = $1`, [user.attorneyId]);
    expect(attorney).toMatchObject({
      email,
      firm_name: 'Cole Injury Law',
      bar_number: 'NJ-1234',
      phone: '555-010-2222',
      has_account: true,
      invite_status: 'invited',
    });
    const [audit] = (await t.dataSource.query(
      `SELECT changed_by FROM audit_logs WHERE entity_type = 'attorney' AND entity_id = $1 AND action = 'create'`,
      [String(user.attorneyId)],
    )) as { changed_by: string }[];
    expect(audit.changed_by).toBe(operator.user.id);
  });

  it('links the directory record that has the same email rather than creating another', async () => {
    const attorney = await createAttorney(t.dataSource, { firm_name: 'Harper & Associates' });
    const result = await create({
      email: attorney.email,
      firstName: 'Avery',
      lastName: 'Counsel',
      role: 'attorney',
      firmName: 'Typed Firm',
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.adminAccountCreate.user).toMatchObject({
      attorneyId: attorney.id,
      attorneyFirmName: 'Harper & Associates',
    });
  });

  it('links an attorney record chosen by id', async () => {
    const attorney = await createAttorney(t.dataSource);
    const result = await create({
      email: newEmail(),
      firstName: 'Avery',
      lastName: 'Counsel',
      role: 'attorney',
      attorneyId: attorney.id,
    });
    expect(result.data!.adminAccountCreate.user.attorneyId).toBe(attorney.id);
  });

  it('creates a super admin with no clinic or attorney', async () => {
    const result = await create({ email: newEmail(), firstName: 'Ops', lastName: 'Two', role: 'super_admin' });
    expect(result.data!.adminAccountCreate.user).toMatchObject({
      role: 'super_admin',
      clinicId: null,
      attorneyId: null,
    });
  });

  it.each([
    [{ role: 'clinic_staff' }, 'BAD_USER_INPUT', [{ field: 'clinicId', message: 'Choose a clinic for a clinic role' }]],
    [
      { role: 'clinic_admin', clinicId: 2_000_000_000 },
      'BAD_USER_INPUT',
      [{ field: 'clinicId', message: 'Clinic not found' }],
    ],
    [
      { role: 'attorney' },
      'BAD_USER_INPUT',
      [{ field: 'firmName', message: 'Firm name is required for an attorney account' }],
    ],
    [
      { role: 'attorney', attorneyId: 2_000_000_000 },
      'BAD_USER_INPUT',
      [{ field: 'attorneyId', message: 'Attorney not found' }],
    ],
    [
      { role: 'clinic_staff', clinicId: 1, firmName: 'Law' },
      'BAD_USER_INPUT',
      [{ field: 'firmName', message: 'Only an attorney account has firm details' }],
    ],
    [
      { role: 'attorney', clinicId: 1, firmName: 'Law' },
      'BAD_USER_INPUT',
      [{ field: 'clinicId', message: 'Only clinic roles belong to a clinic' }],
    ],
    [{ role: 'owner' }, 'BAD_USER_INPUT', undefined],
  ])('refuses %j with a clear error and writes nothing', async (overrides, code, fieldErrors) => {
    const email = newEmail();
    const result = await create({ email, firstName: 'Kim', lastName: 'Lee', ...overrides });
    expect(errorOf(result).code).toBe(code);
    if (fieldErrors) expect(errorOf(result).fieldErrors).toEqual(fieldErrors);
    expect(await t.dataSource.query(`SELECT 1 FROM users WHERE email = $1`, [email])).toEqual([]);
  });

  it('names every missing field', async () => {
    const result = await create({ email: '', firstName: '', lastName: ' ', role: 'clinic_staff', clinicId: 1 });
    expect(errorOf(result).fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Email is required' },
        { field: 'firstName', message: 'First name is required' },
        { field: 'lastName', message: 'Last name is required' },
      ]),
    );
  });

  it('refuses an email a user already has, in any case', async () => {
    const { staff, clinic } = await createClinicWithUsers(t.dataSource);
    const result = await create({
      email: staff.email.toUpperCase(),
      firstName: 'A',
      lastName: 'B',
      role: 'clinic_staff',
      clinicId: clinic.id,
    });
    expect(errorOf(result)).toMatchObject({
      code: 'CONFLICT',
      fieldErrors: [{ field: 'email', message: 'A user with this email already exists' }],
    });
  });

  it('refuses an attorney record that already has an account', async () => {
    const taken = await createAttorneyUser(t.dataSource);
    const byId = await create({
      email: newEmail(),
      firstName: 'A',
      lastName: 'B',
      role: 'attorney',
      attorneyId: taken.attorney.id,
    });
    expect(errorOf(byId)).toMatchObject({ code: 'CONFLICT', fieldErrors: [{ field: 'attorneyId' }] });
  });

  it("stops at the plan's user limit, naming it, and counts only active users", async () => {
    const clinic = await createClinic(t.dataSource, { subscription_plan: 'starter' });
    await createUser(t.dataSource, { role: Role.clinic_staff, clinic_id: clinic.id, is_active: false });
    for (let i = 0; i < 2; i += 1) await createUser(t.dataSource, { role: Role.clinic_staff, clinic_id: clinic.id });
    const third = await create({
      email: newEmail(),
      firstName: 'Third',
      lastName: 'Seat',
      role: 'clinic_staff',
      clinicId: clinic.id,
    });
    expect(third.errors).toBeUndefined();
    const email = newEmail();
    const fourth = await create({
      email,
      firstName: 'Fourth',
      lastName: 'Seat',
      role: 'clinic_staff',
      clinicId: clinic.id,
    });
    expect(errorOf(fourth)).toMatchObject({
      code: 'LIMIT_REACHED',
      message: `The Starter plan allows 3 users and ${clinic.name} has 3 active. Deactivate a user or upgrade the clinic's plan to add another.`,
    });
    expect(await t.dataSource.query(`SELECT 1 FROM users WHERE email = $1`, [email])).toEqual([]);
  });

  it('gives the last seat to one of two simultaneous creates', async () => {
    const clinic = await createClinic(t.dataSource, { subscription_plan: 'starter' });
    for (let i = 0; i < 2; i += 1) await createUser(t.dataSource, { role: Role.clinic_staff, clinic_id: clinic.id });
    const results = await Promise.all(
      [1, 2].map((n) =>
        create({
          email: newEmail(),
          firstName: `Racer${n}`,
          lastName: 'Seat',
          role: 'clinic_staff',
          clinicId: clinic.id,
        }),
      ),
    );
    expect(results.map((result) => errorOf(result).code ?? 'created').sort()).toEqual(['LIMIT_REACHED', 'created']);
  });

  it('answers POST /superadmin/api/accounts with 201, the user and the invitation', async () => {
    const clinic = await createClinic(t.dataSource);
    const email = newEmail();
    const answer = await operator.client.rest<{
      success: boolean;
      data: AdminUserAnswer;
      invitation: InvitationAnswer;
    }>('POST', '/superadmin/api/accounts', {
      email,
      firstName: 'Rest',
      lastName: 'Made',
      role: 'clinic_staff',
      clinicId: clinic.id,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      success: true,
      data: { email, hasPassword: false },
      invitation: { emailSent: false },
    });
    const refused = await operator.client.rest('POST', '/superadmin/api/accounts', {
      email,
      firstName: 'A',
      lastName: 'B',
      role: 'clinic_staff',
      clinicId: clinic.id,
      isAdmin: true,
    });
    expect(refused.status).toBe(400);
  });

  it('is refused to every other role', async () => {
    const { staff, admin, clinic } = await createClinicWithUsers(t.dataSource);
    for (const email of [staff.email, admin.email]) {
      const client = await signedInClient(t.url, email);
      const email2 = newEmail();
      const result = await client.gql(createAccount, {
        input: { email: email2, firstName: 'A', lastName: 'B', role: 'clinic_staff', clinicId: clinic.id },
      });
      expect(errorOf(result).code).toBe('FORBIDDEN');
      expect(await t.dataSource.query(`SELECT 1 FROM users WHERE email = $1`, [email2])).toEqual([]);
    }
  });
});

describe('Resend invitation', () => {
  it('replaces the link (the old one stops working), counts the send, and audits it without the token', async () => {
    const clinic = await createClinic(t.dataSource);
    const created = await create({
      email: newEmail(),
      firstName: 'Re',
      lastName: 'Send',
      role: 'clinic_staff',
      clinicId: clinic.id,
    });
    const { user, invitation } = created.data!.adminAccountCreate;
    const again = await operator.client.gql<{ adminUserResendInvitation: { invitation: InvitationAnswer } }>(
      resendInvitation,
      { id: user.id },
    );
    expect(again.errors).toBeUndefined();
    const newLink = again.data!.adminUserResendInvitation.invitation.link!;
    expect(newLink).not.toBe(invitation.link);
    const [row] = await t.dataSource.query(`SELECT token_hash, send_count FROM user_invitations WHERE user_id = $1`, [
      user.id,
    ]);
    expect(row).toEqual({ token_hash: invitationTokenHash(tokenOf(newLink)), send_count: 2 });
    const [audit] = await auditRows(t.dataSource, user.id, 'invitation_resend');
    expect(audit.changed_by).toBe(operator.user.id);
    expect(JSON.stringify(audit)).not.toContain(tokenOf(newLink));
    const emails = await t.dataSource.query(`SELECT id FROM outbound_emails WHERE user_id = $1`, [user.id]);
    expect(emails).toHaveLength(2);
  });

  it('is refused for a user who already has a password, or is inactive', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    expect(errorOf(await operator.client.gql(resendInvitation, { id: staff.id })).fieldErrors).toEqual([
      { field: 'id', message: `${staff.email} has already set a password` },
    ]);
    const clinic = await createClinic(t.dataSource);
    const inactive = await createUser(t.dataSource, {
      role: Role.clinic_staff,
      clinic_id: clinic.id,
      password_hash: null,
      is_active: false,
    });
    expect(errorOf(await operator.client.gql(resendInvitation, { id: inactive.id })).fieldErrors).toEqual([
      { field: 'id', message: 'Activate the account before sending an invitation' },
    ]);
  });
});
