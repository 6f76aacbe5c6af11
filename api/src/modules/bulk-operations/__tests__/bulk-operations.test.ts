import { Role } from '../../../platform/access/role';
import { TestClient, signedInClient } from '../../../test/client';
import { createAttorneyUser, createCase, createClinic, createPatient, createUser } from '../../../test/factories';
import type { TestApp } from '../../../test/harness';
import { startIsolatedApp } from '../../../test/isolated-app';
import { socketClient } from '../../../test/live-client';

// Bulk operations reach every tenant: this file has a database of its own.
let t: TestApp;
let operator: TestClient;
let operatorId: string;
beforeAll(async () => {
  t = await startIsolatedApp();
  const admin = await createUser(t.dataSource, { role: Role.super_admin });
  operatorId = admin.id;
  operator = await signedInClient(t.url, admin.email);
}, 60_000);
afterAll(() => t?.close());

const preview = `query($kind: BulkOperationKind!) { bulkOperationPreview(kind: $kind) { kind rule count sample } }`;
const run = `mutation($kind: BulkOperationKind!, $expectedCount: Int!) {
  bulkOperationRun(kind: $kind, expectedCount: $expectedCount) { kind changedCount ranAt }
}`;

interface Preview {
  kind: string;
  rule: string;
  count: number;
  sample: string[];
}

async function previewOf(kind: string): Promise<Preview> {
  const result = await operator.gql<{ bulkOperationPreview: Preview }>(preview, { kind });
  expect(result.errors).toBeUndefined();
  return result.data!.bulkOperationPreview;
}

const backdate = (table: string, id: string | number, changes: string) =>
  t.dataSource.query(`UPDATE ${table} SET ${changes} WHERE id = $1`, [id]);
const auditRows = (action: string) =>
  t.dataSource.query(
    `SELECT entity_type, entity_id, clinic_id, changed_by, old_values, new_values, reason FROM audit_logs
      WHERE action = $1 ORDER BY entity_id`,
    [action],
  );

describe('deactivating users with no sign-in for 90 days', () => {
  it('previews, refuses a stale count, then deactivates exactly the matching users and ends their sessions', async () => {
    const clinic = await createClinic(t.dataSource, { name: 'Dormant Clinic' });
    const neverSignedIn = await createUser(t.dataSource, {
      clinic_id: clinic.id,
      first_name: 'Nora',
      last_name: 'Never',
      created_at: new Date(Date.now() - 100 * 86_400_000),
    });
    const lapsed = await createUser(t.dataSource, {
      role: Role.clinic_admin,
      clinic_id: clinic.id,
      first_name: 'Lars',
      last_name: 'Lapsed',
    });
    const { user: lapsedAttorney } = await createAttorneyUser(t.dataSource);
    // Not matching: signed in 10 days ago, new and never signed in, a super admin, already inactive.
    const recent = await createUser(t.dataSource, { clinic_id: clinic.id });
    await backdate(
      'users',
      recent.id,
      `last_login_at = now() - interval '10 days', created_at = now() - interval '400 days'`,
    );
    const newcomer = await createUser(t.dataSource, { clinic_id: clinic.id });
    const oldOperator = await createUser(t.dataSource, { role: Role.super_admin });
    await backdate('users', oldOperator.id, `created_at = now() - interval '400 days'`);
    const inactive = await createUser(t.dataSource, { clinic_id: clinic.id, is_active: false });
    await backdate('users', inactive.id, `created_at = now() - interval '400 days'`);

    // The lapsed admin still has an open session and socket from back then.
    const lapsedBrowser = await signedInClient(t.url, lapsed.email);
    await backdate('users', lapsed.id, `last_login_at = now() - interval '91 days'`);
    await backdate('users', lapsedAttorney.id, `last_login_at = now() - interval '120 days'`);
    const socket = socketClient(t.url, lapsedBrowser.cookie);
    const closed = new Promise<number>((resolve) =>
      socket.on('closed', (event) => resolve((event as { code: number }).code)),
    );

    try {
      const first = await previewOf('deactivate_inactive_users');
      expect(first).toEqual({
        kind: 'deactivate_inactive_users',
        rule: expect.stringContaining('90 days'),
        count: 3,
        // Longest dormant first.
        sample: [
          expect.stringContaining(lapsedAttorney.email),
          'Nora Never <' + neverSignedIn.email + '>',
          `Lars Lapsed <${lapsed.email}>`,
        ],
      });

      const stale = await operator.gql(run, { kind: 'deactivate_inactive_users', expectedCount: 2 });
      expect(stale.errors?.[0]).toMatchObject({
        message: 'The preview showed 2 users, but 3 users match now. Preview again before running it.',
        extensions: { code: 'CONFLICT', fieldErrors: [{ field: 'expectedCount', message: expect.any(String) }] },
      });
      expect((await lapsedBrowser.rest('GET', '/api/auth/user')).status).toBe(200);
      expect(await auditRows('deactivate')).toEqual([]);

      const done = await operator.gql<{ bulkOperationRun: { changedCount: number } }>(run, {
        kind: 'deactivate_inactive_users',
        expectedCount: 3,
      });
      expect(done.errors).toBeUndefined();
      expect(done.data!.bulkOperationRun).toMatchObject({ kind: 'deactivate_inactive_users', changedCount: 3 });

      const states = await t.dataSource.query(`SELECT id, is_active FROM users WHERE id = ANY($1)`, [
        [neverSignedIn.id, lapsed.id, lapsedAttorney.id, recent.id, newcomer.id, oldOperator.id, operatorId],
      ]);
      const active = Object.fromEntries(
        states.map((row: { id: string; is_active: boolean }) => [row.id, row.is_active]),
      );
      expect(active).toEqual({
        [neverSignedIn.id]: false,
        [lapsed.id]: false,
        [lapsedAttorney.id]: false,
        [recent.id]: true,
        [newcomer.id]: true,
        [oldOperator.id]: true,
        [operatorId]: true,
      });
      expect(
        await t.dataSource.query(`SELECT sid FROM sessions WHERE user_id = ANY($1)`, [[lapsed.id, lapsedAttorney.id]]),
      ).toEqual([]);
      expect((await lapsedBrowser.rest('GET', '/api/auth/user')).status).toBe(401);
      expect(await closed).toBe(4403);

      const audit = await auditRows('deactivate');
      expect(audit).toHaveLength(3);
      expect(audit).toEqual(
        expect.arrayContaining([
          {
            entity_type: 'user',
            entity_id: lapsed.id,
            clinic_id: clinic.id,
            changed_by: operatorId,
            old_values: { isActive: true },
            new_values: { isActive: false, sessionsEnded: 1 },
            reason: 'Bulk operation: no sign-in for 90 days',
          },
        ]),
      );
      expect((await previewOf('deactivate_inactive_users')).count).toBe(0);
    } finally {
      await socket.dispose();
    }
  });
});

