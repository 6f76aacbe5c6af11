import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface ChildApp {
  url: string;
  stop(): Promise<void>;
}

/** Starts the api in a separate OS process (see serve-test-app.ts) on the same test database. */
export function startChildApp(env: Record<string, string> = {}): Promise<ChildApp> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['-r', '@swc-node/register', path.join(__dirname, 'serve-test-app.ts')],
    { cwd: path.resolve(__dirname, '..', '..'), env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  return new Promise<ChildApp>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`child api did not start in 60 s:\n${output}`));
    }, 60_000);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /LISTENING (\S+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        url: match[1],
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`child api exited with ${code}:\n${output}`));
    });
  });
}
