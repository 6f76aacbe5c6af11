import { Client } from 'pg';
import WebSocket from 'ws';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../db/data-source';
import { TestClient } from '../../test/client';
import { createClinicWithUsers } from '../../test/factories';
import { spawnMain, type MainProcess } from '../../test/faults/spawn-main';
import { testDatabaseUrl } from '../../test/harness';

/**
 * SIGTERM to the real process (src/main.ts) while requests wait on the database and subscriptions
 * are open: it stops accepting, the in-flight requests still finish with success and `Connection: close`
 * (so no client sends another request into a closing socket), each socket gets a close frame with a
 * code (no reset), and the process exits 0 within the grace period.
 */
const graceMs = 8000;
let ds: DataSource;
let main: MainProcess | null = null;

beforeAll(async () => {
  ds = createDataSource({ url: testDatabaseUrl(), poolMax: 2, applicationName: 'casebridge-fault-test' });
  await ds.initialize();
});
afterAll(async () => {
  if (main && main.child.exitCode === null) main.child.kill('SIGKILL');
  await ds.destroy();
});

interface SocketOutcome {
  code: number | null;
  reason: string;
  errors: string[];
  messages: string[];
}

/** A graphql-ws socket (raw protocol, to see the close frame) with one live subscription. */
function openSubscription(url: string, cookie: string): Promise<{ outcome: Promise<SocketOutcome> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url.replace('http', 'ws') + '/graphql', 'graphql-transport-ws', {
      headers: { cookie },
    });
    const result: SocketOutcome = { code: null, reason: '', errors: [], messages: [] };
    const outcome = new Promise<SocketOutcome>((done) =>
      socket.once('close', (code, reason) => {
        result.code = code;
        result.reason = reason.toString();
        done(result);
      }),
    );
    socket.on('error', (error) => result.errors.push(error.message));
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { type: string };
      result.messages.push(message.type);
      if (message.type === 'connection_ack') {
        socket.send(
          JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { messageAdded { id } }' } }),
        );
        // graphql-ws answers nothing on a successful subscribe: give it a moment to register.
        setTimeout(() => {
          clearTimeout(timer);
          resolve({ outcome });
        }, 200);
      }
    });
    const timer = setTimeout(() => reject(new Error(`socket did not open: ${JSON.stringify(result)}`)), 10_000);
  });
}

async function waitingOnLocks(applicationName: string): Promise<number> {
  const rows: { n: string }[] = await ds.query(
    `SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1 AND wait_event_type = 'Lock'`,
    [applicationName],
  );
  return Number(rows[0].n);
}

test('SIGTERM with requests in flight and sockets open: requests finish, sockets close cleanly, exit 0', async () => {
  // Six requests of one user in flight at once: above a user's fair share of the pool (a third),
  // which is proven by its own test (platform/http/__tests__/fair-share.test.ts).
  main = await spawnMain({
    SHUTDOWN_GRACE_MS: String(graceMs),
    FAIR_SHARE_PER_USER: '10',
    FAIR_SHARE_PER_CLINIC: '10',
  });
  const { clinic, staff } = await createClinicWithUsers(ds);
  const client = new TestClient(main.url);
  await client.login(staff.email);

  const sockets = await Promise.all([1, 2, 3].map(() => openSubscription(main!.url, client.cookie!)));

  // Hold the clinic row: every new patient of this clinic (its foreign key check) waits on it.
  const locker = new Client({ connectionString: testDatabaseUrl() });
  await locker.connect();
  await locker.query('BEGIN');
  await locker.query('SELECT id FROM clinics WHERE id = $1 FOR UPDATE', [clinic.id]);

  const answered = async (response: Response) => {
    const body = (await response.json()) as { errors?: unknown };
    return { status: body.errors ? 500 : response.status, connection: response.headers.get('connection') };
  };
  const inFlight = [
    ...[1, 2, 3].map((n) =>
      client
        .request('POST', '/graphql', {
          body: {
            query: `mutation ($input: PatientQuickAddInput!) { patientQuickAdd(input: $input) { id } }`,
            variables: { input: { firstName: 'Inflight', lastName: `Graphql${n}` } },
          },
        })
        .then(answered),
    ),
    ...[1, 2, 3].map((n) =>
      client
        .request('POST', '/api/patients', {
          body: {
            firstName: 'Inflight',
            lastName: `Rest${n}`,
            email: `inflight${n}@example.com`,
            phone: '555-010-2000',
            dateOfBirth: '1980-01-02',
          },
        })
        .then(answered),
    ),
  ];
  // Every one of them is inside the app, waiting on the lock in PostgreSQL.
  const deadline = Date.now() + 10_000;
  while ((await waitingOnLocks('casebridge-api')) < inFlight.length) {
    if (Date.now() > deadline) throw new Error('the requests never reached the database');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const signalledAt = Date.now();
  main.child.kill('SIGTERM');
  const closes = await Promise.all(sockets.map((s) => s.outcome));
  // New connections are refused while the in-flight requests are still waiting.
  await expect(fetch(`${main.url}/healthz`)).rejects.toThrow();
  expect(main.child.exitCode).toBeNull();

  await locker.query('COMMIT');
  await locker.end();
  const answers = await Promise.all(inFlight);
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 201, 201, 201]);
  expect(answers.map((a) => a.connection)).toEqual(Array(inFlight.length).fill('close'));

  const exit = await main.exited;
  expect(exit).toEqual({ code: 0, signal: null });
  expect(Date.now() - signalledAt).toBeLessThan(graceMs);
  for (const close of closes) {
    expect(close.errors).toEqual([]);
    // 1001 Going Away, sent by graphql-ws on dispose: a close frame, not 1006 (connection reset).
    expect(close.code).toBe(1001);
  }
  const created: { n: string }[] = await ds.query(
    `SELECT count(*) AS n FROM patients WHERE clinic_id = $1 AND first_name = 'Inflight'`,
    [clinic.id],
  );
  expect(Number(created[0].n)).toBe(6);
  expect(main.output()).toMatch(/stopped cleanly/);
  process.stdout.write(`socket close codes: ${closes.map((c) => `${c.code} ${c.reason}`).join(', ')}\n`);
});
