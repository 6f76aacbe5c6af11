/**
 * `npm run bench` / `npm run bench:quick`: our api against a raw node:http + pg floor and
 * PostGraphile 5, on one embedded PostgreSQL with deterministic data at several sizes.
 * See docs/performance.md for what is measured and how.
 */
import 'reflect-metadata';
import { BenchFailure } from './failure';
import { measureFairness, type FairnessResult } from './fairness-bench';
import { signIn } from './sign-in';
import os from 'node:os';
import type { Client } from 'pg';
import { measureBilling } from './billing-bench';
import { measureWebBundle, type BundleSizes } from './bundle';
import { auditWeb } from './web-audit';
import { createMigratedDatabase, startBenchDatabase, withClient } from './database';
import { benchUsers, growCases, loadFixedRows, mainClinicId } from './dataset';
import { clinicalScalingQuestions, measureClinical } from './clinical-bench';
import { loadClinicalFixtures, type ClinicalFixtures } from './clinical-dataset';
import { measureHotPaths } from './hotpaths-bench';
import { hotPathQuestions } from './hotpaths-questions';
import { interleavedInProcessP50 } from './in-process-scaling';
import { firstDifference, loadPhase, median, send, statementsPerRequest, type PhaseResult } from './measure';
import { preparePostgraphile } from './postgraphile-setup';
import { startLoadWorker, startServer, type LoadWorker, type ServerProcess } from './processes';
import {
  messageSubject,
  oursCursor,
  oursDocuments,
  pglDeepCursorDocument,
  queries,
  serverNames,
  type Credentials,
  type QueryDef,
  type QueryParams,
  type ServerName,
} from './queries';
import { writeReport, type Metrics, type Report } from './report';
import { measureSubscriptions } from './subscriptions/run';

interface Options {
  quick: boolean;
  sizes: number[];
  rounds: number;
  durationSeconds: number;
  connections: number;
  web: boolean;
  servers: ServerName[];
  /** Subscriber counts for the subscription measurements (--subscribers=1000,5000; none to skip). */
  subscribers: number[];
  /** Question ids to measure (--queries=Q1,Q5; all by default). */
  queryIds: string[];
  /** Only a full run at the default sizes writes bench/results/latest.*; others write *.tmp files. */
  official: boolean;
  /** Clinics of the billing dataset (--billing-clinics=10k; none to skip), each with `billingYears` of history. */
  billingClinics: number | null;
}

const billingYears = 5;

/** Quick mode's regression gates: our p50 at the larger size may be at most this multiple of the smaller. */
export const scalingTargets: Record<string, number> = { Q1: 1.5, Q2c: 1.5, Q4: 1.5, Q3: 3 };
/** Differences below this many milliseconds are noise on a shared 2-core machine, not a trend. */
const scalingNoiseFloorMs = 1;
/** The in-process questions (clinical C1-C3, hot paths H1-H7) at the largest size against the smallest. */
const clinicalScalingTarget = 1.5;
/** Questions whose answer grows with the data (C4 reads every case of a clinic): reported, not scale-checked. */
const unscaledQuestions = new Set(['C4']);
const latencyLoadFactor = 0.4;
const statementSamples = 10;

function parseSize(text: string): number {
  const match = /^(\d+(?:\.\d+)?)([kKmM]?)$/.exec(text.trim());
  if (!match) throw new Error(`not a size: "${text}" (use e.g. 1k, 10k, 1M)`);
  const factor = match[2] === '' ? 1 : match[2].toLowerCase() === 'k' ? 1_000 : 1_000_000;
  return Math.round(Number(match[1]) * factor);
}

export function sizeLabel(size: number): string {
  if (size >= 1_000_000 && size % 1_000_000 === 0) return `${size / 1_000_000}M`;
  if (size >= 1_000 && size % 1_000 === 0) return `${size / 1_000}k`;
  return String(size);
}

