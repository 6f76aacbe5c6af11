import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Logger } from '../platform/logger';
import { auditLogProtection } from './application-role';
import { createDataSource } from './data-source';
import { startEmbeddedPostgres } from './embedded-postgres';
import { prepareDatabase } from './prepare-database';

export interface Database {
  dataSource: DataSource;
  embedded: boolean;
  /** The schema owner's URL (DATABASE_OWNER_URL, or the embedded cluster's superuser); null when only the app's role is known. */
  ownerUrl: string | null;
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL under DATA_DIR when none is given.
 * With `migrate`, first applies pending migrations as the owner (DATABASE_OWNER_URL, or the embedded
 * superuser) and grants the app's role its privileges; the returned connection is always the app's role.
 */
export async function openDatabase(
  config: Config,
  logger: Logger,
  options: {
    migrate?: boolean;
    /** Connect as the owner (maintenance tools that must work before the app's role has its grants). */
    asOwner?: boolean;
  } = {},
): Promise<Database> {
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedPostgres({ dataDir: config.dataDir, database: 'casebridge', logger });
  const appUrl = config.databaseUrl ?? embedded!.appUrl;
  const ownerUrl = embedded ? embedded.ownerUrl : config.databaseOwnerUrl;
  const dataSource = createDataSource({
    url: options.asOwner ? (ownerUrl ?? appUrl) : appUrl,
    poolMax: config.dbPoolMax,
    statementTimeoutMs: config.dbStatementTimeoutMs,
    connectTimeoutMs: config.dbConnectTimeoutMs,
  });
  try {
    if (options.migrate) {
      const applied = await prepareDatabase({ appUrl, ownerUrl });
      if (applied.length) logger.info('migrations applied', { names: applied.map((m) => m.name) });
    }
    await dataSource.initialize();
    if (options.migrate) await reportAuditLogProtection(dataSource, logger);
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
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
    ownerUrl,
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.stop();
    },
  };
}

async function reportAuditLogProtection(dataSource: DataSource, logger: Logger): Promise<void> {
  const { role, protected: isProtected } = await auditLogProtection(dataSource);
  if (!isProtected) {
    logger.warn('the app runs as a database role that can change or remove audit rows', {
      role,
      fix: 'set DATABASE_OWNER_URL to the role that owns the tables and DATABASE_URL to a role without ownership',
    });
  }
}
