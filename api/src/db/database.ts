import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Logger } from '../platform/logger';
import { createDataSource } from './data-source';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface Database {
  dataSource: DataSource;
  embedded: boolean;
  close(): Promise<void>;
}

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL under DATA_DIR when none is given. */
export async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedPostgres({ dataDir: config.dataDir, database: 'casebridge', logger });
  const dataSource = createDataSource({
    url: config.databaseUrl ?? embedded!.url,
    poolMax: config.dbPoolMax,
    statementTimeoutMs: config.dbStatementTimeoutMs,
    connectTimeoutMs: config.dbConnectTimeoutMs,
  });
  try {
    await dataSource.initialize();
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  // An idle client losing its connection must not crash the process.
  const pool = (dataSource.driver as unknown as { master?: { on(event: string, fn: (e: Error) => void): void } })
    .master;
  pool?.on('error', (error) => logger.warn('idle database connection failed', { error: error.message }));
  return {
    dataSource,
    embedded: embedded !== null,
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.stop();
    },
  };
}
