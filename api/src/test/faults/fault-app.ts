import type { AddressInfo } from 'node:net';
import { createApp } from '../../app';
import { createDataSource } from '../../db/data-source';
import { createLogger } from '../../platform/logger';
import { testConfig, type TestApp, StatementCounter } from '../harness';

/** The real app in this process with a pool of our choosing (the harness's is fixed at 5). */
export async function startAppWithPool(pool: { poolMax: number; connectTimeoutMs: number }): Promise<TestApp> {
  const config = testConfig({
    DB_POOL_MAX: String(pool.poolMax),
    DB_CONNECT_TIMEOUT_MS: String(pool.connectTimeoutMs),
  });
  const statements = new StatementCounter();
  const dataSource = createDataSource({
    url: config.databaseUrl!,
    poolMax: config.dbPoolMax,
    connectTimeoutMs: config.dbConnectTimeoutMs,
    queryLogger: statements,
  });
  await dataSource.initialize();
  const logs: string[] = [];
  const app = await createApp({ config, dataSource, logger: createLogger('info', (line) => logs.push(line)) });
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', () => resolve()));
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

/** What no client answer may contain: a stack frame, SQL, a driver message or a file path. */
export const internalsPattern =
  /\bat [\w.<>]+ \(|node_modules|\.ts:\d+|\.js:\d+|timeout exceeded|QueryFailedError|SELECT |INSERT |UPDATE |syntax error/;
