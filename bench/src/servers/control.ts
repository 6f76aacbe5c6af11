import fs from 'node:fs';
import http from 'node:http';
import inspector from 'node:inspector';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A tiny control endpoint on its own port in each server process: the harness reads the process's
 * CPU time (process.cpuUsage, microseconds) before and after a load phase.
 */
export async function startControlServer(): Promise<number> {
  const server = http.createServer((req, res) => {
    if (req.url === '/cpu') {
      const { user, system } = process.cpuUsage();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ user, system, rss: process.memoryUsage().rss }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return (server.address() as AddressInfo).port;
}

/** Tells the harness, on stdout, where the server and its control endpoint listen; exits cleanly when told to stop. */
export function announce(port: number, controlPort: number): void {
  const profileDir = process.env.BENCH_CPU_PROFILE;
  if (profileDir) profileUntilStopped(profileDir);
  else process.once('SIGTERM', () => process.exit(0));
  process.stdout.write(JSON.stringify({ ready: true, port, controlPort }) + '\n');
}

/**
 * BENCH_CPU_PROFILE=<folder>: profiles the server process from now on and writes
 * `<folder>/<title>-<pid>.cpuprofile` when the harness stops it (open it in Chrome's DevTools).
 * With `--servers=ours --queries=Q2` the profile is of that one question.
 */
function profileUntilStopped(profileDir: string): void {
  const session = new inspector.Session();
  session.connect();
  session.post('Profiler.enable', () => session.post('Profiler.start'));
  process.once('SIGTERM', () => {
    session.post('Profiler.stop', (error, result) => {
      if (!error) {
        fs.mkdirSync(profileDir, { recursive: true });
        const name = `${path.basename(process.argv[1] ?? 'server', '.ts')}-${process.pid}.cpuprofile`;
        fs.writeFileSync(path.join(profileDir, name), JSON.stringify(result.profile));
      }
      process.exit(0);
    });
  });
}

export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (servers are started by the benchmark harness)`);
  return value;
}
