import type { DataSource } from 'typeorm';
import { roleOfUrl } from '../../../db/application-role';
import { createDataSource } from '../../../db/data-source';
import { createScratchDatabase } from '../../../test/harness';
import { createLogger } from '../../logger';
import { TestClock } from '../clock';
import { defineJob, type AnyJobDefinition } from '../job-definition';
import { JobQueue, jobIdOf, type JobQueueOptions } from '../job-queue';
import { grantJobSchema, installJobQueues } from '../job-schema';

/** What the test jobs' handlers work with: a table where every run leaves a row. */
interface Context {
  db: DataSource;
  /** Resolves the slow job's wait (graceful shutdown). */
  release?: Promise<void>;
}

const recordRun = (db: DataSource, job: { id: string; name: string; attempt: number; now: Date }) =>
  db.query(`INSERT INTO job_runs (job_id, name, attempt, now_seen) VALUES ($1, $2, $3, $4)`, [
    job.id,
    job.name,
    job.attempt,
    job.now,
  ]);

const flaky = defineJob<{ failures: number }, Context>({
  name: 'test.flaky',
  retry: { limit: 3, delaySeconds: 1, backoff: true },
  expireInSeconds: 30,
  async handler(job, { db }) {
    await recordRun(db, job);
    if (job.attempt <= job.data.failures) throw new Error(`attempt ${job.attempt} fails`);
  },
});

const doomed = defineJob<{ n: number }, Context>({
  name: 'test.doomed',
  retry: { limit: 1, delaySeconds: 1, backoff: false },
  expireInSeconds: 30,
  async handler(job, { db }) {
    await recordRun(db, job);
    throw new Error('the far end refuses');
  },
});

const plain = defineJob<{ n: number }, Context>({
  name: 'test.plain',
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  expireInSeconds: 30,
  handler: async (job, { db }) => void (await recordRun(db, job)),
});

const cron = defineJob<{ from: string }, Context>({
  name: 'test.cron',
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  expireInSeconds: 30,
  schedule: { cron: '* * * * *', tz: 'America/New_York', data: { from: 'cron' } },
  handler: async (job, { db }) => void (await recordRun(db, job)),
});

const slow = defineJob<{ n: number }, Context>({
  name: 'test.slow',
  retry: { limit: 2, delaySeconds: 0, backoff: false },
  expireInSeconds: 60,
  async handler(job, { db, release }) {
    await recordRun(db, { ...job, name: 'test.slow:started' });
    await release;
    await recordRun(db, job);
  },
});

const definitions: AnyJobDefinition<Context>[] = [flaky, doomed, plain, cron, slow];

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let owner: DataSource;
let app: DataSource;
const logs: string[] = [];
const queues: JobQueue<Context>[] = [];

beforeAll(async () => {
  scratch = await createScratchDatabase();
  owner = createDataSource({ url: scratch.ownerUrl, poolMax: 2 });
  await owner.initialize();
  // As at start-up: the owner installs pg-boss and the queues, then grants the app's role.
  await installJobQueues(owner, definitions);
  await grantJobSchema(owner, roleOfUrl(scratch.url));
  await owner.query(
    `CREATE TABLE job_runs (job_id uuid, name text, attempt int, now_seen timestamptz, ran_at timestamptz DEFAULT clock_timestamp())`,
  );
  await owner.query(`GRANT SELECT, INSERT ON job_runs TO ${roleOfUrl(scratch.url)}`);
  app = createDataSource({ url: scratch.url, poolMax: 6 });
  await app.initialize();
}, 60_000);

afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await app?.destroy();
  await owner?.destroy();
  await scratch?.drop();
});

/** A queue as the app's restricted role, inert unless `work`. */
function queueOf(
  options: Partial<JobQueueOptions<Context>> = {},
  context: Partial<Context> = {},
  clock = new TestClock(),
): JobQueue<Context> {
  const queue = new JobQueue<Context>({
    dataSource: app,
    definitions,
    logger: createLogger('debug', (line) => logs.push(line)),
    clock,
    work: false,
    concurrency: 1,
    pollingIntervalSeconds: 0.5,
    shutdownGraceMs: 10_000,
    ...options,
  });
  queue.attach({ db: app, ...context });
  queues.push(queue);
  return queue;
}

const runsOf = async (jobId: string) =>
  (await app.query(`SELECT name, attempt, now_seen FROM job_runs WHERE job_id = $1 ORDER BY ran_at`, [jobId])) as {
    name: string;
    attempt: number;
    now_seen: Date;
  }[];

const jobRow = async (name: string, id: string) =>
  (
    (await owner.query(
      `SELECT state, retry_count, extract(epoch FROM start_after - now())::float8 AS due_in, output
         FROM pgboss.job WHERE name = $1 AND id = $2`,
      [name, id],
    )) as { state: string; retry_count: number; due_in: number; output: Record<string, unknown> | null }[]
  )[0];

