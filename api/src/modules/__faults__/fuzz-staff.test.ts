import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { Role } from '../../platform/access/role';
import { signedInClient, type TestClient } from '../../test/client';
import { createClinic, createStaffMember, createUser } from '../../test/factories';
import { field, fuzzText, validEmail, validName, wildValue } from '../../test/faults/fuzz-values';
import { AnswerCheck, fuzzGraphql, fuzzParameters, fuzzRuns, fuzzSeed } from '../../test/faults/fuzz-run';
import { startTestApp, type TestApp } from '../../test/harness';

/**
 * Generated inputs (fixed seed) against every write of the console's Staff and Flags tabs (decisions
 * 440-445, 480-481), as the super admin and as operator staff without those areas: no answer is a
 * server error or shows internals; a hand-picked bad input of each kind gets an error naming the
 * problem and changes nothing; afterwards the seeded roles, the refused staff member and another
 * clinic's flags are untouched, no role holds the staff area or a value that is not an area, and
 * every write that succeeded is audited exactly once.
 */
const seed = fuzzSeed;
const runsPerTarget = fuzzRuns(150);

let t: TestApp;
let ds: DataSource;
let operator: TestClient;
let operatorId: string;
let refused: TestClient;
let clinicId: number;
let otherClinicId: number;
let employeeIds: number[];
let roleIds: number[];
/** Roles nobody is given here: deleting them succeeds once. */
let deletableRoleIds: number[];
let lastEmployeeBefore: number;
let startedAtAuditId: string;
let untouched: string;
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();
const stamp = `fuzz${Date.now().toString(36)}`;
const flagNames = [`${stamp}.one`, `${stamp}.two`];

const query = <T>(sql: string, params: unknown[] = []) => ds.query(sql, params) as Promise<T[]>;

/**
 * What no write here may change: the seeded roles, every other employee, the other clinic's and the AI
 * flags. An employee's `last_active_at` is left out: the refused Sales Rep's own requests move it
 * (at most once a minute, so only on a run longer than that), and that is not a write of the Staff tab.
 */
const snapshotUntouched = async () =>
  JSON.stringify(
    await query(
      `SELECT (SELECT json_agg(r ORDER BY r.id) FROM employee_roles r WHERE r.is_system_role) AS seeded,
              (SELECT json_agg(to_jsonb(e) - 'last_active_at' ORDER BY e.id) FROM employees e
                WHERE e.id <= $3 AND NOT (e.id = ANY($1::int[]))) AS others,
              (SELECT json_agg(f ORDER BY f.id) FROM feature_flags f
                WHERE f.clinic_id = $2 OR (f.clinic_id IS NULL AND f.name LIKE 'ai.%')) AS flags`,
      [employeeIds, otherClinicId, lastEmployeeBefore],
    ),
  );

