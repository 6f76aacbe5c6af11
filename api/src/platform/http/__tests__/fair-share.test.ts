import { Client } from 'pg';
import { TestClient } from '../../../test/client';
import { createClinicWithUsers, createPatient } from '../../../test/factories';
import { patientUpdateFields } from '../../../test/faults/audited-writes';
import { startTestApp, testDatabaseOwnerUrl, type TestApp } from '../../../test/harness';
import { EventEmitter, once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Request, Response } from 'express';
import { FairShare, fairShareMiddleware, fairShareRefusal } from '../fair-share';

describe('FairShare', () => {
  it('admits a user up to their cap and the next request when one finishes, in arrival order', async () => {
    const share = new FairShare({ perUser: 2, perClinic: 10, maxWaitMs: 5_000 });
    const first = await share.acquire('u1', 1);
    const second = await share.acquire('u1', 1);
    const order: string[] = [];
    const third = share.acquire('u1', 1).then((release) => (order.push('third'), release));
    const fourth = share.acquire('u1', 1).then((release) => (order.push('fourth'), release));
    const otherUser = await share.acquire('u2', 1);
    expect(otherUser).not.toBeNull();
    expect(share.runningFor('user:u1')).toBe(2);
    first!();
    first!(); // releasing twice frees one turn only
    expect(share.runningFor('user:u1')).toBe(2);
    await third;
    second!();
    await fourth;
    expect(order).toEqual(['third', 'fourth']);
  });

  it('caps a clinic across its users, and refuses a request whose wait runs out', async () => {
    const share = new FairShare({ perUser: 5, perClinic: 2, maxWaitMs: 50 });
    await share.acquire('a', 7);
    await share.acquire('b', 7);
    expect(await share.acquire('c', 7)).toBeNull();
    expect(await share.acquire('attorney', null)).not.toBeNull();
    expect(share.runningFor('clinic:7')).toBe(2);
  });

  it('gives back the turn of a request whose client left while it waited, and never runs it', async () => {
    const share = new FairShare({ perUser: 1, perClinic: 10, maxWaitMs: 5_000 });
    const holding = await share.acquire('u1', 1);
    const req = { auth: { scope: { userId: 'u1', clinicId: 1 } } } as unknown as Request;
    const res = new EventEmitter() as unknown as Response;
    const next = jest.fn();
    fairShareMiddleware(share, 'graphql')(req, res, next);
    (res as unknown as EventEmitter).emit('close');
    holding!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(next).not.toHaveBeenCalled();
    expect(share.runningFor('user:u1')).toBe(0);
    expect(await share.acquire('u1', 1)).not.toBeNull();
  });

  it('gives back the turn of a request whose client left before it reached the fair share (the full bench run’s 429s)', async () => {
    const share = new FairShare({ perUser: 1, perClinic: 10, maxWaitMs: 5_000 });
    let reachedFairShare!: () => void;
    const atFairShare = new Promise<void>((resolve) => (reachedFairShare = resolve));
    let clientGone!: () => void;
    const gone = new Promise<void>((resolve) => (clientGone = resolve));
    const handled = jest.fn();
    const app = express();
    // Sign-in and body parsing take their time: the client may be gone before the turn is taken.
    app.use((req, _res, next) => {
      req.auth = { scope: { userId: 'u1', clinicId: 1 } } as Request['auth'];
      req.socket.once('close', () => setImmediate(() => (reachedFairShare(), next())));
      clientGone();
    });
    app.use(fairShareMiddleware(share, 'graphql'));
    app.use((_req, res) => (handled(), res.json({ ok: true })));
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const request = http.get({ port: (server.address() as AddressInfo).port, host: '127.0.0.1', path: '/' });
      request.on('error', () => {});
      await gone;
      request.destroy();
      await atFairShare;
      await new Promise((resolve) => setImmediate(resolve));
      expect(handled).not.toHaveBeenCalled();
      expect(share.runningFor('user:u1')).toBe(0);
    } finally {
      server.close();
    }
  });

  it('lets an expensive request take several turns: it waits for them together and runs alone at a cap (decision 511)', async () => {
    const share = new FairShare({ perUser: 3, perClinic: 4, maxWaitMs: 5_000 });
    const cheap = await share.acquire('u1', 1);
    const order: string[] = [];
    // Four turns asked, three allowed a user: it needs the user's whole share, so it waits for the cheap one.
    const heavy = share.acquire('u1', 1, 'heavy', 4).then((release) => (order.push('heavy'), release));
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([]);
    cheap!();
    const heavyRelease = await heavy;
    expect(share.runningFor('user:u1')).toBe(3);
    expect(share.runningFor('clinic:1')).toBe(3);
    // The clinic has one turn left: another user's cheap request fits, a second one waits.
    const colleague = await share.acquire('u2', 1);
    expect(colleague).not.toBeNull();
    const waiting = share.acquire('u3', 1).then((release) => (order.push('u3'), release));
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['heavy']);
    heavyRelease!();
    await waiting;
    expect(share.runningFor('user:u1')).toBe(0);
    expect(share.runningFor('clinic:1')).toBe(2);
    expect(share.heldFor('clinic:1').running.map((turn) => turn.turns)).toEqual([1, 1]);
  });

  it('reports a refusal with the requests that held the turns, oldest first, never the query string or variables', async () => {
    const share = new FairShare({ perUser: 2, perClinic: 10, maxWaitMs: 30 });
    const rest = { auth: { scope: { userId: 'u1', clinicId: 1 } }, method: 'GET', baseUrl: '/api', path: '/cases' };
    const graphql = { auth: { scope: { userId: 'u1', clinicId: 1 } }, body: { operationName: 'CaseDetail' } };
    const run = (middleware: ReturnType<typeof fairShareMiddleware>, req: object) => {
      const res = Object.assign(new EventEmitter(), { status: () => res, set: () => res, json: () => res });
      const next = jest.fn();
      middleware(req as Request, res as unknown as Response, next);
      return next;
    };
    const refusals: unknown[] = [];
    const onRefused = (refusal: unknown) => refusals.push(refusal);
    run(fairShareMiddleware(share, 'rest', onRefused), { ...rest, url: '/cases?search=Maria+Lopez' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    run(fairShareMiddleware(share, 'graphql', onRefused), {
      ...graphql,
      body: { ...graphql.body, variables: { search: 'Maria' } },
    });
    const refusedNext = run(fairShareMiddleware(share, 'graphql', onRefused), {
      ...graphql,
      body: { operationName: 'Cases' },
    });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(refusedNext).not.toHaveBeenCalled();
    expect(refusals).toEqual([
      {
        userId: 'u1',
        clinicId: 1,
        label: 'graphql Cases',
        running: [
          { label: 'GET /api/cases', turns: 1, ageMs: expect.any(Number) },
          { label: 'graphql CaseDetail', turns: 1, ageMs: expect.any(Number) },
        ],
        waiting: 0,
      },
    ]);
    expect(JSON.stringify(refusals)).not.toMatch(/Maria/);
  });
});

