import { performance } from 'node:perf_hooks';
import type { Client } from 'pg';
import { firstDifference, statementsPerRequest } from './measure';

/** A question asked of a service in process: the call, and the part of its answer checked against SQL. */
export interface InProcessQuestion {
  id: string;
  title: string;
  run(): Promise<unknown>;
  normalize(answer: unknown): unknown;
  golden(admin: Client): Promise<unknown>;
}

export interface InProcessResult {
  title: string;
  /** Latency of one call of the service, in process, calls one after another. */
  p50Ms: number;
  p99Ms: number;
  calls: number;
  /** SQL statements per call (pg_stat_statements, median over a few calls). */
  statements: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** Checks the answer against direct SQL first, then times `calls` calls one after another. */
export async function measureInProcess(
  admin: Client,
  question: InProcessQuestion,
  calls: number,
): Promise<InProcessResult> {
  const expected = await question.golden(admin);
  const difference = firstDifference(expected, question.normalize(await question.run()));
  if (difference) throw new Error(`${question.id} (${question.title}): wrong answer at ${difference}`);
  for (let i = 0; i < 3; i += 1) await question.run();
  const statements = await statementsPerRequest(admin, 5, async () => {
    await question.run();
  });
  const timings: number[] = [];
  for (let i = 0; i < calls; i += 1) {
    const started = performance.now();
    await question.run();
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return {
    title: question.title,
    p50Ms: Math.round(percentile(timings, 50) * 100) / 100,
    p99Ms: Math.round(percentile(timings, 99) * 100) / 100,
    calls,
    statements,
  };
}

export const describeResult = (id: string, r: InProcessResult) =>
  `  ${id.padEnd(4)} ${r.title}: p50 ${r.p50Ms.toFixed(2)} ms p99 ${r.p99Ms.toFixed(2)} ms, ${r.statements.toFixed(1)} stmt`;