beforeAll(async () => {
  t = await startTestApp();
  ds = t.dataSource;
  clinicId = (await createClinic(ds)).id;
  otherClinicId = (await createClinic(ds)).id;
  const superAdmin = await createUser(ds, { role: Role.super_admin });
  operatorId = superAdmin.id;
  operator = await signedInClient(t.url, superAdmin.email);
  // Roles of this file's own (the seeded ones are other tests' ground), and employees holding them.
  roleIds = [];
  for (const [name, areas] of [
    [`Fuzz Desk ${stamp}`, ['support']],
    [`Fuzz Growth ${stamp}`, ['marketing', 'sales']],
    [`Fuzz Spare ${stamp}`, []],
    [`Fuzz Spare Two ${stamp}`, ['logs']],
  ] as const) {
    const [row] = await query<{ id: number }>(
      `INSERT INTO employee_roles (role_name, permissions) VALUES ($1, $2) RETURNING id`,
      [name, JSON.stringify(areas)],
    );
    roleIds.push(row.id);
  }
  deletableRoleIds = (
    await query<{ id: number }>(
      `INSERT INTO employee_roles (role_name, permissions) VALUES ($1, '["logs"]'), ($2, '[]') RETURNING id`,
      [`Fuzz Gone ${stamp}`, `Fuzz Gone Too ${stamp}`],
    )
  ).map((row) => row.id);
  const [desk, growth] = await query<{ role_name: string }>(
    `SELECT role_name FROM employee_roles WHERE id = ANY($1::int[]) ORDER BY id`,
    [roleIds],
  );
  const members = [
    await createStaffMember(ds, desk.role_name),
    await createStaffMember(ds, growth.role_name, { withoutSecondFactor: true }),
  ];
  employeeIds = (
    await query<{ id: number }>(`SELECT id FROM employees WHERE user_id = ANY($1::text[]) ORDER BY id`, [
      members.map((member) => member.id),
    ])
  ).map((row) => row.id);
  // A seeded Sales Rep: operator staff without the staff and flags areas, refused every write here.
  const salesRep = await createStaffMember(ds, 'Sales Rep');
  refused = await signedInClient(t.url, salesRep.email);
  await query(`INSERT INTO feature_flags (name, enabled, clinic_id) VALUES ('ai.chat', false, $1)`, [otherClinicId]);
  [{ id: lastEmployeeBefore }] = await query<{ id: number }>(`SELECT coalesce(max(id), 0)::int AS id FROM employees`);
  [{ id: startedAtAuditId }] = await query<{ id: string }>(`SELECT coalesce(max(id), 0)::text AS id FROM audit_logs`);
  untouched = await snapshotUntouched();
}, 60_000);
afterAll(async () => {
  process.stdout.write(
    `fuzzed inputs per target (seed ${seed}, ${answers.total()} in all):\n${JSON.stringify(answers.counts, null, 1)}\n`,
  );
  await t?.close();
});

/**
 * Any value but a whole number that could be a stored row's id: fast-check favours small integers,
 * which would hit the seeded roles and other tests' employees and clinics.
 */
const notAnId = wildValue.filter((value) => !(Number.isInteger(value) && (value as number) > 0));
const ids = (own: () => number[]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...own()), weight: 4 },
    { arbitrary: fc.constantFrom(999_999_999, 0, -1), weight: 1 },
    { arbitrary: notAnId, weight: 1 },
  );
/** Mostly a valid value, sometimes text no form would send. */
const textOr = <T>(valid: fc.Arbitrary<T>, max: number) =>
  fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: fuzzText(max), weight: 1 });

/** An input that mostly has its required fields (so writes reach the database), now and then any of them missing. */
const inputOf = <T extends Record<string, fc.Arbitrary<unknown>>>(model: T, required: (keyof T & string)[]) =>
  fc.record({
    input: fc.oneof(
      { arbitrary: fc.record(model, { requiredKeys: required }), weight: 3 },
      { arbitrary: fc.record(model, { requiredKeys: [] }), weight: 1 },
    ),
  });

const areas = fc.constantFrom('support', 'clinics', 'logs', 'sales', 'marketing', 'billing', 'revenue', 'flags');
/** Mostly console areas a role may hold; now and then the staff area or no area at all. */
const areaList = () =>
  field(
    fc.array(fc.oneof({ arbitrary: areas, weight: 24 }, fc.constantFrom('staff', 'nope', 'SUPPORT')), { maxLength: 6 }),
  );
const flagName = fc.oneof(
  { arbitrary: fc.constantFrom(...flagNames), weight: 6 },
  { arbitrary: fc.constantFrom('A.upper', 'x', 'ai chat', `${stamp}.${'y'.repeat(70)}`), weight: 1 },
  { arbitrary: fuzzText(80), weight: 1 },
);
const clinicChoices = () => fc.oneof(fc.constantFrom(clinicId, 999_999_999, 0, -1), notAnId);

