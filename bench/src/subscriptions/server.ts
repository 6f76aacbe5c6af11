/**
 * Our api for the subscription measurements: exactly servers/ours.ts (createApp, production
 * configuration, the PostgreSQL LISTEN/NOTIFY event bus), plus a control endpoint that reports the
 * process's memory after a forced GC (the harness starts this script with --expose-gc) and how many
 * live subscribers its LiveHub holds, so the harness knows when every socket's subscription is registered.
 */
import 'reflect-metadata';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../../api/src/app';
import { loadConfig } from '../../../api/src/config';
import { createDataSource } from '../../../api/src/db/data-source';
import { createLogger } from '../../../api/src/platform/logger';
import { announce, requireEnv } from '../servers/control';

export interface MemoryReading {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  subscribers: number;
  gc: boolean;
}

async function main() {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: requireEnv('BENCH_DATABASE_URL'),
    HOST: '127.0.0.1',
    PORT: '0',
    DB_POOL_MAX: process.env.BENCH_POOL_MAX ?? '10',
    // Production requires a key that seals secrets at rest (TOTP); the harness passes one per run.
    SECRETS_KEY: requireEnv('BENCH_SECRETS_KEY'),
  });
  const logger = createLogger(config.logLevel);
  const dataSource = createDataSource({
    url: config.databaseUrl!,
    poolMax: config.dbPoolMax,
    statementTimeoutMs: config.dbStatementTimeoutMs,
    connectTimeoutMs: config.dbConnectTimeoutMs,
    applicationName: 'bench-ours-live',
  });
  await dataSource.initialize();
  const app = await createApp({ config, dataSource, logger });
  await new Promise<void>((resolve) => app.server.listen(0, config.host, () => resolve()));
  const collect = (globalThis as { gc?: () => void }).gc;
  const control = http.createServer((req, res) => {
    if (req.url === '/memory') {
      // Two passes: the first may only queue finalisers that the second frees.
      collect?.();
      collect?.();
      const memory = process.memoryUsage();
      const reading: MemoryReading = {
        rss: memory.rss,
        heapUsed: memory.heapUsed,
        external: memory.external,
        arrayBuffers: memory.arrayBuffers,
        subscribers: app.services.live.subscriberCount,
        gc: collect !== undefined,
      };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reading));
      return;
    }
    if (req.url === '/subscribers') {
      const { user, system } = process.cpuUsage();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ subscribers: app.services.live.subscriberCount, cpuMicros: user + system }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', () => resolve()));
  announce((app.server.address() as AddressInfo).port, (control.address() as AddressInfo).port);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
