import fs from 'node:fs';
import path from 'node:path';
import type { FairnessResult } from './fairness-bench';
import type { WebAudit } from './web-audit';
import type { BillingReport } from './billing-bench';
import type { InProcessResult } from './in-process';
import { bundleTargetsKiB, type BundleSizes } from './bundle';
import { benchDir } from './processes';
import { queries, serverNames, type ServerName } from './queries';

export interface Metrics {
  /** Requests per second, closed loop (as fast as the server answers), median over rounds. */
  rps: number;
  /** Latency at a fixed arrival rate (latencyRate requests per second), medians over rounds. */
  p50Ms: number;
  p99Ms: number;
  /** Server process CPU time (user + system) per request during the throughput phase. */
  cpuUsPerReq: number;
  /** SQL statements the database executed per request (pg_stat_statements). */
  statements: number;
  latencyRate: number;
}

export interface SubscriptionDelivery {
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  delivered: number;
  expected: number;
}

/** One measurement: N subscribers on one api process or split over two (latencies are null when void). */
export interface SubscriptionResult extends SubscriptionDelivery {
  subscribers: number;
  processes: 1 | 2;
  /** (RSS after - RSS before) / N over all api processes, KiB. */
  memoryPerConnectionKb: number | null;
  heapPerConnectionKb: number | null;
  forcedGc: boolean;
  /** Deliveries per api process (live-A receives the mutation; live-B hears it through LISTEN/NOTIFY). */
  byProcess: Record<string, SubscriptionDelivery>;
  mutationP50Ms: number | null;
  /** Per message, the first and the last subscriber's latency, medians over the messages. */
  firstDeliveryP50Ms: number | null;
  lastDeliveryP50Ms: number | null;
  /** The api processes' CPU time from the first send until the last delivery, per delivery (µs). */
  cpuUsPerDelivery: number | null;
  openSeconds: number | null;
  /** Why the measurement is void (a delivery missing or a subscription ended), else null. */
  void: string | null;
}

export interface SubscriptionsReport {
  status: 'measured';
  note: string;
  messages: number;
  spacingMs: number;
  caseId: number;
  targets: { subscribers: number; p99Ms: number; memoryPerConnectionKb: number };
  meetsTargets: { p99: boolean; memory: boolean } | null;
  /** By subscriber count, then topology. */
  results: Record<string, { oneProcess?: SubscriptionResult; twoProcesses?: SubscriptionResult }>;
}

type QueryResults = Record<string, Partial<Record<ServerName, Metrics | null>>>;

export interface Report {
  queries: QueryResults;
  bySize: Record<string, QueryResults>;
  notes: string[];
  checks: {
    statementsByPageSize: Record<string, { first10: number; first50: number }>;
    scaling: {
      query: string;
      from: string;
      to: string;
      p50From: number;
      p50To: number;
      ratio: number;
      target: number;
      ok: boolean;
    }[];
    failures: string[];
  };
  webBundle: BundleSizes | null;
  subscriptions: { status: 'pending'; note: string } | SubscriptionsReport;
  billing: { status: 'pending'; note: string } | BillingReport;
  /** The clinical record's questions (clinical-bench.ts), per data size. */
  clinical: Record<string, Record<string, InProcessResult>>;
  /** Issue 27's hot paths (hotpaths-bench.ts), per data size, each beside its raw-SQL floor. */
  hotPaths: Record<string, Record<string, InProcessResult>>;
  /** The mobile Lighthouse audit of `/` and `/dashboard` (web-audit.ts); full runs only. */
  webAudit?: WebAudit;
  /** Fairness under attack (fairness-bench.ts), per data size; full runs only. */
  fairness?: Record<string, FairnessResult>;
  meta: {
    mode: 'quick' | 'full';
    sizes: string[];
    rounds: number;
    phaseSeconds: number;
    connections: number;
    latencyLoadFactor: number;
    date: string;
    machine: { cpus: number; cpuModel: string; memoryGiB: number; platform: string; node: string };
    loadSeconds: Record<string, number>;
    durationSeconds: number;
  };
}