const detailsModel = () => ({
  firstName: field(textOr(validName, 120)),
  lastName: field(textOr(validName, 120)),
  department: field(textOr(fc.constantFrom(null, '', 'Support', 'Sales'), 120)),
  phoneExtension: field(textOr(fc.constantFrom(null, '', '204', '+1 (555) 010 ext 9'), 30)),
});
/** `kind` keeps names apart: every target runs from the same seed, so a rename would repeat a creation's names. */
const roleModel = (kind: string) => ({
  roleName: field(
    textOr(
      fc.oneof(
        { arbitrary: fc.integer({ min: 1, max: 1e9 }).map((n) => `Fuzz ${kind} ${stamp} ${n}`), weight: 4 },
        validName.map((name) => `Fuzz ${name}`),
        fc.constant(`Fuzz Made ${stamp}`),
        fc.constant('Support Agent'),
      ),
      100,
    ),
  ),
  roleDescription: field(textOr(fc.constantFrom(null, '', 'Evenings'), 400)),
  permissions: areaList(),
});

const staffWrites = () =>
  [
    [
      'employeeCreate',
      'mutation($input: EmployeeCreateInput!) { employeeCreate(input: $input) { employee { id } } }',
      inputOf(
        {
          ...detailsModel(),
          email: field(
            textOr(
              fc.oneof(
                validEmail.map((email) => `${stamp}.${email}`),
                validEmail,
              ),
              300,
            ),
          ),
          roleId: field(ids(() => roleIds)),
        },
        ['email', 'firstName', 'lastName', 'roleId'],
      ),
    ],
    [
      'employeeUpdate',
      'mutation($input: EmployeeUpdateInput!) { employeeUpdate(input: $input) { id } }',
      inputOf({ ...detailsModel(), employeeId: field(ids(() => employeeIds)) }, [
        'employeeId',
        'firstName',
        'lastName',
      ]),
    ],
    [
      'employeeRoleCreate',
      'mutation($input: EmployeeRoleCreateInput!) { employeeRoleCreate(input: $input) { id } }',
      inputOf(roleModel('Made'), ['roleName', 'permissions']),
    ],
    [
      'employeeRoleUpdate',
      'mutation($input: EmployeeRoleUpdateInput!) { employeeRoleUpdate(input: $input) { id } }',
      inputOf({ ...roleModel('Renamed'), roleId: field(ids(() => roleIds)) }, ['roleId', 'roleName', 'permissions']),
    ],
    [
      'employeeRoleDelete',
      'mutation($id: Int!) { employeeRoleDelete(roleId: $id) }',
      fc.record({ id: field(ids(() => [...deletableRoleIds, ...roleIds])) }),
    ],
    [
      'employeeRoleAssign',
      'mutation($input: EmployeeRoleAssignInput!) { employeeRoleAssign(input: $input) { id } }',
      inputOf({ employeeId: field(ids(() => employeeIds)), roleId: field(ids(() => roleIds)) }, [
        'employeeId',
        'roleId',
      ]),
    ],
    [
      'employeeSetActive',
      'mutation($input: EmployeeActiveInput!) { employeeSetActive(input: $input) { id } }',
      inputOf({ employeeId: field(ids(() => employeeIds)), isActive: field(fc.boolean()) }, ['employeeId', 'isActive']),
    ],
    [
      'employeeRolePermissionsSet',
      'mutation($input: EmployeeRolePermissionsInput!) { employeeRolePermissionsSet(input: $input) { id } }',
      inputOf({ roleId: field(ids(() => roleIds)), permissions: areaList() }, ['roleId', 'permissions']),
    ],
  ] as const;

const flagWrites = () =>
  [
    [
      'featureFlagSet',
      'mutation($input: FeatureFlagSetInput!) { featureFlagSet(input: $input) { name } }',
      inputOf(
        {
          name: field(flagName),
          clinicId: field(fc.oneof(clinicChoices(), fc.constant(null))),
          enabled: field(fc.boolean()),
        },
        ['name', 'enabled'],
      ),
    ],
    [
      'featureFlagOverrideClear',
      'mutation($input: FeatureFlagOverrideClearInput!) { featureFlagOverrideClear(input: $input) { name } }',
      inputOf({ name: field(flagName), clinicId: field(clinicChoices()) }, ['name', 'clinicId']),
    ],
  ] as const;

