import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { Role } from '../../../platform/access/role';
import { runWithLogContext } from '../../../platform/log-context';
import { createLogger } from '../../../platform/logger';
import { TestClock } from '../../../platform/jobs/clock';
import { signedInClient } from '../../../test/client';
import { createClinicWithUsers, createUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { SystemLogSink, loggerWithSystemLogs } from '../system-log-sink';
import { SystemLogLevel } from '../system-log.enums';
import { purgeSystemLogs } from '../system-log.jobs';

let t: TestApp;
const clock = new TestClock(new Date('2026-07-01T12:00:00Z'));

beforeAll(async () => {
  t = await startTestApp({}, undefined, { clock });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('system logs', () => {
  it('keeps warnings and errors with source and request id, after the call returns, searchable by the operator', async () => {
    const lines: string[] = [];
    const sink = new SystemLogSink(
      t.dataSource,
      createLogger('info', (line) => lines.push(line)),
    );
    const logger = loggerWithSystemLogs(
      createLogger('info', () => undefined),
      sink,
    );
    const marker = `marker-${randomUUID()}`;
    const requestId = `req-${randomUUID()}`;
    runWithLogContext({ requestId, userId: null, ip: '203.0.113.9', userAgent: 'jest' }, () => {
      logger.info(`info ${marker}`);
      logger.error(`unexpected GraphQL error ${marker}`, { error: new Error('boom') });
      logger.warn(`job queue error ${marker}`);
    });
    // Nothing is written while the caller runs: the write comes later, in one batch.
    const before = (await t.dataSource.query(`SELECT id FROM system_logs WHERE message LIKE $1`, [
      `%${marker}`,
    ])) as unknown[];
    expect(before).toEqual([]);
    await sink.flush();

    const operator = await createUser(t.dataSource, { role: Role.super_admin });
    const client = await signedInClient(t.url, operator.email);
    const found = await client.gql<{
      systemLogs: {
        nodes: { level: string; source: string; correlationId: string; stackTrace: string | null; ipAddress: string }[];
      };
    }>(
      `query($filter: SystemLogFilter) { systemLogs(filter: $filter, first: 10) { nodes { level source correlationId stackTrace ipAddress } } }`,
      {
        filter: { search: marker },
      },
    );
    expect(found.errors).toBeUndefined();
    const nodes = found.data!.systemLogs.nodes;
    expect(nodes.map((n) => [n.level, n.source]).sort()).toEqual([
      ['error', 'graphql'],
      ['warn', 'jobs'],
    ]);
    expect(nodes.every((n) => n.correlationId === requestId && n.ipAddress === '203.0.113.9')).toBe(true);
    expect(nodes.find((n) => n.level === 'error')!.stackTrace).toContain('boom');

    const byLevel = await client.gql<{ systemLogs: { nodes: { level: string }[] } }>(
      `query($filter: SystemLogFilter) { systemLogs(filter: $filter) { nodes { level } } }`,
      { filter: { correlationId: requestId, level: 'error' } },
    );
    expect(byLevel.data!.systemLogs.nodes).toEqual([{ level: 'error' }]);

    // Keyset paging: one line a page.
    const first = await client.gql<{ systemLogs: { nodes: { id: number }[]; pageInfo: { endCursor: string } } }>(
      `query($filter: SystemLogFilter) { systemLogs(filter: $filter, first: 1) { nodes { id } pageInfo { endCursor hasNextPage } } }`,
      { filter: { search: marker } },
    );
    const second = await client.gql<{ systemLogs: { nodes: { id: number }[] } }>(
      `query($filter: SystemLogFilter, $after: String) { systemLogs(filter: $filter, first: 1, after: $after) { nodes { id } } }`,
      { filter: { search: marker }, after: first.data!.systemLogs.pageInfo.endCursor },
    );
    expect(second.data!.systemLogs.nodes[0].id).not.toBe(first.data!.systemLogs.nodes[0].id);

    const bad = await client.gql(`{ systemLogs(filter: { from: "yesterday" }) { nodes { id } } }`);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');

    const { staff } = await createClinicWithUsers(t.dataSource);
    const clinicUser = await signedInClient(t.url, staff.email);
    const refused = await clinicUser.gql(`{ systemLogs { nodes { id } } }`);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('names a line logged outside any request by its message, with no correlation id', async () => {
    const marker = `req-${randomUUID()}`;
    t.app.services.systemLogs.sink.record(SystemLogLevel.warn, `direct ${marker}`);
    await t.app.services.systemLogs.sink.flush();
    const [row] = (await t.dataSource.query(`SELECT source, correlation_id FROM system_logs WHERE message = $1`, [
      `direct ${marker}`,
    ])) as { source: string; correlation_id: string | null }[];
    expect(row).toEqual({ source: 'server', correlation_id: null });
  });

  it('never recurses when its own write fails, and drops the batch', async () => {
    const lines: string[] = [];
    const failing = { query: () => Promise.reject(new Error('database gone')) } as unknown as DataSource;
    const plain = createLogger('info', (line) => lines.push(line));
    const sink = new SystemLogSink(failing, plain);
    const logger = loggerWithSystemLogs(plain, sink);
    logger.error('first failure');
    await sink.flush();
    await sink.flush();
    expect(lines.filter((line) => line.includes('system log batch not written'))).toHaveLength(1);
    expect(sink.droppedCount).toBe(1);
  });

  it('deletes lines past the retention on the daily job', async () => {
    const marker = `old-${randomUUID()}`;
    await t.dataSource.query(
      `INSERT INTO system_logs (level, source, message, created_at) VALUES
         ('error', 'test', $1, $2::timestamptz - interval '31 days'), ('error', 'test', $1, $2::timestamptz - interval '29 days')`,
      [marker, clock.now()],
    );
    await t.app.services.jobs.send(purgeSystemLogs, {});
    await t.app.services.jobs.runDue(purgeSystemLogs);
    const left = (await t.dataSource.query(`SELECT created_at FROM system_logs WHERE message = $1`, [
      marker,
    ])) as unknown[];
    expect(left).toHaveLength(1);
    expect(t.config.systemLogRetentionDays).toBe(30);
  });
});
