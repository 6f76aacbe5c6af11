import type { Client } from 'graphql-ws';
import { Role } from '../../../platform/access/role';
import type { Scope } from '../../../platform/access/scope';
import { signedInClient, type TestClient } from '../../../test/client';
import { startChildApp } from '../../../test/child-app';
import { createAttorneyUser, createCase, createClinicWithUsers, createUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { collect, socketClient } from '../../../test/live-client';
import { messageVisibleTo } from '../message.policy';

let t: TestApp;
const sockets: Client[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
});
afterAll(() => t.close());

const subscription = `subscription($caseId: Int) { messageAdded(caseId: $caseId) { id caseId subject recipientType senderName isRead } }`;
interface LiveMessage {
  id: number;
  caseId: number;
  subject: string;
  recipientType: string;
  isRead: boolean;
}

async function signedInSocket(email: string, baseUrl = t.url): Promise<{ http: TestClient; socket: Client }> {
  const http = await signedInClient(baseUrl, email);
  const socket = socketClient(baseUrl, http.cookie);
  sockets.push(socket);
  return { http, socket };
}

function follow(socket: Client, caseId: number | null = null) {
  return collect<LiveMessage>(socket, subscription, 'messageAdded', { caseId });
}

/** A subscription is live once the server has registered it; a round trip on the same socket proves that. */
async function settled(socket: Client) {
  await new Promise<void>((resolve, reject) =>
    socket.subscribe({ query: '{ me { id } }' }, { next: () => undefined, error: reject, complete: resolve }),
  );
}