const round = (value: number, digits: number) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : null);

/** One server's numbers as latest.json holds them: exactly {rps, p50Ms, p99Ms, cpuUsPerReq, statements}. */
export type FileMetrics = Omit<Metrics, 'latencyRate'>;
type FileResults = Record<string, Partial<Record<ServerName, FileMetrics | null>>>;

/** What latest.json holds: the fixed arrival rates live beside the results, keyed by size and query. */
export interface ReportFile extends Omit<Report, 'queries' | 'bySize'> {
  queries: FileResults;
  bySize: Record<string, FileResults>;
  latencyRates: Record<string, Record<string, number>>;
}

function rounded(results: QueryResults): FileResults {
  const out: FileResults = {};
  for (const [id, byServer] of Object.entries(results)) {
    out[id] = {};
    for (const server of serverNames) {
      const m = byServer[server];
      if (m === undefined) continue;
      out[id][server] = m && {
        rps: round(m.rps, 0)!,
        p50Ms: round(m.p50Ms, 2)!,
        p99Ms: round(m.p99Ms, 2)!,
        cpuUsPerReq: round(m.cpuUsPerReq, 0)!,
        statements: round(m.statements, 2)!,
      };
    }
  }
  return out;
}

function ratesOf(results: QueryResults): Record<string, number> {
  const rates: Record<string, number> = {};
  for (const [id, byServer] of Object.entries(results)) {
    const rate = Object.values(byServer).find((m) => m)?.latencyRate;
    if (rate !== undefined) rates[id] = rate;
  }
  return rates;
}

export function toFile(report: Report): ReportFile {
  return {
    ...report,
    queries: rounded(report.queries),
    bySize: Object.fromEntries(Object.entries(report.bySize).map(([size, r]) => [size, rounded(r)])),
    latencyRates: Object.fromEntries(Object.entries(report.bySize).map(([size, r]) => [size, ratesOf(r)])),
  };
}

const cell = (value: number | null | undefined, digits = 0) =>
  value === null || value === undefined || !Number.isFinite(value) ? '–' : value.toFixed(digits);
const ratio = (a: number | undefined, b: number | undefined) => (a && b ? (a / b).toFixed(2) : '–');