function parseOptions(argv: string[]): Options {
  const flag = (name: string) => argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  const value = (name: string) => flag(name)?.split('=')[1];
  const quick = Boolean(flag('quick'));
  const sizes = (value('sizes') ?? (quick ? '1k,10k' : '1k,10k,100k,1M')).split(',').map(parseSize);
  return {
    quick,
    sizes: [...new Set(sizes)].sort((a, b) => a - b),
    rounds: Number(value('rounds') ?? (quick ? 1 : 3)),
    durationSeconds: Number(value('duration') ?? (quick ? 1 : 2)),
    connections: Number(value('connections') ?? 10),
    web: !flag('no-web'),
    servers: (value('servers') ?? serverNames.join(',')).split(',').map((name) => {
      if (!serverNames.includes(name as ServerName))
        throw new Error(`unknown server "${name}" (${serverNames.join(', ')})`);
      return name as ServerName;
    }),
    subscribers:
      value('subscribers') === 'none'
        ? []
        : (value('subscribers') ?? (quick ? '200' : '1000,5000')).split(',').map(parseSize),
    queryIds: (value('queries') ?? queries.map((q) => q.id).join(',')).split(',').map((id) => {
      if (!queries.some((q) => q.id === id))
        throw new Error(`unknown question "${id}" (${queries.map((q) => q.id).join(', ')})`);
      return id;
    }),
    official:
      !quick &&
      !flag('sizes') &&
      !flag('servers') &&
      !flag('subscribers') &&
      !flag('queries') &&
      !flag('billing-clinics'),
    // Quick mode's billing data is sized to keep bench:quick within its time; the full run's is 10k clinics.
    billingClinics:
      value('billing-clinics') === 'none' ? null : parseSize(value('billing-clinics') ?? (quick ? '2k' : '10k')),
  };
}

