import { performance } from 'node:perf_hooks';
import type { Client } from 'pg';
import { createDataSource } from '../../api/src/db/data-source';
import { billingConsistencyProblems } from '../../api/src/modules/subscriptions/billing-consistency';
import { billingOperator, loadBillingData } from './billing-dataset';
import { billingQuestions, type BillingQuestion } from './billing-questions';
import { createMigratedDatabase, withClient } from './database';
import { firstDifference, statementsPerRequest } from './measure';

export interface BillingQuestionResult {
  title: string;
  /** Latency of one call of the service, in process, calls one after another. */
  p50Ms: number;
  p99Ms: number;
  calls: number;
  /** SQL statements per call (pg_stat_statements, median over a few calls). */
  statements: number;
}

export interface BillingReport {
  status: 'measured';
  clinics: number;
  years: number;
  rows: { events: number; invoices: number; payments: number };
  loadSeconds: number;
  consistencySeconds: number;
  results: Record<string, BillingQuestionResult>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/**
 * The Billing and Revenue tabs' questions on `clinics` clinics with `years` years of history, in a
 * database of its own on the benchmark's server. The services are called in process, as the
 * resolvers call them (the operator's tabs are one super admin's screens, not a throughput
 * question): each answer is checked against direct SQL first, then timed over `calls` calls.
 */
export async function measureBilling(
  serverUrl: string,
  shape: { clinics: number; years: number; calls: number },
  log: (line: string) => void,
): Promise<BillingReport> {
  const url = await createMigratedDatabase(serverUrl, 'casebridge_bench_billing');
  return withClient(url, async (admin) => {
    const loadStarted = performance.now();
    await loadBillingData(admin, { clinics: shape.clinics, years: shape.years, asOf: new Date() }, log);
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    const [rows] = (
      await admin.query<{ events: number; invoices: number; payments: number }>(
        `SELECT (SELECT count(*)::int FROM subscription_events) AS events, (SELECT count(*)::int FROM clinic_invoices) AS invoices,
                (SELECT count(*)::int FROM payments) AS payments`,
      )
    ).rows;
    log(
      `  loaded ${shape.clinics} clinics, ${rows.events} history events, ${rows.invoices} invoices, ${rows.payments} payments in ${loadSeconds.toFixed(1)} s`,
    );
    const dataSource = createDataSource({ url, poolMax: 4 });
    await dataSource.initialize();
    try {
      const checkStarted = performance.now();
      const problems = await billingConsistencyProblems(dataSource.manager);
      const consistencySeconds = (performance.now() - checkStarted) / 1000;
      if (problems.length > 0)
        throw new Error(
          `the billing dataset breaks the billing rules: ${problems.length} problems, first ${JSON.stringify(problems[0])}`,
        );
      log(`  consistency check: nothing to report in ${consistencySeconds.toFixed(1)} s`);
      const questions = billingQuestions(dataSource, billingOperator.id);
      const results: Record<string, BillingQuestionResult> = {};
      for (const question of questions) {
        results[question.id] = await measureQuestion(admin, question, shape.calls);
        const r = results[question.id];
        log(
          `  ${question.id.padEnd(4)} ${question.title}: p50 ${r.p50Ms.toFixed(2)} ms p99 ${r.p99Ms.toFixed(2)} ms, ${r.statements.toFixed(1)} stmt`,
        );
      }
      return {
        status: 'measured',
        clinics: shape.clinics,
        years: shape.years,
        rows,
        loadSeconds: Math.round(loadSeconds * 10) / 10,
        consistencySeconds: Math.round(consistencySeconds * 10) / 10,
        results,
      };
    } finally {
      await dataSource.destroy();
    }
  });
}

async function measureQuestion(
  admin: Client,
  question: BillingQuestion,
  calls: number,
): Promise<BillingQuestionResult> {
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
