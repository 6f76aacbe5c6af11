import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { recordRequestMetrics } from '../../http/request-metrics';
import { countGraphqlServerErrors } from '../graphql-server-errors.plugin';
import { RequestWindow } from '../request-window';

describe('RequestWindow', () => {
  it('says nothing about latency or errors before any request, rather than 0 ms', () => {
    const window = new RequestWindow({ now: () => 1_000_000 });
    expect(window.snapshot()).toMatchObject({ requests: 0, errors: 0, errorRate: null, p50Ms: null, p99Ms: null });
  });

  it('reads percentiles within a bin width of the true ones, and the 5xx share', () => {
    let now = 10_000_000;
    const window = new RequestWindow({ now: () => now });
    // 1..1000 ms, one request each: p50 = 500, p95 = 950, p99 = 990.
    for (let ms = 1; ms <= 1000; ms += 1) window.record(ms, ms % 100 === 0 ? 503 : 200);
    now += 60_000;
    const snapshot = window.snapshot();
    expect(snapshot.requests).toBe(1000);
    expect(snapshot.errors).toBe(10);
    expect(snapshot.errorRate).toBeCloseTo(0.01);
    for (const [measured, truth] of [
      [snapshot.p50Ms, 500],
      [snapshot.p95Ms, 950],
      [snapshot.p99Ms, 990],
    ] as const) {
      expect(Math.abs(measured! - truth) / truth).toBeLessThan(0.2);
    }
    // A minute has passed since the process started: 1000 requests per minute.
    expect(snapshot.requestsPerMinute).toBeCloseTo(1000, 0);
  });

  it('forgets requests older than the window, keeps counting since start, and uses a fixed amount of memory', () => {
    let now = 50_000_000;
    const window = new RequestWindow({ windowSeconds: 300, bucketSeconds: 10, now: () => now });
    for (let second = 0; second < 3600; second += 1) {
      now += 1000;
      window.record(5, 200);
      window.record(5, 200);
    }
    const snapshot = window.snapshot();
    // Two a second over the last 5 minutes (the current 10 s bucket partly elapsed).
    expect(snapshot.requests).toBeGreaterThanOrEqual(580);
    expect(snapshot.requests).toBeLessThanOrEqual(600);
    expect(snapshot.requestsPerMinute).toBeCloseTo(120, -1);
    expect(snapshot.requestsSinceStart).toBe(7200);
    expect((window as unknown as { buckets: unknown[] }).buckets).toHaveLength(30);

    now += 301_000;
    expect(window.snapshot()).toMatchObject({ requests: 0, p50Ms: null, requestsSinceStart: 7200 });
  });
});

describe('the request-metrics middleware', () => {
  it('times API requests (GraphQL and REST, 5xx as errors) and leaves health probes and web files out', async () => {
    const window = new RequestWindow();
    const app = express();
    app.use(recordRequestMetrics(window));
    app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
    app.get('/assets/app.js', (_req, res) => void res.type('js').send('1'));
    app.post('/graphql', (_req, res) => void res.json({ data: {} }));
    app.get('/api/slow', (_req, res) => void setTimeout(() => res.json({ ok: true }), 60));
    app.get('/superadmin/api/boom', (_req, res) => void res.status(500).json({ success: false }));
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await fetch(`${base}/healthz`);
      await fetch(`${base}/assets/app.js`);
      await fetch(`${base}/graphql`, { method: 'POST' });
      await fetch(`${base}/api/slow`);
      await fetch(`${base}/superadmin/api/boom`);
      await fetch(`${base}/api/missing`);
      const snapshot = window.snapshot();
      expect(snapshot).toMatchObject({ requests: 4, errors: 1 });
      expect(snapshot.errorRate).toBeCloseTo(0.25);
      expect(snapshot.p99Ms).toBeGreaterThanOrEqual(50);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('GraphQL internal errors', () => {
  const answer = (status: number | undefined, codes: string[]) => ({
    response: {
      http: { status, headers: new Map() },
      body: { kind: 'single', singleResult: { errors: codes.map((code) => ({ message: 'x', extensions: { code } })) } },
    },
  });

  it('count as server errors; refusals and 5xx answers (already counted) do not', async () => {
    const window = new RequestWindow();
    const plugin = countGraphqlServerErrors(window);
    const send = async (status: number | undefined, codes: string[]) => {
      const hooks = await plugin.requestDidStart!({} as never);
      await hooks!.willSendResponse!(answer(status, codes) as never);
    };
    await send(undefined, ['INTERNAL_SERVER_ERROR']);
    await send(200, ['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND']);
    await send(500, ['INTERNAL_SERVER_ERROR']);
    await send(200, []);
    for (let i = 0; i < 4; i += 1) window.record(5, 200);
    expect(window.snapshot()).toMatchObject({ requests: 4, errors: 1, errorRate: 0.25 });
  });
});