async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the job queue (pg-boss as the app role)', () => {
  it('retries a failing job with backoff, by the clock, until it succeeds', async () => {
    const clock = new TestClock();
    const queue = queueOf({}, {}, clock);
    const id = (await queue.send(flaky, { failures: 2 }))!;

    const [first] = await queue.runDue(flaky);
    expect(first).toMatchObject({ id, attempt: 1, state: 'retry', error: 'attempt 1 fails' });
    // The first retry waits 1 to 2 s (delay 1 s, doubled per retry, with jitter): not due yet.
    const waiting = await jobRow('test.flaky', id);
    expect(waiting.state).toBe('retry');
    expect(waiting.due_in).toBeGreaterThan(0.5);
    expect(waiting.due_in).toBeLessThanOrEqual(2);
    expect(await queue.runDue(flaky)).toEqual([]);

    // Past the first retry's time (one run: by then the second retry may be due as well).
    clock.advance({ seconds: 3 });
    expect((await queue.runDue(flaky, 1)).map((o) => [o.attempt, o.state])).toEqual([[2, 'retry']]);
    // The second retry waits longer (2 to 4 s).
    const second = await jobRow('test.flaky', id);
    expect(second.due_in).toBeGreaterThan(1.5);
    expect(second.due_in).toBeLessThanOrEqual(4);

    const later = clock.advance({ minutes: 1 });
    expect((await queue.runDue(flaky)).map((o) => [o.attempt, o.state])).toEqual([[3, 'completed']]);
    expect(await jobRow('test.flaky', id)).toMatchObject({ state: 'completed', retry_count: 2 });
    const runs = await runsOf(id);
    expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
    // Handlers are told the time by the queue's clock.
    expect(runs[2].now_seen.getTime()).toBe(later.getTime());
  });

  it('moves a job that failed its last retry to its dead-letter queue and counts it', async () => {
    const clock = new TestClock();
    const queue = queueOf({}, {}, clock);
    const before = (await queue.queueFigures()).find((q) => q.name === 'test.doomed')!;
    const id = (await queue.send(doomed, { n: 7 }))!;

    expect((await queue.runDue(doomed)).map((o) => o.state)).toEqual(['retry']);
    clock.advance({ seconds: 5 });
    const [last] = await queue.runDue(doomed);
    expect(last).toMatchObject({ attempt: 2, state: 'failed', error: 'the far end refuses' });
    expect(await jobRow('test.doomed', id)).toMatchObject({ state: 'failed', retry_count: 1 });
    clock.advance({ hours: 1 });
    expect(await queue.runDue(doomed)).toEqual([]);
    expect(await runsOf(id)).toHaveLength(2);

    const dead = (await owner.query(`SELECT data, state, output FROM pgboss.job WHERE name = 'test.doomed.dead'`)) as {
      data: { n: number };
      state: string;
      output: { message: string };
    }[];
    expect(dead).toContainEqual(
      expect.objectContaining({
        data: { n: 7 },
        state: 'created',
        output: expect.objectContaining({ message: 'the far end refuses' }),
      }),
    );
    const after = (await queue.queueFigures()).find((q) => q.name === 'test.doomed')!;
    expect(after.deadLettered - before.deadLettered).toBe(1);
    expect(logs.some((line) => line.includes('job failed for good (dead letter)') && line.includes(id))).toBe(true);
  });

  it('sends a job once per idempotency key', async () => {
    const queue = queueOf();
    const key = `invoice-${Date.now()}`;
    const first = await queue.send(plain, { n: 1 }, { key });
    expect(first).toBe(jobIdOf('test.plain', key));
    expect(await queue.send(plain, { n: 2 }, { key })).toBeNull();
    // Still refused once the job ran.
    await queue.runDue(plain);
    expect(await queue.send(plain, { n: 3 }, { key })).toBeNull();

    const rows = (await owner.query(`SELECT data, state FROM pgboss.job WHERE name = 'test.plain' AND id = $1`, [
      first,
    ])) as { data: { n: number }; state: string }[];
    expect(rows).toEqual([{ data: { n: 1 }, state: 'completed' }]);
    expect(await runsOf(first!)).toHaveLength(1);
    // Another key is another job.
    expect(await queue.send(plain, { n: 4 }, { key: `${key}-other` })).not.toBeNull();
  });

  it("enqueues inside the caller's transaction: a rolled-back change enqueues nothing", async () => {
    const queue = queueOf();
    const key = `tx-${Date.now()}`;
    await expect(
      app.transaction(async (manager) => {
        expect(await queue.send(plain, { n: 1 }, { key: `${key}-rolled-back`, manager })).not.toBeNull();
        throw new Error('the change fails after enqueueing');
      }),
    ).rejects.toThrow('the change fails');
    await app.transaction((manager) => queue.send(plain, { n: 2 }, { key: `${key}-committed`, manager }));

    const ids = [jobIdOf('test.plain', `${key}-rolled-back`), jobIdOf('test.plain', `${key}-committed`)];
    const rows = (await owner.query(`SELECT id, data FROM pgboss.job WHERE name = 'test.plain' AND id = ANY($1)`, [
      ids,
    ])) as { id: string; data: { n: number } }[];
    expect(rows).toEqual([{ id: ids[1], data: { n: 2 } }]);
  });

  it('registers a cron schedule with its time zone, and the cron fires as the app role', async () => {
    const queue = queueOf({ work: true, cronIntervalSeconds: 1 });
    await queue.start();
    const [schedule] = (await owner.query(
      `SELECT cron, timezone, data FROM pgboss.schedule WHERE name = 'test.cron'`,
    )) as { cron: string; timezone: string; data: unknown }[];
    expect(schedule).toEqual({ cron: '* * * * *', timezone: 'America/New_York', data: { from: 'cron' } });
    // Jobs without a schedule have none.
    expect(await owner.query(`SELECT name FROM pgboss.schedule WHERE name <> 'test.cron'`)).toEqual([]);

    // '* * * * *' is due at once (its last minute boundary is under a minute ago).
    const run = await waitFor('the cron job to run', async () => {
      const [row] = (await app.query(`SELECT job_id FROM job_runs WHERE name = 'test.cron' LIMIT 1`)) as {
        job_id: string;
      }[];
      return row;
    });
    const [job] = (await owner.query(`SELECT data FROM pgboss.job WHERE name = 'test.cron' AND id = $1`, [
      run.job_id,
    ])) as { data: unknown }[];
    expect(job.data).toEqual({ from: 'cron' });
    await queue.stop();
  }, 30_000);

  it('lets a running job finish on stop, and fails one that outlasts the grace back to its queue', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const queue = queueOf({ work: true, shutdownGraceMs: 10_000 }, { release: released });
    await queue.start();
    const id = (await queue.send(slow, { n: 1 }))!;
    await waitFor('the slow job to start', async () => (await runsOf(id)).length > 0);

    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 700));
    // Still waiting for the running job, which has not finished.
    expect(stopped).toBe(false);
    expect((await jobRow('test.slow', id)).state).toBe('active');
    release();
    await stopping;
    expect((await runsOf(id)).map((run) => run.name)).toEqual(['test.slow:started', 'test.slow']);
    expect((await jobRow('test.slow', id)).state).toBe('completed');
    // No worker is left: a new job waits.
    const next = (await queue.send(slow, { n: 2 }))!;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect((await jobRow('test.slow', next)).state).toBe('created');

    // A job that outlasts the grace is failed back to its queue and runs again later: never lost.
    let releaseStuck!: () => void;
    const stuck = queueOf(
      { work: true, shutdownGraceMs: 1000 },
      { release: new Promise<void>((resolve) => (releaseStuck = resolve)) },
    );
    await stuck.start();
    await waitFor('the second slow job to start', async () => (await runsOf(next)).length > 0);
    await stuck.stop();
    expect(await jobRow('test.slow', next)).toMatchObject({ state: 'retry' });
    releaseStuck();

    const clock = new TestClock();
    clock.advance({ minutes: 1 });
    const outcomes = await queueOf({}, { release: Promise.resolve() }, clock).runDue(slow);
    expect(outcomes.map((o) => [o.id, o.attempt, o.state])).toEqual([[next, 2, 'completed']]);
  }, 40_000);

  it("returns from stop only after pg-boss's statements in flight are answered, so no worker outlives it", async () => {
    // The app pool's statements as pg-boss sends them: a worker's fetch is held open for a while.
    const pool = (app.driver as unknown as { master: { query: (...args: unknown[]) => Promise<unknown> } }).master;
    const query = pool.query;
    let fetchesPending = 0;
    pool.query = function (this: unknown, ...args: unknown[]) {
      if (typeof args[0] !== 'string' || !args[0].includes('SKIP LOCKED')) return query.apply(this, args);
      fetchesPending += 1;
      return new Promise((resolve) => setTimeout(resolve, 800))
        .then(() => query.apply(this, args))
        .finally(() => (fetchesPending -= 1));
    } as typeof query;
    try {
      const queue = queueOf({ work: true });
      await queue.start();
      await waitFor('a worker to be fetching', async () => fetchesPending > 0);
      await queue.stop();
      expect(fetchesPending).toBe(0);
    } finally {
      pool.query = query;
    }
  }, 20_000);
});
