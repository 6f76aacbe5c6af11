import { Role } from '../../access/role';
import { TestClient, signedInClient } from '../../../test/client';
import { writeAudit } from '../../audit/audit.service';
import { AuditChain } from '../../audit/chain/audit-chain';
import { mailNotConfiguredMessage } from '../../mail/outbound-mail.service';
import { createCase, createClinicWithUsers, createUser } from '../../../test/factories';
import { startTestApp, testDatabaseOwnerUrl, type TestApp } from '../../../test/harness';
import { startIsolatedApp } from '../../../test/isolated-app';

// A database of its own, so the storage figures can be checked exactly.
let t: TestApp;
beforeAll(async () => {
  t = await startIsolatedApp();
}, 60_000);
afterAll(() => t?.close());

const healthQuery = `{ systemHealth {
  status problems measuredAt
  process { instance startedAt uptimeSeconds nodeVersion memoryRssBytes heapUsedBytes heapTotalBytes }
  requests { windowSeconds coveredSeconds requests errors requestsPerMinute errorRate latencyP50Ms latencyP95Ms latencyP99Ms requestsSinceStart errorsSinceStart }
  database { up latencyMs sizeBytes connections activeConnections maxConnections poolTotal poolIdle poolWaiting poolMax }
  storage { backend documentCount documentBytes diskTotalBytes diskFreeBytes }
} }`;

interface Health {
  status: string;
  problems: string[];
  process: Record<string, number | string>;
  requests: Record<string, number | null>;
  database: Record<string, number | boolean | null>;
  storage: Record<string, number | string | null>;
}

