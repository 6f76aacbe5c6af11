import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { Role } from '../../platform/access/role';
import { TestClient } from '../../test/client';
import { createAttorneyUser, createCase, createClinicWithUsers, createUser } from '../../test/factories';
import { field, wildValue } from '../../test/faults/fuzz-values';
import { AnswerCheck, bodyOf, fuzzParameters, fuzzRuns, fuzzSeed, pathSegment } from '../../test/faults/fuzz-run';
import { startTestApp, type TestApp } from '../../test/harness';
import { notificationKinds } from '../notifications/notification-kinds';

/**
 * Generated inputs (fixed seed) against every notification write and list, over REST and GraphQL,
 * signed in as clinic staff: no answer is a server error or shows internals, and afterwards another
 * person's notifications and preferences are untouched, every preference row holds a known kind and
 * delivery, and every preference change has its audit row.
 */
const seed = fuzzSeed;
const runsPerTarget = fuzzRuns(300);

let t: TestApp;
let ds: DataSource;
let staff: TestClient;
let staffId: string;
let otherUserId: string;
let ownIds: number[];
let otherId: number;
let otherSnapshot: string;
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();

const snapshotOther = async () =>
  JSON.stringify(
    await ds.query(
      `SELECT (SELECT json_agg(x ORDER BY x.id) FROM notifications x WHERE x.user_id = $1) AS notifications,
              (SELECT json_agg(x ORDER BY x.kind) FROM notification_preferences x WHERE x.user_id = $1) AS preferences`,
      [otherUserId],
    ),
  );

beforeAll(async () => {
  t = await startTestApp();
  ds = t.dataSource;
  const own = await createClinicWithUsers(ds);
  const lawyer = await createAttorneyUser(ds);
  const record = await createCase(ds, { clinicId: own.clinic.id, attorneyId: lawyer.attorney.id });
  staffId = own.staff.id;
  // A colleague on the same case: the closest another person's notification can be.
  otherUserId = (await createUser(ds, { role: Role.clinic_staff, clinic_id: own.clinic.id })).id;
  const insert = (userId: string) =>
    ds.query(
      `INSERT INTO notifications (user_id, kind, title, link, case_id) VALUES ($1, 'message', 'Fuzz', '/cases', $2) RETURNING id`,
      [userId, record.id],
    ) as Promise<{ id: number }[]>;
  ownIds = [];
  for (let i = 0; i < 5; i += 1) ownIds.push((await insert(staffId))[0].id);
  otherId = (await insert(otherUserId))[0].id;
  await ds.query(`INSERT INTO notification_preferences (user_id, kind, delivery) VALUES ($1, 'message', 'off')`, [
    otherUserId,
  ]);
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

const ids = () => field(fc.constantFrom(...ownIds, otherId, 999_999_999));
const kinds = fc.constantFrom('message', 'reduction', 'bill_status', 'case_transfer', 'invitation', 'gossip', '');
const deliveries = fc.constantFrom('immediately', 'daily_digest', 'off', 'weekly', 'OFF');

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
  test('POST /api/notifications/:id/read', () =>
    fc.assert(
      fc.asyncProperty(ids(), bodyOf(fc.object({ maxDepth: 1, maxKeys: 2 })), async (id, body) => {
        await answers.check(
          'POST /api/notifications/:id/read',
          () =>
            staff.request('POST', `/api/notifications/${pathSegment(id)}/read`, {
              body: JSON.stringify(body) ?? 'null',
            }),
          false,
        );
      }),
      fuzzOptions,
    ));

  test('POST /api/notifications/read-all', () =>
    fc.assert(
      fc.asyncProperty(bodyOf(fc.object({ maxDepth: 1, maxKeys: 2 })), async (body) => {
        await answers.check(
          'POST /api/notifications/read-all',
          () => staff.request('POST', '/api/notifications/read-all', { body: JSON.stringify(body) ?? 'null' }),
          false,
        );
      }),
      fuzzOptions,
    ));

  test('GET /api/notifications', () =>
    fc.assert(
      fc.asyncProperty(
        field(fc.nat(200)),
        field(fc.constantFrom('true', 'false')),
        wildValue,
        async (first, unread, after) => {
          const query = new URLSearchParams({ limit: String(first), unreadOnly: String(unread), after: String(after) });
          await answers.check(
            'GET /api/notifications',
            () => staff.request('GET', `/api/notifications?${query}`),
            false,
          );
        },
      ),
      fuzzOptions,
    ));
});

describe('GraphQL', () => {
  test('notificationMarkRead', () =>
    graphql(
      'notificationMarkRead',
      'mutation ($id: Int!) { notificationMarkRead(id: $id) { id readAt } }',
      fc.record({ id: ids() }),
    ));

  test('notificationPreferenceSet', () =>
    graphql(
      'notificationPreferenceSet',
      'mutation ($kind: NotificationKind!, $delivery: NotificationDelivery!) { notificationPreferenceSet(kind: $kind, delivery: $delivery) { kind delivery } }',
      fc.record({ kind: field(kinds), delivery: field(deliveries) }),
    ));

  test('notifications', () =>
    graphql(
      'notifications',
      'query ($first: Int!, $after: String, $unreadOnly: Boolean!) { notifications(first: $first, after: $after, unreadOnly: $unreadOnly) { nodes { id } } }',
      fc.record({
        first: field(fc.integer({ min: -5, max: 500 })),
        after: field(fc.constant(null)),
        unreadOnly: field(fc.boolean()),
      }),
    ));
});

describe('afterwards', () => {
  it("left another person's notifications and preferences untouched", async () => {
    expect(await snapshotOther()).toBe(otherSnapshot);
  });

  it('holds only known kinds and deliveries, each change audited', async () => {
    const rows = (await ds.query(`SELECT kind, delivery FROM notification_preferences WHERE user_id = $1`, [
      staffId,
    ])) as { kind: string; delivery: string }[];
    for (const row of rows) {
      expect(notificationKinds).toContain(row.kind);
      expect(['immediately', 'daily_digest', 'off']).toContain(row.delivery);
    }
    const [{ audited }] = (await ds.query(
      `SELECT count(DISTINCT entity_id)::int AS audited FROM audit_logs
        WHERE entity_type = 'notification_preference' AND changed_by = $1`,
      [staffId],
    )) as { audited: number }[];
    expect(audited).toBe(rows.length);
    expect(answers.succeeded('notificationPreferenceSet') + answers.succeeded('notificationMarkRead')).toBeGreaterThan(
      0,
    );
  });
});
