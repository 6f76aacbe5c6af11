import { spawn, type ChildProcess } from 'node:child_process';

export interface ListeningChild {
  /** What the child printed after `LISTENING`. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a node script in its own OS process and waits until it prints `LISTENING <url>`; rejects
 * with everything it printed if it exits or stays silent for `timeoutMs`.
 */
export function spawnListening(
  what: string,
  args: string[],
  options: { cwd?: string; env: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<ListeningChild> {
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise<ListeningChild>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${what} did not start in ${options.timeoutMs / 1000} s:\n${output}`));
    }, options.timeoutMs);
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
      reject(new Error(`${what} exited with ${code}:\n${output}`));
    });
  });
}
