import path from 'node:path';
import { spawnListening } from './spawn-listening';

export interface ChildApp {
  url: string;
  stop(): Promise<void>;
}

/** Starts the api in a separate OS process (see serve-test-app.ts) on the same test database. */
export async function startChildApp(env: Record<string, string> = {}): Promise<ChildApp> {
  return spawnListening('child api', ['-r', '@swc-node/register', path.join(__dirname, 'serve-test-app.ts')], {
    cwd: path.resolve(__dirname, '..', '..'),
    env: { ...process.env, ...env },
    timeoutMs: 60_000,
  });
}
