/**
 * Server C: our API, in-process exactly as main.ts builds it (createApp), with a production-ish
 * configuration: NODE_ENV=production (no introspection, no stack traces), LOG_LEVEL=warn, the
 * default pool of 10 connections, with one account allowed the whole pool. Sign-in is the real one (session cookie, a session row per login).
 */
import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../../api/src/app';
import { loadConfig } from '../../../api/src/config';
import { createDataSource } from '../../../api/src/db/data-source';
import { createLogger } from '../../../api/src/platform/logger';
import { announce, requireEnv, startControlServer } from './control';

async function main() {
  const config = loadConfig({
    NODE_ENV: 'production',
    // Production requires a key for secrets at rest; the bench's database lives one run.
    SECRETS_KEY: Buffer.alloc(32, 5).toString('base64'),
    LOG_LEVEL: 'warn',
    DATABASE_URL: requireEnv('BENCH_DATABASE_URL'),
    HOST: '127.0.0.1',
    PORT: process.env.BENCH_PORT ?? '0',
    // The web audit (web-audit.ts) serves the built app over plain http on loopback.
    ...(process.env.BENCH_WEB_DIST_DIR
      ? {
          WEB_DIST_DIR: process.env.BENCH_WEB_DIST_DIR,
          PUBLIC_URL: `http://127.0.0.1:${process.env.BENCH_PORT}`,
          COOKIE_SECURE: 'false',
        }
      : {}),
    DB_POOL_MAX: process.env.BENCH_POOL_MAX ?? '10',
    // The load comes through one signed-in account standing in for many users: a single user's
    // fair share of the pool (a third) would measure the cap, not the api (decision 80). The fairness
    // phase (BENCH_FAIR_SHARE=production) measures exactly that cap, so it keeps the defaults.
    ...(process.env.BENCH_FAIR_SHARE === 'production'
      ? {}
      : {
          FAIR_SHARE_PER_USER: process.env.BENCH_POOL_MAX ?? '10',
          FAIR_SHARE_PER_CLINIC: process.env.BENCH_POOL_MAX ?? '10',
        }),
  });
  const logger = createLogger(config.logLevel);
  const dataSource = createDataSource({
    url: config.databaseUrl!,
    poolMax: config.dbPoolMax,
    statementTimeoutMs: config.dbStatementTimeoutMs,
    connectTimeoutMs: config.dbConnectTimeoutMs,
    applicationName: 'bench-ours',
  });
  await dataSource.initialize();
  const app = await createApp({ config, dataSource, logger });
  await new Promise<void>((resolve) => app.server.listen(config.port, config.host, () => resolve()));
  announce((app.server.address() as AddressInfo).port, await startControlServer());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
