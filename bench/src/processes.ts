import { fork, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const benchDir = path.resolve(__dirname, '..');
export const repoRoot = path.resolve(benchDir, '..');

/** Node with TypeScript through SWC (decorator metadata, as the api needs), from the bench folder. */
const nodeArgs = ['-r', '@swc-node/register'];
/**
 * Every server runs as it would be deployed: NODE_ENV=production in its environment, as our
 * Dockerfile and compose set it and PostGraphile's docs ask (graphql-js, Express and grafast read
 * it from the environment; without it graphql-js type checks take a slower development path).
 */
const childEnv = (extra: Record<string, string>) => ({ ...process.env, NODE_ENV: 'production', ...extra });

export interface ServerProcess {
  name: string;
  pid: number;
  url: string;
  controlUrl: string;
  /** The last lines the process wrote to stderr (shown when something fails). */
  stderrTail(): string;
  stop(): Promise<void>;
}

/** Starts one server in its own process and waits for the JSON line that says where it listens. */
export function startServer(name: string, script: string, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: benchDir,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not start within 90 s\n${stderr}`));
    }, 90_000);
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split('\n').find((l) => l.startsWith('{"ready"'));
      if (!line) return;
      clearTimeout(timer);
      const { port, controlPort } = JSON.parse(line) as { port: number; controlPort: number };
      resolve({
        name,
        pid: child.pid!,
        url: `http://127.0.0.1:${port}`,
        controlUrl: `http://127.0.0.1:${controlPort}`,
        stderrTail: () => stderr,
        stop: () => stopChild(child),
      });
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited during start (${code ?? signal})\n${stderr}`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The load generator: one long-lived child process (autocannon), driven over IPC. */
export interface LoadWorker {
  run<T>(job: unknown): Promise<T>;
  stop(): Promise<void>;
}

export function startLoadWorker(): LoadWorker {
  const child = fork(path.join(benchDir, 'src/load-worker.ts'), [], {
    cwd: benchDir,
    env: childEnv({}),
    execArgv: nodeArgs,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let pending: { resolve: (v: unknown) => void; reject: (e: Error) => void } | null = null;
  child.on('message', (message: { ok: boolean; result?: unknown; error?: string }) => {
    const current = pending;
    pending = null;
    if (!current) return;
    if (message.ok) current.resolve(message.result);
    else current.reject(new Error(message.error));
  });
  child.on('exit', (code) => pending?.reject(new Error(`load generator exited (${code})`)));
  return {
    run<T>(job: unknown) {
      if (pending) throw new Error('load generator busy');
      return new Promise<T>((resolve, reject) => {
        pending = { resolve: resolve as (v: unknown) => void, reject };
        child.send(job as object);
      });
    },
    stop: () => stopChild(child),
  };
}
