import { TestClient, signedInClient } from '../../../test/client';
import { createClinicWithUsers, createUser } from '../../../test/factories';
import { createScratchDatabase, startTestApp, type TestApp } from '../../../test/harness';
import { Role } from '../../../platform/access/role';
import { loadDemoDataOnce } from '../../../db/seed/demo-data';
import { createLogger } from '../../../platform/logger';
import { sweepAlerts } from '../../alerts/alert.jobs';
import { noOwnerUrlReason, resetInProgressMessage } from '../demo-reset.service';

/**
 * The demo reset on /test-data (decisions 475-479): on a database of its own (the reset drops the
 * whole schema), in demo mode, with the owner's URL as the embedded database gives it.
 */
let demo: TestApp;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let seededCounts: { patients: number; users: number; audit: number };
const countsSql = `SELECT (SELECT count(*)::int FROM patients) AS patients, (SELECT count(*)::int FROM users) AS users,
                          (SELECT count(*)::int FROM audit_logs) AS audit`;

beforeAll(async () => {
  scratch = await createScratchDatabase({ migrate: true });
  demo = await startTestApp({ DEMO_DATA: '1', DATABASE_URL: scratch.url, DATABASE_OWNER_URL: scratch.ownerUrl });
  await loadDemoDataOnce(
    demo.dataSource,
    demo.config,
    createLogger('error', () => undefined),
  );
  [seededCounts] = await demo.dataSource.query(countsSql);
}, 120_000);
afterAll(async () => {
  await demo?.close();
  await scratch?.drop();
});

interface ResetAnswer {
  success: boolean;
  message?: string;
  data?: { resetAt: string; seconds: number };
}

