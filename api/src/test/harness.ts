import { mkdtempSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { DataSource, Logger as TypeOrmLogger } from 'typeorm';
import { createApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { createDataSource } from '../db/data-source';
import { prepareDatabase } from '../db/prepare-database';
import type { Clock } from '../platform/jobs/clock';
import type { PaymentProvider } from '../platform/payments/payment-provider';
import { createLogger } from '../platform/logger';
import { testSecretsKey } from './test-secrets';

/** The test database as the app's restricted role: what the app under test connects as. */
export function testDatabaseUrl(): string {
  return requiredEnv('CASEBRIDGE_TEST_DATABASE_URL');
}

/** The test database as its owner (the cluster's superuser): creating databases, bypassing triggers. */
export function testDatabaseOwnerUrl(): string {
  return requiredEnv('CASEBRIDGE_TEST_DATABASE_OWNER_URL');
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the api tests through jest (global setup)`);
  return value;
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: testDatabaseUrl(),
    // Each app gets its own data folder (documents, upload temp files), never the repository's.
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'casebridge-test-')),
    PASSWORD_SCRYPT_LOG_N: '10',
    SECRETS_KEY: testSecretsKey,
    LOG_LEVEL: 'error',
    PORT: '0',
    // Every test signs in from 127.0.0.1 against one shared database: the limits are proven by
    // their own tests, which pass low values.
    LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '1000000',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000',
    PUBLIC_FORM_MAX_PER_ADDRESS_HOURLY: '1000000',
    FUNDING_LINK_MAX_PER_ADDRESS_HOURLY: '1000000',
    PASSWORD_RESET_MAX_PER_ADDRESS_HOURLY: '1000000',
    PASSWORD_RESET_MAX_PER_EMAIL_HOURLY: '1000000',
    // Hundreds of apps start here: their job queues are inert (sending works, nothing polls). A test
    // runs jobs through app.services.jobs (runDue, drain) or turns the workers on with JOBS_ENABLED.
    JOBS_ENABLED: 'false',
    ...env,
  });
}

/** A session lookup (session.service.ts): made once per session every few seconds, not once per request. */
const sessionLookup = /FROM sessions s JOIN users u/;
/**
 * Statements that fall in a request's window without being its work: a cache running out (a setting
 * after 15 s, the feature flags, a session's touch once a minute) or the log sink writing the warnings
 * a slow request logged. On a loaded machine any request may meet one.
 */
const upkeep =
  /^(SELECT setting_value FROM system_settings|SELECT name, clinic_id, enabled FROM feature_flags|UPDATE sessions SET expire|INSERT INTO system_logs)/;
const isUpkeep = (sql: string) => upkeep.test(sql.trimStart());

/** Counts the SQL statements the app sends, to prove a request's cost does not grow with its page size. */
export class StatementCounter implements TypeOrmLogger {
  count = 0;
  private recording: string[] | null = null;

  logQuery(query: string) {
    this.count += 1;
    this.recording?.push(query);
  }

  /**
   * The statements `act` sent, with the session lookups counted apart and the upkeep set apart:
   * whether a request reads its session depends on when that session was last read (decision 75),
   * and upkeep on the clock, so tests assert the rest exactly.
   */
  async during<T>(
    act: () => Promise<T>,
  ): Promise<{ result: T; statements: string[]; sessionLookups: number; upkeep: string[] }> {
    const recorded: string[] = [];
    this.recording = recorded;
    try {
      const result = await act();
      const sessionLookups = recorded.filter((sql) => sessionLookup.test(sql)).length;
      const statements = recorded.filter((sql) => !sessionLookup.test(sql) && !isUpkeep(sql));
      return { result, statements, sessionLookups, upkeep: recorded.filter(isUpkeep) };
    } finally {
      this.recording = null;
    }
  }
  logQueryError() {}
  logQuerySlow() {}
  logSchemaBuild() {}
  logMigration() {}
  log() {}
}

export interface TestApp {
  url: string;
  config: Config;
  dataSource: DataSource;
  app: App;
  statements: StatementCounter;
  /** The app's log lines (JSON), kept in memory instead of printed. */
  logs: string[];
  close(): Promise<void>;
}

/**
 * The real app against the test database, on a random port unless env sets PORT (tests that must
 * know the app's URL before it starts, for PUBLIC_URL). `adjust` changes what env cannot express;
 * `clock` is what the app's jobs are told the time is.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  adjust: (config: Config) => Config = (config) => config,
  options: { clock?: Clock; paymentProvider?: PaymentProvider } = {},
): Promise<TestApp> {
  const config = adjust(testConfig(env));
  const statements = new StatementCounter();
  const dataSource = createDataSource({ url: config.databaseUrl!, poolMax: 5, queryLogger: statements });
  await dataSource.initialize();
  const logs: string[] = [];
  const app = await createApp({
    config,
    dataSource,
    logger: createLogger('info', (line) => logs.push(line)),
    clock: options.clock,
    paymentProvider: options.paymentProvider,
  });
  await new Promise<void>((resolve) => app.server.listen(config.port, '127.0.0.1', () => resolve()));
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    config,
    dataSource,
    app,
    statements,
    logs,
    async close() {
      await app.close();
      await dataSource.destroy();
    },
  };
}

/** A port that was free a moment ago, for an app whose URL must be known before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * A fresh database on the test server, for tests that need the whole database to themselves; with
 * `migrate`, migrated by its owner with the app's role granted, as at start-up.
 */
export async function createScratchDatabase(
  options: { migrate?: boolean } = {},
): Promise<{ url: string; ownerUrl: string; drop(): Promise<void> }> {
  const name = `scratch_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const withOwner = async (fn: (client: Client) => Promise<unknown>) => {
    const client = new Client({ connectionString: testDatabaseOwnerUrl() });
    await client.connect();
    try {
      await fn(client);
    } finally {
      await client.end();
    }
  };
  await withOwner((client) => client.query(`CREATE DATABASE ${name}`));
  const inScratch = (base: string) => {
    const url = new URL(base);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const scratch = {
    url: inScratch(testDatabaseUrl()),
    ownerUrl: inScratch(testDatabaseOwnerUrl()),
    drop: () => withOwner((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
  if (options.migrate) await prepareDatabase({ appUrl: scratch.url, ownerUrl: scratch.ownerUrl });
  return scratch;
}
