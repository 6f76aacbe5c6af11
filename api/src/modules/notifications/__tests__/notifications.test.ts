import type { Client } from 'graphql-ws';
import { signedInClient, type TestClient } from '../../../test/client';
import { createAttorneyUser, createCase, createClinicWithUsers, createUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { collect, socketClient, untilSubscribed } from '../../../test/live-client';
import { Role } from '../../../platform/access/role';
import { sendNotificationDigests } from '../notification.jobs';
import { listenToLiveChannel } from '../../../test/live-channel';

let t: TestApp;
const sockets: Client[] = [];
beforeAll(async () => {
  t = await startTestApp();
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
});
afterAll(() => t.close());

async function caseWithAttorney() {
  const clinic = await createClinicWithUsers(t.dataSource);
  const lawyer = await createAttorneyUser(t.dataSource);
  const record = await createCase(t.dataSource, { clinicId: clinic.clinic.id, attorneyId: lawyer.attorney.id });
  return { ...clinic, lawyer, record };
}

async function send(client: TestClient, caseId: number, subject: string, recipientType?: string) {
  const result = await client.gql<{ messageSend: { id: number } }>(
    `mutation($input: MessageSendInput!) { messageSend(input: $input) { id } }`,
    { input: { caseId, subject, content: `${subject}: the patient's MRI is clear`, recipientType } },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.messageSend.id;
}

const notificationsOf = (userId: string) =>
  t.dataSource.query(
    `SELECT id, kind, title, link, case_id, delivery, emailed_at, read_at FROM notifications
                       WHERE user_id = $1 ORDER BY id`,
    [userId],
  );
const emailsOf = (userId: string) =>
  t.dataSource.query(
    `SELECT kind, to_address, subject, body_text FROM outbound_emails WHERE user_id = $1 ORDER BY id`,
    [userId],
  );

const listQuery = `query($first: Int!, $after: String, $unreadOnly: Boolean!) {
  notifications(first: $first, after: $after, unreadOnly: $unreadOnly) {
    nodes { id kind title body link caseId readAt }
    pageInfo { endCursor hasNextPage }
  }
  notificationUnreadCount
}`;

async function list(
  client: TestClient,
  variables: { first?: number; after?: string | null; unreadOnly?: boolean } = {},
) {
  const result = await client.gql<{
    notifications: {
      nodes: { id: number; kind: string; link: string; readAt: string | null }[];
      pageInfo: { endCursor: string; hasNextPage: boolean };
    };
    notificationUnreadCount: number;
  }>(listQuery, { first: 20, after: null, unreadOnly: false, ...variables });
  expect(result.errors).toBeUndefined();
  return result.data!;
}

describe('a message notifies who may read it', () => {
  it("tells the case's attorney in the app and by an e-mail without PHI, never the sender; colleagues too", async () => {
    const { staff, admin, lawyer, record } = await caseWithAttorney();
    const outsider = await caseWithAttorney();
    const client = await signedInClient(t.url, staff.email);
    await send(client, record.id, 'MRI results for Jane', 'attorney');

    const [forAttorney] = await notificationsOf(lawyer.user.id);
    expect(forAttorney).toMatchObject({
      kind: 'message',
      link: `/cases/${record.id}?tab=messages`,
      case_id: record.id,
    });
    expect(forAttorney.emailed_at).not.toBeNull();
    expect(await notificationsOf(admin.id)).toHaveLength(1);
    expect(await notificationsOf(staff.id)).toHaveLength(0);
    expect(await notificationsOf(outsider.staff.id)).toHaveLength(0);
    expect(await notificationsOf(outsider.lawyer.user.id)).toHaveLength(0);

    const [email] = await emailsOf(lawyer.user.id);
    expect(email).toMatchObject({
      kind: 'notification',
      to_address: lawyer.user.email,
      subject: 'You have a new message on a case',
    });
    expect(email.body_text).toContain(`/cases/${record.id}?tab=messages`);
    expect(email.body_text).not.toMatch(/MRI|Jane|clear/);
    expect(email.body_text).not.toContain(record.case_number);
  });

  it('never tells the attorney about an internal message', async () => {
    const { staff, admin, lawyer, record } = await caseWithAttorney();
    await send(await signedInClient(t.url, staff.email), record.id, 'Internal note', 'internal');
    expect(await notificationsOf(lawyer.user.id)).toHaveLength(0);
    expect(await emailsOf(lawyer.user.id)).toHaveLength(0);
    expect(await notificationsOf(admin.id)).toHaveLength(1);
  });

  it("an attorney's message tells the clinic's users", async () => {
    const { staff, admin, lawyer, record } = await caseWithAttorney();
    await send(await signedInClient(t.url, lawyer.user.email), record.id, 'Question');
    expect(await notificationsOf(staff.id)).toHaveLength(1);
    expect(await notificationsOf(admin.id)).toHaveLength(1);
    expect(await notificationsOf(lawyer.user.id)).toHaveLength(0);
  });
});

describe('reading notifications', () => {
  it('counts unread, pages newest first, marks one and all read', async () => {
    const { staff, lawyer, record } = await caseWithAttorney();
    const clinic = await signedInClient(t.url, staff.email);
    for (const subject of ['one', 'two', 'three']) await send(clinic, record.id, subject, 'attorney');
    const attorney = await signedInClient(t.url, lawyer.user.email);
    const first = await list(attorney, { first: 2 });
    expect(first.notificationUnreadCount).toBe(3);
    expect(first.notifications.pageInfo.hasNextPage).toBe(true);
    const second = await list(attorney, { first: 2, after: first.notifications.pageInfo.endCursor });
    const ids = [...first.notifications.nodes, ...second.notifications.nodes].map((n) => n.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(3);

    const marked = await attorney.gql<{ notificationMarkRead: { id: number; readAt: string | null } }>(
      `mutation($id: Int!) { notificationMarkRead(id: $id) { id readAt } }`,
      { id: ids[0] },
    );
    expect(marked.data!.notificationMarkRead.readAt).not.toBeNull();
    expect((await list(attorney, { unreadOnly: true })).notifications.nodes.map((n) => n.id)).toEqual(ids.slice(1));

    const rest = await attorney.rest<{ status: string; marked: number }>('POST', '/api/notifications/read-all');
    expect(rest).toEqual({ status: 200, body: { status: 'ok', marked: 2 } });
    expect((await list(attorney)).notificationUnreadCount).toBe(0);
    const page = await attorney.rest<{ data: { isRead: boolean }[]; unreadCount: number }>('GET', '/api/notifications');
    expect(page.status).toBe(200);
    expect(page.body.unreadCount).toBe(0);
    expect(page.body.data.every((n) => n.isRead)).toBe(true);
  });

  it("one person cannot read or mark another's notification: not found, like a missing one", async () => {
    const { staff, lawyer, record } = await caseWithAttorney();
    await send(await signedInClient(t.url, staff.email), record.id, 'hello', 'attorney');
    const [theirs] = await notificationsOf(lawyer.user.id);
    const other = await createUser(t.dataSource, { role: Role.clinic_staff, clinic_id: record.clinic_id });
    const intruder = await signedInClient(t.url, other.email);
    expect((await list(intruder)).notifications.nodes.map((n) => n.id)).not.toContain(theirs.id);

    const foreign = await intruder.gql(`mutation($id: Int!) { notificationMarkRead(id: $id) { id } }`, {
      id: theirs.id,
    });
    const missing = await intruder.gql(`mutation($id: Int!) { notificationMarkRead(id: $id) { id } }`, {
      id: 2_000_000_000,
    });
    expect(foreign.errors?.[0].message).toBe('Notification not found');
    expect(missing.errors?.[0].message).toBe('Notification not found');
    const restForeign = await intruder.rest('POST', `/api/notifications/${theirs.id}/read`);
    const restMissing = await intruder.rest('POST', `/api/notifications/2000000000/read`);
    expect(restForeign).toEqual(restMissing);
    expect(restForeign.status).toBe(404);
    await intruder.rest('POST', '/api/notifications/read-all');
    const [after] = await notificationsOf(lawyer.user.id);
    expect(after.read_at).toBeNull();
  });
});

describe('preferences', () => {
  const setPreference = (client: TestClient, kind: string, delivery: string) =>
    client.gql<{ notificationPreferenceSet: { kind: string; delivery: string } }>(
      `mutation($kind: NotificationKind!, $delivery: NotificationDelivery!) {
         notificationPreferenceSet(kind: $kind, delivery: $delivery) { kind delivery } }`,
      { kind, delivery },
    );

  it('off keeps the notification in the app and sends no e-mail; the change is audited', async () => {
    const { staff, lawyer, record } = await caseWithAttorney();
    const attorney = await signedInClient(t.url, lawyer.user.email);
    const set = await setPreference(attorney, 'message', 'off');
    expect(set.data!.notificationPreferenceSet).toEqual({ kind: 'message', delivery: 'off' });
    const prefs = await attorney.gql<{ notificationPreferences: { kind: string; delivery: string }[] }>(
      `{ notificationPreferences { kind delivery label } }`,
    );
    expect(prefs.data!.notificationPreferences.find((p) => p.kind === 'message')!.delivery).toBe('off');
    expect(prefs.data!.notificationPreferences.find((p) => p.kind === 'reduction')!.delivery).toBe('immediately');
    const audit = await t.dataSource.query(
      `SELECT action, old_values, new_values FROM audit_logs WHERE entity_type = 'notification_preference' AND changed_by = $1`,
      [lawyer.user.id],
    );
    expect(audit).toEqual([
      {
        action: 'update',
        old_values: { kind: 'message', delivery: 'immediately' },
        new_values: { kind: 'message', delivery: 'off' },
      },
    ]);

    await send(await signedInClient(t.url, staff.email), record.id, 'quiet', 'attorney');
    const [row] = await notificationsOf(lawyer.user.id);
    expect(row).toMatchObject({ delivery: 'off', emailed_at: null });
    expect(await emailsOf(lawyer.user.id)).toHaveLength(0);
  });

  it('refuses an unknown kind or delivery with a clear message', async () => {
    const { lawyer } = await caseWithAttorney();
    const attorney = await signedInClient(t.url, lawyer.user.email);
    const bad = await setPreference(attorney, 'gossip', 'off');
    expect(bad.errors?.[0].message).toMatch(/gossip/);
  });

  it('daily_digest defers the e-mail; the digest sends one per person and is idempotent', async () => {
    const { staff, admin, lawyer, record } = await caseWithAttorney();
    const attorney = await signedInClient(t.url, lawyer.user.email);
    await setPreference(attorney, 'message', 'daily_digest');
    await setPreference(attorney, 'bill_status', 'daily_digest');
    const clinic = await signedInClient(t.url, staff.email);
    await send(clinic, record.id, 'first', 'attorney');
    await send(clinic, record.id, 'second', 'attorney');
    await t.dataSource.query(
      `INSERT INTO notifications (user_id, kind, title, link, case_id, delivery) VALUES ($1, 'bill_status', 'Bill paid', '/cases', $2, 'daily_digest')`,
      [lawyer.user.id, record.id],
    );
    expect(await emailsOf(lawyer.user.id)).toHaveLength(0);

    const later = new Date(Date.now() + 1000);
    const run = await t.app.services.notificationDigest.sendDue(later);
    expect(run.emails).toBeGreaterThanOrEqual(1);
    const emails = await emailsOf(lawyer.user.id);
    expect(emails).toHaveLength(1);
    expect(emails[0].kind).toBe('notification_digest');
    expect(emails[0].body_text).toContain('Messages: 2');
    expect(emails[0].body_text).toContain('Bill status: 1');
    expect(emails[0].body_text).not.toMatch(/first|second|MRI/);
    expect((await notificationsOf(lawyer.user.id)).every((n: { emailed_at: Date | null }) => n.emailed_at)).toBe(true);

    await t.app.services.notificationDigest.sendDue(new Date(Date.now() + 2000));
    // The scheduled job runs the same digest: nothing new either.
    await sendNotificationDigests.handler(
      { now: new Date(Date.now() + 3000), logger: { info: () => undefined } } as unknown as Parameters<
        typeof sendNotificationDigests.handler
      >[0],
      t.app.services,
    );
    expect(await emailsOf(lawyer.user.id)).toHaveLength(1);
    // The clinic admin kept the default: told at once, never in the digest.
    expect((await emailsOf(admin.id)).map((e: { kind: string }) => e.kind)).toEqual(['notification', 'notification']);
  });
});

describe('notificationAdded', () => {
  it('reaches the recipient only, live, after the commit', async () => {
    const { staff, lawyer, record } = await caseWithAttorney();
    const outsider = await caseWithAttorney();
    const attorneyHttp = await signedInClient(t.url, lawyer.user.email);
    const otherHttp = await signedInClient(t.url, outsider.lawyer.user.email);
    const senderHttp = await signedInClient(t.url, staff.email);
    const query = `subscription { notificationAdded { id kind title link } }`;
    const before = t.app.services.live.subscriberCount;
    const socketOf = (client: TestClient) => {
      const socket = socketClient(t.url, client.cookie);
      sockets.push(socket);
      return socket;
    };
    const mine = collect<{ kind: string; link: string }>(socketOf(attorneyHttp), query, 'notificationAdded');
    const theirs = collect(socketOf(otherHttp), query, 'notificationAdded');
    const sender = collect(socketOf(senderHttp), query, 'notificationAdded');
    await untilSubscribed(t.app.services.live, before + 3);
    await send(senderHttp, record.id, 'live', 'attorney');
    const [event] = await mine.waitFor(1);
    expect(event).toMatchObject({ kind: 'message', link: `/cases/${record.id}?tab=messages` });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(theirs.received).toHaveLength(0);
    expect(sender.received).toHaveLength(0);
    for (const s of [mine, theirs, sender]) s.stop();
  });
});

describe('after the commit', () => {
  it("publishes only when the caller's transaction commits", async () => {
    const { staff } = await caseWithAttorney();
    // What every api process receives: the bus's channel, listened to as another process would.
    const listener = await listenToLiveChannel(t.config.databaseUrl!);
    const published = listener.events;
    try {
      const notify = (manager: Parameters<typeof t.app.services.notifications.notify>[0]) =>
        t.app.services.notifications.notify(manager, {
          recipients: [staff.id],
          kind: 'case_transfer',
          title: 'Rolled back',
          link: '/cases',
        });
      await expect(
        t.dataSource.transaction(async (manager) => {
          await notify(manager);
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Other test files write at the same time: every notification event must name a committed notification.
      const announcedIds = () => published.flatMap((event) => (event.type === 'notification.added' ? [event.id] : []));
      const committed = async (ids: number[]) =>
        ((await t.dataSource.query(`SELECT id FROM notifications WHERE id = ANY($1)`, [ids])) as { id: number }[]).map(
          (row) => row.id,
        );
      expect((await committed(announcedIds())).sort()).toEqual(announcedIds().sort());
      expect(await emailsOf(staff.id)).toHaveLength(0);
      expect(await notificationsOf(staff.id)).toHaveLength(0);

      const [id] = await t.dataSource.transaction((manager) => notify(manager));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(published.filter((event) => event.type === 'notification.added' && event.id === id)).toEqual([
        { type: 'notification.added', id },
      ]);
      expect((await committed(announcedIds())).sort()).toEqual(announcedIds().sort());
      expect(await emailsOf(staff.id)).toHaveLength(1);
    } finally {
      await listener.stop();
    }
  });
});

describe('the other kinds', () => {
  async function createBill(client: TestClient, caseId: number) {
    const result = await client.gql<{ billingEntryCreate: { id: number } }>(
      `mutation($input: BillingEntryCreateInput!) { billingEntryCreate(input: $input) { id } }`,
      { input: { caseId, amount: '500.00', description: 'Initial visit' } },
    );
    expect(result.errors).toBeUndefined();
    return result.data!.billingEntryCreate.id;
  }

  /** A bill the clinic has submitted: only then does it charge the ledger (decision 97). */
  async function createSubmittedBill(client: TestClient, caseId: number) {
    const id = await createBill(client, caseId);
    const submitted = await client.gql(
      `mutation($input: BillingStatusChangeInput!) { billingStatusChange(input: $input) { id } }`,
      { input: { id, status: 'submitted' } },
    );
    expect(submitted.errors).toBeUndefined();
  }

  it("a bill's status change tells the case's attorney only", async () => {
    const { staff, admin, lawyer, record } = await caseWithAttorney();
    const clinic = await signedInClient(t.url, staff.email);
    const id = await createBill(clinic, record.id);
    const changed = await clinic.gql(
      `mutation($input: BillingStatusChangeInput!) { billingStatusChange(input: $input) { id } }`,
      { input: { id, status: 'submitted' } },
    );
    expect(changed.errors).toBeUndefined();
    const [row] = await notificationsOf(lawyer.user.id);
    expect(row).toMatchObject({ kind: 'bill_status', link: `/cases/${record.id}?tab=billing` });
    expect(row.title).toContain('submitted');
    expect(await notificationsOf(admin.id)).toHaveLength(0);
  });

  it("a reduction request tells the clinic; the clinic's counter tells the attorney", async () => {
    const { staff, admin, lawyer, record } = await caseWithAttorney();
    const clinic = await signedInClient(t.url, staff.email);
    await createSubmittedBill(clinic, record.id);
    const attorney = await signedInClient(t.url, lawyer.user.email);
    const requested = await attorney.gql<{ reductionRequest: { reductionRequests: { id: number }[] } }>(
      `mutation($input: ReductionRequestInput!) { reductionRequest(input: $input) { reductionRequests { id } } }`,
      { input: { caseId: record.id, percentage: '20', reason: 'Policy limits' } },
    );
    expect(requested.errors).toBeUndefined();
    expect((await notificationsOf(staff.id)).map((n: { kind: string }) => n.kind)).toEqual(['reduction']);
    expect(await notificationsOf(admin.id)).toHaveLength(1);
    // The attorney heard of the submitted bill, not of their own request.
    const kindsFor = async (userId: string) => (await notificationsOf(userId)).map((n: { kind: string }) => n.kind);
    expect(await kindsFor(lawyer.user.id)).toEqual(['bill_status']);

    const requestId = requested.data!.reductionRequest.reductionRequests[0].id;
    const countered = await clinic.gql(
      `mutation($input: ReductionRespondInput!) { reductionRespond(input: $input) { caseId } }`,
      { input: { requestId, action: 'counter', counterAmount: '450.00' } },
    );
    expect(countered.errors).toBeUndefined();
    const [, forAttorney] = await notificationsOf(lawyer.user.id);
    expect(await kindsFor(lawyer.user.id)).toEqual(['bill_status', 'reduction']);
    expect(forAttorney).toMatchObject({ kind: 'reduction', title: `Reduction countered on ${record.case_number}` });
  });

  it('a transfer tells the new attorney (with the case) and the previous one (without it)', async () => {
    const { admin, lawyer, record } = await caseWithAttorney();
    const next = await createAttorneyUser(t.dataSource);
    const clinic = await signedInClient(t.url, admin.email);
    const moved = await clinic.gql(
      `mutation($id: Int!, $input: CaseTransferInput!) { caseTransfer(id: $id, input: $input) { id } }`,
      { id: record.id, input: { toAttorneyId: next.attorney.id, reason: 'Client changed firms' } },
    );
    expect(moved.errors).toBeUndefined();
    // The link opens the case at the lien notice the transfer sent (decision 350).
    expect(await notificationsOf(next.user.id)).toMatchObject([
      { kind: 'case_transfer', link: expect.stringMatching(new RegExp(`^/cases/${record.id}\\?lienNotice=\\d+$`)) },
    ]);
    expect(await notificationsOf(lawyer.user.id)).toMatchObject([
      { kind: 'case_transfer', link: '/cases', case_id: null },
    ]);
  });
});