describe('the demo reset', () => {
  it('is refused to everyone but the super admin, and changes nothing', async () => {
    const { admin: clinicAdmin } = await createClinicWithUsers(demo.dataSource);
    const client = await signedInClient(demo.url, clinicAdmin.email);
    const before = await demo.dataSource.query(`SELECT count(*)::int AS n FROM audit_logs`);
    expect((await client.request('POST', '/api/test-data/reset')).status).toBe(403);
    const answer = await client.gql('mutation { demoDataReset { resetAt } }');
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // Two denials are audited; nothing else happened.
    const [{ n }] = await demo.dataSource.query(`SELECT count(*)::int AS n FROM audit_logs`);
    expect(n - before[0].n).toBe(2);
    expect(await demo.dataSource.query(`SELECT 1 FROM users WHERE id = $1`, [clinicAdmin.id])).toHaveLength(1);
  });

  it('reloads the demo data as seeded, audits itself first, signs everyone out, and answers 503 meanwhile', async () => {
    const operatorUser = await createUser(demo.dataSource, { role: Role.super_admin });
    const operator = await signedInClient(demo.url, operatorUser.email);
    const summary = await operator.gql<{ testDataSummary: { reset: { available: boolean; reason: string | null } } }>(
      '{ testDataSummary { reset { available reason } } }',
    );
    expect(summary.data?.testDataSummary.reset).toEqual({ available: true, reason: null });
    const { staff } = await createClinicWithUsers(demo.dataSource);
    const bystander = await signedInClient(demo.url, staff.email);

    // A demo row changed, a row added, and a job waiting that names the old data.
    const [seeded] = await demo.dataSource.query(`SELECT id, first_name FROM patients ORDER BY id LIMIT 1`);
    await demo.dataSource.query(`UPDATE patients SET first_name = 'Changed' WHERE id = $1`, [seeded.id]);
    const staleJob = await demo.app.services.jobs.send(sweepAlerts, {}, { startAfter: 3600 });

    const reset = operator.rest<ResetAnswer>('POST', '/api/test-data/reset');
    // Requests while it runs get a clear 503, REST and GraphQL alike.
    let refusedRest: { status: number; body: unknown } | null = null;
    let refusedGql: { status: number; body: unknown } | null = null;
    let settled = false;
    void reset.finally(() => (settled = true));
    while (!settled && (!refusedRest || !refusedGql)) {
      const rest = await bystander.rest('GET', '/api/notifications');
      if (rest.status === 503) refusedRest ??= rest;
      const gql = await bystander.request('POST', '/graphql', { body: { query: '{ me { id } }' } });
      if (gql.status === 503) refusedGql ??= { status: gql.status, body: await gql.json() };
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const answer = await reset;
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(refusedRest).toEqual({
      status: 503,
      body: { success: false, message: resetInProgressMessage, code: 'SERVICE_UNAVAILABLE' },
    });
    expect(refusedGql).toEqual({
      status: 503,
      body: { errors: [{ message: resetInProgressMessage, extensions: { code: 'SERVICE_UNAVAILABLE' } }] },
    });

    // The demo row is as seeded; the rows added since are gone (the same counts as a fresh load).
    const [row] = await demo.dataSource.query(`SELECT first_name FROM patients WHERE id = $1`, [seeded.id]);
    expect(row.first_name).toBe(seeded.first_name);
    // (the audit log: the reset's row before the seed's own)
    expect(await demo.dataSource.query(countsSql)).toEqual([{ ...seededCounts, audit: seededCounts.audit + 1 }]);
    // The new audit log starts with the reset: who and when.
    const [first] = await demo.dataSource.query(
      `SELECT entity_type, action, changed_by, changed_by_role, changed_by_name, changed_at FROM audit_logs ORDER BY id LIMIT 1`,
    );
    expect(first).toMatchObject({
      entity_type: 'demo_data',
      action: 'reset',
      changed_by: operatorUser.id,
      changed_by_role: Role.super_admin,
    });
    expect(first.changed_by_name).toBeTruthy();
    expect(new Date(first.changed_at).getTime()).toBeGreaterThan(Date.now() - 5 * 60_000);
    // The waiting job named the old data: gone; the queue itself works (the follow-ups' sweeps wait there).
    expect(await demo.dataSource.query(`SELECT 1 FROM pgboss.job WHERE id = $1`, [staleJob])).toHaveLength(0);
    const waiting = await demo.dataSource.query(`SELECT name FROM pgboss.job WHERE name = $1`, [sweepAlerts.name]);
    expect(waiting.length).toBeGreaterThan(0);
    // Everyone is signed out, the caller included (its cookie cleared too).
    expect(operator.cookie).toBeNull();
    expect((await bystander.request('GET', '/api/notifications')).status).toBe(401);
    // The app's role still may not change the new audit log.
    await expect(demo.dataSource.query(`DELETE FROM audit_logs`)).rejects.toThrow();
    // And the app works on the new data: a demo sign-in.
    const again = new TestClient(demo.url);
    await again.login('admin@northside.demo', 'demo-password');
    expect((await again.gql<{ me: { id: string } }>('{ me { id } }')).data?.me.id).toBeTruthy();
  }, 180_000);
});

describe('outside demo mode, or without the owner', () => {
  it('does not exist outside demo mode (404 / NOT_FOUND)', async () => {
    const plain = await startTestApp();
    try {
      const admin = await createUser(plain.dataSource, { role: Role.super_admin });
      const operator = await signedInClient(plain.url, admin.email);
      expect((await operator.request('POST', '/api/test-data/reset')).status).toBe(404);
      const answer = await operator.gql('mutation { demoDataReset { resetAt } }');
      expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    } finally {
      await plain.close();
    }
  }, 60_000);

  it('is disabled with its reason when only the app role is known', async () => {
    const appRoleOnly = await startTestApp({ DEMO_DATA: '1' });
    try {
      const admin = await createUser(appRoleOnly.dataSource, { role: Role.super_admin });
      const operator = await signedInClient(appRoleOnly.url, admin.email);
      const summary = await operator.gql<{ testDataSummary: { reset: { available: boolean; reason: string } } }>(
        '{ testDataSummary { reset { available reason } } }',
      );
      expect(summary.data?.testDataSummary.reset).toEqual({ available: false, reason: noOwnerUrlReason });
      const answer = await operator.rest<ResetAnswer>('POST', '/api/test-data/reset');
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ success: false, message: noOwnerUrlReason });
      // Still signed in: nothing happened.
      expect((await operator.request('GET', '/api/test-data')).status).toBe(200);
    } finally {
      await appRoleOnly.close();
    }
  }, 60_000);
});
