import type { Client } from 'graphql-ws';
import { Role } from '../../../../platform/access/role';
import { inactiveClinicMessage } from '../../../../platform/auth/clinic-access';
import { TestClient, signedInClient, testPassword } from '../../../../test/client';
import { startChildApp } from '../../../../test/child-app';
import { createAttorneyUser, createCase, createClinicWithUsers, createUser } from '../../../../test/factories';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { collect, runOnce, socketClient } from '../../../../test/live-client';
import { auditRows } from './clinic-admin-fixtures';

/**
 * Deactivating a clinic from the Clinics tab means its users are out: every session and open socket
 * ends within a second (also on another api process), sign-in is refused with a message naming the
 * reason and audited, and reactivation lets them back in. Attorneys working with the clinic are not
 * its users and keep their access.
 */

let t: TestApp;
let operator: TestClient;
const sockets: Client[] = [];
beforeAll(async () => {
  t = await startTestApp();
  operator = await signedInClient(t.url, (await createUser(t.dataSource, { role: Role.super_admin })).email);
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
});
afterAll(() => t.close());

const updateMutation = `mutation($id: Int!, $input: AdminClinicUpdateInput!) {
  adminClinicUpdate(id: $id, input: $input) { id clinic { isActive } } }`;

/** The Manage dialog's fields of a factory clinic as they are, with the active flag given. */
const manageInput = (name: string, isActive: boolean) => ({
  name,
  subscriptionPlan: 'professional',
  billingStatus: 'trial',
  isActive,
});

async function setActiveByGraphQL(clinic: { id: number; name: string }, isActive: boolean) {
  const result = await operator.gql(updateMutation, { id: clinic.id, input: manageInput(clinic.name, isActive) });
  expect(result.errors).toBeUndefined();
  return result;
}

/** A signed-in user holding a live subscription on a socket, and when that socket closes. */
async function liveUser(email: string, baseUrl = t.url) {
  const http = await signedInClient(baseUrl, email);
  const socket = socketClient(baseUrl, http.cookie);
  sockets.push(socket);
  const closed = new Promise<{ code: number; at: number }>((resolve) =>
    socket.on('closed', (event) => resolve({ code: (event as { code: number }).code, at: Date.now() })),
  );
  const stream = collect(socket, 'subscription { messageAdded { id } }', 'messageAdded');
  // A round trip on the same socket proves the subscription is registered.
  expect(await runOnce(socket, '{ me { id } }')).toMatchObject({ data: { me: { id: expect.any(String) } } });
  return { http, socket, stream, closed };
}

const signedIn = async (client: TestClient) => (await client.rest('GET', '/api/auth/user')).status === 200;

