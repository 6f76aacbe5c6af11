import type { QueryRunner } from 'typeorm';
import { serviceUnavailableRetryAfterSeconds } from '../database-unavailable';
import { TestClient } from '../../test/client';
import { createClinicWithUsers, createPatient } from '../../test/factories';
import { internalsPattern, startAppWithPool } from '../../test/faults/fault-app';
import type { TestApp } from '../../test/harness';

/**
 * Every pool connection held: new requests fail fast with 503 (GraphQL and REST, signed in and
 * anonymous) within the pool's connect timeout instead of hanging, with Retry-After, and service
 * comes back by itself once the connections are released.
 */
const poolMax = 2;
const connectTimeoutMs = 1000;
let t: TestApp;
let staff: TestClient;
let patientId: number;

beforeAll(async () => {
  t = await startAppWithPool({ poolMax, connectTimeoutMs });
  const { clinic, staff: user } = await createClinicWithUsers(t.dataSource);
  patientId = (await createPatient(t.dataSource, clinic.id)).id;
  staff = new TestClient(t.url);
  await staff.login(user.email);
});
afterAll(() => t.close());

async function holdEveryConnection(): Promise<QueryRunner[]> {
  const runners = Array.from({ length: poolMax }, () => t.dataSource.createQueryRunner());
  await Promise.all(runners.map((runner) => runner.connect()));
  return runners;
}

const timed = async <T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> => {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
};

async function rawGraphql(client: TestClient, query: string) {
  const response = await client.request('POST', '/graphql', { body: { query } });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), text: await response.text() };
}
async function rawRest(client: TestClient, method: string, path: string, body?: unknown) {
  const response = await client.request(method, path, { body });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), text: await response.text() };
}

/** One of each kind of request that needs the database. */
const probes = () => {
  const anonymous = new TestClient(t.url);
  return {
    'GraphQL signed in': () => rawGraphql(staff, '{ me { id email } }'),
    'GraphQL anonymous': () => rawGraphql(anonymous, '{ plans { id code } }'),
    'REST read': () => rawRest(staff, 'GET', `/api/patients/${patientId}`),
    'REST write': () =>
      rawRest(staff, 'POST', '/api/patients', {
        firstName: 'Pool',
        lastName: 'Test',
        email: 'pool.test@example.com',
        phone: '555-010-2000',
        dateOfBirth: '1980-01-02',
      }),
  };
};

test('with every connection held, each kind of request answers 503 within the connect timeout, without internals', async () => {
  const runners = await holdEveryConnection();
  try {
    for (const [name, probe] of Object.entries(probes())) {
      const { ms, value } = await timed(probe);
      expect({ name, status: value.status, retryAfter: value.retryAfter }).toEqual({
        name,
        status: 503,
        retryAfter: String(serviceUnavailableRetryAfterSeconds),
      });
      expect(ms).toBeLessThan(connectTimeoutMs + 1500);
      expect(value.text).not.toMatch(internalsPattern);
      const body = JSON.parse(value.text) as { code?: string; errors?: { extensions?: { code?: string } }[] };
      // Each in its own protocol's shape: GraphQL errors (also when the session lookup fails), REST's code.
      const code = name.startsWith('GraphQL') ? body.errors?.[0]?.extensions?.code : body.code;
      expect({ name, code }).toEqual({ name, code: 'SERVICE_UNAVAILABLE' });
      expect(value.text).toMatch(/briefly unavailable/);
    }
  } finally {
    await Promise.all(runners.map((runner) => runner.release()));
  }
});

test('30 simultaneous requests against a held pool all fail fast; once released, service recovers by itself', async () => {
  const runners = await holdEveryConnection();
  let released = false;
  try {
    const all = Object.values(probes());
    const { ms, value } = await timed(() => Promise.all(Array.from({ length: 30 }, (_, i) => all[i % all.length]())));
    expect(value.map((r) => r.status)).toEqual(Array(30).fill(503));
    expect(value.map((r) => r.retryAfter)).toEqual(Array(30).fill(String(serviceUnavailableRetryAfterSeconds)));
    // Waiting requests queue on the pool, each for at most the connect timeout: bounded, never hanging.
    expect(ms).toBeLessThan(connectTimeoutMs * 2 + 2000);
    await Promise.all(runners.map((runner) => runner.release()));
    released = true;
    const after = await Promise.all(Object.values(probes()).map((probe) => probe()));
    expect(after.map((r) => r.status)).toEqual([200, 200, 200, 201]);
    expect(after.map((r) => r.retryAfter)).toEqual([null, null, null, null]);
  } finally {
    if (!released) await Promise.all(runners.map((runner) => runner.release()));
  }
});

test('a pool that frees up while a request waits serves that request (no 503 when a connection comes in time)', async () => {
  const runners = await holdEveryConnection();
  const pending = timed(() => rawRest(staff, 'GET', `/api/patients/${patientId}`));
  await new Promise((resolve) => setTimeout(resolve, connectTimeoutMs / 4));
  await runners[0].release();
  const { value } = await pending;
  await runners[1].release();
  expect(value.status).toBe(200);
});
