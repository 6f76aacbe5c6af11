import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * One PostgreSQL for the whole api test run, migrated once; workers read its URLs from the environment:
 * the app's restricted role, and the owner for what only the owner may do (scratch databases, tampering).
 */
export default function globalSetup() {
  const output = execFileSync(process.execPath, ['-r', '@swc-node/register', 'src/test/test-database.ts', 'start'], {
    cwd: apiDir,
    env: { ...process.env, SWCRC: 'true' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { url, ownerUrl, dataDir } = JSON.parse(output.toString());
  process.env.CASEBRIDGE_TEST_DATABASE_URL = url;
  process.env.CASEBRIDGE_TEST_DATABASE_OWNER_URL = ownerUrl;
  globalThis.__casebridgeTestDataDir = dataDir;
}
