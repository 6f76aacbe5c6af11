import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default function globalTeardown() {
  const dataDir = globalThis.__casebridgeTestDataDir;
  if (!dataDir) return;
  execFileSync(process.execPath, ['-r', '@swc-node/register', 'src/test/test-database.ts', 'stop', dataDir], {
    cwd: apiDir,
    stdio: 'inherit',
  });
}