describe('as the super admin', () => {
  test('the Staff tab: employee create, update, role assign, (de)activate; role create, update, areas, delete', async () => {
    for (const [target, mutation, variables] of staffWrites())
      await fuzzGraphql(answers, () => operator, target, mutation, variables, fuzzOptions);
  });

  test('the Flags tab: featureFlagSet, featureFlagOverrideClear', async () => {
    for (const [target, mutation, variables] of flagWrites())
      await fuzzGraphql(answers, () => operator, target, mutation, variables, fuzzOptions);
  });
});

test('as operator staff without the areas: every write is refused', async () => {
  const fewer = fuzzParameters(Math.max(10, Math.floor(runsPerTarget / 5)));
  for (const [target, mutation, variables] of [...staffWrites(), ...flagWrites()])
    await fuzzGraphql(answers, () => refused, `${target} (refused)`, mutation, variables, fewer);
  for (const target of Object.keys(answers.counts).filter((name) => name.endsWith('(refused)')))
    expect({ target, wrote: answers.succeeded(target) }).toEqual({ target, wrote: 0 });
});

const errorOf = async (client: TestClient, mutation: string, input: unknown) => {
  const body = await client.gql(mutation, { input });
  return { code: body.errors?.[0]?.extensions?.code, message: body.errors?.[0]?.message };
};

test('a bad input of each kind gets an error naming the problem, and changes nothing', async () => {
  const assign = 'mutation($input: EmployeeRoleAssignInput!) { employeeRoleAssign(input: $input) { id } }';
  const active = 'mutation($input: EmployeeActiveInput!) { employeeSetActive(input: $input) { id } }';
  const permissions =
    'mutation($input: EmployeeRolePermissionsInput!) { employeeRolePermissionsSet(input: $input) { id } }';
  const set = 'mutation($input: FeatureFlagSetInput!) { featureFlagSet(input: $input) { name } }';
  const clear = 'mutation($input: FeatureFlagOverrideClearInput!) { featureFlagOverrideClear(input: $input) { name } }';
  const before = await query(
    `SELECT (SELECT json_agg(e ORDER BY e.id) FROM employees e WHERE e.id = ANY($1::int[])) AS employees,
            (SELECT json_agg(r ORDER BY r.id) FROM employee_roles r WHERE r.id = ANY($2::int[])) AS roles,
            (SELECT json_agg(f ORDER BY f.id) FROM feature_flags f WHERE f.name = ANY($3::text[])) AS flags,
            (SELECT max(id)::text FROM audit_logs WHERE action <> 'access_denied') AS audit`,
    [employeeIds, roleIds, flagNames],
  );
  const [employeeId] = employeeIds;
  const [roleId] = roleIds;
  const cases: [string, string, unknown, RegExp][] = [
    ['no such employee', assign, { employeeId: 999_999_999, roleId }, /Employee not found/],
    ['no such role', assign, { employeeId, roleId: 999_999_999 }, /Role not found/],
    ['employee id zero', assign, { employeeId: 0, roleId }, /Employee not found/],
    ['deactivate a missing employee', active, { employeeId: 999_999_999, isActive: false }, /Employee not found/],
    ['the staff area', permissions, { roleId, permissions: ['support', 'staff'] }, /Managing staff stays/],
    ['not an area', permissions, { roleId, permissions: ['support', 'payroll'] }, /payroll/],
    ['a missing role', permissions, { roleId: 999_999_999, permissions: ['support'] }, /Role not found/],
    ['a bad flag name', set, { name: 'Bad Name', enabled: true }, /Flag name must be/],
    ['a missing clinic', set, { name: flagNames[0], clinicId: 999_999_999, enabled: true }, /Clinic not found/],
    ['enabled not a boolean', set, { name: flagNames[0], enabled: 'yes' }, /Boolean/],
    ['no override to clear', clear, { name: flagNames[1], clinicId: otherClinicId }, /Flag override not found/],
    ['a clinic id that is not a number', clear, { name: flagNames[1], clinicId: 'x' }, /Int/],
  ];
  const answered = [];
  for (const [what, mutation, input] of cases) answered.push({ what, ...(await errorOf(operator, mutation, input)) });
  expect(answered).toEqual(
    cases.map(([what, , , message]) => ({ what, code: expect.any(String), message: expect.stringMatching(message) })),
  );
  expect(answered.filter((answer) => answer.code === 'INTERNAL_SERVER_ERROR')).toEqual([]);
  const after = await query(
    `SELECT (SELECT json_agg(e ORDER BY e.id) FROM employees e WHERE e.id = ANY($1::int[])) AS employees,
            (SELECT json_agg(r ORDER BY r.id) FROM employee_roles r WHERE r.id = ANY($2::int[])) AS roles,
            (SELECT json_agg(f ORDER BY f.id) FROM feature_flags f WHERE f.name = ANY($3::text[])) AS flags,
            (SELECT max(id)::text FROM audit_logs WHERE action <> 'access_denied') AS audit`,
    [employeeIds, roleIds, flagNames],
  );
  expect(after).toEqual(before);
});

