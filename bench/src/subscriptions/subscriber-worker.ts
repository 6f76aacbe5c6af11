/**
 * The subscribers' own process (so their CPU never counts against a server): opens N graphql-ws
 * sockets (the graphql-transport-ws protocol over `ws`, written out by hand to keep the client
 * cheap), subscribes each to messageAdded for one case, sends messages through the real messageSend
 * mutation and times every delivery. Sending and receiving share this process's clock
 * (performance.now()), so no cross-process clock enters a latency. One job per IPC message.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

export interface OpenJob {
  kind: 'open';
  groups: { name: string; wsUrl: string; count: number }[];
  cookie: string;
  caseId: number;
  /** Sockets being opened at once. */
  concurrency: number;
}

export interface PublishJob {
  kind: 'publish';
  httpUrl: string;
  cookie: string;
  caseId: number;
  subject: string;
  messages: number;
  spacingMs: number;
  timeoutMs: number;
}

export interface CloseJob {
  kind: 'close';
}

export type SubscriberJob = OpenJob | PublishJob | CloseJob;

export interface Deliveries {
  delivered: number;
  expected: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface PublishResult {
  all: Deliveries;
  byGroup: Record<string, Deliveries>;
  /** Time from just before each messageSend request until its HTTP answer (the mutation alone). */
  mutationP50Ms: number;
  /** Per message, the first and the last subscriber's latency; medians over the messages (the fan-out's spread). */
  firstDeliveryP50Ms: number;
  lastDeliveryP50Ms: number;
  /** Subscriptions the server ended or sockets that closed during the run. */
  ended: number;
}

const subscriptionDocument = 'subscription Live($caseId: Int) { messageAdded(caseId: $caseId) { id caseId } }';
const mutationDocument = 'mutation Send($input: MessageSendInput!) { messageSend(input: $input) { id } }';

interface Subscriber {
  group: string;
  socket: WebSocket;
  /** Message id -> performance.now() when its frame arrived. */
  received: Map<number, number>;
  ended: boolean;
}

let subscribers: Subscriber[] = [];

function openOne(group: string, wsUrl: string, cookie: string, caseId: number): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl, 'graphql-transport-ws', { headers: { cookie }, perMessageDeflate: false });
    const subscriber: Subscriber = { group, socket, received: new Map(), ended: false };
    let acknowledged = false;
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    socket.on('message', (data: WebSocket.RawData) => {
      const at = performance.now();
      const message = JSON.parse(data.toString()) as {
        type: string;
        payload?: { data?: { messageAdded?: { id: number } }; errors?: unknown };
      };
      if (message.type === 'next') {
        const id = message.payload?.data?.messageAdded?.id;
        if (id === undefined) subscriber.ended = true;
        else if (!subscriber.received.has(id)) subscriber.received.set(id, at);
      } else if (message.type === 'connection_ack') {
        acknowledged = true;
        socket.send(
          JSON.stringify({
            id: '1',
            type: 'subscribe',
            payload: { query: subscriptionDocument, variables: { caseId } },
          }),
        );
        resolve(subscriber);
      } else if (message.type === 'ping') {
        socket.send(JSON.stringify({ type: 'pong' }));
      } else if (message.type === 'error' || message.type === 'complete') {
        subscriber.ended = true;
      }
    });
    socket.on('close', (code, reason) => {
      subscriber.ended = true;
      if (!acknowledged) reject(new Error(`socket closed before connection_ack (${code} ${reason.toString()})`));
    });
    socket.on('error', (error) => {
      subscriber.ended = true;
      if (!acknowledged) reject(error);
    });
  });
}

