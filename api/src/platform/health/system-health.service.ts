import { statfs } from 'node:fs/promises';
import os from 'node:os';
import { mailNotConfiguredMessage } from '../mail/outbound-mail.service';
import type { DataSource } from 'typeorm';
import { auditLogProtection } from '../../db/application-role';
import { assertOperatorArea, OperatorArea } from '../access/operator-areas';
import type { JobQueue } from '../jobs/job-queue';
import type { Scope } from '../access/scope';
import { RequestWindow } from './request-window';
import {
  HealthStatus,
  type DatabaseHealth,
  type JobQueueHealth,
  type StorageHealth,
  type SystemHealth,
} from './system-health.types';

/** Where a figure stops being healthy. */
export const healthLimits = {
  /** Share of 5xx answers, once the window holds enough requests to mean something. */
  errorRate: 0.05,
  minRequestsForErrorRate: 20,
  p95Ms: 2000,
  databaseLatencyMs: 500,
  diskFreeShare: 0.1,
  /** The sweep seals up to 5,000 rows a pass every 5 s: more waiting means it has fallen behind or stopped. */
  auditRowsAwaitingSeal: 20_000,
  /** A due job waiting longer than this for a worker: the workers are stopped, stuck or too few. */
  jobWaitingSeconds: 300,
} as const;

/** The pg pool under TypeORM's PostgreSQL driver: its counters are public on pg.Pool. */
export interface PoolCounters {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

export const poolCounters = (dataSource: DataSource): PoolCounters | null =>
  (dataSource.driver as unknown as { master?: PoolCounters }).master ?? null;

export interface SystemHealthOptions {
  dataDir: string;
  storageBackend: 'local' | 's3';
  jobs: Pick<JobQueue<unknown>, 'queueFigures'>;
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/**
 * The operator's Health tab: figures measured now, in this api process (its requests, memory and
 * pool) and in the shared database (size, connections, documents).
 */
export class SystemHealthService {
  /** Filled by the request-metrics middleware. */
  readonly requests = new RequestWindow();
  private readonly startedAt = new Date(Date.now() - process.uptime() * 1000);
  /** Changes only with the grants at start-up: asked once per process. */
  private auditLogProtected?: Promise<boolean>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: SystemHealthOptions,
  ) {}

  async systemHealth(scope: Scope): Promise<SystemHealth> {
    assertOperatorArea(scope, OperatorArea.health);
    const [database, storage, jobs] = await Promise.all([this.database(), this.storage(), this.jobs()]);
    const window = this.requests.snapshot();
    const memory = process.memoryUsage();
    const health: SystemHealth = {
      status: HealthStatus.healthy,
      problems: [],
      measuredAt: new Date(),
      process: {
        instance: `${os.hostname()}:${process.pid}`,
        startedAt: this.startedAt,
        uptimeSeconds: Math.round(process.uptime()),
        nodeVersion: process.version,
        memoryRssBytes: memory.rss,
        heapUsedBytes: memory.heapUsed,
        heapTotalBytes: memory.heapTotal,
      },
      requests: {
        windowSeconds: window.windowSeconds,
        coveredSeconds: window.coveredSeconds,
        requests: window.requests,
        errors: window.errors,
        requestsPerMinute: Math.round(window.requestsPerMinute * 10) / 10,
        errorRate: window.errorRate,
        latencyP50Ms: roundMs(window.p50Ms),
        latencyP95Ms: roundMs(window.p95Ms),
        latencyP99Ms: roundMs(window.p99Ms),
        requestsSinceStart: window.requestsSinceStart,
        errorsSinceStart: window.errorsSinceStart,
      },
      database,
      storage,
      jobs,
    };
    health.problems = problemsOf(health);
    health.status = health.problems.length ? HealthStatus.degraded : HealthStatus.healthy;
    return health;
  }

  private pool(): PoolCounters | null {
    return poolCounters(this.dataSource);
  }

  private async database(): Promise<DatabaseHealth> {
    const pool = this.pool();
    const poolFigures = {
      poolTotal: pool?.totalCount ?? 0,
      poolIdle: pool?.idleCount ?? 0,
      poolWaiting: pool?.waitingCount ?? 0,
      poolMax: pool?.options?.max ?? 0,
    };
    try {
      const started = process.hrtime.bigint();
      await this.dataSource.query('SELECT 1');
      const latencyMs = Number(process.hrtime.bigint() - started) / 1e6;
      const auditLogProtected = (this.auditLogProtected ??= auditLogProtection(this.dataSource).then(
        (result) => result.protected,
      ));
      const [row]: {
        size: string;
        connections: number;
        active: number;
        max_connections: number;
      }[] = await this.dataSource.query(
        `SELECT pg_database_size(current_database())::text AS size,
                count(*)::int AS connections,
                count(*) FILTER (WHERE state = 'active')::int AS active,
                current_setting('max_connections')::int AS max_connections
           FROM pg_stat_activity WHERE datname = current_database()`,
      );
      return {
        up: true,
        auditLogProtected: await auditLogProtected.catch(() => null),
        latencyMs: Math.round(latencyMs * 100) / 100,
        sizeBytes: Number(row.size),
        connections: row.connections,
        activeConnections: row.active,
        maxConnections: row.max_connections,
        ...poolFigures,
      };
    } catch {
      this.auditLogProtected = undefined;
      return {
        up: false,
        auditLogProtected: null,
        latencyMs: null,
        sizeBytes: null,
        connections: null,
        activeConnections: null,
        maxConnections: null,
        ...poolFigures,
      };
    }
  }