describe('system health', () => {
  it("measures this process's API requests, the database and storage", async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const record = await createCase(t.dataSource, { clinicId: clinic.id });
    for (const size of [1500, 2_500_000])
      await t.dataSource.query(
        `INSERT INTO documents (case_id, clinic_id, uploaded_by, file_name, file_type, file_size, file_path)
         VALUES ($1, $2, $3, 'scan.pdf', 'application/pdf', $4, $5)`,
        [record.id, clinic.id, staff.id, size, `${clinic.id}/2025/${size}`],
      );
    const admin = await createUser(t.dataSource, { role: Role.super_admin });
    const operator = await signedInClient(t.url, admin.email);
    for (let i = 0; i < 5; i += 1) await operator.gql('{ me { id } }');
    await operator.rest('GET', '/healthz');

    const result = await operator.gql<{ systemHealth: Health }>(healthQuery);
    expect(result.errors).toBeUndefined();
    const health = result.data!.systemHealth;
    expect(health.status).toBe(health.problems.length ? 'degraded' : 'healthy');
    expect(health.process).toMatchObject({ instance: expect.stringMatching(/:\d+$/), nodeVersion: process.version });
    expect(health.process.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(health.process.memoryRssBytes).toBeGreaterThan(10_000_000);

    // The sign-in's requests and the five queries at least; /healthz is not an API request.
    expect(health.requests.windowSeconds).toBe(300);
    expect(health.requests.requests).toBeGreaterThanOrEqual(7);
    expect(health.requests.requestsPerMinute).toBeGreaterThan(0);
    expect(health.requests.errors).toBe(0);
    expect(health.requests.errorRate).toBe(0);
    expect(health.requests.latencyP50Ms).toBeGreaterThan(0);
    expect(health.requests.latencyP99Ms).toBeGreaterThanOrEqual(health.requests.latencyP50Ms!);

    const [size] = await t.dataSource.query(`SELECT pg_database_size(current_database())::float8 AS bytes`);
    expect(health.database).toMatchObject({ up: true, poolMax: 5, poolWaiting: 0 });
    expect(Math.abs((health.database.sizeBytes as number) - size.bytes) / size.bytes).toBeLessThan(0.1);
    expect(health.database.connections).toBeGreaterThanOrEqual(1);
    expect(health.database.maxConnections).toBeGreaterThan(0);
    expect(health.database.poolTotal).toBeGreaterThanOrEqual(1);
    expect(health.database.latencyMs).toBeGreaterThan(0);

    expect(health.storage).toMatchObject({ backend: 'local', documentCount: 2, documentBytes: 2_501_500 });
    expect(health.storage.diskTotalBytes).toBeGreaterThan(health.storage.diskFreeBytes as number);
  });

  it('counts the email outbox and the audit rows waiting for the hash chain, and says when an email failed', async () => {
    const admin = await createUser(t.dataSource, { role: Role.super_admin });
    const operator = await signedInClient(t.url, admin.email);
    const jobsQuery = `{ systemHealth { problems jobs { emailsWaiting emailsFailed oldestEmailWaitingSeconds auditRowsAwaitingSeal } } }`;
    const jobs = async () =>
      (
        await operator.gql<{
          systemHealth: {
            problems: string[];
            jobs: {
              emailsWaiting: number;
              emailsFailed: number;
              oldestEmailWaitingSeconds: number | null;
              auditRowsAwaitingSeal: number;
            };
          };
        }>(jobsQuery)
      ).data!.systemHealth;

    await new AuditChain(t.dataSource).seal();
    const before = await jobs();
    expect(before.jobs.auditRowsAwaitingSeal).toBe(0);
    await writeAudit(t.dataSource.manager, null, { entityType: 'user', entityId: 'x', action: 'login_failed' });
    await t.dataSource.query(
      `INSERT INTO outbound_emails (kind, to_address, subject, body_text, created_at, sent_at, last_error) VALUES
         ('invitation', 'a@clinic.example', 'Invite', 'text', now() - interval '2 minutes', NULL, NULL),
         ('invitation', 'b@clinic.example', 'Invite', 'text', now(), NULL, 'connection refused'),
         ('invitation', 'c@clinic.example', 'Invite', 'text', now(), now(), NULL)`,
    );
    const after = await jobs();
    expect(after.jobs.emailsWaiting - before.jobs.emailsWaiting).toBe(2);
    expect(after.jobs.emailsFailed - before.jobs.emailsFailed).toBe(1);
    expect(after.jobs.oldestEmailWaitingSeconds).toBeGreaterThanOrEqual(115);
    expect(after.problems).toContain(
      `${after.jobs.emailsFailed} ${after.jobs.emailsFailed === 1 ? 'email' : 'emails'} could not be sent; resend the invitations from the Users tab.`,
    );
    // The row written after the seal waits for the sweep, which takes it.
    expect(after.jobs.auditRowsAwaitingSeal).toBe(1);
    await new AuditChain(t.dataSource).seal();
    expect((await jobs()).jobs.auditRowsAwaitingSeal).toBe(0);
  });

  it('counts a notice recorded without a mail server as recorded, not failed; an unsent invitation still fails', async () => {
    const admin = await createUser(t.dataSource, { role: Role.super_admin });
    const operator = await signedInClient(t.url, admin.email);
    const figures = async () =>
      (
        await operator.gql<{ systemHealth: { jobs: { emailsWaiting: number; emailsFailed: number } } }>(
          '{ systemHealth { jobs { emailsWaiting emailsFailed } } }',
        )
      ).data!.systemHealth.jobs;
    const before = await figures();
    await t.dataSource.query(
      `INSERT INTO outbound_emails (kind, to_address, subject, body_text, last_error) VALUES
         ('notification', 'n@clinic.example', 'Notice', 'text', $1),
         ('invitation', 'i@clinic.example', 'Invite', 'text', $1)`,
      [mailNotConfiguredMessage],
    );
    const after = await figures();
    expect(after.emailsWaiting - before.emailsWaiting).toBe(1);
    expect(after.emailsFailed - before.emailsFailed).toBe(1);
  });

  it("says whether the app's database role could change or remove audit rows", async () => {
    const protectionQuery = `{ systemHealth { problems database { auditLogProtected } } }`;
    const problem =
      "The app's database role can change or remove audit rows: run it under a role that does not own the tables (DATABASE_OWNER_URL).";
    const asApp = await signedInClient(t.url, (await createUser(t.dataSource, { role: Role.super_admin })).email);
    const restricted = (
      await asApp.gql<{ systemHealth: { problems: string[]; database: { auditLogProtected: boolean } } }>(
        protectionQuery,
      )
    ).data!.systemHealth;
    expect(restricted.database.auditLogProtected).toBe(true);
    expect(restricted.problems).not.toContain(problem);

    // The same app connected as the tables' owner, as a one-role deployment would be.
    const asOwner = await startTestApp({ DATABASE_URL: testDatabaseOwnerUrl() });
    try {
      const operator = await signedInClient(
        asOwner.url,
        (await createUser(asOwner.dataSource, { role: Role.super_admin })).email,
      );
      const exposed = (
        await operator.gql<{ systemHealth: { problems: string[]; database: { auditLogProtected: boolean } } }>(
          protectionQuery,
        )
      ).data!.systemHealth;
      expect(exposed.database.auditLogProtected).toBe(false);
      expect(exposed.problems).toContain(problem);
    } finally {
      await asOwner.close();
    }
  });

  it('is for the operator only', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const clinicUser = await signedInClient(t.url, staff.email);
    expect((await clinicUser.gql(healthQuery)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await new TestClient(t.url).gql(healthQuery)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
