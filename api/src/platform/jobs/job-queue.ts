import { createHash } from 'node:crypto';
import os from 'node:os';
import PgBoss from 'pg-boss';
import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from '../logger';
import { systemClock, type Clock } from './clock';
import { deadLetterQueueOf, type AnyJobDefinition, type JobDefinition, type RunningJob } from './job-definition';
import { jobSchema, poolExecutor, type PoolExecutor } from './job-schema';

export interface JobQueueOptions<TContext> {
  dataSource: DataSource;
  /** Every job this process may send or run (src/jobs.ts); their queues exist (prepareDatabase). */
  definitions: readonly AnyJobDefinition<TContext>[];
  logger: Logger;
  clock?: Clock;
  /**
   * Poll the queues, run cron schedules and pg-boss's maintenance in this process (JOBS_ENABLED).
   * Off, the queue is inert: sending still works, and jobs run only through runDue, drain and runNow.
   */
  work: boolean;
  /** Jobs of one queue this process runs at once (JOBS_CONCURRENCY). */
  concurrency: number;
  /** How often an idle worker asks for a job (JOBS_POLL_SECONDS, at least 0.5). */
  pollingIntervalSeconds: number;
  /** How long stop() lets running jobs finish before failing them back to their queue for a retry. */
  shutdownGraceMs: number;
  /** How often the cron scheduler looks at the schedules (pg-boss: 1 to 45 s; tests use 1). */
  cronIntervalSeconds?: number;
}

export interface SendOptions {
  /**
   * Idempotency key: a second send of the same job with the same key does nothing (returns null)
   * while the first is kept (waiting, running, retrying, and a day after it finished).
   */
  key?: string;
  /** Not before this moment; a number is seconds from the queue clock's now. */
  startAfter?: Date | number;
  /** Enqueue inside the caller's transaction: a rolled-back change enqueues nothing. */
  manager?: EntityManager;
}

/** What one run of a job came to. */
export interface JobOutcome {
  id: string;
  name: string;
  attempt: number;
  /** completed; retry: failed, will run again after its delay; failed: no retry left (dead-lettered). */
  state: 'completed' | 'retry' | 'failed';
  error: string | null;
}

/** A queue's figures for the Health tab. */
export interface QueueFigures {
  name: string;
  /** Jobs waiting: due, delayed, or waiting for a retry. */
  waiting: number;
  active: number;
  /** Jobs that failed their last retry and wait in the dead-letter queue for a person. */
  deadLettered: number;
  /** How long the oldest due job has waited for a worker, in seconds; null when none is due. */
  oldestWaitingSeconds: number | null;
}

/** The job row a run starts from (pg-boss's fetch, or our own claim for runDue/runNow). */
interface ClaimedJob {
  id: string;
  data: object;
  retryCount: number;
  retryLimit: number;
}

/** Which process ran a job: kept in the job's output. */
const instance = `${os.hostname()}:${process.pid}`;

/** Archive finished jobs after a day: an idempotency key holds that long after its job finished. */
const archiveCompletedAfterSeconds = 24 * 60 * 60;

/**
 * The platform's job queue (decision 81): pg-boss 10 on our PostgreSQL, through the app's own
 * connection pool. Every scheduled, retried or deferred piece of work is a job here, never a timer.
 * Jobs run at least once: a handler must be idempotent.
 */
export class JobQueue<TContext> {
  private readonly boss: PgBoss;
  private readonly executor: PoolExecutor;
  private readonly definitions = new Map<string, AnyJobDefinition<TContext>>();
  private readonly clock: Clock;
  private context: TContext | null = null;
  private state: 'idle' | 'working' | 'stopped' = 'idle';
  /** Runs started by runDue and runNow (pg-boss keeps track of its workers' own). */
  private readonly running = new Set<Promise<unknown>>();

