import { performance } from 'node:perf_hooks';
import { createDataSource } from '../../api/src/db/data-source';
import { billingConsistencyProblems } from '../../api/src/modules/subscriptions/billing-consistency';
import { billingOperator, loadBillingData } from './billing-dataset';
import { billingQuestions } from './billing-questions';
import { createMigratedDatabase, withClient } from './database';
import { describeResult, measureInProcess, type InProcessResult } from './in-process';

export type BillingQuestionResult = InProcessResult;

export interface BillingReport {
  status: 'measured';
  clinics: number;
  years: number;
  rows: { events: number; invoices: number; payments: number };
  loadSeconds: number;
  consistencySeconds: number;
  results: Record<string, BillingQuestionResult>;
}

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
        results[question.id] = await measureInProcess(admin, question, shape.calls);
        log(describeResult(question.id, results[question.id]));
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