async function send(client: TestClient, caseId: number, subject: string, recipientType?: string) {
  const result = await client.gql<{ messageSend: { id: number } }>(
    `mutation($input: MessageSendInput!) { messageSend(input: $input) { id } }`,
    { input: { caseId, subject, content: `${subject} body`, recipientType } },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.messageSend.id;
}

async function caseWithAttorney() {
  const clinic = await createClinicWithUsers(t.dataSource);
  const lawyer = await createAttorneyUser(t.dataSource);
  const record = await createCase(t.dataSource, { clinicId: clinic.clinic.id, attorneyId: lawyer.attorney.id });
  return { ...clinic, lawyer, record };
}

describe('messageAdded', () => {
  it('reaches, within a second, everyone who may read the message and no one else', async () => {
    const { staff, admin, lawyer, record } = await caseWithAttorney();
    const outsider = await caseWithAttorney();
    const sender = await signedInSocket(staff.email);
    const clinicAdmin = await signedInSocket(admin.email);
    const attorney = await signedInSocket(lawyer.user.email);
    const otherClinic = await signedInSocket(outsider.staff.email);
    const otherAttorney = await signedInSocket(outsider.lawyer.user.email);
    const streams = {
      sender: follow(sender.socket),
      clinicAdmin: follow(clinicAdmin.socket, record.id),
      attorney: follow(attorney.socket),
      otherClinic: follow(otherClinic.socket),
      otherAttorney: follow(otherAttorney.socket),
    };
    for (const s of [sender, clinicAdmin, attorney, otherClinic, otherAttorney]) await settled(s.socket);

    const sentAt = Date.now();
    const visibleId = await send(sender.http, record.id, 'Treatment update');
    const [delivered] = await streams.attorney.waitFor(1, 1000);
    expect(Date.now() - sentAt).toBeLessThan(1000);
    expect(delivered).toMatchObject({ id: visibleId, subject: 'Treatment update', isRead: false });
    const internalId = await send(sender.http, record.id, 'Internal note', 'internal');

    expect((await streams.sender.waitFor(2)).map((m) => [m.id, m.isRead])).toEqual([
      [visibleId, true],
      [internalId, true],
    ]);
    expect((await streams.clinicAdmin.waitFor(2)).map((m) => m.id)).toEqual([visibleId, internalId]);
    // Events are dispatched in order, so by now every subscriber has been offered both.
    expect(streams.attorney.received.map((m) => m.id)).toEqual([visibleId]);
    expect(streams.otherClinic.received).toEqual([]);
    expect(streams.otherAttorney.received).toEqual([]);
  });

  it('refuses a subscription to a case out of scope exactly like a missing case', async () => {
    const { lawyer } = await caseWithAttorney();
    const other = await caseWithAttorney();
    const { socket } = await signedInSocket(lawyer.user.email);
    for (const caseId of [other.record.id, 2_000_000_000]) {
      const stream = follow(socket, caseId);
      const { error } = await stream.waitForEnd();
      expect(JSON.stringify(error)).toContain('Case not found');
    }
  });

  it('stops at once for an attorney whose case is transferred away, and starts for the new one', async () => {
    const { staff, lawyer, record } = await caseWithAttorney();
    const successor = await createAttorneyUser(t.dataSource);
    const before = await signedInSocket(lawyer.user.email);
    const after = await signedInSocket(successor.user.email);
    const oldStream = follow(before.socket);
    const newStream = follow(after.socket);
    await settled(before.socket);
    await settled(after.socket);
    const staffClient = await signedInClient(t.url, staff.email);
    const transfer = await staffClient.gql(
      `mutation($id: Int!, $input: CaseTransferInput!) { caseTransfer(id: $id, input: $input) { id } }`,
      { id: record.id, input: { toAttorneyId: successor.attorney.id, reason: 'Client changed firms' } },
    );
    expect(transfer.errors).toBeUndefined();
    const id = await send(staffClient, record.id, 'After transfer', 'attorney');
    expect((await newStream.waitFor(1)).map((m) => m.id)).toEqual([id]);
    expect(oldStream.received).toEqual([]);
  });

  it('ends the subscription and closes the socket within a second of logout', async () => {
    const { lawyer } = await caseWithAttorney();
    const { http, socket } = await signedInSocket(lawyer.user.email);
    const stream = follow(socket);
    await settled(socket);
    const loggedOutAt = Date.now();
    expect((await http.rest('POST', '/api/auth/logout')).status).toBe(200);
    await stream.waitForEnd(1000);
    expect(Date.now() - loggedOutAt).toBeLessThan(1000);
  });

  it('ends the subscription of a user deactivated meanwhile, at the next event, without delivering it', async () => {
    const { staff, lawyer, record } = await caseWithAttorney();
    const attorney = await signedInSocket(lawyer.user.email);
    const stream = follow(attorney.socket);
    await settled(attorney.socket);
    await t.dataSource.query(`UPDATE users SET is_active = false WHERE id = $1`, [lawyer.user.id]);
    await send(await signedInClient(t.url, staff.email), record.id, 'After deactivation');
    await stream.waitForEnd();
    expect(stream.received).toEqual([]);
  });
});

describe('live events across api processes', () => {
  it('a message sent through one process reaches a subscriber on another (PostgreSQL LISTEN/NOTIFY)', async () => {
    const { staff, lawyer, record } = await caseWithAttorney();
    const child = await startChildApp();
    try {
      const remote = await signedInSocket(lawyer.user.email, child.url);
      const stream = follow(remote.socket);
      await settled(remote.socket);
      const id = await send(await signedInClient(t.url, staff.email), record.id, 'Across processes');
      expect((await stream.waitFor(1, 1000)).map((m) => m.id)).toEqual([id]);
    } finally {
      await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
      await child.stop();
    }
  }, 90_000);

  const redisUrl = process.env.CASEBRIDGE_TEST_REDIS_URL;
  if (!redisUrl) {
    console.log('SKIPPED: Redis pub/sub test (set CASEBRIDGE_TEST_REDIS_URL to a running Redis; .ci/run does)');
  }
  (redisUrl ? it : it.skip)(
    'with REDIS_URL set, events cross processes over Redis pub/sub',
    async () => {
      const { staff, lawyer, record } = await caseWithAttorney();
      const local = await startTestApp({ REDIS_URL: redisUrl! });
      const child = await startChildApp({ REDIS_URL: redisUrl! });
      try {
        expect(local.app.services.live).toBeDefined();
        const remote = await signedInSocket(lawyer.user.email, child.url);
        const stream = follow(remote.socket);
        await settled(remote.socket);
        const id = await send(await signedInClient(local.url, staff.email), record.id, 'Over Redis');
        expect((await stream.waitFor(1, 1000)).map((m) => m.id)).toEqual([id]);
      } finally {
        await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
        await child.stop();
        await local.close();
      }
    },
    90_000,
  );
});

describe('message visibility rule', () => {
  it('the in-memory rule used for live events agrees with the SQL rule used for lists, for every kind of user', async () => {
    const a = await caseWithAttorney();
    const b = await caseWithAttorney();
    const staffA = await signedInClient(t.url, a.staff.email);
    const staffB = await signedInClient(t.url, b.staff.email);
    for (const type of ['patient', 'attorney', 'insurance', 'internal']) {
      await send(staffA, a.record.id, `A ${type}`, type);
      await send(staffB, b.record.id, `B ${type}`, type);
    }
    await send(await signedInClient(t.url, a.lawyer.user.email), a.record.id, 'From attorney A');
    const operator = await createUser(t.dataSource, { role: Role.super_admin });
    const base = { displayName: 'x', sessionId: 'x', request: { requestId: 'x', ip: null, userAgent: null } };
    const scopes: Scope[] = [
      { ...base, userId: a.staff.id, role: Role.clinic_staff, clinicId: a.clinic.id, attorneyId: null },
      { ...base, userId: b.admin.id, role: Role.clinic_admin, clinicId: b.clinic.id, attorneyId: null },
      { ...base, userId: a.lawyer.user.id, role: Role.attorney, clinicId: null, attorneyId: a.lawyer.attorney.id },
      { ...base, userId: b.lawyer.user.id, role: Role.attorney, clinicId: null, attorneyId: b.lawyer.attorney.id },
      { ...base, userId: 'unlinked', role: Role.attorney, clinicId: null, attorneyId: null },
      { ...base, userId: 'no-clinic', role: Role.clinic_staff, clinicId: null, attorneyId: null },
      { ...base, userId: operator.id, role: Role.super_admin, clinicId: null, attorneyId: null },
    ];
    const messages = t.app.services.messages;
    const everything = [
      ...(await messages.list(scopes[6], { caseId: a.record.id, first: 100 })).nodes,
      ...(await messages.list(scopes[6], { caseId: b.record.id, first: 100 })).nodes,
    ];
    expect(everything).toHaveLength(9);
    for (const scope of scopes) {
      const bySql = new Set<number>();
      for (const caseId of [a.record.id, b.record.id]) {
        for (const m of (await messages.list(scope, { caseId, first: 100 })).nodes) bySql.add(m.id);
      }
      const byRule = everything.filter((m) => messageVisibleTo(scope, m)).map((m) => m.id);
      expect([...bySql].sort()).toEqual(byRule.sort());
    }
  });
});