describe('archiving cases closed more than a year ago', () => {
  const casesQuery = `query($filter: CaseFilter) { cases(filter: $filter, first: 50) { nodes { id archivedAt } totalCount totalInScope } }`;

  it('archives exactly those, which then leave the default case lists but stay readable', async () => {
    const clinic = await createClinic(t.dataSource, { name: 'Archive Clinic', subscription_plan: 'enterprise' });
    const staff = await createUser(t.dataSource, { clinic_id: clinic.id });
    const patient = await createPatient(t.dataSource, clinic.id);
    const newCase = async (status: string) =>
      (await createCase(t.dataSource, { clinicId: clinic.id, patientId: patient.id, status })).id;
    const closedOn = (caseId: number, daysAgo: number) =>
      t.dataSource.query(
        `INSERT INTO audit_logs (clinic_id, entity_type, entity_id, action, old_values, new_values, changed_at)
         VALUES ($1, 'case', $2, 'update', '{"status":"settlement_negotiation"}', '{"status":"closed"}', now() - make_interval(days => $3))`,
        [clinic.id, String(caseId), daysAgo],
      );

    const closedLongAgo = await newCase('closed');
    await closedOn(closedLongAgo, 400);
    const closedRecently = await newCase('closed');
    await closedOn(closedRecently, 100);
    // No audited closing (loaded from elsewhere): its last update counts.
    const closedUntracked = await newCase('closed');
    await backdate('cases', closedUntracked, `updated_at = now() - interval '400 days'`);
    const stillOpen = await newCase('active_treatment');
    await backdate('cases', stillOpen, `updated_at = now() - interval '400 days'`);
    // Closed long ago, reopened, and closed again last week.
    const closedAgain = await newCase('closed');
    await closedOn(closedAgain, 400);
    await closedOn(closedAgain, 7);

    const clinicUser = await signedInClient(t.url, staff.email);
    const list = async (filter: Record<string, unknown> | null = null) => {
      const result = await clinicUser.gql<{
        cases: { nodes: { id: number; archivedAt: string | null }[]; totalCount: number; totalInScope: number };
      }>(casesQuery, { filter });
      expect(result.errors).toBeUndefined();
      return result.data!.cases;
    };
    const dashboard = async () => (await clinicUser.gql('{ dashboardStats { activeCases } }')).data;
    const dashboardBefore = await dashboard();
    expect((await list()).totalCount).toBe(5);

    const shown = await previewOf('archive_closed_cases');
    expect(shown.count).toBe(2);
    expect(shown.sample).toHaveLength(2);
    expect(shown.sample[0]).toMatch(/^CASE-TEST-\S+ · Archive Clinic · closed \d{4}-\d{2}-\d{2}$/);

    const stale = await operator.gql(run, { kind: 'archive_closed_cases', expectedCount: 3 });
    expect(stale.errors?.[0].message).toBe(
      'The preview showed 3 cases, but 2 cases match now. Preview again before running it.',
    );
    expect(await t.dataSource.query(`SELECT id FROM cases WHERE archived_at IS NOT NULL`)).toEqual([]);

    const done = await operator.gql<{ bulkOperationRun: { changedCount: number } }>(run, {
      kind: 'archive_closed_cases',
      expectedCount: 2,
    });
    expect(done.data?.bulkOperationRun.changedCount).toBe(2);

    const archived = await t.dataSource.query(`SELECT id FROM cases WHERE archived_at IS NOT NULL ORDER BY id`);
    expect(archived.map((row: { id: number }) => row.id)).toEqual(
      [closedLongAgo, closedUntracked].sort((a, b) => a - b),
    );
    const audit = await auditRows('archive');
    expect(
      audit.map((row: { entity_id: string }) => Number(row.entity_id)).sort((a: number, b: number) => a - b),
    ).toEqual([closedLongAgo, closedUntracked].sort((a, b) => a - b));
    expect(audit[0]).toMatchObject({
      entity_type: 'case',
      clinic_id: clinic.id,
      changed_by: operatorId,
      old_values: { archivedAt: null },
      new_values: { archivedAt: expect.any(String) },
      reason: 'Bulk operation: closed more than a year ago',
    });

    // Out of the default list and its counts; back with includeArchived; the dashboard never counted closed cases.
    const after = await list();
    expect(after.nodes.map((node) => node.id).sort((a, b) => a - b)).toEqual(
      [closedRecently, stillOpen, closedAgain].sort((a, b) => a - b),
    );
    expect(after).toMatchObject({ totalCount: 3, totalInScope: 3 });
    const everything = await list({ includeArchived: true });
    expect(everything.totalCount).toBe(5);
    expect(everything.nodes.find((node) => node.id === closedLongAgo)?.archivedAt).toEqual(expect.any(String));
    expect(await dashboard()).toEqual(dashboardBefore);
    const recent = await clinicUser.gql<{ recentCases: { id: number }[] }>('{ recentCases(limit: 10) { id } }');
    expect(recent.data!.recentCases.map((c) => c.id)).not.toContain(closedLongAgo);
    const detail = await clinicUser.gql<{ case: { id: number; archivedAt: string | null } }>(
      `query($id: Int!) { case(id: $id) { id archivedAt } }`,
      { id: closedLongAgo },
    );
    expect(detail.data?.case).toEqual({ id: closedLongAgo, archivedAt: expect.any(String) });

    // Reopening an archived case brings it back into the lists.
    const reopened = await clinicUser.gql<{ caseUpdate: { archivedAt: string | null; status: string } }>(
      `mutation($id: Int!, $input: CaseUpdateInput!) { caseUpdate(id: $id, input: $input) { status archivedAt } }`,
      {
        id: closedLongAgo,
        input: { caseType: 'auto_accident', status: 'active_treatment', accidentDate: '2024-01-15' },
      },
    );
    expect(reopened.errors).toBeUndefined();
    expect(reopened.data!.caseUpdate).toEqual({ status: 'active_treatment', archivedAt: null });
    expect((await list()).totalCount).toBe(4);
    expect((await previewOf('archive_closed_cases')).count).toBe(0);
  });
});