export function markdown(report: ReportFile): string {
  const lines: string[] = [];
  const largest = report.meta.sizes[report.meta.sizes.length - 1];
  lines.push(
    `# Benchmark results (${report.meta.mode})`,
    '',
    `${report.meta.date.slice(0, 10)}; ${report.meta.machine.cpus} cores (${report.meta.machine.cpuModel}), ` +
      `${report.meta.machine.memoryGiB} GiB, Node ${report.meta.machine.node}; sizes ${report.meta.sizes.join(', ')}; ` +
      `${report.meta.rounds} rounds of ${report.meta.phaseSeconds} s per phase, ${report.meta.connections} connections; ` +
      `run took ${report.meta.durationSeconds} s.`,
    '',
    `Throughput is closed-loop requests per second; p50/p99 are at a fixed arrival rate of ` +
      `${report.meta.latencyLoadFactor * 100}% of the slowest server's throughput for that query ("rate"); ` +
      `CPU is the server process's CPU time per request; statements are per request (pg_stat_statements). ` +
      `Ratios are throughput ratios.`,
    '',
  );
  for (const size of [...report.meta.sizes].reverse()) {
    const results = report.bySize[size];
    if (!results) continue;
    lines.push(`## ${size} cases${size === largest ? ' (the `queries` in latest.json)' : ''}`, '');
    lines.push(
      '| query | server | rps | p50 ms | p99 ms | rate | CPU µs/req | statements | ours/postgraphile | ours/raw |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const query of queries) {
      const byServer = results[query.id];
      if (!byServer) continue;
      for (const server of serverNames) {
        const m = byServer[server];
        if (m === undefined) continue;
        const first = server === serverNames[0];
        const ours = byServer.ours ?? undefined;
        lines.push(
          `| ${first ? `${query.id}` : ''} | ${server} | ${m ? cell(m.rps) : 'skipped'} | ${cell(m?.p50Ms, 2)} | ` +
            `${cell(m?.p99Ms, 2)} | ${m ? (report.latencyRates[size]?.[query.id] ?? '–') : '–'} | ${cell(m?.cpuUsPerReq)} | ${cell(m?.statements, 1)} | ` +
            `${first ? ratio(ours?.rps, byServer.postgraphile?.rps) : ''} | ${first ? ratio(ours?.rps, byServer.raw?.rps) : ''} |`,
        );
      }
    }
    lines.push('');
  }
  lines.push('## Queries', '');
  for (const query of queries) lines.push(`- **${query.id}**: ${query.title}`);
  lines.push('');
  lines.push('## Our p50 and statements across sizes', '');
  lines.push(
    `| query | ${report.meta.sizes.map((s) => `p50 ${s}`).join(' | ')} | ${report.meta.sizes.map((s) => `stmts ${s}`).join(' | ')} |`,
  );
  lines.push(`|---|${report.meta.sizes.map(() => '---:').join('|')}|${report.meta.sizes.map(() => '---:').join('|')}|`);
  for (const query of queries) {
    const row = report.meta.sizes.map((s) => cell(report.bySize[s]?.[query.id]?.ours?.p50Ms, 2));
    const stmts = report.meta.sizes.map((s) => cell(report.bySize[s]?.[query.id]?.ours?.statements, 1));
    lines.push(`| ${query.id} | ${row.join(' | ')} | ${stmts.join(' | ')} |`);
  }
  lines.push('');
  lines.push('## Checks', '');
  for (const [size, s] of Object.entries(report.checks.statementsByPageSize))
    lines.push(
      `- ${size}: our Q1 statements per request at first=10: ${s.first10.toFixed(1)}, at first=50: ${s.first50.toFixed(1)}`,
    );
  for (const s of report.checks.scaling)
    lines.push(
      `- ${s.query}: our p50 ${s.p50From.toFixed(2)} ms at ${s.from} -> ${s.p50To.toFixed(2)} ms at ${s.to} ` +
        `(${s.ratio.toFixed(2)}x; target ${s.target}x) ${s.ok ? 'ok' : 'MISSED'}`,
    );
  lines.push('');
  if (report.webBundle) {
    lines.push('## Web bundle (initial JavaScript, gzipped)', '');
    lines.push('| route | gzipped KiB | raw KiB | files | target KiB |', '|---|---:|---:|---:|---|');
    for (const [route, s] of Object.entries(report.webBundle.routes)) {
      const target = bundleTargetsKiB[route];
      const verdict = target === undefined ? '' : `${target} ${s.gzipBytes / 1024 <= target ? 'ok' : 'MISSED'}`;
      lines.push(
        `| \`${route}\` | ${(s.gzipBytes / 1024).toFixed(1)} | ${(s.rawBytes / 1024).toFixed(1)} | ${s.files.length} | ${verdict} |`,
      );
    }
    const html = report.webBundle.indexHtml;
    lines.push(
      `| index.html only (entry + modulepreload) | ${(html.gzipBytes / 1024).toFixed(1)} | ${(html.rawBytes / 1024).toFixed(1)} | ${html.files.length} | |`,
      '',
    );
  }
  lines.push('## Notes', '');
  for (const note of report.notes) lines.push(`- ${note}`);
  if (report.subscriptions.status === 'pending')
    lines.push(`- Subscriptions: pending. ${report.subscriptions.note}`, '');
  else lines.push('', ...subscriptionLines(report.subscriptions), '');
  if (report.billing.status === 'pending') lines.push(`- Billing: pending. ${report.billing.note}`, '');
  else lines.push(...billingLines(report.billing), '');
  if (Object.keys(report.clinical).length > 0) lines.push('', ...clinicalLines(report.clinical), '');
  if (Object.keys(report.hotPaths ?? {}).length > 0) lines.push('', ...hotPathLines(report.hotPaths), '');
  if (Object.keys(report.fairness ?? {}).length > 0) lines.push('', ...fairnessLines(report.fairness!), '');
  if (report.webAudit) lines.push('', ...webAuditLines(report.webAudit), '');
  return lines.join('\n');
}