async function open(job: OpenJob): Promise<{ opened: number }> {
  const queue = job.groups.flatMap((g) => Array.from({ length: g.count }, () => g));
  let next = 0;
  const opened: Subscriber[] = [];
  const lane = async () => {
    while (next < queue.length) {
      const group = queue[next++];
      opened.push(await openOne(group.name, group.wsUrl, job.cookie, job.caseId));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, job.concurrency) }, lane));
  subscribers.push(...opened);
  return { opened: opened.length };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summarise(latencies: number[], expected: number): Deliveries {
  const sorted = latencies.slice().sort((a, b) => a - b);
  return {
    delivered: sorted.length,
    expected,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: sorted.length ? sorted[sorted.length - 1] : NaN,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function publish(job: PublishJob): Promise<PublishResult> {
  const sentAt = new Map<number, number>();
  const mutationMs: number[] = [];
  for (let k = 0; k < job.messages; k += 1) {
    const started = performance.now();
    const response = await fetch(job.httpUrl + '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: job.cookie },
      body: JSON.stringify({
        query: mutationDocument,
        variables: {
          input: { caseId: job.caseId, recipientType: 'attorney', subject: job.subject, content: `live ${k + 1}` },
        },
      }),
    });
    const body = (await response.json()) as { data?: { messageSend?: { id: number } }; errors?: unknown };
    const id = body.data?.messageSend?.id;
    if (response.status !== 200 || id === undefined)
      throw new Error(`messageSend failed: HTTP ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
    sentAt.set(id, started);
    mutationMs.push(performance.now() - started);
    const wait = job.spacingMs - (performance.now() - started);
    if (wait > 0) await sleep(wait);
  }
  const complete = () => subscribers.every((s) => [...sentAt.keys()].every((id) => s.received.has(id)));
  const deadline = performance.now() + job.timeoutMs;
  while (!complete() && performance.now() < deadline) await sleep(50);

  const all: number[] = [];
  const byGroup = new Map<string, { latencies: number[]; expected: number }>();
  for (const s of subscribers) {
    const group = byGroup.get(s.group) ?? { latencies: [], expected: 0 };
    byGroup.set(s.group, group);
    for (const [id, sent] of sentAt) {
      group.expected += 1;
      const at = s.received.get(id);
      if (at === undefined) continue;
      group.latencies.push(at - sent);
      all.push(at - sent);
    }
  }
  const first: number[] = [];
  const last: number[] = [];
  for (const [id, sent] of sentAt) {
    const times = subscribers.map((s) => s.received.get(id)).filter((t) => t !== undefined);
    if (times.length === 0) continue;
    first.push(Math.min(...times) - sent);
    last.push(Math.max(...times) - sent);
  }
  const middle = (values: number[]) =>
    percentile(
      values.sort((a, b) => a - b),
      50,
    );
  mutationMs.sort((a, b) => a - b);
  return {
    all: summarise(all, subscribers.length * sentAt.size),
    byGroup: Object.fromEntries([...byGroup].map(([name, g]) => [name, summarise(g.latencies, g.expected)])),
    mutationP50Ms: percentile(mutationMs, 50),
    firstDeliveryP50Ms: middle(first),
    lastDeliveryP50Ms: middle(last),
    ended: subscribers.filter((s) => s.ended).length,
  };
}

async function close(): Promise<{ closed: number }> {
  const closing = subscribers.map(
    (s) =>
      new Promise<void>((resolve) => {
        if (s.socket.readyState === WebSocket.CLOSED) return resolve();
        s.socket.once('close', () => resolve());
        s.socket.close(1000);
        setTimeout(() => {
          s.socket.terminate();
          resolve();
        }, 5000).unref();
      }),
  );
  await Promise.all(closing);
  const closed = subscribers.length;
  subscribers = [];
  return { closed };
}

process.on('message', (job: SubscriberJob) => {
  const run = job.kind === 'open' ? open(job) : job.kind === 'publish' ? publish(job) : close();
  run.then(
    (result) => process.send!({ ok: true, result }),
    (error: unknown) => process.send!({ ok: false, error: error instanceof Error ? error.message : String(error) }),
  );
});
