import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { TestClient } from '../../../test/client';
import { createClinicWithUsers } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function socketClient(cookie: string | null, origin?: string): Client {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  return createClient({
    url: t.url.replace('http', 'ws') + '/graphql',
    webSocketImpl: CookieWebSocket,
    retryAttempts: 0,
    lazy: false,
    // Refusals are asserted through each operation's error sink; do not print them as well.
    onNonLazyError: () => undefined,
  });
}

function run(client: Client, query: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let result: unknown;
    client.subscribe({ query }, { next: (value) => (result = value), error: reject, complete: () => resolve(result) });
  });
}

describe('GraphQL over WebSocket', () => {
  it('serves operations to a socket authenticated by the session cookie, with the same scope', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const http = new TestClient(t.url);
    await http.login(staff.email);
    const ws = socketClient(http.cookie);
    try {
      expect(await run(ws, '{ me { id role } }')).toEqual({ data: { me: { id: staff.id, role: 'clinic_staff' } } });
    } finally {
      await ws.dispose();
    }
  });

  it('refuses a socket without a session', async () => {
    const ws = socketClient(null);
    try {
      await expect(run(ws, '{ me { id } }')).rejects.toMatchObject({ code: 4403 });
    } finally {
      await ws.dispose();
    }
  });

  it('refuses a socket from a foreign origin', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const http = new TestClient(t.url);
    await http.login(staff.email);
    const ws = socketClient(http.cookie, 'https://evil.example');
    try {
      await expect(run(ws, '{ me { id } }')).rejects.toBeDefined();
    } finally {
      await ws.dispose();
    }
  });

  it('stops serving an open socket once its session has ended', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const http = new TestClient(t.url);
    await http.login(staff.email);
    const ws = socketClient(http.cookie);
    try {
      await run(ws, '{ me { id } }');
      await http.rest('POST', '/api/auth/logout', {});
      const result = await run(ws, '{ me { id } }').catch((errors: unknown) => ({ errors }));
      expect(JSON.stringify(result)).toContain('UNAUTHENTICATED');
    } finally {
      await ws.dispose();
    }
  });

  it('applies the same query limits as HTTP', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const http = new TestClient(t.url);
    await http.login(staff.email);
    const ws = socketClient(http.cookie);
    try {
      const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: me { id }`).join(' ');
      const result = await run(ws, `{ ${aliases} }`).catch((errors: unknown) => ({ errors }));
      expect(JSON.stringify(result)).toContain('Query uses too many aliases');
    } finally {
      await ws.dispose();
    }
  });
});
