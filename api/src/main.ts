import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { createApp, type App } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { sealPlaintextTotpSecrets } from './platform/auth/second-factor/totp-secret-at-rest';
import { secretBoxFor } from './platform/crypto/secrets-key';
import { demoLogins, demoSuperAdminTotpSecret, loadDemoDataOnce } from './db/seed/demo-data';
import { startDemoFollowUps } from './db/seed/demo-follow-ups';
import { writeDemoRecordsFiles } from './db/seed/demo-records';
import { createDocumentStorage } from './platform/storage/create-storage';
import { createLogger } from './platform/logger';

/** Process entry: config -> database -> migrations -> demo data -> http server -> graceful shutdown. */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config, logger, { migrate: true });
  const { dataSource } = database;
  let app: App;
  try {
    const sealed = await sealPlaintextTotpSecrets(dataSource, secretBoxFor(config));
    if (sealed) logger.info('sealed TOTP secrets stored in plain text', { count: sealed });
    const demoLoaded = config.demoData && (await loadDemoDataOnce(dataSource, config, logger));
    app = await createApp({ config, dataSource, logger, ownerUrl: database.ownerUrl });
    // Models, reminders, records PDFs, rules and alerts of a fresh demo now (also after a reset, /test-data).
    if (demoLoaded) await startDemoFollowUps(dataSource, config, app.services);
    // The demo's records requests open real PDFs (their rows were written before storage existed).
    else if (config.demoData) await writeDemoRecordsFiles(dataSource, createDocumentStorage(config));
    await new Promise<void>((resolve, reject) => {
      app.server.once('error', reject);
      app.server.listen(config.port, config.host, () => resolve());
    });
  } catch (error) {
    // Never leave the embedded database running behind a failed start.
    await database.close().catch(() => undefined);
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  printBanner(config, port, database.embedded);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownGraceMs + 15_000);
    force.unref();
    try {
      // Requests, sockets and running jobs (platform/jobs: audit sealing, session sweep, email) end here.
      await app.close();
      logger.debug('http server, sockets and job workers closed');
      await database.close();
      logger.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      logger.error('shutdown failed', { error });
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

function printBanner(config: Config, port: number, embedded: boolean) {
  const url = config.publicUrl.replace(`:${config.port}`, `:${port}`);
  const lines = [
    '',
    `  Casebridge is running at ${url}`,
    `  Database: ${embedded ? `embedded PostgreSQL (data in ${config.dataDir})` : 'DATABASE_URL'}`,
  ];
  if (config.demoData) {
    lines.push('', '  Demo logins (password for all: demo-password):');
    for (const login of demoLogins) lines.push(`    ${login.email.padEnd(30)} ${login.description}`);
    lines.push(
      `    The super admin's authenticator secret is ${demoSuperAdminTotpSecret}:`,
      '    add it to an authenticator app, or run `npm run demo:code` for the current 6-digit code.',
    );
  }
  lines.push('', '  Press Ctrl-C to stop.', '');
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  console.error('Casebridge failed to start:', error instanceof Error ? error.message : error);
  if (error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
});
