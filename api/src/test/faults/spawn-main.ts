import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, testDatabaseOwnerUrl, testDatabaseUrl } from '../harness';

export interface MainProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * The production entry (src/main.ts) in its own process, on the fault tests' database: the real
 * startup and the real SIGTERM shutdown sequence, not the test harness's.
 */
export async function spawnMain(env: Record<string, string> = {}): Promise<MainProcess> {
  const port = await freePort();
  const apiDir = path.resolve(__dirname, '..', '..', '..');
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      SWCRC: 'true',
      NODE_ENV: 'test',
      DATABASE_URL: testDatabaseUrl(),
      DATABASE_OWNER_URL: testDatabaseOwnerUrl(),
      DEMO_DATA: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'casebridge-faults-')),
      PASSWORD_SCRYPT_LOG_N: '10',
      LOG_LEVEL: 'info',
      LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '1000000',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`main.ts did not start in 60 s:\n${output}`));
    }, 60_000);
    const check = () => {
      if (/Casebridge is running at/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', check);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`main.ts exited with ${code}:\n${output}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}
