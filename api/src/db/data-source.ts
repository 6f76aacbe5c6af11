import 'reflect-metadata';
import { types } from 'pg';
import { DataSource, type Logger as TypeOrmLogger } from 'typeorm';
import { entities } from './entities';
import { migrations } from './migrations';
import { SnakeNamingStrategy } from './naming-strategy';
import { PreparingClient } from './prepared-statements';

// Calendar dates stay "YYYY-MM-DD" strings: a JS Date would shift them by the time zone.
types.setTypeParser(types.builtins.DATE, (value) => value);

export interface DataSourceOptions {
  url: string;
  poolMax?: number;
  statementTimeoutMs?: number;
  connectTimeoutMs?: number;
  applicationName?: string;
  /** Sees every statement (tests count statements per request with it). */
  queryLogger?: TypeOrmLogger;
}

export function createDataSource(options: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url: options.url,
    entities,
    migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    // An undefined or null in a where clause must never widen a query to every row.
    invalidWhereValuesBehavior: { null: 'throw', undefined: 'throw' },
    applicationName: options.applicationName ?? 'casebridge-api',
    ...(options.queryLogger ? { logging: ['query', 'error'] as const, logger: options.queryLogger } : {}),
    extra: {
      Client: PreparingClient,
      max: options.poolMax ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
      idleTimeoutMillis: 30000,
      statement_timeout: options.statementTimeoutMs ?? 15000,
      idle_in_transaction_session_timeout: 60000,
    },
  });
}

/** True when every migration has been applied. */
export async function migrationsApplied(dataSource: DataSource): Promise<boolean> {
  return !(await dataSource.showMigrations());
}
