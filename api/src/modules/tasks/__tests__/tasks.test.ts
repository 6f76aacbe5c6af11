import { Role } from '../../../platform/access/role';
import { signedInClient, type TestClient } from '../../../test/client';
import {
  createAttorneyUser,
  createCase,
  createClinicWithUsers,
  createPatient,
  createTask,
  createUser,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { TaskSource } from '../task.enums';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const taskFields = `id title description priority status dueDate isOverdue source caseId caseNumber patientId
  patientName assigneeId assigneeName createdById createdByName completedAt completedByName`;

interface TaskResult {
  id: number;
  title: string;
  description: string | null;
  priority: string;
  status: string;
  dueDate: string | null;
  isOverdue: boolean;
  source: string;
  caseId: number | null;
  patientId: number | null;
  assigneeId: string | null;
  assigneeName: string | null;
  createdById: string | null;
  completedAt: string | null;
  completedByName: string | null;
}

const createMutation = `mutation($input: TaskCreateInput!) { taskCreate(input: $input) { ${taskFields} } }`;
const updateMutation = `mutation($id: Int!, $input: TaskUpdateInput!) { taskUpdate(id: $id, input: $input) { ${taskFields} } }`;
const actMutation = `mutation($id: Int!, $action: TaskAction!) { taskAct(id: $id, action: $action) { ${taskFields} } }`;
const listQuery = `query($filter: TaskFilter, $first: Int!, $after: String) {
  tasks(filter: $filter, first: $first, after: $after) { nodes { ${taskFields} } pageInfo { endCursor hasNextPage } }
}`;

/** A day relative to today in UTC (the test clinics keep their calendar in UTC). */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function clinicWorld() {
  const { clinic, staff, admin } = await createClinicWithUsers(t.dataSource, { time_zone: 'UTC' });
  const record = await createCase(t.dataSource, { clinicId: clinic.id });
  return { clinic, staff, admin, record, client: await signedInClient(t.url, staff.email) };
}

async function create(client: TestClient, input: Record<string, unknown>) {
  return client.gql<{ taskCreate: TaskResult }>(createMutation, { input });
}

async function list(client: TestClient, filter: Record<string, unknown> = {}, first = 50, after: string | null = null) {
  const result = await client.gql<{
    tasks: { nodes: TaskResult[]; pageInfo: { endCursor: string; hasNextPage: boolean } };
  }>(listQuery, { filter, first, after });
  expect(result.errors).toBeUndefined();
  return result.data!.tasks;
}

async function auditActions(taskId: number): Promise<string[]> {
  const rows: { action: string }[] = await t.dataSource.query(
    `SELECT action FROM audit_logs WHERE entity_type = 'task' AND entity_id = $1 ORDER BY id`,
    [String(taskId)],
  );
  return rows.map((row) => row.action);
}

describe('tasks: create and edit', () => {
  it("creates a task on a case with the case's patient, the spec's defaults and an audit row", async () => {
    const { staff, record, client } = await clinicWorld();
    const result = await create(client, { title: '  Request the police report ', caseId: record.id });
    expect(result.errors).toBeUndefined();
    const task = result.data!.taskCreate;
    expect(task).toMatchObject({
      title: 'Request the police report',
      priority: 'medium',
      status: 'pending',
      source: 'manual',
      caseId: record.id,
      patientId: record.patient_id,
      assigneeId: null,
      createdById: staff.id,
      completedAt: null,
    });
    expect(await auditActions(task.id)).toEqual(['create']);
  });

  it('edits title, description, priority, due date and assignee, auditing only what changed', async () => {
    const { admin, client } = await clinicWorld();
    const task = (await create(client, { title: 'Verify benefits' })).data!.taskCreate;
    const result = await client.gql<{ taskUpdate: TaskResult }>(updateMutation, {
      id: task.id,
      input: { description: 'PIP carrier', priority: 'urgent', dueDate: day(3), assigneeId: admin.id },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.taskUpdate).toMatchObject({
      title: 'Verify benefits',
      description: 'PIP carrier',
      priority: 'urgent',
      dueDate: day(3),
      assigneeId: admin.id,
      assigneeName: 'Test User',
    });
    const [audit] = await t.dataSource.query(
      `SELECT old_values, new_values FROM audit_logs WHERE entity_type = 'task' AND entity_id = $1 AND action = 'update'`,
      [String(task.id)],
    );
    expect(audit.new_values).toEqual({
      description: 'PIP carrier',
      priority: 'urgent',
      dueDate: day(3),
      assigneeId: admin.id,
    });
    expect(audit.old_values).toEqual({ description: null, priority: 'medium', dueDate: null, assigneeId: null });

    const cleared = await client.gql<{ taskUpdate: TaskResult }>(updateMutation, {
      id: task.id,
      input: { dueDate: null, assigneeId: null },
    });
    expect(cleared.data!.taskUpdate).toMatchObject({ dueDate: null, assigneeId: null, priority: 'urgent' });
  });

  it('refuses bad input with a message naming the field, and writes nothing', async () => {
    const { client, clinic } = await clinicWorld();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '   ' }, 'Title is required'],
      [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
      [{ title: 'Call', caseId: 0 }, 'Case must be chosen from the list'],
    ];
    for (const [input, message] of cases) {
      const result = await create(client, input);
      expect(result.errors?.[0].message).toContain(message);
    }
    const badDate = await create(client, { title: 'Call', dueDate: '2026-02-30' });
    expect(badDate.errors?.[0].message).toContain('2026-02-30 is not a calendar date');
    const rest = await client.rest('POST', '/api/tasks', { title: 'Call', dueDate: '2026-13-01', priority: 'soon' });
    expect(rest.status).toBe(400);
    expect(JSON.stringify(rest.body)).toContain('Due date must be a date (YYYY-MM-DD)');
    expect(JSON.stringify(rest.body)).toContain('Priority must be one of low, medium, high, urgent');
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM tasks WHERE clinic_id = $1`, [
      clinic.id,
    ]);
    expect(count).toBe(0);
  });

  it("assigns only to an active staff member or admin of the task's own clinic", async () => {
    const { clinic, client } = await clinicWorld();
    const other = await createClinicWithUsers(t.dataSource);
    const inactive = await createUser(t.dataSource, { clinic_id: clinic.id, is_active: false });
    const lawyer = await createAttorneyUser(t.dataSource);
    for (const assigneeId of [other.staff.id, inactive.id, lawyer.user.id, 'no-such-user']) {
      const result = await create(client, { title: 'Call the patient', assigneeId });
      expect(result.errors?.[0].extensions?.fieldErrors).toEqual([
        { field: 'assigneeId', message: 'Assignee must be an active user of this clinic' },
      ]);
    }
    const task = (await create(client, { title: 'Call the patient' })).data!.taskCreate;
    const refused = await client.gql(updateMutation, { id: task.id, input: { assigneeId: other.admin.id } });
    expect(refused.errors?.[0].message).toBe('Assignee must be an active user of this clinic');
    const foreignPatient = await createPatient(t.dataSource, other.clinic.id);
    const patientRefused = await create(client, { title: 'Call', patientId: foreignPatient.id });
    expect(patientRefused.errors?.[0].message).toBe('Patient not found');
  });
});

describe('tasks: status moves', () => {
  it('starts, completes (who and when), reopens and cancels; refuses moves that do not exist', async () => {
    const { client } = await clinicWorld();
    const task = (await create(client, { title: 'Send records' })).data!.taskCreate;
    const act = (action: string) => client.gql<{ taskAct: TaskResult }>(actMutation, { id: task.id, action });

    expect((await act('start')).data!.taskAct.status).toBe('in_progress');
    const completed = (await act('complete')).data!.taskAct;
    expect(completed).toMatchObject({ status: 'completed', completedByName: 'Test User' });
    expect(completed.completedAt).not.toBeNull();
    expect((await act('cancel')).errors?.[0].message).toBe('A completed task cannot be cancelled');
    expect((await act('start')).errors?.[0].message).toBe('A completed task cannot be started');
    const reopened = (await act('reopen')).data!.taskAct;
    expect(reopened).toMatchObject({ status: 'pending', completedAt: null, completedByName: null });
    expect((await act('cancel')).data!.taskAct.status).toBe('cancelled');
    expect((await act('complete')).errors?.[0].message).toBe('A cancelled task cannot be completed');
    expect(await auditActions(task.id)).toEqual(['create', 'start', 'complete', 'reopen', 'cancel']);
  });

  it('completes through REST with one call', async () => {
    const { client } = await clinicWorld();
    const task = (await create(client, { title: 'Send the statement' })).data!.taskCreate;
    const result = await client.rest('POST', `/api/tasks/${task.id}/complete`);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ data: { id: task.id, status: 'completed' } });
  });
});

describe('tasks: who sees and writes them', () => {
  it('another clinic, an attorney and a missing id get the same answer; the operator reads but does not write', async () => {
    const { clinic, record, client } = await clinicWorld();
    const lawyer = await createAttorneyUser(t.dataSource);
    await t.dataSource.query(`UPDATE cases SET attorney_id = $1 WHERE id = $2`, [lawyer.attorney.id, record.id]);
    const task = (await create(client, { title: 'Re-exam due', caseId: record.id })).data!.taskCreate;
    const other = await createClinicWithUsers(t.dataSource);
    const otherClient = await signedInClient(t.url, other.staff.email);
    const attorney = await signedInClient(t.url, lawyer.user.email);
    const operator = await signedInClient(t.url, (await createUser(t.dataSource, { role: Role.super_admin })).email);

    for (const outsider of [otherClient, attorney]) {
      expect((await outsider.gql(`query($id: Int!) { task(id: $id) { id } }`, { id: task.id })).data).toEqual({
        task: null,
      });
      const edit = await outsider.gql(updateMutation, { id: task.id, input: { title: 'Mine now' } });
      const missing = await outsider.gql(updateMutation, { id: 2_000_000_000, input: { title: 'Mine now' } });
      expect(edit.errors?.[0].message).toBe('Task not found');
      expect(edit.errors).toEqual(missing.errors);
    }
    expect((await list(otherClient)).nodes).toEqual([]);
    const attorneyList = await attorney.gql(listQuery, { first: 10 });
    expect(attorneyList.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const attorneyCreate = await create(attorney, { title: 'Attorney task', caseId: record.id });
    expect(attorneyCreate.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const operatorRead = await operator.gql<{ task: { id: number } }>(`query($id: Int!) { task(id: $id) { id } }`, {
      id: task.id,
    });
    expect(operatorRead.data!.task).toEqual({ id: task.id });
    const operatorEdit = await operator.gql(actMutation, { id: task.id, action: 'complete' });
    expect(operatorEdit.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const [{ status }] = await t.dataSource.query(`SELECT status FROM tasks WHERE id = $1`, [task.id]);
    expect(status).toBe('pending');
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM tasks WHERE clinic_id = $1`, [
      clinic.id,
    ]);
    expect(count).toBe(1);
  });
});

