import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { Role } from '../../platform/access/role';
import { TestClient } from '../../test/client';
import { createCase, createClinic, createClinicWithUsers, createTask, createUser } from '../../test/factories';
import { badDates, field, nastyStrings, wildValue } from '../../test/faults/fuzz-values';
import {
  AnswerCheck,
  bodyOf,
  fuzzParameters,
  fuzzRuns,
  fuzzSeed,
  pathSegment,
  withExtras,
} from '../../test/faults/fuzz-run';
import { startTestApp, type TestApp } from '../../test/harness';

/**
 * Generated inputs (fixed seed) against every task write and list, over REST and GraphQL, signed in
 * as clinic staff: no answer is a server error or shows internals, and afterwards another clinic's
 * tasks are untouched, every task is its own clinic's with an assignee of that clinic (or none), a
 * completed task carries who and when, and every created task has its audit row.
 */
const seed = fuzzSeed;
const runsPerTarget = fuzzRuns(300);

let t: TestApp;
let ds: DataSource;
let staff: TestClient;
let clinicId: number;
let otherClinicId: number;
let ownCaseId: number;
let otherCaseId: number;
let ownTaskIds: number[];
let otherTaskId: number;
let colleagueIds: string[];
let otherUserId: string;
let otherSnapshot: string;
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();

const snapshotOther = async () =>
  JSON.stringify(
    await ds.query(
      `SELECT (SELECT json_agg(x ORDER BY x.id) FROM tasks x WHERE x.clinic_id = $1) AS tasks,
              (SELECT json_agg(x ORDER BY x.id) FROM audit_logs x WHERE x.clinic_id = $1) AS audit`,
      [otherClinicId],
    ),
  );

beforeAll(async () => {
  t = await startTestApp();
  ds = t.dataSource;
  const own = await createClinicWithUsers(ds);
  clinicId = own.clinic.id;
  colleagueIds = [own.staff.id, own.admin.id];
  const other = await createClinic(ds);
  otherClinicId = other.id;
  otherUserId = (await createUser(ds, { role: Role.clinic_staff, clinic_id: otherClinicId })).id;
  ownCaseId = (await createCase(ds, { clinicId })).id;
  otherCaseId = (await createCase(ds, { clinicId: otherClinicId })).id;
  ownTaskIds = [];
  for (let i = 0; i < 4; i += 1)
    ownTaskIds.push(((await createTask(ds, clinicId, { case_id: ownCaseId })) as { id: number }).id);
  otherTaskId = ((await createTask(ds, otherClinicId, { assigned_to: otherUserId })) as { id: number }).id;
  staff = new TestClient(t.url);
  await staff.login(own.staff.email);
  otherSnapshot = await snapshotOther();
});
afterAll(async () => {
  process.stdout.write(
    `fuzzed inputs per target (seed ${seed}, ${answers.total()} in all):\n${JSON.stringify(answers.counts, null, 1)}\n`,
  );
  await t?.close();
});

const taskIds = () => field(fc.constantFrom(...ownTaskIds, otherTaskId, 999_999_999));
const text = (max: number) => fc.oneof(fc.string({ minLength: 1, maxLength: max }), nastyStrings);
const dueDates = fc.oneof(
  fc
    .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  badDates,
  fc.constant(null),
);
const priorities = fc.constantFrom('low', 'medium', 'high', 'urgent', 'URGENT', 'asap', '');
const assignees = () => fc.constantFrom(...colleagueIds, otherUserId, 'nobody', null);
const taskModel = () => ({
  title: field(text(220)),
  description: field(fc.oneof(text(300), fc.constant(null))),
  priority: field(priorities),
  dueDate: field(dueDates),
  assigneeId: field(assignees()),
  caseId: field(fc.constantFrom(ownCaseId, otherCaseId, 999_999_999, null)),
});

const graphql = (target: string, query: string, variables: fc.Arbitrary<Record<string, unknown>>) =>
  fc.assert(
    fc.asyncProperty(variables, async (value) => {
      await answers.check(
        target,
        () => staff.request('POST', '/graphql', { body: JSON.stringify({ query, variables: value }) }),
        true,
      );
    }),
    fuzzOptions,
  );