const log = (line: string) => process.stdout.write(line + '\n');
const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const started = Date.now();
  log(
    `Casebridge benchmark (${options.quick ? 'quick' : 'full'}): sizes ${options.sizes.map(sizeLabel).join(', ')}, ` +
      `${options.rounds} round(s), ${options.durationSeconds} s per phase, ${options.connections} connections`,
  );
  const database = await startBenchDatabase(log);
  log(`PostgreSQL ready (data in ${database.dataDir})`);
  const worker = startLoadWorker();
  const running: ServerProcess[] = [];
  const report: Report = {
    queries: {},
    bySize: {},
    notes: [],
    checks: { statementsByPageSize: {}, scaling: [], failures: [] },
    webBundle: null,
    subscriptions: {
      status: 'pending',
      note: 'Not measured in this run (--subscribers=none).',
    },
    billing: { status: 'pending', note: 'Not measured in this run (--billing-clinics=none).' },
    clinical: {},
    hotPaths: {},
    meta: {
      mode: options.quick ? 'quick' : 'full',
      sizes: options.sizes.map(sizeLabel),
      rounds: options.rounds,
      phaseSeconds: options.durationSeconds,
      connections: options.connections,
      latencyLoadFactor,
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        platform: `${os.platform()} ${os.release()}`,
        node: process.version,
      },
      loadSeconds: {},
      durationSeconds: 0,
    },
  };
  let failed = false;
  // Ctrl-C or a CI timeout: stop the servers, the load generator and the database before leaving.
  const interrupted = (signal: NodeJS.Signals) => {
    log(`\n${signal}: stopping`);
    void Promise.allSettled([...running.map((server) => server.stop()), worker.stop()])
      .then(() => database.stop())
      .finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    // Quick mode measures the smaller size on a database of its own, for the interleaved scaling check.
    const smallUrl = options.quick ? await createMigratedDatabase(database.url, 'casebridge_bench_small') : null;
    const clinicalCalls = options.quick ? 20 : 50;
    let smallFixtures: ClinicalFixtures | null = null;
    let largeFixtures: ClinicalFixtures | null = null;
    if (smallUrl) {
      const fixtures = await withClient(smallUrl, async (admin) => {
        await loadFixedRows(admin);
        await growCases(admin, 0, options.sizes[0], log);
        return loadClinicalFixtures(admin);
      });
      smallFixtures = fixtures;
      log(`\n== clinical record at ${sizeLabel(options.sizes[0])} cases ==`);
      report.clinical[sizeLabel(options.sizes[0])] = await measureClinical(smallUrl, fixtures, clinicalCalls, log);
      log(`  hot paths:`);
      report.hotPaths[sizeLabel(options.sizes[0])] = await measureHotPaths(smallUrl, clinicalCalls, log);
    }
    const sizes = options.quick ? options.sizes.slice(-1) : options.sizes;
    await withClient(database.url, async (admin) => {
      await loadFixedRows(admin);
      await preparePostgraphile(admin);
      let loaded = 0;
      let fixtures: ClinicalFixtures | null = null;
      for (const size of sizes) {
        const label = sizeLabel(size);
        log(`\n== ${label} cases ==`);
        const loadStarted = Date.now();
        await growCases(admin, loaded, size, log);
        loaded = size;
        report.meta.loadSeconds[label] = Math.round((Date.now() - loadStarted) / 100) / 10;
        log(`  loaded in ${report.meta.loadSeconds[label]} s`);
        report.bySize[label] = await benchSize(admin, database.url, size, options, worker, running, report);
        const oursQ1 = report.bySize[label].Q1?.ours;
        if (!options.quick && oursQ1)
          (report.fairness ??= {})[label] = await fairnessAtSize(
            admin,
            database.url,
            size,
            oursQ1,
            options,
            worker,
            running,
          );
        fixtures ??= await loadClinicalFixtures(admin);
        largeFixtures = fixtures;
        log(`  clinical record:`);
        report.clinical[label] = await measureClinical(database.url, fixtures, clinicalCalls, log);
        log(`  hot paths:`);
        report.hotPaths[label] = await measureHotPaths(database.url, clinicalCalls, log);
      }
    });
    if (smallUrl) {
      log(
        `\n== scaling check: ours at ${sizeLabel(options.sizes[0])} vs ${sizeLabel(options.sizes.at(-1)!)}, interleaved ==`,
      );
      await scalingCheck(
        [
          { size: options.sizes[0], url: smallUrl },
          { size: options.sizes.at(-1)!, url: database.url },
        ],
        worker,
        running,
        report,
      );
      if (smallFixtures && largeFixtures) {
        log(`\n== scaling check of the in-process questions, interleaved ==`);
        await inProcessScaling(
          report,
          { size: options.sizes[0], url: smallUrl, fixtures: smallFixtures },
          { size: options.sizes.at(-1)!, url: database.url, fixtures: largeFixtures },
        );
      }
    }
    report.queries = report.bySize[sizeLabel(options.sizes[options.sizes.length - 1])];
    // A full run compares its sizes' in-process measurements, one after the other (reported, not gated).
    if (!options.quick) clinicalScaling(report, options);
    if (options.billingClinics) {
      log(`\n== billing: ${sizeLabel(options.billingClinics)} clinics, ${billingYears} years of history ==`);
      report.billing = await measureBilling(
        database.url,
        { clinics: options.billingClinics, years: billingYears, calls: options.quick ? 10 : 30 },
        log,
      );
    } else log(`\nbilling: skipped (--billing-clinics=none)`);
    if (options.web) {
      log('\n== web bundle ==');
      // The full run also audits the built app with Lighthouse (web-audit.ts); quick mode only sizes it.
      report.webBundle = await measureWebBundle(
        log,
        options.quick
          ? undefined
          : async (distDir) => {
              log('\n== web audit (Lighthouse, mobile) ==');
              report.webAudit = await auditWeb(database.url, distDir, running, log);
              if (report.webAudit.status === 'skipped') log(`  skipped: ${report.webAudit.note}`);
            },
      );
      for (const [route, sizes] of Object.entries(report.webBundle.routes))
        log(`  ${route}: ${fmt(sizes.gzipBytes / 1024)} KiB gzipped JavaScript (${sizes.files.length} files)`);
    }
    if (options.subscribers.length > 0) {
      log(`\n== subscriptions: ${options.subscribers.join(', ')} subscribers, one api process and two ==`);
      report.subscriptions = await measureSubscriptions(
        database.url,
        { counts: options.subscribers, messages: options.quick ? 10 : 20, spacingMs: 150, quick: options.quick },
        running,
        log,
      );
    } else log(`\nsubscriptions: skipped (--subscribers=none)`);
    gate(report, options);
  } catch (error) {
    failed = true;
    const message = error instanceof Error ? error.message : String(error);
    report.checks.failures.push(message);
    for (const server of running) {
      const tail = server.stderrTail().trim();
      if (tail) log(`--- ${server.name} stderr ---\n${tail.split('\n').slice(-15).join('\n')}`);
    }
  } finally {
    await Promise.all(running.map((server) => server.stop()));
    await worker.stop();
    await database.stop();
  }
  report.meta.durationSeconds = Math.round((Date.now() - started) / 1000);
  if (report.checks.failures.length > 0) {
    failed = true;
    log('\nFAILED:');
    for (const failure of report.checks.failures) log(`  - ${failure}`);
  }
  if (!failed) {
    const written = writeReport(report, { name: options.official ? 'latest' : options.quick ? 'quick' : 'custom' });
    log(`\nResults: ${written.join(', ')}`);
  }
  log(`\nBenchmark ${failed ? 'FAILED' : 'passed'} in ${report.meta.durationSeconds} s`);
  process.exit(failed ? 1 : 0);
}

/**
 * The clinical questions ask for the same rows at every size, so their p50 at the largest size must
 * stay within the cases pages' target of the smallest (the tables around them grew, the answer did not).
 */
