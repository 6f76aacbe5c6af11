/**
 * The load generator's own process (so its CPU never counts against a server): runs one autocannon
 * job per IPC message and answers with a summary.
 */
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
    ...(job.overallRate ? { overallRate: job.overallRate } : {}),
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

process.on('message', (job: LoadJob) => {
  runJob(job).then(
    (result) => process.send!({ ok: true, result }),
    (error: unknown) => process.send!({ ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
});
