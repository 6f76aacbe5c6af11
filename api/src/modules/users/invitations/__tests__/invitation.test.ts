import { randomUUID } from 'node:crypto';
import { TestClient } from '../../../../test/client';
import { createClinic } from '../../../../test/factories';
import { startTestApp, type TestApp } from '../../../../test/harness';
import {
  createAccount,
  errorOf,
  signedInOperator,
  type InvitationAnswer,
} from '../../admin/__tests__/user-admin-fixtures';
import { Role } from '../../../../platform/access/role';
import {
  expiredInvitationMessage,
  invalidInvitationMessage,
  invitationAcceptedLink,
  usedInvitationMessage,
} from '../invitation.service';
import { newInvitationToken } from '../invitation-token';

let t: TestApp;
let operator: TestClient;
let operatorId: string;
beforeAll(async () => {
  t = await startTestApp();
  const signedIn = await signedInOperator(t.dataSource, t.url);
  operator = signedIn.client;
  operatorId = signedIn.user.id;
});
afterAll(() => t.close());

const newPassword = 'maple syrup on a cold morning';
const accept = `mutation($token: String!, $password: String!) { invitationAccept(token: $token, password: $password) { email role signInPath } }`;
const preview = `query($token: String!) { invitation(token: $token) { state message email firstName expiresAt } }`;
interface Preview {
  invitation: { state: string; message: string | null; email: string | null; firstName: string | null };
}
const previewOf = async (token: string) =>
  (await new TestClient(t.url).gql<Preview>(preview, { token })).data!.invitation;

/** A new clinic user created by the operator, and the token of their invitation link. */
async function invitedUser(role = 'clinic_staff') {
  const clinic = await createClinic(t.dataSource);
  const email = `invited-${randomUUID().slice(0, 8)}@test.example`;
  const result = await operator.gql<{ adminAccountCreate: { user: { id: string }; invitation: InvitationAnswer } }>(
    createAccount,
    {
      input: {
        email,
        firstName: 'Ines',
        lastName: 'Park',
        role,
        ...(role === 'super_admin' ? {} : { clinicId: clinic.id }),
      },
    },
  );
  expect(result.errors).toBeUndefined();
  const { user, invitation } = result.data!.adminAccountCreate;
  return { id: user.id, email, token: new URL(invitation.link!).searchParams.get('token')! };
}

const acceptWith = (token: string, password = newPassword) => new TestClient(t.url).gql(accept, { token, password });