function clinicalScaling(report: Report, options: Options) {
  const small = sizeLabel(options.sizes[0]);
  const large = sizeLabel(options.sizes[options.sizes.length - 1]);
  if (small === large) return;
  const measured = { ...report.clinical[small], ...report.hotPaths[small] };
  const measuredLarge = { ...report.clinical[large], ...report.hotPaths[large] };
  for (const [id, a] of Object.entries(measured)) {
    const b = measuredLarge[id];
    if (!b || unscaledQuestions.has(id)) continue;
    const ratio = b.p50Ms / a.p50Ms;
    const ok = ratio <= clinicalScalingTarget || b.p50Ms - a.p50Ms < scalingNoiseFloorMs;
    report.checks.scaling.push({
      query: id,
      from: small,
      to: large,
      p50From: a.p50Ms,
      p50To: b.p50Ms,
      ratio,
      target: clinicalScalingTarget,
      ok,
    });
    log(
      `  scaling ${id}: ours p50 ${fmt(a.p50Ms, 2)} ms at ${small} -> ${fmt(b.p50Ms, 2)} ms at ${large} (${fmt(ratio, 2)}x, target ${clinicalScalingTarget}x)${ok ? '' : ' REGRESSION'}`,
    );
  }
}

/**
 * Quick mode's check of the in-process questions (C1-C3, C5 and the hot paths H1-H7): each on the
 * small and the large database in alternation (in-process-scaling.ts), p50 at the large size within
 * 1.5x of the small one, differences under the noise floor excepted.
 */
async function inProcessScaling(
  report: Report,
  small: { size: number; url: string; fixtures: ClinicalFixtures },
  large: { size: number; url: string; fixtures: ClinicalFixtures },
): Promise<void> {
  const side = (s: typeof small) => ({
    label: sizeLabel(s.size),
    url: s.url,
    questions: async (dataSource: Parameters<typeof hotPathQuestions>[0], admin: Client) => [
      ...(await clinicalScalingQuestions(dataSource, admin, s.fixtures)),
      ...hotPathQuestions(dataSource),
    ],
  });
  const from = sizeLabel(small.size);
  const to = sizeLabel(large.size);
  const results = await interleavedInProcessP50(side(small), side(large), (id) => !unscaledQuestions.has(id), 50);
  for (const [id, p50] of Object.entries(results)) {
    const ratio = p50.to / p50.from;
    const ok = ratio <= clinicalScalingTarget || p50.to - p50.from < scalingNoiseFloorMs;
    report.checks.scaling.push({
      query: id,
      from,
      to,
      p50From: p50.from,
      p50To: p50.to,
      ratio,
      target: clinicalScalingTarget,
      ok,
    });
    log(
      `  ${id}: p50 ${fmt(p50.from, 2)} ms at ${from} -> ${fmt(p50.to, 2)} ms at ${to} (${fmt(ratio, 2)}x, target ${clinicalScalingTarget}x)${ok ? '' : ' REGRESSION'}`,
    );
  }
}

async function chooseParams(admin: Client, size: number): Promise<Omit<QueryParams, 'q4PostgraphileCursor'>> {
  const one = async <T>(sql: string, params: unknown[]) => (await admin.query(sql, params)).rows[0] as T;
  const clinicId = mainClinicId;
  const { total } = await one<{ total: number }>(
    `SELECT count(*)::int AS total FROM cases WHERE clinic_id = $1 AND archived_at IS NULL`,
    [clinicId],
  );
  // Q2: the newest case of the clinic with 30 messages; Q6 writes to another case, so Q2's answer stays put.
  // Both among the generated cases 1..size (the timeline question's case is numbered above them).
  const { id: q2CaseId } = await one<{ id: number }>(
    `SELECT max(id) AS id FROM cases WHERE clinic_id = $1 AND id % 100 = 0 AND id <= $2`,
    [clinicId, size],
  );
  const { id: q6CaseId } = await one<{ id: number }>(
    `SELECT max(id) AS id FROM cases WHERE clinic_id = $1 AND id % 100 <> 0 AND id <= $2`,
    [clinicId, size],
  );
  // Q3: the full name of the clinic's first patient, as a person would type it.
  const { name: q3Term } = await one<{ name: string }>(
    `SELECT first_name || ' ' || last_name AS name FROM patients WHERE clinic_id = $1 ORDER BY id LIMIT 1`,
    [clinicId],
  );
  const q4Offset = Math.floor(total * 0.9);
  const anchor = await one<{ sort_key: string; id: number }>(
    `SELECT created_at::text AS sort_key, id FROM cases WHERE clinic_id = $1 AND archived_at IS NULL
      ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT 1`,
    [clinicId, q4Offset - 1],
  );
  void size;
  return {
    clinicId,
    status: 'attorney_review',
    pageSize: 50,
    q2CaseId,
    q3Term,
    q4Offset,
    q4Cursor: oursCursor(anchor.sort_key, anchor.id),
    q6CaseId,
  };
}

