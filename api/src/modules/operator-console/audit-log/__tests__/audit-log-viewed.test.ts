import { randomUUID } from 'node:crypto';
import { Role } from '../../../../platform/access/role';
import { signedInClient, type TestClient } from '../../../../test/client';
import { createClinicWithUsers, createUser } from '../../../../test/factories';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { encodeCursor } from '../../../../platform/graphql/connection';

/**
 * Rows of the audit log may show PHI values, so every read of the Audit tab is an audit row of its
 * own (`audit_log_viewed`: the filters and the number of rows, never their values), written before
 * the answer leaves. Reading writes a new row, so the tab's paging must stay still: Load more never
 * repeats or skips a row and totalCount does not move under it; the new rows appear on reload.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const recordsQuery = `query($filter: AuditLogFilter, $first: Int, $after: String) {
  auditLogRecords(filter: $filter, first: $first, after: $after) {
    nodes { id action entityType changes { field newValue } }
    pageInfo { endCursor hasNextPage }
    totalCount
  }
}`;

interface Connection {
  nodes: { id: string; action: string; entityType: string; changes: { field: string; newValue: string | null }[] }[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  totalCount: number;
}

/** A super admin of this test only, so the rows filtered by their email are theirs alone. */
async function newOperator() {
  const user = await createUser(t.dataSource, { role: Role.super_admin });
  return { user, client: await signedInClient(t.url, user.email) };
}

async function read(client: TestClient, filter: Record<string, unknown>, first?: number, after?: string | null) {
  const result = await client.gql<{ auditLogRecords: Connection }>(recordsQuery, { filter, first, after });
  expect(result.errors).toBeUndefined();
  return result.data!.auditLogRecords;
}

async function viewRows(userId: string) {
  return (await t.dataSource.query(
    `SELECT id::text, entity_type, entity_id, changed_by_role, clinic_id, old_values, new_values FROM audit_logs
      WHERE action = 'audit_log_viewed' AND changed_by = $1 ORDER BY id`,
    [userId],
  )) as {
    id: string;
    entity_type: string;
    entity_id: string;
    changed_by_role: string;
    clinic_id: number | null;
    old_values: unknown;
    new_values: Record<string, unknown>;
  }[];
}

describe('reading the Audit tab', () => {
  it('writes one audit_log_viewed row per read, with the filters and the row count, never the values read', async () => {
    const { user, client } = await newOperator();
    const entityType = `probe_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const diagnosis = `Lumbar sprain ${randomUUID()}`;
    for (const changedAt of ['2025-04-01T10:00:00Z', '2025-04-02T10:00:00Z', '2025-04-03T10:00:00Z']) {
      await t.dataSource.query(
        `INSERT INTO audit_logs (entity_type, entity_id, action, new_values, changed_at) VALUES ($1, '9', 'update', $2, $3)`,
        [entityType, { diagnosis }, changedAt],
      );
    }

    const page = await read(client, { entityType, action: 'update', from: '2025-04-01' }, 2);
    expect(page.nodes.map((node) => node.changes)).toEqual([
      [{ field: 'diagnosis', newValue: diagnosis }],
      [{ field: 'diagnosis', newValue: diagnosis }],
    ]);
    // Written in the same request: the row is there as soon as the answer is.
    const [view] = await viewRows(user.id);
    expect(view).toEqual({
      id: expect.any(String),
      entity_type: 'audit_log',
      entity_id: 'audit_logs',
      changed_by_role: 'super_admin',
      clinic_id: null,
      old_values: null,
      new_values: {
        filter: { entityType, action: 'update', from: '2025-04-01' },
        pageSize: 2,
        loadMore: false,
        rowsReturned: 2,
      },
    });
    expect(JSON.stringify(view)).not.toContain(diagnosis);

    await read(client, { entityType }, 2, page.pageInfo.endCursor);
    expect((await viewRows(user.id)).map((row) => row.new_values)).toEqual([
      view.new_values,
      { filter: { entityType }, pageSize: 2, loadMore: true, rowsReturned: 1 },
    ]);
  });

  it('Load more neither repeats nor skips a row and keeps totalCount while each read adds a row; reload shows them', async () => {
    const { user, client } = await newOperator();
    const ownViews = { action: 'audit_log_viewed', actor: user.email };

    // The first read finds none of this operator's views: its own row comes after it, uncounted.
    expect(await read(client, ownViews, 2)).toEqual({
      nodes: [],
      pageInfo: { endCursor: null, hasNextPage: false },
      totalCount: 0,
    });
    await read(client, ownViews, 2);
    await read(client, ownViews, 2);
    const [v1, v2, v3] = (await viewRows(user.id)).map((row) => row.id);

    const first = await read(client, ownViews, 2);
    expect(first.nodes.map((node) => node.id)).toEqual([v3, v2]);
    expect(first.totalCount).toBe(3);
    const more = await read(client, ownViews, 2, first.pageInfo.endCursor);
    expect(more.nodes.map((node) => node.id)).toEqual([v1]);
    expect(more.pageInfo.hasNextPage).toBe(false);
    expect(more.totalCount).toBe(3);

    const views = (await viewRows(user.id)).map((row) => row.id);
    expect(views).toHaveLength(5);
    const reloaded = await read(client, ownViews, 10);
    expect(reloaded.nodes.map((node) => node.id)).toEqual([...views].reverse());
    expect(reloaded.totalCount).toBe(5);
  });

  it('refuses a tampered cursor with a clear 400 and logs no read; a refused caller logs no read either', async () => {
    const { user, client } = await newOperator();
    const refusal = async (after: string) =>
      (await client.gql(recordsQuery, { filter: {}, after })).errors?.[0]?.extensions;
    for (const cursor of [
      encodeCursor(['garbage', '1']),
      encodeCursor(['2025-13-45 00:00:00+00', '1']),
      encodeCursor(['1', '99999999999999999999']),
      encodeCursor(['9223372036854775808', '1']),
      encodeCursor([1, 1]),
      'not-a-cursor',
    ]) {
      expect({ cursor, answer: await refusal(cursor) }).toEqual({
        cursor,
        answer: {
          code: 'BAD_USER_INPUT',
          fieldErrors: [{ field: 'after', message: 'The page cursor is not valid; start again from the first page' }],
        },
      });
    }
    expect(await viewRows(user.id)).toEqual([]);

    const { admin } = await createClinicWithUsers(t.dataSource);
    const clinicAdmin = await signedInClient(t.url, admin.email);
    expect((await clinicAdmin.gql(recordsQuery)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await viewRows(admin.id)).toEqual([]);
  });
});
