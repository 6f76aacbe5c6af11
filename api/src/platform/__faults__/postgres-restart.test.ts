import { Client } from 'pg';
import { TestClient } from '../../test/client';
import { createClinicWithUsers } from '../../test/factories';
import { spawnMain, type MainProcess } from '../../test/faults/spawn-main';
import { startPostgres, stopPostgres } from '../../test/faults/postgres-control';
import { testDatabaseUrl } from '../../test/harness';
import { createDataSource } from '../../db/data-source';

/**
 * PostgreSQL stopped and started again under steady write load against the real process
 * (src/main.ts): the process survives, every write it acknowledged is in the database afterwards
 * (a client-side ledger compared with the table), refusals while the database is away are 503 (no
 * 500, no hang), and service comes back by itself.
 */
let main: MainProcess | null = null;
let postgresStopped = false;
afterAll(async () => {
  // Never leave the fault tests' PostgreSQL down for the files that run after this one.
  if (postgresStopped) await startPostgres();
  if (main && main.child.exitCode === null) {
    main.child.kill('SIGTERM');
    await main.exited;
  }
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('PostgreSQL restarted under load: process survives, acknowledged writes are all kept, service recovers', async () => {
  const ds = createDataSource({ url: testDatabaseUrl(), poolMax: 1, applicationName: 'casebridge-fault-test' });
  await ds.initialize();
  const { clinic, staff } = await createClinicWithUsers(ds);
  await ds.destroy();

  main = await spawnMain({ DB_CONNECT_TIMEOUT_MS: '1000' });
  const client = new TestClient(main.url);
  await client.login(staff.email);

  const acknowledged: string[] = [];
  const statuses: Record<string, number> = {};
  let sequence = 0;
  let running = true;
  const writer = async () => {
    while (running) {
      const lastName = `Restart${(sequence += 1)}`;
      const started = Date.now();
      let status: string;
      try {
        const response = await client.request('POST', '/graphql', {
          body: {
            query: 'mutation ($input: PatientQuickAddInput!) { patientQuickAdd(input: $input) { id lastName } }',
            variables: { input: { firstName: 'Load', lastName } },
          },
        });
        const body = (await response.json()) as {
          data?: { patientQuickAdd?: { lastName: string } } | null;
          errors?: { extensions?: { code?: string } }[];
          code?: string;
        };
        if (response.status === 200 && body.data?.patientQuickAdd?.lastName === lastName) acknowledged.push(lastName);
        status = `${response.status} ${body.errors?.[0]?.extensions?.code ?? body.code ?? ''}`.trim();
      } catch {
        status = 'network error';
      }
      statuses[status] = (statuses[status] ?? 0) + 1;
      // No request may hang while the database is away: bounded by the connect timeout and the retry.
      expect(Date.now() - started).toBeLessThan(10_000);
      await sleep(20);
    }
  };
  const writers = [writer(), writer(), writer()];

  await sleep(1000);
  const before = acknowledged.length;
  postgresStopped = true;
  await stopPostgres('fast');
  await sleep(1500);
  await startPostgres();
  postgresStopped = false;
  const restartedAt = Date.now();

  // Service comes back by itself: a write is acknowledged again within 15 s of the restart.
  const countAtRestart = acknowledged.length;
  while (acknowledged.length === countAtRestart) {
    if (Date.now() - restartedAt > 15_000)
      // Whether the process is still there and what it logged, so a failure under load names its cause.
      throw new Error(
        `no recovery: ${JSON.stringify(statuses)}; process ${main!.child.exitCode === null && main!.child.signalCode === null ? 'running' : `exited (${main!.child.exitCode ?? main!.child.signalCode})`}; its last output:\n${main!.output().split('\n').slice(-25).join('\n')}`,
      );
    await sleep(100);
  }
  const recoveredMs = Date.now() - restartedAt;
  await sleep(1000);
  running = false;
  await Promise.all(writers);

  expect(main.child.exitCode).toBeNull();
  expect(before).toBeGreaterThan(0);
  // While the database was away, answers were 200 or 503 SERVICE_UNAVAILABLE: never a 500.
  for (const status of Object.keys(statuses)) expect(['200', '503 SERVICE_UNAVAILABLE']).toContain(status);
  expect(statuses['503 SERVICE_UNAVAILABLE'] ?? 0).toBeGreaterThan(0);

  const check = new Client({ connectionString: testDatabaseUrl() });
  await check.connect();
  const { rows } = await check.query<{ last_name: string }>(
    `SELECT last_name FROM patients WHERE clinic_id = $1 AND first_name = 'Load'`,
    [clinic.id],
  );
  await check.end();
  const stored = new Set(rows.map((r) => r.last_name));
  const missing = acknowledged.filter((name) => !stored.has(name));
  expect(missing).toEqual([]);
  process.stdout.write(
    `restart: ${acknowledged.length} writes acknowledged, ${rows.length} stored, recovered ${recoveredMs} ms after start; answers ${JSON.stringify(statuses)}\n`,
  );
});