/**
 * One clinic's user sends the worst query the limits accept, many at once, while another clinic
 * works: the other clinic's requests still answer, and the attacker gets 429s, never a 503.
 */
describe('one tenant cannot take the database from another', () => {
  let t: TestApp;
  let attacker: TestClient;
  let victim: TestClient;
  jest.setTimeout(60_000);

  beforeAll(async () => {
    t = await startTestApp({
      DB_POOL_MAX: '3',
      DB_CONNECT_TIMEOUT_MS: '150',
      FAIR_SHARE_PER_USER: '1',
      FAIR_SHARE_PER_CLINIC: '1',
      FAIR_SHARE_MAX_WAIT_MS: '3000',
    });
    const busy = await createClinicWithUsers(t.dataSource);
    const quiet = await createClinicWithUsers(t.dataSource);
    await t.dataSource.query(
      `WITH p AS (
         INSERT INTO patients (clinic_id, first_name, last_name)
         SELECT $1, 'Load', 'Patient ' || n FROM generate_series(1, 10000) n RETURNING id)
       INSERT INTO cases (case_number, clinic_id, patient_id, case_type, status)
       SELECT 'CASE-LOAD-' || $1 || '-' || p.id, $1, p.id, 'auto_accident', 'active_treatment' FROM p`,
      [busy.clinic.id],
    );
    await createPatient(t.dataSource, quiet.clinic.id);
    attacker = new TestClient(t.url);
    await attacker.login(busy.staff.email);
    victim = new TestClient(t.url);
    await victim.login(quiet.staff.email);
  });
  afterAll(() => t.close());

  const worstAcceptedQuery = `query Worst($n: Int!) {
    cases(first: $n, sortBy: patientName, filter: { search: "Patient" }) {
      totalCount totalInScope
      nodes { id caseNumber status caseType patient { id firstName lastName email } attorney { id firstName }
              messages(first: 20) { id content senderName } }
    }
  }`;

  it('keeps the query limits on the operation as executed: a variable page of nested lists is refused', async () => {
    const bypass = `query Bypass($n: Int!) { cases(first: $n) { nodes { ...Nested } } }
      fragment Nested on Case { messages(first: 100) { id content senderName caseId } }`;
    const response = await attacker.request('POST', '/graphql', {
      body: { query: bypass, variables: { n: 100 } },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { data?: unknown; errors: { extensions: { code: string } }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    const accepted = await attacker.gql(worstAcceptedQuery, { n: 100 });
    expect(accepted.errors).toBeUndefined();
  });

  it("answers another clinic's requests while one user floods the api", async () => {
    const flood = Array.from({ length: 60 }, async () => {
      const response = await attacker.request('POST', '/graphql', {
        body: { query: worstAcceptedQuery, variables: { n: 100 } },
      });
      return response.status;
    });
    const victimStatuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const response = await victim.request('POST', '/graphql', {
        body: { query: '{ cases(first: 5) { totalCount nodes { id } } }' },
      });
      const body = (await response.json()) as { errors?: unknown };
      victimStatuses.push(body.errors ? -response.status : response.status);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const attackerStatuses = await Promise.all(flood);
    expect(victimStatuses).toEqual(Array(8).fill(200));
    expect(attackerStatuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect(attackerStatuses).toContain(429);
  });

  it('refuses a REST request over the share with 429 and the reason', async () => {
    // One request holds the user's only turn (its update waits on a row this test locks), so every
    // request sent meanwhile is over the share however fast the machine is.
    const restT = await startTestApp({ FAIR_SHARE_PER_USER: '1', FAIR_SHARE_MAX_WAIT_MS: '0' });
    const rowLock = new Client({ connectionString: testDatabaseOwnerUrl() });
    await rowLock.connect();
    try {
      const { clinic, staff } = await createClinicWithUsers(restT.dataSource);
      const patient = await createPatient(restT.dataSource, clinic.id);
      const client = new TestClient(restT.url);
      await client.login(staff.email);
      await rowLock.query('BEGIN');
      await rowLock.query('SELECT id FROM patients WHERE id = $1 FOR UPDATE', [patient.id]);
      const pid = (await rowLock.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
      const held = client.gql(
        'mutation ($id: Int!, $input: PatientUpdateInput!) { patientUpdate(id: $id, input: $input) { id } }',
        { id: patient.id, input: { ...patientUpdateFields, notes: 'held' } },
      );
      await waitUntil(async () => {
        const { rows } = await rowLock.query(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))',
          [pid],
        );
        return rows[0].n > 0;
      });
      const answers = await Promise.all(Array.from({ length: 5 }, () => client.rest('GET', '/api/patients?limit=50')));
      expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(429));
      expect(answers[0].body).toMatchObject({ success: false, message: fairShareRefusal, code: 'TOO_MANY_REQUESTS' });
      await rowLock.query('ROLLBACK');
      expect((await held).errors).toBeUndefined();
      // The turn is given back: the next request is served.
      expect((await client.rest('GET', '/api/patients?limit=50')).status).toBe(200);
    } finally {
      await rowLock.end();
      await restT.close();
    }
  });
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the held request');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
