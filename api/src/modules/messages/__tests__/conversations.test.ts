import { Role } from '../../../platform/access/role';
import { signedInClient, type TestClient } from '../../../test/client';
import { createAttorneyUser, createCase, createClinicWithUsers, createUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sendMutation = `mutation($input: MessageSendInput!) { messageSend(input: $input) { id caseId subject } }`;
const conversationsQuery = `query($filter: MessageFilter, $first: Int!, $after: String) {
  messageConversations(filter: $filter, first: $first, after: $after) {
    nodes { caseId caseNumber patientName messageCount unreadCount lastSubject lastSenderName lastMessageAt }
    pageInfo { endCursor hasNextPage }
  }
}`;
const messagesQuery = `query($caseId: Int, $filter: MessageFilter) {
  messages(caseId: $caseId, filter: $filter, first: 50) { nodes { id subject isRead } }
}`;
const unreadQuery = '{ unreadMessageCount }';
const markAllRead = 'mutation($caseId: Int) { messagesMarkAllRead(caseId: $caseId) }';

interface Conversation {
  caseId: number;
  messageCount: number;
  unreadCount: number;
  lastSubject: string;
  lastSenderName: string;
}

interface ConversationPage {
  nodes: Conversation[];
  pageInfo: { endCursor: string; hasNextPage: boolean };
}

/** A clinic with two cases held by one attorney (who can sign in), and clients for each person. */
async function clinicWithTwoCases() {
  const clinic = await createClinicWithUsers(t.dataSource);
  const lawyer = await createAttorneyUser(t.dataSource);
  const first = await createCase(t.dataSource, { clinicId: clinic.clinic.id, attorneyId: lawyer.attorney.id });
  const second = await createCase(t.dataSource, { clinicId: clinic.clinic.id, attorneyId: lawyer.attorney.id });
  const [staff, admin, attorney] = await Promise.all(
    [clinic.staff.email, clinic.admin.email, lawyer.user.email].map((email) => signedInClient(t.url, email)),
  );
  return { ...clinic, lawyer, first, second, staffClient: staff, adminClient: admin, attorneyClient: attorney };
}

async function send(client: TestClient, input: Record<string, unknown>): Promise<{ id: number }> {
  const result = await client.gql<{ messageSend: { id: number } }>(sendMutation, { input });
  expect(result.errors).toBeUndefined();
  return result.data!.messageSend;
}

async function conversations(client: TestClient, filter: Record<string, unknown> | null = null, first = 20) {
  const result = await client.gql<{
    messageConversations: { nodes: Conversation[]; pageInfo: { endCursor: string; hasNextPage: boolean } };
  }>(conversationsQuery, { filter, first });
  expect(result.errors).toBeUndefined();
  return result.data!.messageConversations;
}

async function unread(client: TestClient): Promise<number> {
  return (await client.gql<{ unreadMessageCount: number }>(unreadQuery)).data!.unreadMessageCount;
}

describe('conversations', () => {
  it('groups the messages each person may read by case, latest activity first, with their unread counts', async () => {
    const { first, second, staffClient, adminClient, attorneyClient } = await clinicWithTwoCases();
    await send(staffClient, { caseId: first.id, recipientType: 'attorney', subject: 'Records sent', content: 'a' });
    await send(staffClient, { caseId: second.id, recipientType: 'internal', subject: 'Hold billing', content: 'b' });
    await send(attorneyClient, { caseId: first.id, subject: 'Thanks', content: 'c' });

    const forAdmin = (await conversations(adminClient)).nodes;
    expect(forAdmin.map((c) => [c.caseId, c.messageCount, c.unreadCount, c.lastSubject])).toEqual([
      [first.id, 2, 2, 'Thanks'],
      [second.id, 1, 1, 'Hold billing'],
    ]);
    expect(forAdmin[0].lastSenderName).toBe('Test User');
    // The sender's own messages are never unread for them.
    expect((await conversations(staffClient)).nodes.map((c) => c.unreadCount)).toEqual([1, 0]);
    // The attorney has no conversation on the case with only an internal message.
    expect((await conversations(attorneyClient)).nodes.map((c) => [c.caseId, c.messageCount, c.unreadCount])).toEqual([
      [first.id, 2, 1],
    ]);
  });

  it('filters to unread conversations and searches subjects and texts, within scope', async () => {
    const { first, second, staffClient, adminClient, attorneyClient } = await clinicWithTwoCases();
    const stamp = `k${first.id}q`;
    await send(staffClient, {
      caseId: first.id,
      recipientType: 'attorney',
      subject: 'Records',
      content: `MRI ${stamp}`,
    });
    await send(staffClient, {
      caseId: second.id,
      recipientType: 'internal',
      subject: `Internal ${stamp}`,
      content: 'x',
    });
    await send(adminClient, { caseId: second.id, recipientType: 'patient', subject: 'Appointment', content: 'y' });

    expect((await conversations(staffClient, { unread: true })).nodes.map((c) => c.caseId)).toEqual([second.id]);
    const found = (await conversations(adminClient, { search: stamp.toUpperCase() })).nodes;
    expect(found.map((c) => [c.caseId, c.messageCount])).toEqual([
      [second.id, 1],
      [first.id, 1],
    ]);
    // An attorney's search never finds (or reveals the case of) an internal message.
    expect((await conversations(attorneyClient, { search: stamp })).nodes.map((c) => c.caseId)).toEqual([first.id]);
    // Another clinic finds nothing.
    const outsider = await signedInClient(t.url, (await createClinicWithUsers(t.dataSource)).staff.email);
    expect((await conversations(outsider, { search: stamp })).nodes).toEqual([]);

    const messages = await staffClient.gql<{ messages: { nodes: { subject: string }[] } }>(messagesQuery, {
      filter: { search: stamp },
    });
    expect(messages.data!.messages.nodes.map((m) => m.subject)).toEqual([`Internal ${stamp}`, 'Records']);
    const unreadOnly = await staffClient.gql<{ messages: { nodes: { subject: string }[] } }>(messagesQuery, {
      filter: { unread: true },
    });
    expect(unreadOnly.data!.messages.nodes.map((m) => m.subject)).toEqual(['Appointment']);
    const rest = await staffClient.rest<{ data: { subject: string }[] }>('GET', '/api/messages?unread=true');
    expect(rest.body.data.map((m) => m.subject)).toEqual(['Appointment']);
  });

  it('pages conversations by cursor without gaps or repeats', async () => {
    const { clinic, staffClient, adminClient } = await clinicWithTwoCases();
    const cases = await Promise.all(Array.from({ length: 5 }, () => createCase(t.dataSource, { clinicId: clinic.id })));
    // The same time for all: the case id breaks ties.
    await t.dataSource.query(
      `INSERT INTO messages (case_id, clinic_id, subject, content, sent_date)
       SELECT id, clinic_id, 'Hello', 'body', '2026-01-01T00:00:00Z' FROM cases WHERE id = ANY($1)`,
      [cases.map((c) => c.id)],
    );
    const seen: number[] = [];
    let after: string | null = null;
    for (;;) {
      const page: ConversationPage = (
        await adminClient.gql<{ messageConversations: ConversationPage }>(conversationsQuery, { first: 2, after })
      ).data!.messageConversations;
      const { nodes, pageInfo } = page;
      seen.push(...nodes.map((c) => c.caseId));
      if (!pageInfo.hasNextPage) break;
      after = pageInfo.endCursor;
    }
    expect(seen).toEqual(cases.map((c) => c.id).sort((a, b) => b - a));
    const tampered = await staffClient.gql(conversationsQuery, { first: 2, after: 'bm9wZQ' });
    expect(tampered.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a search too long or holding a zero byte, and a bad unread flag, on GraphQL and REST', async () => {
    const { staffClient } = await clinicWithTwoCases();
    const result = await staffClient.gql(conversationsQuery, { filter: { search: 'x'.repeat(101) }, first: 5 });
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const rest = await staffClient.rest('GET', `/api/messages?search=${'x'.repeat(101)}`);
    expect(rest.status).toBe(400);
    const zeroByte = await staffClient.rest('GET', '/api/messages?search=a%00b');
    expect(zeroByte.status).toBe(400);
    const badUnread = await staffClient.rest('GET', '/api/messages?unread=yes');
    expect(badUnread.status).toBe(400);
  });
});

describe('replies', () => {
  it('refuses a reply to a message of another case, or to one the sender may not read, and writes nothing', async () => {
    const { first, second, staffClient, attorneyClient } = await clinicWithTwoCases();
    const onSecond = await send(staffClient, {
      caseId: second.id,
      recipientType: 'attorney',
      subject: 'A',
      content: 'a',
    });
    const internal = await send(staffClient, {
      caseId: first.id,
      recipientType: 'internal',
      subject: 'I',
      content: 'i',
    });
    const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM messages WHERE clinic_id = $1`, [
      first.clinic_id,
    ]);

    const wrongCase = await staffClient.gql(sendMutation, {
      input: { caseId: first.id, subject: 'Re', content: 'r', parentMessageId: onSecond.id },
    });
    expect(wrongCase.errors?.[0].extensions?.fieldErrors).toEqual([
      { field: 'parentMessageId', message: 'The message you are replying to is not on this case' },
    ]);
    const toInternal = await attorneyClient.gql(sendMutation, {
      input: { caseId: first.id, subject: 'Re', content: 'r', parentMessageId: internal.id },
    });
    expect(toInternal.errors?.[0].extensions?.fieldErrors).toEqual([
      { field: 'parentMessageId', message: 'The message you are replying to is not on this case' },
    ]);
    const after = await t.dataSource.query(`SELECT count(*)::int AS n FROM messages WHERE clinic_id = $1`, [
      first.clinic_id,
    ]);
    expect(after).toEqual(before);

    // The database keeps a reply on its parent's case whatever writes it.
    await expect(
      t.dataSource.query(
        `INSERT INTO messages (case_id, clinic_id, subject, content, parent_message_id) VALUES ($1, $2, 'x', 'y', $3)`,
        [first.id, first.clinic_id, onSecond.id],
      ),
    ).rejects.toThrow('a reply must answer a message of the same case');
    const reply = await send(attorneyClient, {
      caseId: second.id,
      subject: 'Re: A',
      content: 'ok',
      parentMessageId: onSecond.id,
    });
    const [row] = await t.dataSource.query(`SELECT parent_message_id FROM messages WHERE id = $1`, [reply.id]);
    expect(row.parent_message_id).toBe(onSecond.id);
  });
});

describe('unread count and Mark all read', () => {
  it('counts for each role what they may read and did not send; the operator, who is no party, has none', async () => {
    const { first, staffClient, adminClient, attorneyClient } = await clinicWithTwoCases();
    await send(staffClient, { caseId: first.id, recipientType: 'internal', subject: 'Internal', content: 'i' });
    await send(staffClient, { caseId: first.id, recipientType: 'attorney', subject: 'To attorney', content: 'a' });
    await send(attorneyClient, { caseId: first.id, subject: 'To clinic', content: 'c' });
    const operator = await signedInClient(t.url, (await createUser(t.dataSource, { role: Role.super_admin })).email);

    expect(await unread(staffClient)).toBe(1);
    expect(await unread(adminClient)).toBe(3);
    expect(await unread(attorneyClient)).toBe(1);
    expect(await unread(operator)).toBe(0);
    const operatorList = await operator.gql<{ messages: { nodes: unknown[] } }>(messagesQuery, {
      caseId: first.id,
      filter: { unread: true },
    });
    expect(operatorList.data!.messages.nodes).toEqual([]);
  });

  it("marks read only the caller's own unread messages in scope, one case or all, audited; others keep theirs", async () => {
    const { clinic, first, second, staffClient, adminClient, attorneyClient } = await clinicWithTwoCases();
    const internal = await send(adminClient, {
      caseId: first.id,
      recipientType: 'internal',
      subject: 'I',
      content: 'i',
    });
    await send(adminClient, { caseId: first.id, recipientType: 'attorney', subject: 'A', content: 'a' });
    await send(adminClient, { caseId: second.id, recipientType: 'attorney', subject: 'B', content: 'b' });
    const elsewhere = await clinicWithTwoCases();
    await send(elsewhere.adminClient, { caseId: elsewhere.first.id, subject: 'Elsewhere', content: 'e' });

    // The attorney marks one case: the internal message stays unread for everyone (out of their scope).
    const oneCase = await attorneyClient.gql<{ messagesMarkAllRead: number }>(markAllRead, { caseId: first.id });
    expect(oneCase.data!.messagesMarkAllRead).toBe(1);
    expect(await unread(attorneyClient)).toBe(1);
    const [internalRow] = await t.dataSource.query(`SELECT is_read FROM messages WHERE id = $1`, [internal.id]);
    expect(internalRow.is_read).toBe(false);

    const all = await staffClient.gql<{ messagesMarkAllRead: number }>(markAllRead, {});
    expect(all.data!.messagesMarkAllRead).toBe(3);
    expect(await unread(staffClient)).toBe(0);
    expect(await unread(adminClient)).toBe(0);
    expect(await unread(elsewhere.staffClient)).toBe(1);
    const again = await staffClient.gql<{ messagesMarkAllRead: number }>(markAllRead, {});
    expect(again.data!.messagesMarkAllRead).toBe(0);

    const audit = await t.dataSource.query(
      `SELECT action, new_values FROM audit_logs WHERE clinic_id = $1 AND entity_type = 'message' AND action = 'read'`,
      [clinic.id],
    );
    expect(audit).toEqual([{ action: 'read', new_values: { allUnread: true, count: 3 } }]);
    const stillUnread = await elsewhere.staffClient.gql<{ messages: { nodes: { isRead: boolean }[] } }>(
      messagesQuery,
      {},
    );
    expect(stillUnread.data!.messages.nodes.map((m) => m.isRead)).toEqual([false]);
  });
});
