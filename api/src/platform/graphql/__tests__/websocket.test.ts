import { TestClient } from '../../../test/client';
import { runOnce, socketClient as liveSocketClient } from '../../../test/live-client';
import { createClinicWithUsers } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const socketClient = (cookie: string | null, origin?: string) => liveSocketClient(t.url, cookie, origin);
const run = runOnce;

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

  it('closes an open socket once its session has ended, and refuses to reopen it', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const http = new TestClient(t.url);
    await http.login(staff.email);
    const ws = socketClient(http.cookie);
    const closed = new Promise<number>((resolve) =>
      ws.on('closed', (event) => resolve((event as { code: number }).code)),
    );
    try {
      await run(ws, '{ me { id } }');
      await http.rest('POST', '/api/auth/logout', {});
      expect(await closed).toBe(4403);
      await expect(run(ws, '{ me { id } }')).rejects.toMatchObject({ code: 4403 });
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
