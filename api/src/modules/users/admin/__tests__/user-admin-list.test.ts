import { Role } from '../../../../platform/access/role';
import { TestClient } from '../../../../test/client';
import { createAttorneyUser, createClinic, createUser } from '../../../../test/factories';
import type { TestApp } from '../../../../test/harness';
import { startIsolatedApp } from '../../../../test/isolated-app';
import { assertAnotherSuperAdminRemains } from '../user-admin.rules';
import { errorOf, listUsers, signedInOperator, type AdminUserAnswer } from './user-admin-fixtures';

/** On a database of its own, so every user of the list is known. */
let t: TestApp;
let operator: { user: { id: string; email: string }; client: TestClient };
beforeAll(async () => {
  t = await startIsolatedApp();
  operator = await signedInOperator(t.dataSource, t.url);
  const clinic = await createClinic(t.dataSource, { name: 'Hudson Spine' });
  for (const [first, last] of [
    ['Ava', 'Brown'],
    ['Ben', 'Carter'],
    ['Cleo', 'Diaz'],
  ])
    await createUser(t.dataSource, {
      role: Role.clinic_staff,
      clinic_id: clinic.id,
      first_name: first,
      last_name: last,
    });
  await createUser(t.dataSource, {
    role: Role.clinic_admin,
    clinic_id: clinic.id,
    first_name: 'Dara',
    last_name: 'Evans',
  });
  await createAttorneyUser(t.dataSource);
}, 60_000);
afterAll(() => t?.close());

interface Listed {
  adminUsers: {
    nodes: AdminUserAnswer[];
    pageInfo: { endCursor: string | null; hasNextPage: boolean };
    totalCount: number;
  };
}
const list = (variables: Record<string, unknown>) => operator.client.gql<Listed>(listUsers, variables);

describe('the Users tab list', () => {
  it('pages through every user by name with Load more, each once, with the total', async () => {
    const seen: string[] = [];
    const ids = new Set<string>();
    let after: string | null = null;
    let total = 0;
    do {
      const result: Awaited<ReturnType<typeof list>> = await list({ first: 2, after });
      expect(result.errors).toBeUndefined();
      const page = result.data!.adminUsers;
      total = page.totalCount;
      seen.push(...page.nodes.map((user) => user.lastName));
      for (const user of page.nodes) ids.add(user.id);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    // Four clinic users, then the attorney and the operator (both named "User" by the factory).
    expect(total).toBe(6);
    expect(seen).toEqual(['Brown', 'Carter', 'Diaz', 'Evans', 'User', 'User']);
    expect(ids.size).toBe(6);
  });

  it('searches name, email and clinic case-insensitively, and filters by role', async () => {
    const byName = await list({ search: 'cLeO' });
    expect(byName.data!.adminUsers.nodes.map((user) => user.firstName)).toEqual(['Cleo']);
    const byClinic = await list({ search: 'hudson' });
    expect(byClinic.data!.adminUsers.totalCount).toBe(4);
    const byEmail = await list({ search: operator.user.email.toUpperCase() });
    expect(byEmail.data!.adminUsers.nodes.map((user) => user.id)).toEqual([operator.user.id]);
    const admins = await list({ role: 'clinic_admin' });
    expect(admins.data!.adminUsers.nodes.map((user) => user.lastName)).toEqual(['Evans']);
    const attorneys = await list({ role: 'attorney' });
    expect(attorneys.data!.adminUsers.nodes[0]).toMatchObject({ attorneyFirmName: 'Test Firm LLP', clinicName: null });
    const literal = await list({ search: '%' });
    expect(literal.data!.adminUsers.totalCount).toBe(0);
  });

  it('gives no last login for a user who never signed in, and the time for one who did', async () => {
    const everyone = (await list({ first: 20 })).data!.adminUsers.nodes;
    expect(everyone.find((user) => user.id === operator.user.id)!.lastLoginAt).not.toBeNull();
    expect(everyone.find((user) => user.lastName === 'Brown')!.lastLoginAt).toBeNull();
  });

  it('refuses a tampered cursor and an overlong search with BAD_USER_INPUT', async () => {
    expect(errorOf(await list({ after: 'garbage' })).code).toBe('BAD_USER_INPUT');
    expect(errorOf(await list({ search: 'x'.repeat(101) })).fieldErrors).toEqual([
      { field: 'search', message: 'Search must be at most 100 characters' },
    ]);
  });
});

describe('the last active super admin', () => {
  it('is never demoted or deactivated (checked against every super admin of the platform)', async () => {
    await t.dataSource.transaction(async (manager) => {
      await expect(assertAnotherSuperAdminRemains(manager, operator.user.id, 'role')).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ field: 'role', message: 'At least one active Super Admin must remain' }],
      });
    });
    const second = await createUser(t.dataSource, { role: Role.super_admin });
    await t.dataSource.transaction(async (manager) => {
      await expect(assertAnotherSuperAdminRemains(manager, operator.user.id, 'role')).resolves.toBeUndefined();
      await expect(assertAnotherSuperAdminRemains(manager, second.id, 'isActive')).resolves.toBeUndefined();
    });
  });
});
