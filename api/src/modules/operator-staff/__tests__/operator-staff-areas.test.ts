import { signedInClient, type TestClient } from '../../../test/client';
import { createClinic, createPatient, createStaffMember, createUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { Role } from '../../../platform/access/role';
import { OperatorArea } from '../../../platform/access/operator-areas';

/**
 * Operator staff (decisions 440-443): each seeded role is allowed exactly its console areas and
 * refused every other, on the server; a revoked area and a deactivated employee count on the next
 * request; staff never reach a tenant's records.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t?.close());

/** One read per console area. */
const readOf: Record<OperatorArea, string> = {
  [OperatorArea.overview]: '{ platformOverview { __typename } }',
  [OperatorArea.users]: '{ adminUsers(first: 1) { __typename } }',
  [OperatorArea.clinics]: '{ adminClinics(first: 1) { __typename } }',
  [OperatorArea.waitlist]: '{ waitlistEntries(first: 1) { __typename } }',
  [OperatorArea.billing]: '{ billingRecords(first: 1) { __typename } }',
  [OperatorArea.revenue]: '{ revenueDefinitions { __typename } }',
  [OperatorArea.sales]: '{ salesSummary { __typename } }',
  [OperatorArea.funding]: '{ fundingPartners { __typename } }',
  [OperatorArea.audit]: '{ auditLogFilterOptions { __typename } }',
  [OperatorArea.health]: '{ systemHealth { __typename } }',
  [OperatorArea.email]: '{ outboundEmails(first: 1) { __typename } }',
  [OperatorArea.settings]: '{ systemSettings { __typename } }',
  [OperatorArea.providers]: '{ providerProfilesAdmin { __typename } }',
  [OperatorArea.flags]: '{ featureFlags { name } }',
  [OperatorArea.staff]: '{ employees { id } }',
  [OperatorArea.support]: '{ supportMetrics { open } }',
  [OperatorArea.marketing]: '{ marketingCampaigns { id } }',
  [OperatorArea.logs]: '{ systemLogSources }',
  [OperatorArea.intake]: '{ intakeOpenCount }',
};

const seeded: Record<string, OperatorArea[]> = {
  'Support Agent': [OperatorArea.support, OperatorArea.clinics, OperatorArea.logs],
  'Sales Rep': [OperatorArea.sales, OperatorArea.waitlist, OperatorArea.marketing],
  Billing: [OperatorArea.billing, OperatorArea.revenue],
};

const codeOf = (body: { errors?: { extensions?: { code?: string } }[] }) => body.errors?.[0]?.extensions?.code ?? 'OK';

async function staffClient(roleName: string): Promise<{ client: TestClient; userId: string }> {
  const user = await createStaffMember(t.dataSource, roleName);
  return { client: await signedInClient(t.url, user.email), userId: user.id };
}

describe.each(Object.entries(seeded))('the seeded role %s', (roleName, areas) => {
  let client: TestClient;
  beforeAll(async () => {
    ({ client } = await staffClient(roleName));
  }, 60_000);

  it('signs in at the operator door with the second factor, and the session names its areas', async () => {
    const me = await client.gql<{ me: { role: string; operatorAreas: string[] } }>('{ me { role operatorAreas } }');
    expect({ ...me.data?.me, operatorAreas: [...(me.data?.me.operatorAreas ?? [])].sort() }).toEqual({
      role: Role.operator_staff,
      operatorAreas: [...areas].sort(),
    });
  });

  it('is allowed exactly its areas and refused every other', async () => {
    const verdicts: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const [area, query] of Object.entries(readOf)) {
      verdicts[area] = codeOf(await client.gql(query));
      expected[area] = areas.includes(area as OperatorArea) ? 'OK' : 'FORBIDDEN';
    }
    expect(verdicts).toEqual(expected);
  });

  it('never reaches a tenant: patients, cases and clinic operations are refused', async () => {
    const clinic = await createClinic(t.dataSource);
    const patient = await createPatient(t.dataSource, clinic.id);
    for (const query of [
      '{ patients(first: 5) { nodes { id } } }',
      `{ patient(id: ${patient.id}) { id } }`,
      '{ cases(first: 5) { nodes { id } } }',
    ])
      expect({ query, code: codeOf(await client.gql(query)) }).toEqual({ query, code: 'FORBIDDEN' });
    const rest = await client.rest('GET', `/api/patients/${patient.id}`);
    expect(rest.status).toBe(403);
  });

  it('cannot export all data, nor open /test-data', async () => {
    expect((await client.request('GET', '/superadmin/api/export')).status).toBe(403);
    expect(codeOf(await client.gql('{ testDataSummary { loaded } }'))).toBe('FORBIDDEN');
  });
});