/**
 * Fairness under attack at one size (fairness-bench.ts): a server of ours with the production fair
 * share, the victim's Q1 at the same fixed rate as its latency phases, a second load generator for
 * the flood. Run alone, after the size's other servers stopped.
 */
async function fairnessAtSize(
  admin: Client,
  databaseUrl: string,
  size: number,
  oursQ1: Metrics,
  options: Options,
  worker: LoadWorker,
  running: ServerProcess[],
): Promise<FairnessResult> {
  const params: QueryParams = { ...(await chooseParams(admin, size)), q4PostgraphileCursor: '' };
  const server = await startServer('ours', 'src/servers/ours.ts', {
    BENCH_DATABASE_URL: databaseUrl,
    BENCH_FAIR_SHARE: 'production',
  });
  running.push(server);
  const attackWorker = startLoadWorker();
  try {
    const result = await measureFairness({
      server,
      victimRequest: (cookie) => queries[0].request('ours', params, { oursCookie: cookie, bearer: '' }),
      victimWorker: worker,
      attackWorker,
      rate: oursQ1.latencyRate,
      rounds: options.rounds,
      durationSeconds: options.durationSeconds,
      connections: options.connections,
    });
    log(
      `  fairness: another clinic's Q1 p99 ${fmt(result.quietP99Ms, 2)} ms quiet -> ${fmt(result.attackedP99Ms, 2)} ms ` +
        `under attack (${fmt(result.ratio, 2)}x, target ${result.target}x; p50 ${fmt(result.quietP50Ms, 2)} -> ` +
        `${fmt(result.attackedP50Ms, 2)} ms; victim failures ${result.victimFailures}); the attacker's ` +
        `${result.attackerConnections} connections: ${result.attackerServed} served, ${result.attackerRefused} refused` +
        `${result.ok ? '' : ' MISSED'}`,
    );
    return result;
  } catch (error) {
    const tail = server.stderrTail().trim();
    if (tail) log(`--- ours (fairness) stderr ---\n${tail.split('\n').slice(-20).join('\n')}`);
    throw error;
  } finally {
    await Promise.all([server.stop(), attackWorker.stop()]);
    running.splice(running.indexOf(server), 1);
  }
}

