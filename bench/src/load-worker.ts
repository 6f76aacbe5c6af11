/**
 * The load generator's own process (so its CPU never counts against a server): runs one job per IPC
 * message and answers with a summary. Throughput jobs (no rate) use autocannon, closed loop. Fixed-rate
 * jobs use the open-loop sender below: autocannon's overallRate sends each second's quota as a burst
 * at the start of the second (its per-second counter), which measures queueing behind the burst
 * rather than latency at that rate.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

export interface LoadJob {
  url: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  connections: number;
  durationSeconds: number;
  /** Requests per second across all connections; absent = as fast as the server answers. */
  overallRate?: number;
  /** A GraphQL answer with an "errors" key counts as a failed request. */
  graphql: boolean;
}

export interface LoadResult {
  requests: number;
  durationSeconds: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  failures: number;
}

async function runJob(job: LoadJob): Promise<LoadResult> {
  const result = await autocannon({
    url: job.url + job.path,
    method: job.method,
    headers: job.headers,
    body: job.body,
    connections: job.connections,
    duration: job.durationSeconds,
    timeout: 10,
    verifyBody: job.graphql ? (body: string) => !body.includes('"errors"') : undefined,
  } as autocannon.Options);
  const failures = result.non2xx + result.errors + result.timeouts + (result.mismatches ?? 0);
  return {
    requests: result.requests.total,
    durationSeconds: result.duration,
    rps: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures,
  };
}

/**
 * Open loop at a fixed arrival rate: request i is due at start + i / rate whatever happened to the
 * earlier ones, and its latency is measured from when it was due (so a stalled server cannot hide its
 * stall: no coordinated omission).
 */
async function runFixedRate(job: LoadJob & { overallRate: number }): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const target = new URL(job.url);
  const total = Math.max(1, Math.round(job.overallRate * job.durationSeconds));
  const interval = 1000 / job.overallRate;
  const latencies: number[] = [];
  let failures = 0;
  const sendOne = (due: number) =>
    new Promise<void>((resolve) => {
      const request = http.request(
        { host: target.hostname, port: target.port, path: job.path, method: job.method, headers: job.headers, agent },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => {
            const ok =
              response.statusCode! >= 200 && response.statusCode! < 300 && !(job.graphql && body.includes('"errors"'));
            if (ok) latencies.push(performance.now() - due);
            else failures += 1;
            resolve();
          });
        },
      );
      request.setTimeout(10_000, () => request.destroy(new Error('timeout')));
      request.on('error', () => {
        failures += 1;
        resolve();
      });
      request.end(job.body);
    });
  const start = performance.now() + 5;
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(sendOne(due));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] : NaN;
  return {
    requests: latencies.length,
    durationSeconds: elapsed,
    rps: latencies.length / elapsed,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    failures,
  };
}

process.on('message', (job: LoadJob) => {
  (job.overallRate ? runFixedRate(job as LoadJob & { overallRate: number }) : runJob(job)).then(
    (result) => process.send!({ ok: true, result }),
    (error: unknown) => process.send!({ ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
});