describe('tasks: lists', () => {
  it('pages by due date (none last) then priority, with no row lost or repeated', async () => {
    const { clinic, client } = await clinicWorld();
    const priorities = ['low', 'medium', 'high', 'urgent'];
    for (let i = 0; i < 23; i += 1) {
      await createTask(t.dataSource, clinic.id, {
        title: `Task ${i}`,
        priority: priorities[i % 4],
        due_date: i % 5 === 0 ? null : day(i % 3),
      });
    }
    const seen: TaskResult[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await list(client, {}, 5, after);
      seen.push(...page.nodes);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(23);
    expect(new Set(seen.map((task) => task.id)).size).toBe(23);
    const rank = (task: TaskResult) => `${task.dueDate ?? '9999-12-31'}${3 - priorities.indexOf(task.priority)}`;
    const keys = seen.map((task) => `${rank(task)}-${String(task.id).padStart(10, '0')}`);
    expect(keys).toEqual([...keys].sort());
  });

  it('filters: open (as the dashboard counts), mine, case, priority, due windows and search', async () => {
    const { clinic, staff, admin, record, client } = await clinicWorld();
    const make = (overrides: Record<string, unknown>) =>
      createTask(t.dataSource, clinic.id, overrides) as Promise<{ id: number }>;
    const overdue = await make({ title: 'Overdue call', due_date: day(-2), assigned_to: staff.id });
    const doneLate = await make({ title: 'Done late', due_date: day(-2), status: 'completed' });
    const today = await make({ title: 'Fax records', due_date: day(0), priority: 'high', case_id: record.id });
    const later = await make({ title: 'Far away', due_date: day(30), status: 'in_progress', assigned_to: admin.id });
    const cancelled = await make({ title: 'Dropped', status: 'cancelled' });
    const ids = async (filter: Record<string, unknown>) => (await list(client, filter)).nodes.map((n) => n.id).sort();
    const sorted = (...tasks: { id: number }[]) => tasks.map((task) => task.id).sort();

    expect(await ids({ status: 'open' })).toEqual(sorted(overdue, today, later));
    expect(await ids({ status: 'cancelled' })).toEqual(sorted(cancelled));
    expect(await ids({ mine: true })).toEqual(sorted(overdue));
    expect(await ids({ assigneeId: admin.id })).toEqual(sorted(later));
    expect(await ids({ unassigned: true, status: 'open' })).toEqual(sorted(today));
    expect(await ids({ caseId: record.id })).toEqual(sorted(today));
    expect(await ids({ priority: 'high' })).toEqual(sorted(today));
    expect(await ids({ due: 'overdue' })).toEqual(sorted(overdue));
    expect(await ids({ due: 'today' })).toEqual(sorted(today));
    expect(await ids({ search: 'RECORDS' })).toEqual(sorted(today));
    expect((await list(client, { due: 'overdue' })).nodes[0].isOverdue).toBe(true);
    expect(sorted(doneLate)).not.toEqual(await ids({ due: 'overdue' }));

    const stats = await client.gql<{ dashboardStats: { pendingTasks: number } }>('{ dashboardStats { pendingTasks } }');
    expect(stats.data!.dashboardStats.pendingTasks).toBe((await ids({ status: 'open' })).length);

    const rest = await client.rest('GET', '/api/tasks?status=open&due=today');
    expect(rest.body).toMatchObject({ data: [{ id: today.id, title: 'Fax records' }], nextCursor: null });
    expect((await client.rest('GET', '/api/tasks?due=someday')).status).toBe(400);
  });
});

describe('tasks: the assignee hears of it', () => {
  it('notifies a colleague assigned a task, not someone assigning themselves', async () => {
    const { staff, admin, client } = await clinicWorld();
    const notifications = async (userId: string) =>
      (await t.dataSource.query(`SELECT kind, link FROM notifications WHERE user_id = $1`, [userId])) as {
        kind: string;
        link: string;
      }[];
    const mine = (await create(client, { title: 'My own', assigneeId: staff.id })).data!.taskCreate;
    expect(await notifications(staff.id)).toEqual([]);
    const theirs = (await create(client, { title: 'For the admin', assigneeId: admin.id })).data!.taskCreate;
    expect(await notifications(admin.id)).toEqual([{ kind: 'task_assigned', link: `/tasks?task=${theirs.id}` }]);
    await client.gql(updateMutation, { id: mine.id, input: { assigneeId: admin.id } });
    expect(await notifications(admin.id)).toHaveLength(2);
    await client.gql(updateMutation, { id: mine.id, input: { title: 'Renamed' } });
    expect(await notifications(admin.id)).toHaveLength(2);
  });
});

describe('tasks: made by other features', () => {
  it("createTask adds a task in the caller's transaction: the case's patient, its source, audited, the assignee told", async () => {
    const { clinic, staff, record } = await clinicWorld();
    const id = await t.dataSource.transaction((manager) =>
      t.app.services.tasks.createTask(manager, null, {
        clinicId: clinic.id,
        caseId: record.id,
        title: 'Re-exam due',
        assigneeId: staff.id,
        source: TaskSource.automation,
      }),
    );
    const [row] = await t.dataSource.query(`SELECT patient_id, source, created_by FROM tasks WHERE id = $1`, [id]);
    expect(row).toEqual({ patient_id: record.patient_id, source: 'automation', created_by: null });
    expect(await auditActions(id)).toEqual(['create']);
    const told = await t.dataSource.query(`SELECT kind FROM notifications WHERE user_id = $1`, [staff.id]);
    expect(told).toEqual([{ kind: 'task_assigned' }]);

    // A rollback of the caller's work takes the task with it.
    await expect(
      t.dataSource.transaction(async (manager) => {
        await t.app.services.tasks.createTask(manager, null, {
          clinicId: clinic.id,
          title: 'Never kept',
          source: TaskSource.alert,
        });
        throw new Error('the feature failed');
      }),
    ).rejects.toThrow('the feature failed');
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM tasks WHERE title = 'Never kept'`);
    expect(count).toBe(0);
  });
});

describe('tasks: assignees', () => {
  it("lists the clinic's active staff and admins only", async () => {
    const { clinic, staff, admin, client } = await clinicWorld();
    await createUser(t.dataSource, { clinic_id: clinic.id, is_active: false });
    await createClinicWithUsers(t.dataSource);
    const result = await client.gql<{ taskAssignees: { id: string }[] }>('{ taskAssignees { id name } }');
    expect(result.data!.taskAssignees.map((person) => person.id).sort()).toEqual([staff.id, admin.id].sort());
  });
});
