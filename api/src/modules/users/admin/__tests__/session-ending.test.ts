import type { Client } from 'graphql-ws';
import { signedInClient, TestClient } from '../../../../test/client';
import { startChildApp } from '../../../../test/child-app';
import { createClinicWithUsers } from '../../../../test/factories';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { collect, socketClient } from '../../../../test/live-client';
import { forceLogout, setActive, setRole, signedInOperator, stillSignedIn } from './user-admin-fixtures';

/**
 * What the security issue asks of force logout, deactivation and role changes: every session and
 * every open socket of the user ends within a second, on this api process and on the others.
 */

let t: TestApp;
let operator: TestClient;
const sockets: Client[] = [];
beforeAll(async () => {
  t = await startTestApp();
  operator = (await signedInOperator(t.dataSource, t.url)).client;
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
});
afterAll(() => t.close());

const subscription = `subscription { messageAdded { id } }`;

/** A signed-in clinic user with a live subscription on a socket, and how that socket closes. */
async function liveUser(baseUrl = t.url) {
  const { staff } = await createClinicWithUsers(t.dataSource);
  const http = await signedInClient(baseUrl, staff.email);
  const socket = socketClient(baseUrl, http.cookie);
  sockets.push(socket);
  const closed = new Promise<{ code: number; at: number }>((resolve) =>
    socket.on('closed', (event) => resolve({ code: (event as { code: number }).code, at: Date.now() })),
  );
  const stream = collect(socket, subscription, 'messageAdded');
  // A round trip on the same socket proves the subscription is registered.
  await new Promise<void>((resolve, reject) =>
    socket.subscribe({ query: '{ me { id } }' }, { next: () => undefined, error: reject, complete: resolve }),
  );
  return { staff, http, stream, closed };
}

async function expectEndedWithinASecond(
  user: Awaited<ReturnType<typeof liveUser>>,
  act: () => Promise<{ errors?: unknown }>,
) {
  const started = Date.now();
  const result = await act();
  expect(result.errors).toBeUndefined();
  const closed = await user.closed;
  expect(closed.code).toBe(4403);
  expect(closed.at - started).toBeLessThan(1000);
  await user.stream.waitForEnd(1000);
  expect(await stillSignedIn(user.http)).toBe(false);
  const rest = await user.http.rest('GET', '/api/auth/user');
  expect(rest.status).toBe(401);
}

describe('ending a user’s sessions from the Users tab', () => {
  it('force logout closes their open socket and their next request is signed out', async () => {
    const user = await liveUser();
    await expectEndedWithinASecond(user, () => operator.gql(forceLogout, { id: user.staff.id }));
  });

  it('deactivation does the same', async () => {
    const user = await liveUser();
    await expectEndedWithinASecond(user, () => operator.gql(setActive, { id: user.staff.id, isActive: false }));
  });

  it('a role change does the same (the next session carries the new role)', async () => {
    const user = await liveUser();
    await expectEndedWithinASecond(user, () => operator.gql(setRole, { id: user.staff.id, role: 'clinic_admin' }));
    const again = await signedInClient(t.url, user.staff.email);
    expect(await again.gql('{ me { role } }')).toEqual({ data: { me: { role: 'clinic_admin' } } });
  });

  it('force logout through REST closes a socket held on another api process', async () => {
    const child = await startChildApp();
    try {
      const user = await liveUser(child.url);
      const started = Date.now();
      const answer = await operator.rest('POST', `/superadmin/api/users/${user.staff.id}/logout`);
      expect(answer.status).toBe(200);
      const closed = await user.closed;
      expect(closed.code).toBe(4403);
      expect(closed.at - started).toBeLessThan(1000);
      expect(await stillSignedIn(user.http)).toBe(false);
    } finally {
      await child.stop();
    }
  });
});

describe('sessions read moments ago (decision 75)', () => {
  it('are not read again by the next request', async () => {
    const { staff } = await createClinicWithUsers(t.dataSource);
    const client = await signedInClient(t.url, staff.email);
    const first = await t.statements.during(() => client.gql('{ me { id } }'));
    expect(first.sessionLookups).toBe(1);
    const next = await t.statements.during(() => client.gql('{ me { id } }'));
    expect(next.result).toEqual({ data: { me: { id: staff.id } } });
    expect(next.sessionLookups).toBe(0);
  });

  it('end at once on another api process that read them, when the user signs out here', async () => {
    const child = await startChildApp();
    try {
      const { staff } = await createClinicWithUsers(t.dataSource);
      const here = await signedInClient(t.url, staff.email);
      const there = new TestClient(child.url);
      there.cookie = here.cookie;
      expect(await stillSignedIn(there)).toBe(true);
      expect(await stillSignedIn(there)).toBe(true);
      const started = Date.now();
      expect((await here.rest('POST', '/api/auth/logout')).status).toBe(200);
      // The other process hears of it through the event bus within moments, well inside the 2 s it would trust the session.
      let signedIn = await stillSignedIn(there);
      while (signedIn && Date.now() - started < 1000) signedIn = await stillSignedIn(there);
      expect(signedIn).toBe(false);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await child.stop();
    }
  });
});