describe('accepting an invitation', () => {
  it('shows whose invitation it is, sets the password, and the user signs in with it', async () => {
    const invited = await invitedUser();
    const shown = await new TestClient(t.url).gql(preview, { token: invited.token });
    expect(shown.data!.invitation).toMatchObject({
      state: 'valid',
      message: null,
      email: invited.email,
      firstName: 'Ines',
    });

    const result = await acceptWith(invited.token);
    expect(result).toEqual({
      data: { invitationAccept: { email: invited.email, role: 'clinic_staff', signInPath: '/?login=true' } },
    });
    const client = new TestClient(t.url);
    await client.login(invited.email, newPassword);
    expect(await client.gql('{ me { email } }')).toEqual({ data: { me: { email: invited.email } } });

    const [audit] = (await t.dataSource.query(
      `SELECT changed_by, changed_by_role, old_values, new_values FROM audit_logs
        WHERE entity_type = 'user' AND entity_id = $1 AND action = 'invitation_accept'`,
      [invited.id],
    )) as Record<string, unknown>[];
    expect(audit).toEqual({
      changed_by: invited.id,
      changed_by_role: 'clinic_staff',
      old_values: null,
      new_values: { passwordSet: true },
    });
    const everything = JSON.stringify(
      await t.dataSource.query(`SELECT * FROM audit_logs WHERE entity_id = $1`, [invited.id]),
    );
    expect(everything).not.toContain(invited.token);
    expect(everything).not.toContain(newPassword);
    expect(everything).not.toContain('scrypt$');

    // The operator who invited them hears of it, with a link to the console's Users.
    const notices = (await t.dataSource.query(
      `SELECT title, link FROM notifications WHERE user_id = $1 AND kind = 'invitation'`,
      [operatorId],
    )) as { title: string; link: string }[];
    expect(notices).toContainEqual({ title: 'Ines Park accepted your invitation', link: '/admin?tab=users' });
  });

  it("links the inviter's notice to where they manage the account", () => {
    expect(invitationAcceptedLink(Role.clinic_admin, Role.clinic_staff)).toBe('/clinic?tab=users');
    expect(invitationAcceptedLink(Role.clinic_admin, Role.clinic_admin)).toBe('/clinic?tab=users');
    expect(invitationAcceptedLink(Role.super_admin, Role.clinic_staff)).toBe('/admin?tab=users');
    expect(invitationAcceptedLink(Role.super_admin, Role.operator_staff)).toBe('/admin?tab=staff');
    expect(invitationAcceptedLink(Role.operator_staff, Role.operator_staff)).toBe('/admin?tab=staff');
    expect(invitationAcceptedLink(null, Role.attorney)).toBe('/admin?tab=users');
  });

  it('works once: a second use is refused and the first password stays', async () => {
    const invited = await invitedUser();
    expect((await acceptWith(invited.token)).errors).toBeUndefined();
    const again = await acceptWith(invited.token, 'another long password here');
    expect(errorOf(again)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'token', message: usedInvitationMessage }],
    });
    const shown = await new TestClient(t.url).gql(preview, { token: invited.token });
    expect(shown.data!.invitation).toEqual({
      state: 'used',
      message: usedInvitationMessage,
      email: null,
      firstName: null,
      expiresAt: null,
    });
    await new TestClient(t.url).login(invited.email, newPassword);
  });

  it('takes one of two simultaneous uses of the same link', async () => {
    const invited = await invitedUser();
    const results = await Promise.all([acceptWith(invited.token), acceptWith(invited.token, 'a different passphrase')]);
    expect(results.map((result) => (result.errors ? 'refused' : 'accepted')).sort()).toEqual(['accepted', 'refused']);
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM audit_logs WHERE entity_id = $1 AND action = 'invitation_accept'`,
      [invited.id],
    );
    expect(count).toBe(1);
  });

  it('refuses an expired link and leaves the account without a password', async () => {
    const invited = await invitedUser();
    await t.dataSource.query(
      `UPDATE user_invitations SET expires_at = now() - interval '1 minute' WHERE user_id = $1`,
      [invited.id],
    );
    expect(errorOf(await acceptWith(invited.token)).fieldErrors).toEqual([
      { field: 'token', message: expiredInvitationMessage },
    ]);
    expect(await previewOf(invited.token)).toMatchObject({
      state: 'expired',
      email: null,
    });
    const [{ password_hash }] = await t.dataSource.query(`SELECT password_hash FROM users WHERE id = $1`, [invited.id]);
    expect(password_hash).toBeNull();
  });

  it('refuses an unknown or malformed token the same way, and a replaced one after a resend', async () => {
    for (const token of [newInvitationToken(), 'short', 'x'.repeat(43) + '!']) {
      expect(errorOf(await acceptWith(token)).fieldErrors).toEqual([
        { field: 'token', message: invalidInvitationMessage },
      ]);
      expect((await previewOf(token)).state).toBe('invalid');
    }
    const invited = await invitedUser();
    await operator.gql(`mutation($id: ID!) { adminUserResendInvitation(id: $id) { user { id } } }`, { id: invited.id });
    expect(errorOf(await acceptWith(invited.token)).fieldErrors).toEqual([
      { field: 'token', message: invalidInvitationMessage },
    ]);
  });

  it('refuses a deactivated account', async () => {
    const invited = await invitedUser();
    await operator.gql(`mutation($id: ID!) { adminUserSetActive(id: $id, isActive: false) { id } }`, {
      id: invited.id,
    });
    expect(errorOf(await acceptWith(invited.token)).fieldErrors).toEqual([
      { field: 'token', message: 'This account has been deactivated. Please contact your administrator.' },
    ]);
  });

  it.each([
    ['empty', '', 'Password is required'],
    ['9 characters', 'too short', 'Password must be at least 12 characters'],
    ['padded with spaces', ' padded password ', 'Password must not start or end with a space'],
    ['one repeated letter', 'aaaaaaaaaaaaaaaa', 'Password must use at least 4 different characters'],
    ['1025 characters', 'x'.repeat(1025), 'Password must be at most 1024 characters'],
    ['with a zero byte', 'correct horse\u0000battery', 'Password contains characters that are not allowed'],
  ])(
    'refuses a weak password (%s) with a message under Password, keeping the link usable',
    async (_label, password, message) => {
      const invited = await invitedUser();
      expect(errorOf(await acceptWith(invited.token, password)).fieldErrors).toEqual([{ field: 'password', message }]);
      expect((await previewOf(invited.token)).state).toBe('valid');
    },
  );

  it('refuses a password containing the email address', async () => {
    const invited = await invitedUser();
    const local = invited.email.split('@')[0];
    expect(errorOf(await acceptWith(invited.token, `${local}-and-more`)).fieldErrors).toEqual([
      { field: 'password', message: 'Password must not contain your email address' },
    ]);
  });

  it('ends sessions opened before the password was set', async () => {
    const invited = await invitedUser();
    await t.dataSource.query(
      `INSERT INTO sessions (sid, sess, expire, user_id) VALUES ($1, '{}', now() + interval '1 hour', $2)`,
      [`early-${randomUUID()}`, invited.id],
    );
    expect((await acceptWith(invited.token)).errors).toBeUndefined();
    const rows = await t.dataSource.query(`SELECT 1 FROM sessions WHERE user_id = $1`, [invited.id]);
    expect(rows).toEqual([]);
  });

  it('tells a super admin to sign in at /superadmin', async () => {
    const invited = await invitedUser('super_admin');
    const result = await acceptWith(invited.token);
    expect(result.data).toEqual({
      invitationAccept: { email: invited.email, role: 'super_admin', signInPath: '/superadmin' },
    });
  });

  it('answers POST /api/invitations/accept with { success, data }, and 400 naming the field', async () => {
    const invited = await invitedUser();
    const weak = await new TestClient(t.url).rest('POST', '/api/invitations/accept', {
      token: invited.token,
      password: 'short',
    });
    expect(weak).toMatchObject({ status: 400, body: { success: false, errors: [{ field: 'password' }] } });
    const answer = await new TestClient(t.url).rest('POST', '/api/invitations/accept', {
      token: invited.token,
      password: newPassword,
    });
    expect(answer).toEqual({
      status: 200,
      body: { success: true, data: { email: invited.email, role: 'clinic_staff', signInPath: '/?login=true' } },
    });
  });
});

describe('the invitation for an attorney', () => {
  it('marks the attorney record accepted with the date they joined', async () => {
    const email = `attorney-${randomUUID().slice(0, 8)}@test.example`;
    const created = await operator.gql<{
      adminAccountCreate: { user: { attorneyId: number }; invitation: InvitationAnswer };
    }>(createAccount, {
      input: { email, firstName: 'Lena', lastName: 'Ortiz', role: 'attorney', firmName: 'Ortiz Law' },
    });
    const token = new URL(created.data!.adminAccountCreate.invitation.link!).searchParams.get('token')!;
    expect((await acceptWith(token)).errors).toBeUndefined();
    const [attorney] = await t.dataSource.query(`SELECT invite_status, joined_at FROM attorneys WHERE id = $1`, [
      created.data!.adminAccountCreate.user.attorneyId,
    ]);
    expect(attorney.invite_status).toBe('accepted');
    expect(attorney.joined_at).not.toBeNull();
  });
});