async function benchSize(
  admin: Client,
  databaseUrl: string,
  size: number,
  options: Options,
  worker: LoadWorker,
  running: ServerProcess[],
  report: Report,
): Promise<Record<string, Partial<Record<ServerName, Metrics | null>>>> {
  const label = sizeLabel(size);
  const bearer = `bench-${Math.random().toString(36).slice(2)}`;
  const callerEnv = JSON.stringify({
    token: bearer,
    clinicId: mainClinicId,
    userId: benchUsers.staff.id,
    name: 'Bench Staff',
  });
  const env = { BENCH_DATABASE_URL: databaseUrl, BENCH_RAW_CALLER: callerEnv, GRAPHILE_ENV: 'production' };
  const startedAt = Date.now();
  const start = async (name: ServerName, script: string) => {
    const server = await startServer(name, script, env);
    running.push(server);
    return server;
  };
  const servers: Record<ServerName, ServerProcess> = {
    raw: await start('raw', 'src/servers/raw.ts'),
    ours: await start('ours', 'src/servers/ours.ts'),
    postgraphile: await start('postgraphile', 'src/servers/postgraphile.ts'),
  };
  log(`  servers started in ${fmt((Date.now() - startedAt) / 1000)} s`);
  try {
    const credentials: Credentials = { oursCookie: await signIn(servers.ours), bearer };
    const base = await chooseParams(admin, size);
    const deep = await send(servers.postgraphile.url, {
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
      body: JSON.stringify({ query: pglDeepCursorDocument, variables: { offset: base.q4Offset - 1 } }),
      graphql: true,
    });
    const deepCursor = (deep.body as { data?: { allCases?: { pageInfo: { endCursor: string | null } } } }).data
      ?.allCases?.pageInfo.endCursor;
    if (!deepCursor) throw new BenchFailure(`PostGraphile gave no deep cursor: ${JSON.stringify(deep.body)}`);
    const params: QueryParams = { ...base, q4PostgraphileCursor: deepCursor };
    log(`  search term "${params.q3Term}", deep page at row ${params.q4Offset + 1}, detail of case ${params.q2CaseId}`);

    // Which of our fields exist yet (main is building messages): probe without introspection.
    const oursSupports = async (document: string, variables: Record<string, unknown>) => {
      const answer = await send(servers.ours.url, {
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json', cookie: credentials.oursCookie },
        body: JSON.stringify({ query: document, variables }),
        graphql: true,
      });
      const errors = (answer.body as { errors?: { extensions?: { code?: string } }[] }).errors;
      return !errors?.some((e) => e.extensions?.code === 'GRAPHQL_VALIDATION_FAILED');
    };
    const skipOurs = new Set<string>();
    if (!(await oursSupports(oursDocuments.Q2, { id: params.q2CaseId }))) skipOurs.add('Q2');
    if (!(await oursSupports(`mutation { messageSend(input: { caseId: 0, subject: "", content: "" }) { id } }`, {})))
      skipOurs.add('Q6');
    for (const id of skipOurs) {
      const note =
        id === 'Q2'
          ? 'Q2 skipped for ours: our schema has no Case.messages / Case.billingTotals yet (main is building messages); Q2c measures the case detail part.'
          : 'Q6 skipped for ours: our schema has no messageSend mutation yet (main is building it); raw and PostGraphile are measured.';
      if (!report.notes.includes(note)) report.notes.push(note);
      log(`  NOTE: ${note}`);
    }

    const results: Record<string, Partial<Record<ServerName, Metrics | null>>> = {};
    for (const query of queries.filter((q) => options.queryIds.includes(q.id))) {
      const active = options.servers.filter((server) => !(server === 'ours' && skipOurs.has(query.id)));
      results[query.id] = await benchQuery(admin, query, params, credentials, servers, active, active, options, worker);
      if (skipOurs.has(query.id)) results[query.id].ours = null;
      log(
        `  ${query.id.padEnd(4)} ` +
          serverNames
            .map((server) => {
              const m = results[query.id][server];
              return m
                ? `${server} ${fmt(m.rps, 0)} rps p50 ${fmt(m.p50Ms, 2)} ms p99 ${fmt(m.p99Ms, 2)} ms cpu ${fmt(m.cpuUsPerReq, 0)} us ${fmt(m.statements, 1)} stmt`
                : `${server} -`;
            })
            .join(' | '),
      );
    }

    // N+1 check: our statements per request must not grow with the page size.
    const at = async (first: number) =>
      statementsPerRequest(admin, statementSamples, async () => {
        const answer = await send(
          servers.ours.url,
          queries[0].request('ours', { ...params, pageSize: first }, credentials),
        );
        if (answer.status !== 200) throw new BenchFailure(`ours Q1 first=${first}: HTTP ${answer.status}`);
      });
    const first10 = await at(10);
    const first50 = await at(50);
    report.checks.statementsByPageSize[label] = { first10, first50 };
    log(`  ours Q1 statements per request: first=10 -> ${fmt(first10, 1)}, first=50 -> ${fmt(first50, 1)}`);
    return results;
  } catch (error) {
    for (const server of Object.values(servers)) {
      const tail = server.stderrTail().trim();
      if (tail) log(`--- ${server.name} stderr ---\n${tail.split('\n').slice(-20).join('\n')}`);
    }
    throw error;
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
    running.length = 0;
  }
}