describe('bulk operations are guarded', () => {
  it('refuse a negative expected count naming it, and other roles, writing nothing', async () => {
    const bad = await operator.gql(run, { kind: 'archive_closed_cases', expectedCount: -1 });
    expect(bad.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'expectedCount', message: expect.stringContaining('0 or more') }],
    });
    const clinic = await createClinic(t.dataSource);
    const clinicAdmin = await createUser(t.dataSource, { role: Role.clinic_admin, clinic_id: clinic.id });
    const client = await signedInClient(t.url, clinicAdmin.email);
    const notDenials = `SELECT count(*)::int AS n FROM audit_logs WHERE action <> 'access_denied'`;
    const [before] = await t.dataSource.query(notDenials);
    expect((await client.gql(preview, { kind: 'archive_closed_cases' })).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect(
      (await client.gql(run, { kind: 'archive_closed_cases', expectedCount: 0 })).errors?.[0].extensions?.code,
    ).toBe('FORBIDDEN');
    const [after] = await t.dataSource.query(notDenials);
    expect(after.n).toBe(before.n);
    // Each refusal is audited as one denial of the operation.
    const denials = (await t.dataSource.query(
      `SELECT entity_id FROM audit_logs WHERE action = 'access_denied' AND changed_by = $1 ORDER BY id`,
      [clinicAdmin.id],
    )) as { entity_id: string }[];
    expect(denials.map((row) => row.entity_id)).toEqual(['Query.bulkOperationPreview', 'Mutation.bulkOperationRun']);
  });
});
