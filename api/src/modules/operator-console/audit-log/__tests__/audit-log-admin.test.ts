import { randomUUID } from 'node:crypto';
import { Role } from '../../../../platform/access/role';
import { TestClient, signedInClient } from '../../../../test/client';
import { createClinicWithUsers, createUser } from '../../../../test/factories';
import { startTestApp, type TestApp } from '../../../../test/harness';

let t: TestApp;
let operator: TestClient;
let operatorUser: { id: string; email: string };
beforeAll(async () => {
  t = await startTestApp();
  operatorUser = await createUser(t.dataSource, { role: Role.super_admin, first_name: 'Avery', last_name: 'Quinn' });
  operator = await signedInClient(t.url, operatorUser.email);
});
afterAll(() => t.close());

const recordsQuery = `query($filter: AuditLogFilter, $first: Int, $after: String) {
  auditLogRecords(filter: $filter, first: $first, after: $after) {
    nodes {
      id changedAt action entityType entityId clinicId clinicName actorId actorName actorEmail actorRole
      ipAddress userAgent reason changes { field label oldValue newValue }
    }
    pageInfo { endCursor hasNextPage }
    totalCount
  }
}`;

interface AuditNode {
  id: string;
  changedAt: string;
  action: string;
  entityType: string;
  entityId: string;
  clinicId: number | null;
  clinicName: string | null;
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  actorRole: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  reason: string | null;
  changes: { field: string; label: string; oldValue: string | null; newValue: string | null }[];
}
interface Connection {
  nodes: AuditNode[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  totalCount: number;
}

async function records(filter: Record<string, unknown>, first?: number, after?: string | null) {
  const result = await operator.gql<{ auditLogRecords: Connection }>(recordsQuery, { filter, first, after });
  expect(result.errors).toBeUndefined();
  return result.data!.auditLogRecords;
}

/** An entity type of this test's own, so the shared database's other rows never match. */
const probeType = () => `probe_${randomUUID().replace(/-/g, '').slice(0, 12)}`;

async function insertRow(row: {
  entityType: string;
  action?: string;
  changedAt: string;
  changedBy?: string | null;
  role?: string | null;
  name?: string | null;
  clinicId?: number | null;
  oldValues?: Record<string, unknown> | null;
  newValues?: Record<string, unknown> | null;
}): Promise<string> {
  const [inserted] = await t.dataSource.query(
    `INSERT INTO audit_logs (entity_type, entity_id, action, changed_by, changed_by_role, changed_by_name, clinic_id,
                             ip_address, user_agent, old_values, new_values, reason, changed_at)
     VALUES ($1, '7', $2, $3, $4, $5, $6, '203.0.113.9', 'Probe/1.0', $7, $8, NULL, $9) RETURNING id::text`,
    [
      row.entityType,
      row.action ?? 'update',
      row.changedBy ?? null,
      row.role ?? null,
      row.name ?? null,
      row.clinicId ?? null,
      row.oldValues ?? null,
      row.newValues ?? null,
      row.changedAt,
    ],
  );
  return inserted.id;
}

describe('the audit log for the operator', () => {
  it('lists rows newest first with who, what, where from and the changed fields; secrets never shown', async () => {
    const { clinic, admin } = await createClinicWithUsers(t.dataSource, { name: 'Probe Spine Clinic' });
    const entityType = probeType();
    const older = await insertRow({ entityType, action: 'create', changedAt: '2025-03-05T10:00:00Z' });
    const newer = await insertRow({
      entityType,
      changedAt: '2025-03-05T11:00:00Z',
      changedBy: admin.id,
      role: 'clinic_admin',
      name: 'Morgan Admin',
      clinicId: clinic.id,
      oldValues: { status: 'intake', phone: null, passwordHash: 'scrypt$leaked' },
      newValues: { status: 'active', phone: '555-0100', tags: ['pi', 'auto'], passwordHash: 'scrypt$new' },
    });

    const page = await records({ entityType });
    expect(page.totalCount).toBe(2);
    expect(page.nodes.map((node) => node.id)).toEqual([newer, older]);
    expect(page.nodes[0]).toEqual({
      id: newer,
      changedAt: '2025-03-05T11:00:00.000Z',
      action: 'update',
      entityType,
      entityId: '7',
      clinicId: clinic.id,
      clinicName: 'Probe Spine Clinic',
      actorId: admin.id,
      actorName: 'Morgan Admin',
      actorEmail: admin.email,
      actorRole: 'clinic_admin',
      ipAddress: '203.0.113.9',
      userAgent: 'Probe/1.0',
      reason: null,
      changes: [
        { field: 'phone', label: 'Phone', oldValue: null, newValue: '555-0100' },
        { field: 'status', label: 'Status', oldValue: 'intake', newValue: 'active' },
        { field: 'tags', label: 'Tags', oldValue: null, newValue: '["pi","auto"]' },
      ],
    });
    expect(page.nodes[1]).toMatchObject({ action: 'create', actorId: null, actorName: null, changes: [] });
  });

  it('pages with a cursor: every row once, in order, including rows with the same time', async () => {
    const entityType = probeType();
    const ids: string[] = [];
    for (const time of ['2025-01-01T00:00:00Z', '2025-01-02T00:00:00Z', '2025-01-02T00:00:00Z', '2025-01-03T00:00:00Z'])
      ids.push(await insertRow({ entityType, changedAt: time }));
    const expected = [ids[3], ids[2], ids[1], ids[0]];

    const first = await records({ entityType }, 3);
    expect(first.nodes.map((node) => node.id)).toEqual(expected.slice(0, 3));
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await records({ entityType }, 3, first.pageInfo.endCursor);
    expect(second.nodes.map((node) => node.id)).toEqual(expected.slice(3));
    expect(second.pageInfo).toEqual({ hasNextPage: false, endCursor: expect.any(String) });
    expect(second.totalCount).toBe(4);
  });

  it('filters by action, by UTC days (both ends included) and by actor name or email', async () => {
    const entityType = probeType();
    const { clinic } = await createClinicWithUsers(t.dataSource);
    const actor = await createUser(t.dataSource, {
      clinic_id: clinic.id,
      first_name: 'Quincy',
      last_name: `Filter${randomUUID().slice(0, 6)}`,
    });
    const beforeDay = await insertRow({ entityType, action: 'login', changedAt: '2025-03-04T23:59:59.999Z' });
    const dayStart = await insertRow({
      entityType,
      action: 'login',
      changedAt: '2025-03-05T00:00:00Z',
      changedBy: actor.id,
    });
    const dayEnd = await insertRow({ entityType, action: 'delete', changedAt: '2025-03-05T23:59:59.999Z' });
    const afterDay = await insertRow({
      entityType,
      action: 'login',
      changedAt: '2025-03-06T00:00:00Z',
      changedBy: actor.id,
    });
    const ids = async (filter: Record<string, unknown>) =>
      (await records({ entityType, ...filter })).nodes.map((node) => node.id);

    expect(await ids({ from: '2025-03-05', to: '2025-03-05' })).toEqual([dayEnd, dayStart]);
    expect(await ids({ from: '2025-03-05' })).toEqual([afterDay, dayEnd, dayStart]);
    expect(await ids({ to: '2025-03-05' })).toEqual([dayEnd, dayStart, beforeDay]);
    expect(await ids({ action: 'login' })).toEqual([afterDay, dayStart, beforeDay]);
    expect(await ids({ action: 'login', from: '2025-03-05', to: '2025-03-06' })).toEqual([afterDay, dayStart]);
    expect(await ids({ actor: actor.email.toUpperCase() })).toEqual([afterDay, dayStart]);
    expect(await ids({ actor: 'quincy filter' })).toEqual([afterDay, dayStart]);
    expect(await ids({ action: 'create' })).toEqual([]);
    expect((await records({ entityType, action: 'login' })).totalCount).toBe(3);
  });

  it('shows what the operator really did, through the app', async () => {
    const [entry] = await t.dataSource.query(
      `INSERT INTO waitlist (name, email, practice_name, state, monthly_pi_cases)
       VALUES ('Audit Probe', $1, 'Probe Spine', 'NJ', '10-25') RETURNING id`,
      [`probe-${randomUUID()}@test.example`],
    );
    const changed = await operator.gql(
      `mutation($id: Int!) { waitlistEntrySetContacted(id: $id, isContacted: true) { id } }`,
      {
        id: entry.id,
      },
    );
    expect(changed.errors).toBeUndefined();
    const page = await records({ entityType: 'waitlist', actor: operatorUser.email, action: 'update_contacted' });
    expect(page.nodes[0]).toMatchObject({
      entityId: String(entry.id),
      actorName: 'Avery Quinn',
      actorEmail: operatorUser.email,
      actorRole: 'super_admin',
      ipAddress: '127.0.0.1',
      changes: [{ field: 'isContacted', oldValue: 'false', newValue: 'true' }],
    });
  });

  it("offers the spec's filter choices and every action and entity type in the log", async () => {
    const entityType = probeType();
    await insertRow({ entityType, action: 'probe_action', changedAt: '2025-01-01T00:00:00Z' });
    const result = await operator.gql<{ auditLogFilterOptions: { actions: string[]; entityTypes: string[] } }>(
      '{ auditLogFilterOptions { actions entityTypes } }',
    );
    const { actions, entityTypes } = result.data!.auditLogFilterOptions;
    expect(actions).toEqual(expect.arrayContaining(['create', 'update', 'delete', 'login', 'probe_action']));
    expect(entityTypes).toEqual(expect.arrayContaining(['user', 'clinic', 'case', 'patient', entityType]));
    expect(actions).toEqual([...actions].sort());
  });

  it('refuses bad filters naming the field', async () => {
    const refused = async (filter: Record<string, unknown>, after?: string) =>
      (await operator.gql(recordsQuery, { filter, after })).errors?.[0];
    expect((await refused({ from: '2025-03-06', to: '2025-03-05' }))?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'to', message: 'The "to" date must be the same as or after the "from" date' }],
    });
    expect((await refused({ action: 'DROP TABLE' }))?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'action', message: 'Action must be an action name such as create or login' }],
    });
    expect((await refused({ from: '2025-02-30' }))?.message).toMatch(/not a calendar date/);
    expect((await refused({}, 'not-a-cursor'))?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'after', message: 'The page cursor is not valid; start again from the first page' }],
    });
  });

  it('is for the operator only', async () => {
    const { admin } = await createClinicWithUsers(t.dataSource);
    const clinicAdmin = await signedInClient(t.url, admin.email);
    for (const query of [recordsQuery, '{ auditLogFilterOptions { actions } }']) {
      const result = await clinicAdmin.gql(query);
      expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(result.data ?? null).toBeNull();
    }
    expect((await new TestClient(t.url).gql(recordsQuery)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
