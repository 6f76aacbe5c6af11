import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { prepareDatabase } from '../db/prepare-database';
import { createLogger } from '../platform/logger';

/**
 * Run by jest's global setup in a child process (jest's setup file is ESM and cannot load our TS):
 *   start  -> starts a throwaway embedded PostgreSQL (detached), migrates it as its owner, grants the
 *             app's restricted role, prints {url (the app's role), ownerUrl, dataDir} as JSON
 *   stop D -> stops the server in data dir D and removes it
 * With TEST_DATABASE_URL set, "start" only migrates that database (as TEST_DATABASE_OWNER_URL when set).
 */
async function main() {
  const [command, dataDirArg] = process.argv.slice(2);
  const logger = createLogger('warn', (line) => process.stderr.write(line + '\n'));
  if (command === 'start') {
    let dataDir: string | null = null;
    let urls: { appUrl: string; ownerUrl: string };
    if (process.env.TEST_DATABASE_URL) {
      urls = {
        appUrl: process.env.TEST_DATABASE_URL,
        ownerUrl: process.env.TEST_DATABASE_OWNER_URL ?? process.env.TEST_DATABASE_URL,
      };
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casebridge-test-'));
      urls = await startEmbeddedPostgres({ dataDir, database: 'casebridge_test', logger });
    }
    await prepareDatabase(urls);
    process.stdout.write(JSON.stringify({ url: urls.appUrl, ownerUrl: urls.ownerUrl, dataDir }));
  } else if (command === 'stop' && dataDirArg) {
    const { execFile } = await import('node:child_process');
    const { promisify } = await import('node:util');
    const binaries = (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as { pg_ctl: string };
    const owner =
      process.getuid?.() === 0
        ? {
            uid: Number((await promisify(execFile)('id', ['-u', 'postgres'])).stdout),
            gid: Number((await promisify(execFile)('id', ['-g', 'postgres'])).stdout),
          }
        : {};
    await promisify(execFile)(
      binaries.pg_ctl,
      ['-D', path.join(dataDirArg, 'postgres'), 'stop', '-m', 'immediate', '-w'],
      owner,
    ).catch(() => undefined);
    fs.rmSync(dataDirArg, { recursive: true, force: true });
  } else {
    throw new Error('usage: test-database.ts start | stop <dataDir>');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
