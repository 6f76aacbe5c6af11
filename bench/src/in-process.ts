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
  /**
   * The raw-SQL floor: the same answer (every column the service returns) from one hand-written
   * prepared statement on a plain pg client, timed side by side with the service.
   */
  floor?(admin: Client): Promise<unknown>;
  /** The same call with another page size, for the N+1 check (statements at 10 and at 50 rows). */
  runWithPage?(first: number): Promise<unknown>;
}

export interface InProcessResult {
  title: string;
  /** Latency of one call of the service, in process, calls one after another. */
  p50Ms: number;
  p99Ms: number;
  calls: number;
  /** SQL statements per call (pg_stat_statements, median over a few calls). */
  statements: number;
  /** The raw-SQL floor's latency, measured in alternation with the service's calls. */
  floorP50Ms?: number;
  floorP99Ms?: number;
  /** Statements per call at page sizes 10 and 50 (a list's N+1 check). */
  statementsByPageSize?: { first10: number; first50: number };
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
  const runWithPage = question.runWithPage?.bind(question);
  const statementsByPageSize = runWithPage
    ? {
        first10: await statementsPerRequest(admin, 5, async () => {
          await runWithPage(10);
        }),
        first50: await statementsPerRequest(admin, 5, async () => {
          await runWithPage(50);
        }),
      }
    : undefined;
  const floor = question.floor?.bind(question);
  if (floor) for (let i = 0; i < 3; i += 1) await floor(admin);
  const timings: number[] = [];
  const floorTimings: number[] = [];
  // Service and floor alternate call by call, so whatever else the machine does weighs on both alike.
  for (let i = 0; i < calls; i += 1) {
    const started = performance.now();
    await question.run();
    timings.push(performance.now() - started);
    if (!floor) continue;
    const floorStarted = performance.now();
    await floor(admin);
    floorTimings.push(performance.now() - floorStarted);
  }
  const ms = (sorted: number[], p: number) => Math.round(percentile(sorted, p) * 100) / 100;
  timings.sort((a, b) => a - b);
  floorTimings.sort((a, b) => a - b);
  return {
    title: question.title,
    p50Ms: ms(timings, 50),
    p99Ms: ms(timings, 99),
    calls,
    statements,
    ...(floor ? { floorP50Ms: ms(floorTimings, 50), floorP99Ms: ms(floorTimings, 99) } : {}),
    ...(statementsByPageSize ? { statementsByPageSize } : {}),
  };
}

export const describeResult = (id: string, r: InProcessResult) =>
  `  ${id.padEnd(4)} ${r.title}: p50 ${r.p50Ms.toFixed(2)} ms p99 ${r.p99Ms.toFixed(2)} ms, ${r.statements.toFixed(1)} stmt` +
  (r.floorP50Ms !== undefined
    ? `; raw SQL p50 ${r.floorP50Ms.toFixed(2)} ms (${(r.p50Ms / r.floorP50Ms).toFixed(2)}x)`
    : '') +
  (r.statementsByPageSize
    ? `; stmt at first=10 ${r.statementsByPageSize.first10.toFixed(1)}, first=50 ${r.statementsByPageSize.first50.toFixed(1)}`
    : '');