  constructor(private readonly options: JobQueueOptions<TContext>) {
    this.clock = options.clock ?? systemClock;
    for (const definition of options.definitions) {
      if (this.definitions.has(definition.name)) throw new Error(`Two jobs are named ${definition.name}`);
      this.definitions.set(definition.name, definition);
    }
    this.executor = poolExecutor(options.dataSource);
    this.boss = new PgBoss({
      db: this.executor,
      schema: jobSchema,
      // The owner installs and upgrades the schema (prepareDatabase); the app's role may not.
      migrate: false,
      supervise: options.work,
      schedule: options.work,
      pollingIntervalSeconds: options.pollingIntervalSeconds,
      archiveCompletedAfterSeconds,
      ...(options.cronIntervalSeconds
        ? {
            cronMonitorIntervalSeconds: options.cronIntervalSeconds,
            cronWorkerIntervalSeconds: options.cronIntervalSeconds,
          }
        : {}),
    });
    this.boss.on('error', (error: Error) => options.logger.warn('job queue error', { error }));
  }

  /** What handlers are given to work with (the app's Services); set once, after they are built. */
  attach(context: TContext): void {
    this.context = context;
  }

  /** With `work`: registers the cron schedules and starts the workers. Inert otherwise. */
  async start(): Promise<void> {
    if (!this.options.work || this.state !== 'idle') return;
    await this.boss.start();
    this.state = 'working';
    const queues = new Set((await this.boss.getQueues()).map((queue) => queue.name));
    const missing = [...this.definitions.keys()].filter((name) => !queues.has(name));
    if (missing.length)
      throw new Error(`Job queues missing in the database (run the migrations as the owner): ${missing.join(', ')}`);
    for (const schedule of await this.boss.getSchedules())
      if (!this.definitions.get(schedule.name)?.schedule) await this.boss.unschedule(schedule.name);
    for (const definition of this.definitions.values()) {
      if (definition.schedule) {
        const { cron, tz, data } = definition.schedule;
        await this.boss.schedule(definition.name, cron, data, { tz });
      }
      if (definition.sendAtStart) await this.send(definition, definition.schedule?.data ?? {});
      for (let i = 0; i < this.options.concurrency; i += 1) {
        await this.boss.work(
          definition.name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: this.options.pollingIntervalSeconds },
          async ([job]) => {
            await this.execute(definition, {
              id: job.id,
              data: job.data as object,
              retryCount: job.retryCount,
              retryLimit: job.retryLimit,
            });
            return { ranBy: instance };
          },
        );
      }
    }
  }

  /**
   * Enqueues a job; returns its id, or null when its key was used already (or, on a 'short' queue,
   * when a job is waiting already). With `manager`, the job is part of the caller's transaction.
   */
  async send<TData extends object>(
    job: JobDefinition<TData, TContext> | string,
    data: TData,
    options: SendOptions = {},
  ): Promise<string | null> {
    const definition = this.definitionOf(job);
    const { key, startAfter, manager } = options;
    const at = this.startTimeOf(startAfter);
    return this.boss.send(definition.name, data, {
      ...(key === undefined ? {} : { id: jobIdOf(definition.name, key) }),
      ...(at ? { startAfter: at } : {}),
      ...(manager ? { db: this.managerExecutor(manager) } : {}),
    });
  }

  /** A start time given in seconds from now is counted on the queue's clock. */
  private startTimeOf(startAfter: SendOptions['startAfter']): Date | undefined {
    return typeof startAfter === 'number' ? new Date(this.clock.now().getTime() + startAfter * 1000) : startAfter;
  }

  /** pg-boss's statements run in the caller's transaction. */
  private managerExecutor(manager: EntityManager) {
    return {
      executeSql: async (text: string, values: unknown[]) => ({
        rows: (await manager.query(text, values)) as unknown[],
      }),
    };
  }

  /**
   * Enqueues several jobs of one kind in one statement (pg-boss's `insert`): what `send` does for
   * each item, with the same idempotency keys, start time and transaction, in one round trip.
   */
  async sendMany<TData extends object>(
    job: JobDefinition<TData, TContext> | string,
    items: readonly { data: TData; key?: string }[],
    options: Omit<SendOptions, 'key'> = {},
  ): Promise<void> {
    if (items.length === 0) return;
    const definition = this.definitionOf(job);
    const { startAfter, manager } = options;
    const at = this.startTimeOf(startAfter);
    await this.boss.insert(
      items.map(({ data, key }) => ({
        name: definition.name,
        data,
        ...(key === undefined ? {} : { id: jobIdOf(definition.name, key) }),
        ...(at ? { startAfter: at.toISOString() } : {}),
      })),
      manager ? { db: this.managerExecutor(manager) } : {},
    );
  }

  /**
   * Runs, one at a time in this process, every job of one queue whose start time has come (by the
   * database's time, or by the queue's clock when a test moved it further), until none is left or
   * `limit` have run. For tests and tools: it needs no worker and does not wait for polling.
   */
  async runDue(job: AnyJobDefinition<TContext> | string, limit = 100): Promise<JobOutcome[]> {
    const definition = this.definitionOf(job);
    const outcomes: JobOutcome[] = [];
    while (outcomes.length < limit) {
      const rows = (await this.options.dataSource.query(
        `WITH next AS (
           SELECT id FROM ${jobSchema}.job
            WHERE name = $1 AND state < 'active' AND start_after <= greatest(now(), $2)
            ORDER BY priority DESC, start_after, created_on, id
            LIMIT 1
            FOR UPDATE SKIP LOCKED)
         ${claimUpdate}
           FROM next WHERE j.name = $1 AND j.id = next.id
         RETURNING ${claimedColumns}`,
        [definition.name, this.clock.now()],
      )) as [ClaimedJob[], number];
      const [claimed] = rows[0];
      if (!claimed) break;
      outcomes.push(await this.track(this.runClaimed(definition, claimed)));
    }
    return outcomes;
  }

  /** runDue for every queue, again while runs left more due work (bounded), e.g. a job that sends another. */
  async drain(maxRounds = 10): Promise<JobOutcome[]> {
    const outcomes: JobOutcome[] = [];
    for (let round = 0; round < maxRounds; round += 1) {
      const before = outcomes.length;
      for (const definition of this.definitions.values()) outcomes.push(...(await this.runDue(definition)));
      if (outcomes.length === before) break;
    }
    return outcomes;
  }

  /**
   * Runs the job sent with this key here and now, whatever its start time, when it still waits;
   * null when it does not (a worker has it, or it ran). For a caller that must know the outcome of
   * the first attempt right after its commit (an invitation's email); retries go to the workers.
   */
  async runNow(job: AnyJobDefinition<TContext> | string, key: string): Promise<JobOutcome | null> {
    const definition = this.definitionOf(job);
    const [claimed] = (
      (await this.options.dataSource.query(
        `${claimUpdate} WHERE j.name = $1 AND j.id = $2 AND j.state < 'active' RETURNING ${claimedColumns}`,
        [definition.name, jobIdOf(definition.name, key)],
      )) as [ClaimedJob[], number]
    )[0];
    return claimed ? this.track(this.runClaimed(definition, claimed)) : null;
  }

  /** Per queue: waiting, running, dead-lettered, and how long the oldest due job has waited. */
  async queueFigures(): Promise<QueueFigures[]> {
    const names = [...this.definitions.keys()];
    const rows = (await this.options.dataSource.query(
      `SELECT name,
              count(*) FILTER (WHERE state < 'active')::int AS waiting,
              count(*) FILTER (WHERE state = 'active')::int AS active,
              extract(epoch FROM now() - min(start_after) FILTER (WHERE state < 'active' AND start_after <= now()))::float8
                AS oldest
         FROM ${jobSchema}.job WHERE name = ANY($1) GROUP BY name`,
      [[...names, ...names.map((name) => deadLetterQueueOf({ name }))]],
    )) as { name: string; waiting: number; active: number; oldest: number | null }[];
    const byName = new Map(rows.map((row) => [row.name, row]));
    return names.map((name) => {
      const row = byName.get(name);
      return {
        name,
        waiting: row?.waiting ?? 0,
        active: row?.active ?? 0,
        deadLettered: byName.get(deadLetterQueueOf({ name }))?.waiting ?? 0,
        oldestWaitingSeconds: row?.oldest === null || row?.oldest === undefined ? null : Math.round(row.oldest),
      };
    });
  }

  /**
   * Stops taking jobs, lets the running ones finish within the shutdown grace, then fails what is
   * still running back to its queue (it runs again later: a started job is never lost). Call it
   * before the database closes. Sending keeps working meanwhile (requests still draining).
   */
  async stop(): Promise<void> {
    await this.halt();
  }

  /**
   * For a maintenance that replaces the data under the queue (the demo reset, decision 476): stops
   * taking jobs and lets the running ones finish as stop() does, but can start again with resume().
   */
  async pause(): Promise<void> {
    if (await this.halt()) this.state = 'idle';
  }

  /** stop()'s work: false when the queue was already stopped. */
  private async halt(): Promise<boolean> {
    if (this.state === 'stopped') return false;
    const wasWorking = this.state === 'working';
    this.state = 'stopped';
    const grace = this.options.shutdownGraceMs;
    await Promise.all([
      wasWorking ? this.boss.stop({ graceful: true, wait: true, close: false, timeout: grace }) : null,
      settleWithin([...this.running], grace),
    ]);
    // A worker stopped mid-fetch leaves its loop only when that fetch is answered; until then pg-boss
    // polls for it every second, and a poll after the caller has moved on (closed the pool, or a test
    // torn down its modules) fails. So the statements it has in flight finish here, then its loops end.
    await settleWithin([...this.executor.inFlight], grace);
    await new Promise((resolve) => setImmediate(resolve));
    return true;
  }

  /** After pause(): the schedules and workers again (inert without `work`, as start()). */
  async resume(): Promise<void> {
    await this.start();
  }

  private definitionOf(job: AnyJobDefinition<TContext> | string): AnyJobDefinition<TContext> {
    const name = typeof job === 'string' ? job : job.name;
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`No job named ${name} is defined (src/jobs.ts)`);
    return definition;
  }

  private track<T>(run: Promise<T>): Promise<T> {
    this.running.add(run);
    return run.finally(() => this.running.delete(run));
  }

  /** Runs a job claimed by runDue or runNow and settles it as pg-boss's worker would. */
  private async runClaimed(definition: AnyJobDefinition<TContext>, claimed: ClaimedJob): Promise<JobOutcome> {
    const attempt = claimed.retryCount + 1;
    try {
      await this.execute(definition, claimed);
      await this.boss.complete(definition.name, claimed.id, { ranBy: instance });
      return { id: claimed.id, name: definition.name, attempt, state: 'completed', error: null };
    } catch (error) {
      const message = messageOf(error);
      await this.boss.fail(definition.name, claimed.id, { message, ranBy: instance });
      const state = claimed.retryCount >= claimed.retryLimit ? 'failed' : 'retry';
      return { id: claimed.id, name: definition.name, attempt, state, error: message };
    }
  }

  private async execute(definition: AnyJobDefinition<TContext>, claimed: ClaimedJob): Promise<void> {
    if (this.context === null) throw new Error('The job queue has no context yet (attach)');
    const run: RunningJob<object> = {
      id: claimed.id,
      name: definition.name,
      data: claimed.data,
      attempt: claimed.retryCount + 1,
      maxAttempts: claimed.retryLimit + 1,
      now: this.clock.now(),
      logger: this.options.logger,
    };
    try {
      await definition.handler(run, this.context);
    } catch (error) {
      const last = run.attempt >= run.maxAttempts;
      this.options.logger[last ? 'error' : 'warn'](
        last ? 'job failed for good (dead letter)' : 'job failed (will retry)',
        {
          job: definition.name,
          id: run.id,
          attempt: run.attempt,
          of: run.maxAttempts,
          error: messageOf(error),
        },
      );
      throw error;
    }
  }
}

/** The claim both runDue and runNow make: what pg-boss's fetch does to a job it hands to a worker. */
const claimUpdate = `UPDATE ${jobSchema}.job j
    SET state = 'active', started_on = now(),
        retry_count = CASE WHEN j.started_on IS NOT NULL THEN j.retry_count + 1 ELSE j.retry_count END`;
const claimedColumns = `j.id, j.data, j.retry_count AS "retryCount", j.retry_limit AS "retryLimit"`;

/** The job id an idempotency key stands for: a UUID made from the queue's name and the key. */
export function jobIdOf(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\n${key}`).digest('hex');
  // Version 8 (custom) and the RFC variant bits, so it is a well-formed UUID.
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

async function settleWithin(runs: Promise<unknown>[], ms: number): Promise<void> {
  if (!runs.length) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled(runs),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}
