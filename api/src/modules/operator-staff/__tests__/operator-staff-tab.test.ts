import { randomUUID } from 'node:crypto';
import { Role } from '../../../platform/access/role';
import { signedInClient, TestClient } from '../../../test/client';
import { createStaffMember, createUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';

/**
 * The Staff tab's writes (decisions 480-481): a new staff member gets an operator_staff account with
 * an invitation that leads to /superadmin; edits keep the account's name in step; roles are created,
 * edited (a system role keeps its name) and deleted only when nobody holds them; every write audited
 * once, every refusal names the problem and changes nothing.
 */
let t: TestApp;
let operator: TestClient;
let operatorId: string;
beforeAll(async () => {
  t = await startTestApp();
  const admin = await createUser(t.dataSource, { role: Role.super_admin });
  operatorId = admin.id;
  operator = await signedInClient(t.url, admin.email);
}, 60_000);
afterAll(() => t?.close());

const roleFields = 'id roleName roleDescription permissions isSystemRole activeEmployees';
const employeeFields =
  'id userId email firstName lastName roleId roleName department phoneExtension isActive hasPassword';
const createEmployee = `mutation($input: EmployeeCreateInput!) { employeeCreate(input: $input) {
  employee { ${employeeFields} } invitation { emailSent link } } }`;
const updateEmployee = `mutation($input: EmployeeUpdateInput!) { employeeUpdate(input: $input) { ${employeeFields} } }`;
const createRole = `mutation($input: EmployeeRoleCreateInput!) { employeeRoleCreate(input: $input) { ${roleFields} } }`;
const updateRole = `mutation($input: EmployeeRoleUpdateInput!) { employeeRoleUpdate(input: $input) { ${roleFields} } }`;
const deleteRole = `mutation($id: Int!) { employeeRoleDelete(roleId: $id) }`;

const unique = () => randomUUID().slice(0, 8);
const errorOf = (body: { errors?: { message: string; extensions?: { code?: string } }[] }) => ({
  code: body.errors?.[0]?.extensions?.code,
  message: body.errors?.[0]?.message,
});
const auditOf = (entityType: string, entityId: number) =>
  t.dataSource.query(
    `SELECT action, changed_by, old_values, new_values FROM audit_logs WHERE entity_type = $1 AND entity_id = $2 ORDER BY id`,
    [entityType, String(entityId)],
  ) as Promise<{ action: string; changed_by: string; old_values: unknown; new_values: unknown }[]>;

async function newRole(areas: string[] = ['support', 'logs']) {
  const result = await operator.gql<{ employeeRoleCreate: { id: number; roleName: string } }>(createRole, {
    input: { roleName: `Night Desk ${unique()}`, roleDescription: 'Tickets after hours', permissions: areas },
  });
  expect(result.errors).toBeUndefined();
  return result.data!.employeeRoleCreate;
}

describe('roles', () => {
  it('creates a role with its areas (each once, sorted), edits it, and deletes it once nobody holds it', async () => {
    const roleName = `Night Desk ${unique()}`;
    const created = await operator.gql<{ employeeRoleCreate: { id: number } }>(createRole, {
      input: { roleName: `  ${roleName} `, roleDescription: '', permissions: ['support', 'logs', 'support'] },
    });
    expect(created.data?.employeeRoleCreate).toEqual({
      id: expect.any(Number),
      roleName,
      roleDescription: null,
      permissions: ['logs', 'support'],
      isSystemRole: false,
      activeEmployees: 0,
    });
    const id = created.data!.employeeRoleCreate.id;

    const edited = await operator.gql<{ employeeRoleUpdate: unknown }>(updateRole, {
      input: { roleId: id, roleName: `${roleName} 2`, roleDescription: 'After hours', permissions: ['support'] },
    });
    expect(edited.data?.employeeRoleUpdate).toMatchObject({
      roleName: `${roleName} 2`,
      roleDescription: 'After hours',
      permissions: ['support'],
    });

    expect(await operator.gql(deleteRole, { id })).toEqual({ data: { employeeRoleDelete: id } });
    expect(await t.dataSource.query(`SELECT 1 FROM employee_roles WHERE id = $1`, [id])).toEqual([]);
    expect((await auditOf('employee_role', id)).map((row) => [row.action, row.changed_by])).toEqual([
      ['employee_role_create', operatorId],
      ['employee_role_update', operatorId],
      ['employee_role_delete', operatorId],
    ]);
    const [, update, removal] = await auditOf('employee_role', id);
    expect(update).toMatchObject({
      old_values: { roleName, roleDescription: null, permissions: ['logs', 'support'] },
      new_values: { roleName: `${roleName} 2`, roleDescription: 'After hours', permissions: ['support'] },
    });
    expect(removal.old_values).toMatchObject({ roleName: `${roleName} 2` });
  });

  it('refuses the staff area, a taken name, renaming or deleting a system role, and deleting a held role; changes nothing', async () => {
    const role = await newRole();
    const holder = await createStaffMember(t.dataSource, role.roleName);
    const [support] = (await t.dataSource.query(
      `SELECT id, role_name AS "roleName", role_description AS "roleDescription" FROM employee_roles
        WHERE role_name = 'Support Agent'`,
    )) as { id: number; roleName: string; roleDescription: string }[];
    const before = await t.dataSource.query(`SELECT * FROM employee_roles WHERE id = ANY($1::int[]) ORDER BY id`, [
      [role.id, support.id],
    ]);
    const refusals = [
      [
        createRole,
        { input: { roleName: `X ${unique()}`, permissions: ['staff'] } },
        'Managing staff stays with the Super Admin',
      ],
      [
        createRole,
        { input: { roleName: role.roleName.toUpperCase(), permissions: [] } },
        'A role with this name already exists',
      ],
      [createRole, { input: { roleName: '   ', permissions: [] } }, 'Role name is required'],
      [createRole, { input: { roleName: 'x'.repeat(81), permissions: [] } }, 'Role name must be at most 80 characters'],
      [
        updateRole,
        { input: { roleId: support.id, roleName: 'Helpdesk', permissions: ['support'] } },
        'A system role keeps its name',
      ],
      [
        updateRole,
        { input: { roleId: role.id, roleName: 'Support Agent', permissions: ['support'] } },
        'A role with this name already exists',
      ],
      [updateRole, { input: { roleId: 999_999_999, roleName: 'Gone', permissions: [] } }, 'Role not found'],
      [deleteRole, { id: support.id }, 'A system role cannot be deleted'],
      [deleteRole, { id: role.id }, 'Give its employee another role before deleting it'],
      [deleteRole, { id: 999_999_999 }, 'Role not found'],
    ] as const;
    for (const [mutation, variables, message] of refusals)
      expect({ variables, ...errorOf(await operator.gql(mutation, variables)) }).toEqual({
        variables,
        code: expect.stringMatching(/^(BAD_USER_INPUT|CONFLICT|NOT_FOUND)$/),
        message,
      });
    expect(
      await t.dataSource.query(`SELECT * FROM employee_roles WHERE id = ANY($1::int[]) ORDER BY id`, [
        [role.id, support.id],
      ]),
    ).toEqual(before);
    expect((await auditOf('employee_role', role.id)).map((row) => row.action)).toEqual(['employee_role_create']);
    // Saving a system role under its own name is allowed (its areas as seeded: other tests read them).
    const auditedBefore = (await auditOf('employee_role', support.id)).length;
    const same = await operator.gql<{ employeeRoleUpdate: { permissions: string[] } }>(updateRole, {
      input: {
        roleId: support.id,
        roleName: 'Support Agent',
        roleDescription: support.roleDescription,
        permissions: ['support', 'logs', 'clinics'],
      },
    });
    expect(same.errors).toBeUndefined();
    expect([...same.data!.employeeRoleUpdate.permissions].sort()).toEqual(['clinics', 'logs', 'support']);
    expect(await auditOf('employee_role', support.id)).toHaveLength(auditedBefore);
    expect(holder.role).toBe(Role.operator_staff);
  });

  it('is the super admin’s: operator staff without the staff area are refused every write', async () => {
    const rep = await createStaffMember(t.dataSource, 'Sales Rep');
    const client = await signedInClient(t.url, rep.email);
    const role = await newRole();
    for (const [mutation, variables] of [
      [createRole, { input: { roleName: `Y ${unique()}`, permissions: [] } }],
      [updateRole, { input: { roleId: role.id, roleName: 'Mine', permissions: ['revenue'] } }],
      [deleteRole, { id: role.id }],
      [createEmployee, { input: { email: `${unique()}@ops.example`, firstName: 'A', lastName: 'B', roleId: role.id } }],
    ] as const)
      expect(errorOf(await client.gql(mutation, variables)).code).toBe('FORBIDDEN');
    expect((await auditOf('employee_role', role.id)).map((row) => row.action)).toEqual(['employee_role_create']);
  });
});

describe('staff members', () => {
  it('adds a staff member: an operator_staff account without a password, its employee, an invitation to /superadmin', async () => {
    const role = await newRole(['support', 'clinics']);
    const email = `new-${unique()}@ops.example`;
    const result = await operator.gql<{
      employeeCreate: { employee: { id: number; userId: string }; invitation: { emailSent: boolean; link: string } };
    }>(createEmployee, {
      input: {
        email: email.toUpperCase(),
        firstName: ' Robin ',
        lastName: 'Okafor',
        roleId: role.id,
        department: 'Support',
        phoneExtension: '',
      },
    });
    expect(result.errors).toBeUndefined();
    const { employee, invitation } = result.data!.employeeCreate;
    expect(employee).toEqual({
      id: expect.any(Number),
      userId: expect.any(String),
      email,
      firstName: 'Robin',
      lastName: 'Okafor',
      roleId: role.id,
      roleName: role.roleName,
      department: 'Support',
      phoneExtension: null,
      isActive: true,
      hasPassword: false,
    });
    expect(invitation.emailSent).toBe(false);
    const [account] = (await t.dataSource.query(
      `SELECT role, password_hash, clinic_id, attorney_id, first_name FROM users WHERE id = $1`,
      [employee.userId],
    )) as unknown[];
    expect(account).toEqual({
      role: Role.operator_staff,
      password_hash: null,
      clinic_id: null,
      attorney_id: null,
      first_name: 'Robin',
    });
    const [mail] = (await t.dataSource.query(`SELECT body_text FROM outbound_emails WHERE user_id = $1`, [
      employee.userId,
    ])) as { body_text: string }[];
    expect(mail.body_text).toContain('as Casebridge operator staff member');
    expect((await auditOf('employee', employee.id)).map((row) => row.action)).toEqual(['employee_create']);

    // The invitation sets the password and sends them to the operator's door.
    const token = new URL(invitation.link).searchParams.get('token');
    const accepted = await new TestClient(t.url).gql(
      `mutation($token: String!, $password: String!) { invitationAccept(token: $token, password: $password) { role signInPath } }`,
      { token, password: 'a long enough new password 42' },
    );
    expect(accepted).toEqual({ data: { invitationAccept: { role: Role.operator_staff, signInPath: '/superadmin' } } });
    // The inviter hears of it with a link to where staff are managed.
    const notices = (await t.dataSource.query(
      `SELECT title, link FROM notifications WHERE user_id = $1 AND kind = 'invitation' AND title LIKE $2`,
      [operatorId, 'Robin Okafor %'],
    )) as { title: string; link: string }[];
    expect(notices).toEqual([{ title: 'Robin Okafor accepted your invitation', link: '/admin?tab=staff' }]);
  });

  it('refuses a taken email, a missing role, blank names; changes nothing', async () => {
    const role = await newRole();
    const taken = await createUser(t.dataSource, { role: Role.super_admin });
    const [{ n: before }] = (await t.dataSource.query(`SELECT count(*)::int AS n FROM employees`)) as { n: number }[];
    const base = { firstName: 'Ana', lastName: 'Lee', roleId: role.id };
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...base, email: taken.email }, 'A user with this email already exists'],
      [{ ...base, email: `${unique()}@ops.example`, roleId: 999_999_999 }, 'Role not found'],
      [{ ...base, email: `${unique()}@ops.example`, firstName: ' ' }, 'First name is required'],
      [{ ...base, email: 'not-an-email' }, expect.stringContaining('Email') as unknown as string],
    ];
    for (const [input, message] of refusals)
      expect({ input, message: errorOf(await operator.gql(createEmployee, { input })).message }).toEqual({
        input,
        message,
      });
    const [{ n: after }] = (await t.dataSource.query(`SELECT count(*)::int AS n FROM employees`)) as { n: number }[];
    expect(after).toBe(before);
  });

  it("edits a staff member's name (their account's too), department and extension, audited with what changed", async () => {
    const member = await createStaffMember(t.dataSource, 'Billing');
    const [{ id }] = (await t.dataSource.query(`SELECT id FROM employees WHERE user_id = $1`, [member.id])) as {
      id: number;
    }[];
    const edited = await operator.gql<{ employeeUpdate: unknown }>(updateEmployee, {
      input: { employeeId: id, firstName: 'Casey', lastName: 'Member', department: 'Finance', phoneExtension: '204' },
    });
    expect(edited.data?.employeeUpdate).toMatchObject({
      firstName: 'Casey',
      lastName: 'Member',
      department: 'Finance',
      phoneExtension: '204',
    });
    const [user] = (await t.dataSource.query(`SELECT first_name, last_name FROM users WHERE id = $1`, [
      member.id,
    ])) as unknown[];
    expect(user).toEqual({ first_name: 'Casey', last_name: 'Member' });
    expect(await auditOf('employee', id)).toEqual([
      {
        action: 'employee_update',
        changed_by: operatorId,
        old_values: { firstName: 'Staff', department: null, phoneExtension: null },
        new_values: { firstName: 'Casey', department: 'Finance', phoneExtension: '204' },
      },
    ]);
    // The same values again write nothing.
    await operator.gql(updateEmployee, {
      input: { employeeId: id, firstName: 'Casey', lastName: 'Member', department: 'Finance', phoneExtension: '204' },
    });
    expect(await auditOf('employee', id)).toHaveLength(1);
    expect(
      errorOf(
        await operator.gql(updateEmployee, {
          input: { employeeId: 999_999_999, firstName: 'A', lastName: 'B' },
        }),
      ).message,
    ).toBe('Employee not found');
  });
});