describe('REST', () => {
  test('POST /api/tasks', () =>
    fc.assert(
      fc.asyncProperty(bodyOf(withExtras(taskModel(), ['title'], otherClinicId)), async (body) => {
        await answers.check(
          'POST /api/tasks',
          () => staff.request('POST', '/api/tasks', { body: JSON.stringify(body) ?? 'null' }),
          false,
        );
      }),
      fuzzOptions,
    ));

  test('PATCH /api/tasks/:id', () =>
    fc.assert(
      fc.asyncProperty(taskIds(), bodyOf(withExtras(taskModel(), [], otherClinicId)), async (id, body) => {
        await answers.check(
          'PATCH /api/tasks/:id',
          () => staff.request('PATCH', `/api/tasks/${pathSegment(id)}`, { body: JSON.stringify(body) ?? 'null' }),
          false,
        );
      }),
      fuzzOptions,
    ));

  test('POST /api/tasks/:id/complete', () =>
    fc.assert(
      fc.asyncProperty(taskIds(), async (id) => {
        await answers.check(
          'POST /api/tasks/:id/complete',
          () => staff.request('POST', `/api/tasks/${pathSegment(id)}/complete`, { body: '{}' }),
          false,
        );
      }),
      fuzzOptions,
    ));

  test('GET /api/tasks', () =>
    fc.assert(
      fc.asyncProperty(
        field(fc.constantFrom('open', 'pending', 'completed', 'done')),
        field(fc.constantFrom('overdue', 'today', 'this_week', 'someday')),
        field(text(120)),
        wildValue,
        async (status, due, search, cursor) => {
          const query = new URLSearchParams({
            status: String(status),
            due: String(due),
            search: String(search),
            cursor: String(cursor),
          });
          await answers.check('GET /api/tasks', () => staff.request('GET', `/api/tasks?${query}`), false);
        },
      ),
      fuzzOptions,
    ));
});

describe('GraphQL', () => {
  test('taskCreate', () =>
    graphql(
      'taskCreate',
      'mutation ($input: TaskCreateInput!) { taskCreate(input: $input) { id } }',
      fc.record({ input: withExtras(taskModel(), ['title'], otherClinicId) }),
    ));

  test('taskUpdate', () =>
    graphql(
      'taskUpdate',
      'mutation ($id: Int!, $input: TaskUpdateInput!) { taskUpdate(id: $id, input: $input) { id } }',
      fc.record({ id: taskIds(), input: withExtras(taskModel(), [], otherClinicId) }),
    ));

  test('taskAct', () =>
    graphql(
      'taskAct',
      'mutation ($id: Int!, $action: TaskAction!) { taskAct(id: $id, action: $action) { id status } }',
      fc.record({ id: taskIds(), action: field(fc.constantFrom('start', 'complete', 'reopen', 'cancel', 'finish')) }),
    ));

  test('tasks', () =>
    graphql(
      'tasks',
      'query ($first: Int!, $after: String, $filter: TaskFilter) { tasks(first: $first, after: $after, filter: $filter) { nodes { id } } }',
      fc.record({
        first: field(fc.integer({ min: -5, max: 500 })),
        after: field(fc.constant(null)),
        filter: field(
          fc.record(
            {
              status: field(fc.constantFrom('open', 'completed', 'done')),
              due: field(fc.constantFrom('overdue', 'today', 'this_week')),
              search: field(text(120)),
              assigneeId: field(assignees()),
            },
            { requiredKeys: [] },
          ),
        ),
      }),
    ));
});

describe('afterwards', () => {
  it("left another clinic's tasks untouched", async () => {
    expect(await snapshotOther()).toBe(otherSnapshot);
  });

  it("holds only the clinic's own assignees, completion facts with every completed task, each new task audited", async () => {
    const rows = (await ds.query(
      `SELECT t.id, t.status, t.completed_at, t.completed_by, u.clinic_id AS assignee_clinic
         FROM tasks t LEFT JOIN users u ON u.id = t.assigned_to WHERE t.clinic_id = $1`,
      [clinicId],
    )) as {
      id: number;
      status: string;
      completed_at: Date | null;
      completed_by: string | null;
      assignee_clinic: number | null;
    }[];
    for (const row of rows) {
      if (row.assignee_clinic !== null) expect(row.assignee_clinic).toBe(clinicId);
      expect(row.status === 'completed').toBe(row.completed_at !== null);
    }
    const [{ unaudited }] = (await ds.query(
      `SELECT count(*)::int AS unaudited FROM tasks t
        WHERE t.clinic_id = $1 AND t.created_by IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM audit_logs a WHERE a.entity_type = 'task' AND a.entity_id = t.id::text AND a.action = 'create')`,
      [clinicId],
    )) as { unaudited: number }[];
    expect(unaudited).toBe(0);
    expect(answers.succeeded('taskCreate') + answers.succeeded('POST /api/tasks')).toBeGreaterThan(0);
  });
});