async function benchQuery(
  admin: Client,
  query: QueryDef,
  params: QueryParams,
  credentials: Credentials,
  servers: Record<ServerName, ServerProcess>,
  active: ServerName[],
  measured: ServerName[],
  options: Options,
  worker: LoadWorker,
): Promise<Partial<Record<ServerName, Metrics | null>>> {
  const golden = await query.golden(admin, params);
  const counts = async () =>
    (
      await admin.query<{ messages: number; audits: number }>(
        `SELECT (SELECT count(*)::int FROM messages WHERE subject = $1) AS messages,
                (SELECT count(*)::int FROM audit_logs WHERE entity_type = 'message' AND new_values->>'subject' = $1) AS audits`,
        [messageSubject],
      )
    ).rows[0];
  const before = query.write ? await counts() : null;

  // Every server's answer is checked against the golden one first; a wrong answer voids the run.
  const check = async (server: ServerName) => {
    const answer = await send(servers[server].url, query.request(server, params, credentials));
    if (answer.status !== 200)
      throw new BenchFailure(
        `${query.id} ${server}: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 500)}`,
      );
    let normalized: unknown;
    try {
      normalized = query.normalize(server, answer.body);
    } catch (error) {
      throw new BenchFailure(`${query.id} ${server}: ${(error as Error).message}`);
    }
    const difference = firstDifference(golden, normalized);
    if (difference) throw new BenchFailure(`${query.id} ${server}: wrong answer at ${difference}`);
  };
  for (const server of active) await check(server);

  const statements: Partial<Record<ServerName, number>> = {};
  for (const server of active) {
    statements[server] = await statementsPerRequest(admin, statementSamples, () => check(server));
  }

  const throughput: Partial<Record<ServerName, PhaseResult[]>> = {};
  const latency: Partial<Record<ServerName, PhaseResult[]>> = {};
  const orderFor = (round: number) => (round % 2 === 0 ? measured : [...measured].reverse());
  const phase = async (server: ServerName, overallRate?: number, durationSeconds = options.durationSeconds) => {
    const result = await loadPhase(worker, servers[server], query.request(server, params, credentials), {
      connections: options.connections,
      durationSeconds,
      overallRate,
    });
    if (result.failures > 0)
      throw new BenchFailure(
        `${query.id} ${server}: ${result.failures} of ${result.requests} requests failed under load`,
      );
    return result;
  };
  // Warm-up (not recorded): lets V8 optimise the hot paths and fills every pool before measuring.
  for (const server of measured) await phase(server, undefined, options.quick ? 0.5 : 1);
  for (let round = 0; round < options.rounds; round += 1) {
    for (const server of orderFor(round)) (throughput[server] ??= []).push(await phase(server));
  }
  // Latency at a fixed arrival rate, the same for every server: a share of the slowest one's throughput.
  const slowest = Math.min(...measured.map((server) => median(throughput[server]!.map((r) => r.rps))));
  const rate = Math.max(1, Math.round(slowest * latencyLoadFactor));
  for (let round = 0; round < options.rounds; round += 1) {
    for (const server of orderFor(round)) (latency[server] ??= []).push(await phase(server, rate));
  }

  if (before) {
    const after = await counts();
    if (after.messages - before.messages !== after.audits - before.audits)
      throw new BenchFailure(
        `${query.id}: ${after.messages - before.messages} messages but ${after.audits - before.audits} audit rows were written`,
      );
  }

  const metrics: Partial<Record<ServerName, Metrics | null>> = {};
  for (const server of measured) {
    metrics[server] = {
      rps: median(throughput[server]!.map((r) => r.rps)),
      p50Ms: median(latency[server]!.map((r) => r.p50Ms)),
      p99Ms: median(latency[server]!.map((r) => r.p99Ms)),
      cpuUsPerReq: median(throughput[server]!.map((r) => r.cpuUsPerReq)),
      statements: statements[server]!,
      latencyRate: rate,
    };
  }
  return metrics;
}

/** Quick mode's regression gates (and, in both modes, a record of where we stand). */
function gate(report: Report, options: Options) {
  for (const [label, { first10, first50 }] of Object.entries(report.checks.statementsByPageSize)) {
    if (first50 > first10)
      report.checks.failures.push(
        `N+1 regression at ${label}: our Q1 sends ${fmt(first50)} statements per request at first=50 but ${fmt(first10)} at first=10`,
      );
  }
  // The hot paths' lists: statements per call must not grow with the page size either.
  for (const [label, results] of Object.entries(report.hotPaths))
    for (const [id, r] of Object.entries(results)) {
      const pages = r.statementsByPageSize;
      if (pages && pages.first50 > pages.first10)
        report.checks.failures.push(
          `N+1 regression at ${label}: our ${id} sends ${fmt(pages.first50)} statements per call at first=50 but ${fmt(pages.first10)} at first=10`,
        );
    }
  if (options.quick) {
    for (const s of report.checks.scaling.filter((check) => !check.ok))
      report.checks.failures.push(
        `scaling regression: our ${s.query} p50 is ${fmt(s.ratio, 2)}x at ${s.to} vs ${s.from} (target ${s.target}x)`,
      );
    return;
  }
  const labels = options.sizes.map(sizeLabel);
  if (labels.length < 2) return;
  const small = labels[0];
  const large = labels[labels.length - 1];
  for (const [id, target] of Object.entries(scalingTargets)) {
    const a = report.bySize[small]?.[id]?.ours;
    const b = report.bySize[large]?.[id]?.ours;
    if (!a || !b) continue;
    const ratio = b.p50Ms / a.p50Ms;
    const ok = ratio <= target || b.p50Ms - a.p50Ms < scalingNoiseFloorMs;
    report.checks.scaling.push({
      query: id,
      from: small,
      to: large,
      p50From: a.p50Ms,
      p50To: b.p50Ms,
      ratio,
      target,
      ok,
    });
    log(
      `  scaling ${id}: ours p50 ${fmt(a.p50Ms, 2)} ms at ${small} -> ${fmt(b.p50Ms, 2)} ms at ${large} (${fmt(ratio, 2)}x, target ${target}x)${ok ? '' : ' REGRESSION'}`,
    );
  }
}

