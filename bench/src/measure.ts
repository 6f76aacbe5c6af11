import { isDeepStrictEqual } from 'node:util';
import type { Client } from 'pg';
import type { LoadJob, LoadResult } from './load-worker';
import type { ServerProcess, LoadWorker } from './processes';
import type { HttpRequest } from './queries';

export interface HttpAnswer {
  status: number;
  body: unknown;
  headers: Headers;
}

export async function send(baseUrl: string, request: HttpRequest): Promise<HttpAnswer> {
  const response = await fetch(baseUrl + request.path, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the error message
  }
  return { status: response.status, body, headers: response.headers };
}

/** Where two answers first differ, for an error message a person can act on. */
export function firstDifference(expected: unknown, actual: unknown, at = '$'): string | null {
  if (isDeepStrictEqual(expected, actual)) return null;
  if (
    typeof expected === 'object' &&
    typeof actual === 'object' &&
    expected !== null &&
    actual !== null &&
    Array.isArray(expected) === Array.isArray(actual)
  ) {
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
    for (const key of keys) {
      const difference = firstDifference(
        (expected as Record<string, unknown>)[key],
        (actual as Record<string, unknown>)[key],
        `${at}.${key}`,
      );
      if (difference) return difference;
    }
  }
  return `${at}: expected ${JSON.stringify(expected)?.slice(0, 300)}, got ${JSON.stringify(actual)?.slice(0, 300)}`;
}

/** CPU time of a server process in microseconds (user + system), read from its control endpoint. */
export async function cpuMicros(server: ServerProcess): Promise<number> {
  const response = await fetch(`${server.controlUrl}/cpu`);
  const { user, system } = (await response.json()) as { user: number; system: number };
  return user + system;
}

/**
 * SQL statements per request: for each of `count` requests sent one after another,
 * pg_stat_statements is reset before it and its executed statements are summed after it (the
 * harness's own statements left out); the fewest over the requests is returned. The counter sees the
 * whole database, so whatever else runs in it meanwhile only adds: our api's job workers poll their
 * queues every 2 s whichever server is measured (a 1k-and-10k run counted 5.0 for our Q1 at first=50
 * and 8.0 for PostGraphile's, taking the median), as does our session's once-a-minute expiry push. A
 * request's own statements are in every sample, so an N+1 still shows. Every round trip counts,
 * including BEGIN/COMMIT and set_config.
 */
export async function statementsPerRequest(
  admin: Client,
  count: number,
  sendOne: () => Promise<void>,
): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    await admin.query('SELECT pg_stat_statements_reset()');
    await sendOne();
    // Backends report their statistics at the end of each statement; give the last one a moment.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const { rows } = await admin.query<{ calls: string | null }>(
      `SELECT sum(calls) AS calls FROM pg_stat_statements
        WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
          AND query NOT ILIKE '%pg_stat_statements%'`,
    );
    samples.push(Number(rows[0].calls ?? 0));
  }
  return Math.min(...samples);
}

export interface PhaseResult extends LoadResult {
  cpuUsPerReq: number;
}

/** One load phase against one server, with the server's CPU time read around it. */
export async function loadPhase(
  worker: LoadWorker,
  server: ServerProcess,
  request: HttpRequest,
  options: { connections: number; durationSeconds: number; overallRate?: number },
): Promise<PhaseResult> {
  const before = await cpuMicros(server);
  const job: LoadJob = {
    url: server.url,
    method: request.method,
    path: request.path,
    headers: request.headers,
    body: request.body,
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    overallRate: options.overallRate,
    graphql: request.graphql,
  };
  const result = await worker.run<LoadResult>(job);
  const after = await cpuMicros(server);
  return { ...result, cpuUsPerReq: result.requests > 0 ? (after - before) / result.requests : 0 };
}

export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
