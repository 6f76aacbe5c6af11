import type { DataSource } from 'typeorm';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createDataSource } from '../../api/src/db/data-source';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../api/src/db/embedded-postgres';
import { runMigrationsExclusively } from '../../api/src/db/migrate';
import { jobDefinitions } from '../../api/src/jobs';
import { installJobQueues } from '../../api/src/platform/jobs/job-schema';
import { createLogger } from '../../api/src/platform/logger';

export interface BenchDatabase {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Server settings for a benchmark: statement statistics, room for a bulk load, nothing else changed. */
const serverSettings: Record<string, string> = {
  shared_preload_libraries: 'pg_stat_statements',
  'pg_stat_statements.track': 'top',
  'pg_stat_statements.track_utility': 'on',
  max_wal_size: '4GB',
  checkpoint_timeout: '30min',
  maintenance_work_mem: '512MB',
  shared_buffers: '512MB',
  max_connections: '100',
};

/**
 * One embedded PostgreSQL in its own folder under the OS tmp dir, on a free port, migrated with our
 * migrations. It is started twice: the first start writes the settings above (ALTER SYSTEM), and
 * shared_preload_libraries takes effect only at the second start.
 */
export async function startBenchDatabase(log: (line: string) => void): Promise<BenchDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'casebridge-bench-'));
  const logger = createLogger('warn', (line) => log(line));
  let server: EmbeddedPostgres = await startEmbeddedPostgres({ dataDir, database: 'casebridge_bench', logger });
  await withClient(server.ownerUrl, async (client) => {
    for (const [name, value] of Object.entries(serverSettings)) {
      await client.query(`ALTER SYSTEM SET ${name} = '${value}'`);
    }
  });
  await server.stop();
  server = await startEmbeddedPostgres({ dataDir, database: 'casebridge_bench', logger });
  const url = server.ownerUrl;
  await withClient(url, (client) => client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements'));

  const dataSource = createDataSource({ url, poolMax: 2 });
  await dataSource.initialize();
  try {
    await migrateWithJobQueues(dataSource);
  } finally {
    await dataSource.destroy();
  }
  return {
    url,
    dataDir,
    async stop() {
      await server.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Another database on the same server, migrated with our migrations (quick mode's small size). */
export async function createMigratedDatabase(url: string, name: string): Promise<string> {
  await withClient(url, (client) => client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`));
  const target = new URL(url);
  target.pathname = `/${name}`;
  await withClient(target.toString(), (client) => client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements'));
  const dataSource = createDataSource({ url: target.toString(), poolMax: 2 });
  await dataSource.initialize();
  try {
    await migrateWithJobQueues(dataSource);
  } finally {
    await dataSource.destroy();
  }
  return target.toString();
}

export async function withClient<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  // The server going away (a stop on Ctrl-C) must end the run through its own path, not crash it.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Our migrations, then the job queue's schema and queues, as prepareDatabase does (the bench runs as the owner). */
async function migrateWithJobQueues(dataSource: DataSource): Promise<void> {
  await runMigrationsExclusively(dataSource);
  await installJobQueues(dataSource, jobDefinitions);
}