function webAuditLines(audit: WebAudit): string[] {
  if (audit.status === 'skipped') return ['## Web audit (Lighthouse, mobile)', '', `Skipped: ${audit.note}.`];
  const lines = [
    '## Web audit (Lighthouse, mobile)',
    '',
    `Lighthouse ${audit.lighthouse}'s mobile performance audit (simulated slow 4G and a 4x slower CPU) of the built app served by our api, the dashboard as the bench clinic's staff; target ${audit.target} (web-audit.ts).`,
    '',
    '| route | score | FCP ms | LCP ms | TBT ms | speed index ms | CLS |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [route, r] of Object.entries(audit.routes))
    lines.push(
      `| ${route} | ${r.score}${r.score >= audit.target ? '' : ' (missed)'} | ${cell(r.firstContentfulPaintMs)} | ${cell(r.largestContentfulPaintMs)} | ${cell(r.totalBlockingTimeMs)} | ${cell(r.speedIndexMs)} | ${cell(r.cumulativeLayoutShift, 3)} |`,
    );
  return lines;
}

function fairnessLines(bySize: Record<string, FairnessResult>): string[] {
  const lines = [
    '## Fairness under attack',
    '',
    "Our api with the production fair share: the bench clinic's Q1 at its fixed rate, alone and while a user of another clinic sends the most expensive accepted query (a page of 100 searched cases with their people and messages) on three times as many connections; p99 under attack within the target of the quiet p99 (fairness-bench.ts).",
    '',
    '| size | rate | p50 quiet | p50 attacked | p99 quiet | p99 attacked | ratio | target | victim failures | attacker served | attacker refused |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [size, r] of Object.entries(bySize))
    lines.push(
      `| ${size} | ${r.rate} | ${cell(r.quietP50Ms, 2)} | ${cell(r.attackedP50Ms, 2)} | ${cell(r.quietP99Ms, 2)} | ${cell(r.attackedP99Ms, 2)} | ${cell(r.ratio, 2)}${r.ok ? '' : ' (missed)'} | ${r.target} | ${r.victimFailures} | ${r.attackerServed} | ${r.attackerRefused} |`,
    );
  return lines;
}

function clinicalLines(bySize: Report['clinical']): string[] {
  const lines = [
    '## Clinical record (the 20-provider week and the statement case, the same rows at every size)',
    '',
    'Each service is called in process, one call after another, after its answer was checked against direct SQL.',
    '',
    '| size | id | question | p50 ms | p99 ms | calls | statements |',
    '|---|---|---|---:|---:|---:|---:|',
  ];
  for (const [size, results] of Object.entries(bySize))
    for (const [id, r] of Object.entries(results))
      lines.push(
        `| ${size} | ${id} | ${r.title} | ${cell(r.p50Ms, 2)} | ${cell(r.p99Ms, 2)} | ${r.calls} | ${cell(r.statements, 1)} |`,
      );
  return lines;
}

function hotPathLines(bySize: Report['hotPaths']): string[] {
  const lines = [
    '## Hot paths of the records, provider network, intake and notifications modules, against a raw-SQL floor',
    '',
    'Each service is called in process, after its answer was checked against one hand-written prepared statement ' +
      '(the floor: the same rows and columns on a plain pg client); then service and floor are timed in alternation. ' +
      'Statements per call; for the lists also at page sizes 10 and 50 (the N+1 check).',
    '',
    '| size | id | question | p50 ms | p99 ms | floor p50 ms | floor p99 ms | ours/floor p50 | statements | at 10 / 50 |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [size, results] of Object.entries(bySize))
    for (const [id, r] of Object.entries(results)) {
      const pages = r.statementsByPageSize;
      lines.push(
        `| ${size} | ${id} | ${r.title} | ${cell(r.p50Ms, 2)} | ${cell(r.p99Ms, 2)} | ${cell(r.floorP50Ms, 2)} | ` +
          `${cell(r.floorP99Ms, 2)} | ${r.floorP50Ms ? (r.p50Ms / r.floorP50Ms).toFixed(2) : '–'} | ${cell(r.statements, 1)} | ` +
          `${pages ? `${pages.first10.toFixed(1)} / ${pages.first50.toFixed(1)}` : '–'} |`,
      );
    }
  return lines;
}

function billingLines(b: BillingReport): string[] {
  const lines = [
    `## Billing and revenue (${b.clinics} clinics, ${b.years} years of history)`,
    '',
    `${b.rows.events} history events, ${b.rows.invoices} invoices, ${b.rows.payments} payments, loaded in ${b.loadSeconds} s; ` +
      `the consistency check found nothing in ${b.consistencySeconds} s. Each service is called in process, one call after ` +
      `another, after its answer was checked against direct SQL.`,
    '',
    '| id | question | p50 ms | p99 ms | calls | statements |',
    '|---|---|---:|---:|---:|---:|',
  ];
  for (const [id, r] of Object.entries(b.results))
    lines.push(
      `| ${id} | ${r.title} | ${cell(r.p50Ms, 2)} | ${cell(r.p99Ms, 2)} | ${r.calls} | ${cell(r.statements, 1)} |`,
    );
  return lines;
}

function subscriptionLines(s: SubscriptionsReport): string[] {
  const lines = ['## Subscriptions (messageAdded over graphql-ws)', '', s.note, ''];
  lines.push(
    '| subscribers | processes | KB RSS / conn | KB heap / conn | p50 ms | p99 ms | max ms | delivered | B: p50 / p99 ms | mutation p50 ms | first / last delivery p50 ms | api CPU µs / delivery |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const [count, byTopology] of Object.entries(s.results)) {
    for (const r of [byTopology.oneProcess, byTopology.twoProcesses]) {
      if (!r) continue;
      const b = r.byProcess['live-B'];
      lines.push(
        `| ${count} | ${r.processes} | ${cell(r.memoryPerConnectionKb, 1)} | ${cell(r.heapPerConnectionKb, 1)} | ` +
          `${cell(r.p50Ms, 1)} | ${cell(r.p99Ms, 1)} | ${cell(r.maxMs, 1)} | ${r.delivered}/${r.expected}${r.void ? ' VOID' : ''} | ` +
          `${b ? `${cell(b.p50Ms, 1)} / ${cell(b.p99Ms, 1)}` : '–'} | ${cell(r.mutationP50Ms, 1)} | ` +
          `${cell(r.firstDeliveryP50Ms, 1)} / ${cell(r.lastDeliveryP50Ms, 1)} | ${cell(r.cpuUsPerDelivery, 1)} |`,
      );
    }
  }
  if (s.meetsTargets)
    lines.push(
      '',
      `Targets at ${s.targets.subscribers} subscribers (one process): p99 <= ${s.targets.p99Ms} ms ${s.meetsTargets.p99 ? 'met' : 'MISSED'}; ` +
        `<= ${s.targets.memoryPerConnectionKb} KB per connection ${s.meetsTargets.memory ? 'met' : 'MISSED'}.`,
    );
  return lines;
}

/**
 * A full run at the default sizes writes bench/results/latest.{json,md} (committed); quick and custom
 * runs write quick.* or custom.* with a .tmp suffix (ignored by git).
 */
export function writeReport(report: Report, options: { name: 'latest' | 'quick' | 'custom' }): string[] {
  const dir = path.join(benchDir, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const out = toFile(report);
  const base = options.name;
  const suffix = options.name === 'latest' ? '' : '.tmp';
  const json = path.join(dir, `${base}.json${suffix}`);
  const md = path.join(dir, `${base}.md${suffix}`);
  fs.writeFileSync(json, JSON.stringify(out, null, 2) + '\n');
  fs.writeFileSync(md, markdown(out));
  return [path.relative(process.cwd(), json), path.relative(process.cwd(), md)];
}
