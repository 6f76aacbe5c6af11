import type { Client } from 'graphql-ws';
import { signedInClient, type TestClient } from '../../../../test/client';
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