const sessionCount = async (userIds: string[]) =>
  (
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM sessions WHERE user_id = ANY($1)`, [userIds])) as {
      n: number;
    }[]
  )[0].n;

async function deniedSignIns(userId: string) {
  const audit = (await t.dataSource.query(
    `SELECT reason, changed_by FROM audit_logs WHERE entity_type = 'user' AND entity_id = $1 AND action = 'login_denied'
      ORDER BY id`,
    [userId],
  )) as { reason: string; changed_by: string | null }[];
  const activity = (await t.dataSource.query(
    `SELECT description FROM account_activity WHERE user_id = $1 AND activity_type = 'login_failed' ORDER BY id`,
    [userId],
  )) as { description: string }[];
  return { audit, activity: activity.map((row) => row.description) };
}

describe('deactivating a clinic', () => {
  it("ends every session and closes every socket of the clinic's users within a second; its attorney keeps theirs", async () => {
    const { clinic, staff, admin } = await createClinicWithUsers(t.dataSource);
    const { attorney, user: attorneyUser } = await createAttorneyUser(t.dataSource);
    await createCase(t.dataSource, { clinicId: clinic.id, attorneyId: attorney.id });
    const staffLive = await liveUser(staff.email);
    const adminHttp = await signedInClient(t.url, admin.email);
    const secondStaffTab = await signedInClient(t.url, staff.email);
    const attorneyLive = await liveUser(attorneyUser.email);
    expect(await sessionCount([staff.id, admin.id])).toBe(3);

    const started = Date.now();
    const result = await setActiveByGraphQL(clinic, false);
    expect(result.data).toEqual({ adminClinicUpdate: { id: clinic.id, clinic: { isActive: false } } });

    const closed = await staffLive.closed;
    expect(closed.code).toBe(4403);
    expect(closed.at - started).toBeLessThan(1000);
    await staffLive.stream.waitForEnd(1000);
    expect(await sessionCount([staff.id, admin.id])).toBe(0);
    for (const client of [staffLive.http, secondStaffTab, adminHttp]) expect(await signedIn(client)).toBe(false);

    // The attorney of one of its cases is no user of the clinic: session, socket and subscription stay.
    expect(await signedIn(attorneyLive.http)).toBe(true);
    expect(await runOnce(attorneyLive.socket, '{ me { id } }')).toEqual({ data: { me: { id: attorneyUser.id } } });
    expect(attorneyLive.stream.ended).toBeNull();
    expect(await sessionCount([attorneyUser.id])).toBe(1);

    expect((await auditRows(t.dataSource, clinic.id)).at(-1)).toMatchObject({
      action: 'update',
      changed_by_role: 'super_admin',
      old_values: { isActive: true },
      new_values: { isActive: false, sessionsEnded: 3 },
    });
  });

  it('refuses their password sign-in (REST and GraphQL) with the reason, audited; reactivation lets them in again', async () => {
    const { clinic, staff, admin } = await createClinicWithUsers(t.dataSource);
    await setActiveByGraphQL(clinic, false);

    const rest = await new TestClient(t.url).rest('POST', '/api/auth/login', {
      email: staff.email,
      password: testPassword,
      loginType: 'provider',
    });
    expect(rest).toEqual({
      status: 403,
      body: { success: false, message: inactiveClinicMessage, code: 'FORBIDDEN' },
    });
    const graphql = await new TestClient(t.url).gql('mutation($input: LoginInput!) { login(input: $input) { id } }', {
      input: { email: admin.email, password: testPassword },
    });
    expect(graphql.errors?.[0]).toMatchObject({ message: inactiveClinicMessage, extensions: { code: 'FORBIDDEN' } });
    expect(graphql.data ?? null).toBeNull();
    // A wrong password learns nothing about the clinic: the usual answer.
    const guess = await new TestClient(t.url).rest('POST', '/api/auth/login', {
      email: staff.email,
      password: 'wrong',
    });
    expect(guess).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });

    expect(await sessionCount([staff.id, admin.id])).toBe(0);
    expect(await deniedSignIns(staff.id)).toEqual({
      audit: [
        { reason: 'clinic inactive', changed_by: null },
        { reason: 'invalid credentials', changed_by: null },
      ],
      activity: ['clinic inactive', 'invalid credentials'],
    });
    expect((await deniedSignIns(admin.id)).audit).toEqual([{ reason: 'clinic inactive', changed_by: null }]);

    await setActiveByGraphQL(clinic, true);
    const back = await signedInClient(t.url, staff.email);
    expect(await signedIn(back)).toBe(true);
    expect((await auditRows(t.dataSource, clinic.id)).map((row) => [row.action, row.new_values])).toEqual([
      ['update', { isActive: false, sessionsEnded: 0 }],
      ['update', { isActive: true }],
    ]);
  });

  it('leaves attorneys able to sign in while a clinic they work with is inactive', async () => {
    const { clinic } = await createClinicWithUsers(t.dataSource);
    const { attorney, user } = await createAttorneyUser(t.dataSource);
    const caseRow = await createCase(t.dataSource, { clinicId: clinic.id, attorneyId: attorney.id });
    await setActiveByGraphQL(clinic, false);

    const client = await signedInClient(t.url, user.email);
    expect(await client.gql('query($id: Int!) { case(id: $id) { id } }', { id: caseRow.id })).toEqual({
      data: { case: { id: caseRow.id } },
    });
    expect((await deniedSignIns(user.id)).audit).toEqual([]);
  });

  it('a session opened while the clinic went inactive opens nothing (the session lookup checks the clinic too)', async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const client = await signedInClient(t.url, staff.email);
    // The state a sign-in racing the deactivation could leave: the flag off, the session still there.
    await t.dataSource.query(`UPDATE clinics SET is_active = false WHERE id = $1`, [clinic.id]);
    expect(await sessionCount([staff.id])).toBe(1);
    expect(await signedIn(client)).toBe(false);
    expect((await client.gql('{ me { id } }')).data).toEqual({ me: null });
    await t.dataSource.query(`UPDATE clinics SET is_active = true WHERE id = $1`, [clinic.id]);
    expect(await signedIn(client)).toBe(true);
  });

  it('through REST (/superadmin/api/clinics/:id/billing) closes a socket held on another api process', async () => {
    const { clinic, staff } = await createClinicWithUsers(t.dataSource);
    const child = await startChildApp();
    try {
      const user = await liveUser(staff.email, child.url);
      const started = Date.now();
      const answer = await operator.rest('PUT', `/superadmin/api/clinics/${clinic.id}/billing`, {
        ...manageInput(clinic.name, false),
      });
      expect(answer).toMatchObject({ status: 200, body: { success: true, data: { isActive: false } } });
      const closed = await user.closed;
      expect(closed.code).toBe(4403);
      expect(closed.at - started).toBeLessThan(1000);
      expect(await signedIn(user.http)).toBe(false);
      const refused = await new TestClient(child.url).rest('POST', '/api/auth/login', {
        email: staff.email,
        password: testPassword,
      });
      expect(refused).toMatchObject({ status: 403, body: { message: inactiveClinicMessage } });
    } finally {
      await child.stop();
    }
  });
});