describe('a change counts on the next request', () => {
  it('a revoked area is refused at once, and a deactivated employee is signed out', async () => {
    const admin = await createUser(t.dataSource, { role: Role.super_admin });
    const operator = await signedInClient(t.url, admin.email);
    const roleName = `Matrix Billing ${Date.now()}`;
    await t.dataSource.query(
      `INSERT INTO employee_roles (role_name, permissions) VALUES ($1, '["billing", "revenue"]')`,
      [roleName],
    );
    const { client, userId } = await staffClient(roleName);
    expect(codeOf(await client.gql(readOf.revenue!))).toBe('OK');

    const [{ id: roleId }] = await t.dataSource.query(`SELECT id FROM employee_roles WHERE role_name = $1`, [roleName]);
    const set = await operator.gql(
      `mutation($input: EmployeeRolePermissionsInput!) { employeeRolePermissionsSet(input: $input) { permissions } }`,
      { input: { roleId, permissions: ['billing'] } },
    );
    expect(set.data).toEqual({ employeeRolePermissionsSet: { permissions: ['billing'] } });
    expect(codeOf(await client.gql(readOf.revenue!))).toBe('FORBIDDEN');
    expect(codeOf(await client.gql(readOf.billing!))).toBe('OK');

    const [{ id: employeeId }] = await t.dataSource.query(`SELECT id FROM employees WHERE user_id = $1`, [userId]);
    const off = await operator.gql(
      `mutation($input: EmployeeActiveInput!) { employeeSetActive(input: $input) { isActive } }`,
      { input: { employeeId, isActive: false } },
    );
    expect(off.data).toEqual({ employeeSetActive: { isActive: false } });
    expect(codeOf(await client.gql(readOf.billing!))).toBe('UNAUTHENTICATED');

    const audit = await t.dataSource.query(
      `SELECT action FROM audit_logs
        WHERE (entity_type = 'employee_role' AND entity_id = $1) OR (entity_type = 'employee' AND entity_id = $2)
        ORDER BY id`,
      [String(roleId), String(employeeId)],
    );
    expect(audit.map((row: { action: string }) => row.action)).toEqual([
      'employee_role_permissions',
      'employee_deactivate',
    ]);
  }, 60_000);

  it('a staff member with the Users area cannot make anyone a super admin', async () => {
    const roleName = `Matrix Users ${Date.now()}`;
    await t.dataSource.query(`INSERT INTO employee_roles (role_name, permissions) VALUES ($1, '["users"]')`, [
      roleName,
    ]);
    const { client, userId } = await staffClient(roleName);
    const target = await createUser(t.dataSource, { role: Role.super_admin });
    const changed = await client.gql(
      `mutation($id: ID!, $role: Role!) { adminUserSetRole(id: $id, role: $role) { id } }`,
      { id: target.id, role: Role.clinic_staff },
    );
    expect(codeOf(changed)).not.toBe('OK');
    const raised = await client.gql(
      `mutation($id: ID!, $role: Role!) { adminUserSetRole(id: $id, role: $role) { id } }`,
      {
        id: userId,
        role: Role.super_admin,
      },
    );
    expect(codeOf(raised)).not.toBe('OK');
    const rows = await t.dataSource.query(`SELECT id, role FROM users WHERE id = ANY($1) ORDER BY role`, [
      [userId, target.id],
    ]);
    expect(rows.map((row: { role: string }) => row.role).sort()).toEqual([Role.operator_staff, Role.super_admin]);
  }, 60_000);

  it("records a staff member's sign-in and later use of the console as last active", async () => {
    const user = await createStaffMember(t.dataSource, 'Support Agent');
    const lastActive = async () =>
      (
        (await t.dataSource.query(
          `SELECT last_active_at > now() - interval '1 minute' AS recent, last_active_at IS NULL AS never
             FROM employees WHERE user_id = $1`,
          [user.id],
        )) as { recent: boolean | null; never: boolean }[]
      )[0];
    expect(await lastActive()).toEqual({ recent: null, never: true });
    const client = await signedInClient(t.url, user.email);
    expect(await lastActive()).toEqual({ recent: true, never: false });

    // A day later (as far as the records know), the next request after a minute's quiet counts again.
    await t.dataSource.query(`UPDATE employees SET last_active_at = now() - interval '1 day' WHERE user_id = $1`, [
      user.id,
    ]);
    await t.dataSource.query(
      `UPDATE sessions SET sess = jsonb_set(sess, '{lastSeenAt}', '"2020-01-01T00:00:00.000Z"') WHERE user_id = $1`,
      [user.id],
    );
    expect(await lastActive()).toEqual({ recent: false, never: false });
    expect(codeOf(await client.gql(readOf[OperatorArea.support]))).toBe('OK');
    expect(await lastActive()).toEqual({ recent: true, never: false });
  }, 60_000);
});
