import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { serviceUnavailableRetryAfterSeconds } from '../../database-unavailable';
import { shutdownDrain, type ShutdownDrain } from '../shutdown-drain';

/**
 * The HTTP half of a graceful shutdown, on its own: answers in flight when the drain begins close
 * their connection, and requests that arrive after are refused with 503, Retry-After and
 * `Connection: close`, in GraphQL's or REST's shape. (In the real process, sigterm-under-load.test.ts
 * checks the in-flight answers; a request arriving mid-drain on an old connection is a race it
 * cannot time.)
 */
const drain: ShutdownDrain = shutdownDrain();
let signalSlowArrived: () => void;
const slowArrived = new Promise<void>((resolve) => (signalSlowArrived = resolve));
let releaseSlow: () => void;
const app = express();
app.use(drain.middleware);
app.get('/api/slow', (_req, res) => {
  releaseSlow = () => res.json({ done: true });
  signalSlowArrived();
});
app.all('/{*path}', (_req, res) => res.json({ served: true }));
const server = http.createServer(app);
let url: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

test('before the drain, answers keep their connection', async () => {
  const response = await fetch(`${url}/api/patients`);
  expect(response.status).toBe(200);
  expect(response.headers.get('connection')).toBe('keep-alive');
  expect(response.headers.get('retry-after')).toBeNull();
});

test('a request in flight when the drain begins finishes, with Connection: close', async () => {
  const pending = fetch(`${url}/api/slow`);
  await slowArrived;
  drain.begin();
  releaseSlow();
  const response = await pending;
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ done: true });
  expect(response.headers.get('connection')).toBe('close');
});

test.each([
  [
    'POST',
    '/graphql',
    {
      errors: [{ message: expect.stringMatching(/briefly unavailable/), extensions: { code: 'SERVICE_UNAVAILABLE' } }],
    },
  ],
  [
    'PUT',
    '/api/patients/1',
    { success: false, message: expect.stringMatching(/briefly unavailable/), code: 'SERVICE_UNAVAILABLE' },
  ],
  [
    'GET',
    '/readyz',
    { success: false, message: expect.stringMatching(/briefly unavailable/), code: 'SERVICE_UNAVAILABLE' },
  ],
])('once draining, %s %s is refused: 503, Retry-After, Connection: close', async (method, path, body) => {
  const response = await fetch(url + path, { method });
  expect({
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    connection: response.headers.get('connection'),
    body: await response.json(),
  }).toEqual({ status: 503, retryAfter: String(serviceUnavailableRetryAfterSeconds), connection: 'close', body });
});
