import PgBoss from 'pg-boss';
import type { DataSource } from 'typeorm';
import { deadLetterQueueOf, type AnyJobDefinition } from './job-definition';

/** The PostgreSQL schema pg-boss keeps its tables in. */
export const jobSchema = 'pgboss';

/** pg-boss's own queue for cron: its scheduler sends each due schedule through it (pg-boss 10 timekeeper). */
export const cronQueue = '__pgboss__send-it';

type Queryable = Pick<DataSource, 'query'>;

/** pg-boss's database access over a TypeORM data source's pool (no second pool of its own). */
export interface PoolExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** The statements pg-boss has sent and not yet had answered. */
  readonly inFlight: ReadonlySet<Promise<unknown>>;
}

/** pg-boss's `db`: its statements on the DataSource's own pool, each tracked until answered. */
export function poolExecutor(dataSource: DataSource): PoolExecutor {
  const pool = (
    dataSource.driver as unknown as {
      master: { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
    }
  ).master;
  const inFlight = new Set<Promise<unknown>>();
  return {
    inFlight,
    executeSql(text, values) {
      const query = pool.query(text, values);
      inFlight.add(query);
      void query.then(
        () => inFlight.delete(query),
        () => inFlight.delete(query),
      );
      return query;
    },
  };
}

/**
 * Run by the schema's owner after the migrations (decision 81): installs or upgrades pg-boss's schema,
 * then creates every queue the definitions need, with their dead-letter queues and pg-boss's cron
 * queue. Creating a queue is DDL (a partition of `pgboss.job`), which the app's role may not run.
 * A queue that exists gets the definition's current options.
 */
export async function installJobQueues(owner: DataSource, definitions: readonly AnyJobDefinition[]): Promise<void> {
  const boss = new PgBoss({
    db: poolExecutor(owner),
    schema: jobSchema,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  boss.on('error', () => undefined);
  await boss.start();
  try {
    await boss.createQueue(cronQueue);
    for (const definition of definitions) {
      const deadLetter = definition.deadLetter ? deadLetterQueueOf(definition) : undefined;
      // Dead letters wait for a person: kept 30 days (pg-boss doubles a dead letter's retention again).
      if (deadLetter)
        await boss.createQueue(deadLetter, {
          name: deadLetter,
          policy: 'standard',
          retentionMinutes: 30 * 24 * 60,
        });
      const options = {
        name: definition.name,
        policy: definition.policy,
        retryLimit: definition.retry.limit,
        retryDelay: definition.retry.delaySeconds,
        retryBackoff: definition.retry.backoff,
        expireInSeconds: definition.expireInSeconds,
        ...(deadLetter ? { deadLetter } : {}),
      };
      await boss.createQueue(definition.name, options);
      await boss.updateQueue(definition.name, options);
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}

/**
 * The app's role on pg-boss's schema: rows of every table (queue partitions included) and its
 * functions, never DDL. Run by the owner after `installJobQueues`, so new partitions are covered.
 */
export async function grantJobSchema(owner: Queryable, role: string): Promise<void> {
  const r = `"${role.replaceAll('"', '""')}"`;
  await owner.query(`GRANT USAGE ON SCHEMA ${jobSchema} TO ${r}`);
  await owner.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${jobSchema} TO ${r}`);
  await owner.query(`GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${jobSchema} TO ${r}`);
}
