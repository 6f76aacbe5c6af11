import { Role } from '../../../platform/access/role';
import { signedInClient, type TestClient } from '../../../test/client';
import { createAttorneyUser, createClinicWithUsers, createUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  auditRows,
  errorOf,
  sessionCount,
  stillSignedIn,
  type AdminUserAnswer,
} from '../../users/admin/__tests__/user-admin-fixtures';
import { clinicUsers, forceLogout, invite, resend, setActive, setRole } from './clinic-console-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A clinic (Starter: 3 seats) with its staff member and admin, the admin signed in. */
async function clinicAdmin(plan = 'starter') {
  const world = await createClinicWithUsers(t.dataSource, { subscription_plan: plan });
  return { ...world, client: await signedInClient(t.url, world.admin.email) };
}

type Users = { clinicUsers: { nodes: AdminUserAnswer[]; totalCount: number } };
const userRow = async (id: string) =>
  (
    (await t.dataSource.query(`SELECT role, clinic_id, is_active FROM users WHERE id = $1`, [id])) as {
      role: string;
      clinic_id: number | null;
      is_active: boolean;
    }[]
  )[0];

describe("the clinic admin's users", () => {
  it("lists their own clinic's staff and admins only, with role, status and last sign-in", async () => {
    const { clinic, staff, admin, client } = await clinicAdmin();
    const other = await createClinicWithUsers(t.dataSource);
    await createAttorneyUser(t.dataSource);
    const result = await client.gql<Users>(clinicUsers, { first: 50 });
    expect(result.errors).toBeUndefined();
    const ids = result.data!.clinicUsers.nodes.map((user) => user.id).sort();
    expect(ids).toEqual([staff.id, admin.id].sort());
    expect(result.data!.clinicUsers.totalCount).toBe(2);
    const self = result.data!.clinicUsers.nodes.find((user) => user.id === admin.id)!;
    expect(self).toMatchObject({ role: 'clinic_admin', isActive: true, clinicId: clinic.id });
    expect(self.lastLoginAt).not.toBeNull();
    expect(ids).not.toContain(other.staff.id);
  });

  it('invites a colleague: an account at their clinic without a password, an e-mail recorded, a seat taken, audited', async () => {
    const { clinic, admin, client } = await clinicAdmin();
    const email = `new-colleague-${Date.now()}@test.example`;
    const result = await client.gql<{
      clinicUserInvite: { user: AdminUserAnswer; invitation: { emailSent: boolean; link: string | null } };
    }>(invite, { input: { email: email.toUpperCase(), firstName: 'Nora', lastName: 'Desk', role: 'clinic_staff' } });
    expect(result.errors).toBeUndefined();
    const { user } = result.data!.clinicUserInvite;
    expect(user).toMatchObject({ email, role: 'clinic_staff', clinicId: clinic.id, hasPassword: false });
    expect(user.invitation?.status).toBe('pending');
    const emails = (await t.dataSource.query(`SELECT kind, to_address FROM outbound_emails WHERE user_id = $1`, [
      user.id,
    ])) as { kind: string; to_address: string }[];
    expect(emails).toEqual([{ kind: 'invitation', to_address: email }]);
    const [audit] = await auditRows(t.dataSource, user.id, 'account_create');
    expect(audit).toMatchObject({ changed_by: admin.id, changed_by_role: 'clinic_admin' });
    expect(audit.new_values).toMatchObject({ email, role: 'clinic_staff', clinicId: clinic.id });

    // Starter has 3 seats: the fourth is refused, naming the limit, and nothing is written.
    const refused = await client.gql(invite, {
      input: {
        email: `one-too-many-${Date.now()}@test.example`,
        firstName: 'Olly',
        lastName: 'Over',
        role: 'clinic_staff',
      },
    });
    expect(errorOf(refused)).toMatchObject({ code: 'LIMIT_REACHED' });
    expect(errorOf(refused).message).toContain('The Starter plan allows 3 users');
    const [{ count }] = (await t.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE clinic_id = $1`, [
      clinic.id,
    ])) as { count: number }[];
    expect(count).toBe(3);

    const again = await client.gql<{ clinicUserResendInvitation: { invitation: { emailSent: boolean } } }>(resend, {
      id: user.id,
    });
    expect(again.errors).toBeUndefined();
  });

  it('refuses to invite anything but clinic staff or a clinic admin, and a taken address', async () => {
    const { staff, client } = await clinicAdmin('professional');
    for (const role of ['attorney', 'super_admin']) {
      const result = await client.gql(invite, {
        input: { email: `x-${role}-${Date.now()}@test.example`, firstName: 'X', lastName: 'Y', role },
      });
      expect(errorOf(result)).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(errorOf(result).fieldErrors).toEqual([
        { field: 'role', message: 'Role must be Clinic Staff or Clinic Admin' },
      ]);
    }
    const taken = await client.gql(invite, {
      input: { email: staff.email, firstName: 'Dup', lastName: 'Licate', role: 'clinic_staff' },
    });
    expect(errorOf(taken)).toMatchObject({ code: 'CONFLICT', message: 'A user with this email already exists' });
  });

  it('switches a colleague between staff and admin, ending their sessions; never to another role', async () => {
    const { staff, admin, client } = await clinicAdmin();
    const staffClient = await signedInClient(t.url, staff.email);
    const promoted = await client.gql<{ clinicUserSetRole: AdminUserAnswer }>(setRole, {
      id: staff.id,
      role: 'clinic_admin',
    });
    expect(promoted.errors).toBeUndefined();
    expect(promoted.data!.clinicUserSetRole.role).toBe('clinic_admin');
    expect(await stillSignedIn(staffClient)).toBe(false);
    const [audit] = await auditRows(t.dataSource, staff.id, 'role_change');
    expect(audit).toMatchObject({
      changed_by: admin.id,
      old_values: { role: 'clinic_staff' },
      new_values: { role: 'clinic_admin' },
    });
    const refused = await client.gql(setRole, { id: staff.id, role: 'super_admin' });
    expect(errorOf(refused)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Choose Clinic Staff or Clinic Admin' });
    expect((await userRow(staff.id)).role).toBe('clinic_admin');
  });

  it('deactivates a colleague (signed out at once, seat freed) and activates them again', async () => {
    const { staff, client } = await clinicAdmin();
    const staffClient = await signedInClient(t.url, staff.email);
    const off = await client.gql<{ clinicUserSetActive: AdminUserAnswer }>(setActive, {
      id: staff.id,
      isActive: false,
    });
    expect(off.errors).toBeUndefined();
    expect(off.data!.clinicUserSetActive.isActive).toBe(false);
    expect(await sessionCount(t.dataSource, staff.id)).toBe(0);
    expect(await stillSignedIn(staffClient)).toBe(false);
    expect(await auditRows(t.dataSource, staff.id, 'deactivate')).toHaveLength(1);
    const on = await client.gql<{ clinicUserSetActive: AdminUserAnswer }>(setActive, { id: staff.id, isActive: true });
    expect(on.data!.clinicUserSetActive.isActive).toBe(true);
  });

  it('force-logs-out a colleague, but not themselves', async () => {
    const { staff, admin, client } = await clinicAdmin();
    const staffClient = await signedInClient(t.url, staff.email);
    const result = await client.gql<{ clinicUserForceLogout: { sessionsEnded: number } }>(forceLogout, {
      id: staff.id,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.clinicUserForceLogout.sessionsEnded).toBe(1);
    expect(await stillSignedIn(staffClient)).toBe(false);
    expect(await auditRows(t.dataSource, staff.id, 'force_logout')).toHaveLength(1);
    const self = await client.gql(forceLogout, { id: admin.id });
    expect(errorOf(self)).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await stillSignedIn(client)).toBe(true);
  });

  it('keeps the last active admin: no self-demotion or self-deactivation until another admin exists', async () => {
    const { staff, admin, client } = await clinicAdmin();
    const demote = await client.gql(setRole, { id: admin.id, role: 'clinic_staff' });
    expect(errorOf(demote)).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(errorOf(demote).fieldErrors).toEqual([
      { field: 'role', message: 'At least one active Clinic Admin must remain: make someone else an admin first' },
    ]);
    const deactivate = await client.gql(setActive, { id: admin.id, isActive: false });
    expect(errorOf(deactivate).fieldErrors?.[0]?.field).toBe('isActive');
    expect(await userRow(admin.id)).toMatchObject({ role: 'clinic_admin', is_active: true });

    await client.gql(setRole, { id: staff.id, role: 'clinic_admin' });
    const stepDown = await client.gql<{ clinicUserSetRole: AdminUserAnswer }>(setRole, {
      id: admin.id,
      role: 'clinic_staff',
    });
    expect(stepDown.errors).toBeUndefined();
    expect((await userRow(admin.id)).role).toBe('clinic_staff');
  });

  it("answers another clinic's user, an attorney and the operator exactly like a missing one, and changes nothing", async () => {
    const { client } = await clinicAdmin();
    const other = await createClinicWithUsers(t.dataSource);
    const lawyer = await createAttorneyUser(t.dataSource);
    const operator = await createUser(t.dataSource, { role: Role.super_admin });
    const missing = await client.gql(setActive, { id: '00000000-0000-4000-8000-000000000000', isActive: false });
    expect(errorOf(missing)).toMatchObject({ code: 'NOT_FOUND', message: 'User not found' });
    for (const id of [other.staff.id, other.admin.id, lawyer.user.id, operator.id]) {
      for (const [document, variables] of [
        [setActive, { id, isActive: false }],
        [setRole, { id, role: 'clinic_staff' }],
        [forceLogout, { id }],
        [resend, { id }],
      ] as const) {
        const result = await client.gql(document, variables);
        expect(errorOf(result)).toEqual(errorOf(missing));
      }
      expect((await userRow(id)).is_active).toBe(true);
    }
    expect((await userRow(other.admin.id)).role).toBe('clinic_admin');
  });

  it('refuses clinic staff, attorneys and the operator (FORBIDDEN), server-side', async () => {
    const { staff, admin } = await createClinicWithUsers(t.dataSource);
    const lawyer = await createAttorneyUser(t.dataSource);
    const operator = await createUser(t.dataSource, { role: Role.super_admin });
    for (const email of [staff.email, lawyer.user.email, operator.email]) {
      const caller: TestClient = await signedInClient(t.url, email);
      expect(errorOf(await caller.gql(clinicUsers, {}))).toMatchObject({ code: 'FORBIDDEN' });
      expect(errorOf(await caller.gql(setActive, { id: admin.id, isActive: false }))).toMatchObject({
        code: 'FORBIDDEN',
      });
    }
    expect((await userRow(admin.id)).is_active).toBe(true);
  });
});