test('afterwards: the seeded roles, other employees and clinics untouched; roles hold areas only; every write audited once', async () => {
  expect(await snapshotUntouched()).toBe(untouched);
  const badRoles = await query(
    `SELECT r.id, r.permissions FROM employee_roles r
      WHERE r.permissions ? 'staff'
         OR EXISTS (SELECT 1 FROM jsonb_array_elements_text(r.permissions) area WHERE NOT (area = ANY($1::text[])))`,
    [
      ['overview', 'users', 'clinics', 'waitlist', 'intake', 'billing', 'revenue', 'sales', 'funding', 'audit'].concat([
        'health',
        'email',
        'settings',
        'providers',
        'support',
        'marketing',
        'flags',
        'logs',
      ]),
    ],
  );
  expect(badRoles).toEqual([]);
  const audited = Object.fromEntries(
    (
      await query<{ action: string; n: number }>(
        `SELECT action, count(*)::int AS n FROM audit_logs
          WHERE id > $1 AND changed_by = $2 AND entity_type IN ('employee', 'employee_role', 'feature_flag')
          GROUP BY action`,
        [startedAtAuditId, operatorId],
      )
    ).map((row) => [row.action, row.n]),
  );
  const count = (...actions: string[]) => actions.reduce((sum, action) => sum + (audited[action] ?? 0), 0);
  // Each write that succeeded is audited once; an edit that changes nothing writes (and audits) nothing.
  const exactly: [string, number][] = [
    ['employeeCreate', count('employee_create')],
    ['employeeRoleAssign', count('employee_role_assign')],
    ['employeeSetActive', count('employee_deactivate', 'employee_reactivate')],
    ['employeeRoleCreate', count('employee_role_create')],
    ['employeeRolePermissionsSet', count('employee_role_permissions')],
    ['employeeRoleDelete', count('employee_role_delete')],
    ['featureFlagSet', count('flag_set', 'flag_override_set')],
    ['featureFlagOverrideClear', count('flag_override_clear')],
  ];
  expect(exactly.map(([target, n]) => [target, n])).toEqual(
    exactly.map(([target]) => [target, answers.succeeded(target)]),
  );
  for (const [target, action] of [
    ['employeeUpdate', 'employee_update'],
    ['employeeRoleUpdate', 'employee_role_update'],
  ])
    expect({ target, audited: count(action) <= answers.succeeded(target) }).toEqual({ target, audited: true });
  expect(answers.succeeded()).toBeGreaterThan(0);
  // Every staff account made here is an operator_staff account with its employee, and no password yet.
  const loose = await query(
    `SELECT a.new_values->>'userId' AS "userId" FROM audit_logs a
       LEFT JOIN users u ON u.id = a.new_values->>'userId' LEFT JOIN employees e ON e.user_id = u.id
      WHERE a.id > $1 AND a.action = 'employee_create'
        AND (u.role IS DISTINCT FROM 'operator_staff' OR u.password_hash IS NOT NULL OR e.id IS NULL OR e.email <> u.email)`,
    [startedAtAuditId],
  );
  expect(loose).toEqual([]);
});
