import http from 'node:http';
import type { AddressInfo } from 'node:net';

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
  process.once('SIGTERM', () => process.exit(0));
  process.stdout.write(JSON.stringify({ ready: true, port, controlPort }) + '\n');
}

export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (servers are started by the benchmark harness)`);
  return value;
}
