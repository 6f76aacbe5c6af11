/**
 * Subscriptions (issue 8): memory per graphql-ws connection and publish-to-receive latency of
 * messageAdded for N subscribers, on one api process and across two on the same database (the
 * second hears the event through PostgreSQL LISTEN/NOTIFY). See docs/performance.md.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { withClient } from '../database';
import { mainClinicId } from '../dataset';
import { median } from '../measure';
import { benchDir, startServer, type ServerProcess } from '../processes';
import { signIn } from '../sign-in';
import type { SubscriptionResult, SubscriptionsReport } from '../report';
import type { MemoryReading } from './server';
import type { Deliveries, PublishResult, SubscriberJob } from './subscriber-worker';

export interface SubscriptionOptions {
  counts: number[];
  /** Messages sent per measurement, and the time between the starts of two sends. */
  messages: number;
  spacingMs: number;
  quick: boolean;
}

/** The targets at 1k subscribers. */
export const subscriptionTargets = { subscribers: 1000, p99Ms: 100, memoryPerConnectionKb: 60 };
const subject = 'bench-live';
const nodeArgs = ['-r', '@swc-node/register'];

interface Worker {
  run<T>(job: SubscriberJob): Promise<T>;
  stop(): Promise<void>;
}

function startSubscriberWorker(): Worker {
  const child = fork(path.join(benchDir, 'src/subscriptions/subscriber-worker.ts'), [], {
    cwd: benchDir,
    execArgv: nodeArgs,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let pending: { resolve: (v: unknown) => void; reject: (e: Error) => void } | null = null;
  child.on('message', (message: { ok: boolean; result?: unknown; error?: string }) => {
    const current = pending;
    pending = null;
    if (message.ok) current?.resolve(message.result);
    else current?.reject(new Error(message.error));
  });
  child.on('exit', (code) => pending?.reject(new Error(`subscriber worker exited (${code})`)));
  return {
    run<T>(job: SubscriberJob) {
      if (pending) throw new Error('subscriber worker busy');
      return new Promise<T>((resolve, reject) => {
        pending = { resolve: resolve as (v: unknown) => void, reject };
        child.send(job);
      });
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

const control = async <T>(server: ServerProcess, what: string): Promise<T> =>
  (await (await fetch(`${server.controlUrl}/${what}`)).json()) as T;

/** RSS from /proc (the kernel's view) and heapUsed, each after a forced GC; the median of three readings. */
async function memoryOf(server: ServerProcess): Promise<{ rss: number; heapUsed: number; gc: boolean }> {
  const readings: { rss: number; heapUsed: number; gc: boolean }[] = [];
  for (let i = 0; i < 3; i += 1) {
    const inside = await control<MemoryReading>(server, 'memory');
    const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status);
    readings.push({ rss: kb ? Number(kb[1]) * 1024 : inside.rss, heapUsed: inside.heapUsed, gc: inside.gc });
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    rss: median(readings.map((r) => r.rss)),
    heapUsed: median(readings.map((r) => r.heapUsed)),
    gc: readings.every((r) => r.gc),
  };
}

async function waitForSubscribers(servers: ServerProcess[], expected: number[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const counts = await Promise.all(
      servers.map(async (s) => (await control<{ subscribers: number }>(s, 'subscribers')).subscribers),
    );
    if (counts.every((count, i) => count === expected[i])) return;
    if (Date.now() > deadline)
      throw new Error(`subscriptions not registered in time: ${counts.join(', ')} of ${expected.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const warmUpSocketsPerProcess = 200;
const warmUpMessages = 5;

const round = (value: number, digits = 1) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : null);

async function measureOne(
  databaseUrl: string,
  caseId: number,
  count: number,
  processCount: 1 | 2,
  options: SubscriptionOptions,
  worker: Worker,
  running: ServerProcess[],
): Promise<SubscriptionResult> {
  const env = {
    BENCH_DATABASE_URL: databaseUrl,
    BENCH_SECRETS_KEY: randomBytes(32).toString('base64'),
    NODE_OPTIONS: '--expose-gc',
  };
  const servers: ServerProcess[] = [];
  try {
    for (const name of processCount === 1 ? ['live-A'] : ['live-A', 'live-B']) {
      const server = await startServer(name, 'src/subscriptions/server.ts', env);
      servers.push(server);
      running.push(server);
    }
    const [a] = servers;
    const cookie = await signIn(a);
    const wsUrl = (s: ServerProcess) => s.url.replace('http', 'ws') + '/graphql';
    const shares = servers.map((_, i) => Math.floor(count / servers.length) + (i < count % servers.length ? 1 : 0));
    const groups = (sizes: number[]) => servers.map((s, i) => ({ name: s.name, wsUrl: wsUrl(s), count: sizes[i] }));
    const publish = (messages: number) =>
      worker.run<PublishResult>({
        kind: 'publish',
        httpUrl: a.url,
        cookie,
        caseId,
        subject,
        messages,
        spacingMs: options.spacingMs,
        timeoutMs: 15_000,
      });

    // Warm-up (not recorded), as every query is warmed up before it is measured: a long-running api
    // process has compiled its fan-out path long before. 200 sockets per process and five deliveries
    // (a thousand executions per process) get V8 to optimise it; with only a handful, the first
    // messages to the measured sockets ran cold and took twice as long (docs/performance.md).
    const warmSockets = servers.map(() => warmUpSocketsPerProcess);
    await worker.run({ kind: 'open', groups: groups(warmSockets), cookie, caseId, concurrency: 20 });
    await waitForSubscribers(servers, warmSockets, 60_000);
    await publish(warmUpMessages);
    await worker.run({ kind: 'close' });
    await waitForSubscribers(
      servers,
      servers.map(() => 0),
      30_000,
    );

    const before = await Promise.all(servers.map(memoryOf));
    const openStarted = Date.now();
    await worker.run({ kind: 'open', groups: groups(shares), cookie, caseId, concurrency: 20 });
    await waitForSubscribers(servers, shares, 120_000);
    const openSeconds = (Date.now() - openStarted) / 1000;
    const after = await Promise.all(servers.map(memoryOf));
    const cpu = () =>
      Promise.all(servers.map(async (s) => (await control<{ cpuMicros: number }>(s, 'subscribers')).cpuMicros));
    const cpuBefore = await cpu();
    const result = await publish(options.messages);
    const cpuAfter = await cpu();
    await worker.run({ kind: 'close' });

    const sum = (values: number[]) => values.reduce((x, y) => x + y, 0);
    const rssDelta = sum(after.map((m) => m.rss)) - sum(before.map((m) => m.rss));
    const heapDelta = sum(after.map((m) => m.heapUsed)) - sum(before.map((m) => m.heapUsed));
    const complete = (d: Deliveries) => d.delivered === d.expected;
    const voidReason =
      !complete(result.all) || result.ended > 0
        ? `${result.all.expected - result.all.delivered} of ${result.all.expected} deliveries missing, ${result.ended} subscriptions ended`
        : null;
    const delivery = (d: Deliveries | undefined) =>
      d && {
        p50Ms: voidReason ? null : round(d.p50Ms, 1),
        p99Ms: voidReason ? null : round(d.p99Ms, 1),
        maxMs: voidReason ? null : round(d.maxMs, 1),
        delivered: d.delivered,
        expected: d.expected,
      };
    return {
      subscribers: count,
      processes: processCount,
      memoryPerConnectionKb: round(rssDelta / count / 1024, 1),
      heapPerConnectionKb: round(heapDelta / count / 1024, 1),
      forcedGc: before.concat(after).every((m) => m.gc),
      ...delivery(result.all)!,
      byProcess: Object.fromEntries(servers.map((s) => [s.name, delivery(result.byGroup[s.name])!])),
      mutationP50Ms: round(result.mutationP50Ms, 1),
      firstDeliveryP50Ms: round(result.firstDeliveryP50Ms, 1),
      // All api processes' CPU time while the messages were sent and delivered, per delivery (includes the mutations).
      cpuUsPerDelivery: round((sum(cpuAfter) - sum(cpuBefore)) / Math.max(1, result.all.delivered), 1),
      lastDeliveryP50Ms: round(result.lastDeliveryP50Ms, 1),
      openSeconds: round(openSeconds, 1),
      void: voidReason,
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    for (const server of servers) running.splice(running.indexOf(server), 1);
  }
}

export async function measureSubscriptions(
  databaseUrl: string,
  options: SubscriptionOptions,
  running: ServerProcess[],
  log: (line: string) => void,
): Promise<SubscriptionsReport> {
  // A case of the main clinic that no other question reads or writes (Q2 uses id % 100 = 0, Q6 the newest other one).
  const caseId = await withClient(databaseUrl, async (admin) => {
    const { rows } = await admin.query<{ id: number }>(
      `SELECT min(id) AS id FROM cases WHERE clinic_id = $1 AND id % 100 = 50`,
      [mainClinicId],
    );
    return rows[0].id;
  });
  const worker = startSubscriberWorker();
  const results: SubscriptionsReport['results'] = {};
  try {
    for (const count of options.counts) {
      for (const processCount of [1, 2] as const) {
        const result = await measureOne(databaseUrl, caseId, count, processCount, options, worker, running);
        const label = processCount === 1 ? 'oneProcess' : 'twoProcesses';
        (results[String(count)] ??= {})[label] = result;
        const b = result.byProcess['live-B'];
        log(
          `  ${String(count).padStart(5)} subscribers, ${processCount} process${processCount === 1 ? '' : 'es'}: ` +
            `${result.memoryPerConnectionKb} KB RSS (${result.heapPerConnectionKb} KB heap) per connection, ` +
            `p50 ${result.p50Ms} ms p99 ${result.p99Ms} ms, ${result.delivered}/${result.expected} delivered` +
            `, first/last delivery p50 ${result.firstDeliveryP50Ms}/${result.lastDeliveryP50Ms} ms, mutation p50 ${result.mutationP50Ms} ms, ` +
            `${result.cpuUsPerDelivery} µs api CPU per delivery` +
            (b ? ` (B: p50 ${b.p50Ms} ms p99 ${b.p99Ms} ms, ${b.delivered}/${b.expected})` : '') +
            (result.void ? ` VOID: ${result.void}` : ''),
        );
      }
    }
  } finally {
    await worker.stop();
  }
  const at1k = results[String(subscriptionTargets.subscribers)]?.oneProcess;
  return {
    status: 'measured',
    note:
      `${options.messages} messages per measurement, one every ${options.spacingMs} ms, sent with messageSend over HTTP to process A; ` +
      'latency = receive time in the subscriber process - the moment just before the mutation request was sent (so it includes the ' +
      "mutation's own transaction and commit); memory = (RSS after - RSS before) / N, each the median of three /proc VmRSS readings after a forced GC.",
    messages: options.messages,
    spacingMs: options.spacingMs,
    caseId,
    targets: subscriptionTargets,
    meetsTargets: at1k
      ? {
          p99: at1k.p99Ms !== null && at1k.p99Ms <= subscriptionTargets.p99Ms,
          memory:
            at1k.memoryPerConnectionKb !== null &&
            at1k.memoryPerConnectionKb <= subscriptionTargets.memoryPerConnectionKb,
        }
      : null,
    results,
  };
}