/**
 * Quick mode's scaling check: our api on the small and the large database at once, measured in
 * alternation (small, large, large, small, ...) at the same fixed arrival rate, so that whatever
 * else the machine is doing weighs on both sizes alike. Also records the N+1 check for both sizes.
 */
async function scalingCheck(
  dbs: { size: number; url: string }[],
  worker: LoadWorker,
  running: ServerProcess[],
  report: Report,
): Promise<void> {
  const servers: ServerProcess[] = [];
  try {
    const targets: { label: string; server: ServerProcess; params: QueryParams; credentials: Credentials }[] = [];
    for (const db of dbs) {
      const server = await startServer(`ours-${sizeLabel(db.size)}`, 'src/servers/ours.ts', {
        BENCH_DATABASE_URL: db.url,
      });
      servers.push(server);
      running.push(server);
      const credentials: Credentials = { oursCookie: await signIn(server), bearer: '' };
      await withClient(db.url, async (admin) => {
        const params: QueryParams = { ...(await chooseParams(admin, db.size)), q4PostgraphileCursor: '' };
        const label = sizeLabel(db.size);
        for (const query of queries.filter((q) => q.id in scalingTargets)) {
          const golden = await query.golden(admin, params);
          const answer = await send(server.url, query.request('ours', params, credentials));
          const difference =
            answer.status === 200
              ? firstDifference(golden, query.normalize('ours', answer.body))
              : `HTTP ${answer.status}`;
          if (difference) throw new BenchFailure(`${query.id} ours at ${label}: wrong answer at ${difference}`);
        }
        const at = (first: number) =>
          statementsPerRequest(admin, statementSamples, async () => {
            await send(server.url, queries[0].request('ours', { ...params, pageSize: first }, credentials));
          });
        report.checks.statementsByPageSize[label] = { first10: await at(10), first50: await at(50) };
        log(
          `  ${label}: ours Q1 statements per request first=10 -> ${fmt(report.checks.statementsByPageSize[label].first10)}, ` +
            `first=50 -> ${fmt(report.checks.statementsByPageSize[label].first50)}`,
        );
        targets.push({ label, server, params, credentials });
      });
    }
    const [small, large] = targets;
    for (const [id, target] of Object.entries(scalingTargets)) {
      const query = queries.find((q) => q.id === id)!;
      const phase = (t: (typeof targets)[number], durationSeconds: number, overallRate?: number) =>
        loadPhase(worker, t.server, query.request('ours', t.params, t.credentials), {
          connections: 10,
          durationSeconds,
          overallRate,
        });
      await phase(large, 0.5);
      const capacity = (await phase(small, 1)).rps;
      const rate = Math.max(5, Math.round(capacity * 0.3));
      const p50: Record<string, number[]> = { [small.label]: [], [large.label]: [] };
      for (let round = 0; round < 3; round += 1) {
        for (const t of round % 2 === 0 ? [small, large] : [large, small]) {
          const result = await phase(t, 1.5, rate);
          if (result.failures > 0)
            throw new BenchFailure(`${id} ours at ${t.label}: ${result.failures} requests failed`);
          p50[t.label].push(result.p50Ms);
        }
      }
      const from = median(p50[small.label]);
      const to = median(p50[large.label]);
      const ratio = to / from;
      const ok = ratio <= target || to - from < scalingNoiseFloorMs;
      report.checks.scaling.push({
        query: id,
        from: small.label,
        to: large.label,
        p50From: from,
        p50To: to,
        ratio,
        target,
        ok,
      });
      log(
        `  ${id}: p50 ${fmt(from, 2)} ms at ${small.label} -> ${fmt(to, 2)} ms at ${large.label} at ${rate} req/s ` +
          `(${fmt(ratio, 2)}x, target ${target}x)${ok ? '' : ' REGRESSION'}`,
      );
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    running.length = 0;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

export type { BundleSizes };