  private async jobs(): Promise<JobQueueHealth> {
    const queues = await this.options.jobs.queueFigures().catch(() => []);
    const [row] = (await this.dataSource
      .query(
        `WITH unsent AS (
           -- Without a mail server, notices are only recorded (the E-mail tab shows them): that is the
           -- embedded default, not a failure. An invitation left unsent still is: its link must be handed over.
           SELECT created_at, last_error FROM outbound_emails
            WHERE sent_at IS NULL AND NOT (last_error IS NOT DISTINCT FROM $1 AND kind <> 'invitation'))
         SELECT (SELECT count(*)::int FROM unsent) AS emails_waiting,
                (SELECT count(*)::int FROM unsent WHERE last_error IS NOT NULL) AS emails_failed,
                (SELECT extract(epoch FROM now() - min(created_at))::float8 FROM unsent) AS oldest_seconds,
                (SELECT count(*)::int FROM audit_logs
                  WHERE id > coalesce((SELECT max(audit_id) FROM audit_log_seals), 0)) AS unsealed`,
        [mailNotConfiguredMessage],
      )
      .catch(() => [null])) as ({
      emails_waiting: number;
      emails_failed: number;
      oldest_seconds: number | null;
      unsealed: number;
    } | null)[];
    return {
      queues,
      emailsWaiting: row?.emails_waiting ?? 0,
      emailsFailed: row?.emails_failed ?? 0,
      oldestEmailWaitingSeconds: row?.oldest_seconds === null || !row ? null : Math.round(row.oldest_seconds),
      auditRowsAwaitingSeal: row?.unsealed ?? 0,
    };
  }

  private async storage(): Promise<StorageHealth> {
    const documents = await this.dataSource
      .query(`SELECT count(*)::int AS count, coalesce(sum(file_size), 0)::text AS bytes FROM documents`)
      .then((rows: { count: number; bytes: string }[]) => rows[0])
      .catch(() => null);
    const disk = await statfs(this.options.dataDir).catch(() => null);
    return {
      backend: this.options.storageBackend,
      documentCount: documents?.count ?? 0,
      documentBytes: Number(documents?.bytes ?? 0),
      diskTotalBytes: disk ? disk.blocks * disk.bsize : null,
      diskFreeBytes: disk ? disk.bavail * disk.bsize : null,
    };
  }
}

const roundMs = (ms: number | null) => (ms === null ? null : Math.round(ms * 10) / 10);

function problemsOf({ requests, database, storage, jobs }: SystemHealth): string[] {
  const problems: string[] = [];
  if (jobs.emailsFailed > 0)
    problems.push(
      `${jobs.emailsFailed} ${jobs.emailsFailed === 1 ? 'email' : 'emails'} could not be sent; resend the invitations from the Users tab.`,
    );
  for (const queue of jobs.queues) {
    if (queue.deadLettered > 0)
      problems.push(
        `${queue.deadLettered} ${queue.name} ${queue.deadLettered === 1 ? 'job' : 'jobs'} failed every retry (dead letter queue ${queue.name}.dead).`,
      );
    if (queue.oldestWaitingSeconds !== null && queue.oldestWaitingSeconds > healthLimits.jobWaitingSeconds)
      problems.push(
        `The oldest ${queue.name} job has waited ${queue.oldestWaitingSeconds} s for a worker (limit ${healthLimits.jobWaitingSeconds} s).`,
      );
  }
  if (jobs.auditRowsAwaitingSeal > healthLimits.auditRowsAwaitingSeal)
    problems.push(
      `${jobs.auditRowsAwaitingSeal} audit rows are waiting for the hash chain (limit ${healthLimits.auditRowsAwaitingSeal}).`,
    );
  if (!database.up) problems.push('The database does not answer.');
  if (database.auditLogProtected === false)
    problems.push(
      "The app's database role can change or remove audit rows: run it under a role that does not own the tables (DATABASE_OWNER_URL).",
    );
  if (database.latencyMs !== null && database.latencyMs > healthLimits.databaseLatencyMs)
    problems.push(
      `The database took ${database.latencyMs} ms to answer SELECT 1 (limit ${healthLimits.databaseLatencyMs} ms).`,
    );
  if (database.poolWaiting > 0)
    problems.push(`${database.poolWaiting} queries are waiting for a free database connection.`);
  if (
    requests.errorRate !== null &&
    requests.requests >= healthLimits.minRequestsForErrorRate &&
    requests.errorRate > healthLimits.errorRate
  )
    problems.push(`${percent(requests.errorRate)} of requests failed (limit ${percent(healthLimits.errorRate)}).`);
  if (requests.latencyP95Ms !== null && requests.latencyP95Ms > healthLimits.p95Ms)
    problems.push(`95% of requests took up to ${requests.latencyP95Ms} ms (limit ${healthLimits.p95Ms} ms).`);
  if (
    storage.diskTotalBytes &&
    storage.diskFreeBytes !== null &&
    storage.diskFreeBytes / storage.diskTotalBytes < healthLimits.diskFreeShare
  )
    problems.push(`Only ${percent(storage.diskFreeBytes / storage.diskTotalBytes)} of the data disk is free.`);
  return problems;
}
