import { Role } from '../../../platform/access/role';
import { signedInClient, type TestClient } from '../../../test/client';
import {
  createAttorneyUser,
  createCase,
  createClinicWithUsers,
  createUser,
  type UserRow,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const sendMutation = `mutation($input: MessageSendInput!) {
  messageSend(input: $input) { id caseId subject content recipientType recipientName senderName isRead readByRecipient }
}`;
const listQuery = `query($caseId: Int, $first: Int!, $after: String) {
  messages(caseId: $caseId, first: $first, after: $after) {
    nodes { id subject recipientType isRead senderName caseNumber patientName }
    pageInfo { endCursor hasNextPage }
  }
}`;

interface SentMessage {
  id: number;
  caseId: number;
  subject: string;
  recipientType: string;
  recipientName: string | null;
  senderName: string;
  isRead: boolean;
  readByRecipient: boolean;
}

/** A clinic with staff, an attorney with a login, and a case between them. */
async function caseWithAttorney() {
  const clinic = await createClinicWithUsers(t.dataSource);
  const lawyer = await createAttorneyUser(t.dataSource);
  const record = await createCase(t.dataSource, { clinicId: clinic.clinic.id, attorneyId: lawyer.attorney.id });
  return { ...clinic, lawyer, record };
}

async function send(client: TestClient, input: Record<string, unknown>) {
  return client.gql<{ messageSend: SentMessage }>(sendMutation, { input });
}

async function list(client: TestClient, caseId: number | null = null, first = 20, after: string | null = null) {
  const result = await client.gql<{
    messages: {
      nodes: { id: number; subject: string; isRead: boolean }[];
      pageInfo: { endCursor: string; hasNextPage: boolean };
    };
  }>(listQuery, { caseId, first, after });
  expect(result.errors).toBeUndefined();
  return result.data!.messages;
}

describe('sending messages', () => {
  it('stores the message, defaults the recipient to the patient, audits it without the content, and shows the sender as read', async () => {
    const { staff, record } = await caseWithAttorney();
    const client = await signedInClient(t.url, staff.email);
    const result = await send(client, { caseId: record.id, subject: '  MRI results ', content: 'Scan is clear.' });
    expect(result.errors).toBeUndefined();
    const message = result.data!.messageSend;
    expect(message).toMatchObject({
      caseId: record.id,
      subject: 'MRI results',
      recipientType: 'patient',
      isRead: true,
      readByRecipient: false,
    });
    const [row] = await t.dataSource.query(`SELECT sender_id, clinic_id, content FROM messages WHERE id = $1`, [
      message.id,
    ]);
    expect(row).toEqual({ sender_id: staff.id, clinic_id: record.clinic_id, content: 'Scan is clear.' });
    const audit = await t.dataSource.query(
      `SELECT action, changed_by, new_values FROM audit_logs WHERE entity_type = 'message' AND entity_id = $1`,
      [String(message.id)],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', changed_by: staff.id });
    expect(JSON.stringify(audit[0].new_values)).not.toContain('Scan is clear');
  });

  it('names every missing field and writes nothing', async () => {
    const { staff, clinic } = await caseWithAttorney();
    const client = await signedInClient(t.url, staff.email);
    const result = await send(client, { caseId: 0, subject: ' ', content: '' });
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0].extensions?.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'caseId', message: 'Case must be chosen from the list' },
        { field: 'subject', message: 'Subject is required' },
        { field: 'content', message: 'Message is required' },
      ]),
    );
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM messages WHERE clinic_id = $1`, [
      clinic.id,
    ]);
    expect(count).toBe(0);
  });

  it("refuses another clinic's case as if it did not exist", async () => {
    const { staff } = await caseWithAttorney();
    const other = await caseWithAttorney();
    const client = await signedInClient(t.url, staff.email);
    const result = await send(client, { caseId: other.record.id, subject: 'Hi', content: 'Hello' });
    expect(result.errors?.[0].extensions?.fieldErrors).toEqual([{ field: 'caseId', message: 'Case not found' }]);
    const missing = await send(client, { caseId: 2_000_000_000, subject: 'Hi', content: 'Hello' });
    expect(missing.errors?.[0].extensions?.fieldErrors).toEqual([{ field: 'caseId', message: 'Case not found' }]);
  });

  it('addresses the attorney to their user account, and refuses it when the case has none', async () => {
    const { staff, clinic, lawyer, record } = await caseWithAttorney();
    const client = await signedInClient(t.url, staff.email);
    const result = await send(client, {
      caseId: record.id,
      recipientType: 'attorney',
      subject: 'Records',
      content: 'Attached.',
    });
    expect(result.data!.messageSend).toMatchObject({ recipientType: 'attorney', recipientName: 'Test User' });
    const [row] = await t.dataSource.query(`SELECT recipient_id FROM messages WHERE id = $1`, [
      result.data!.messageSend.id,
    ]);
    expect(row.recipient_id).toBe(lawyer.user.id);
    const unassigned = await createCase(t.dataSource, { clinicId: clinic.id });
    const refused = await send(client, {
      caseId: unassigned.id,
      recipientType: 'attorney',
      subject: 'x',
      content: 'y',
    });
    expect(refused.errors?.[0].extensions?.fieldErrors).toEqual([
      { field: 'recipientType', message: 'This case has no attorney to write to' },
    ]);
  });

  it('lets attorneys write only to the clinic, on their own cases', async () => {
    const { lawyer, record, clinic } = await caseWithAttorney();
    const client = await signedInClient(t.url, lawyer.user.email);
    const ok = await send(client, { caseId: record.id, subject: 'Demand letter', content: 'Sent today.' });
    expect(ok.data!.messageSend).toMatchObject({ recipientType: 'clinic' });
    const internal = await send(client, { caseId: record.id, recipientType: 'internal', subject: 'x', content: 'y' });
    expect(internal.errors?.[0].extensions?.fieldErrors).toEqual([
      { field: 'recipientType', message: 'Attorneys send messages to the clinic' },
    ]);
    const notTheirs = await createCase(t.dataSource, { clinicId: clinic.id });
    const refused = await send(client, { caseId: notTheirs.id, subject: 'x', content: 'y' });
    expect(refused.errors?.[0].extensions?.fieldErrors).toEqual([{ field: 'caseId', message: 'Case not found' }]);
  });

  it('accepts a reply only to a message of the same case', async () => {
    const { staff, record, clinic } = await caseWithAttorney();
    const client = await signedInClient(t.url, staff.email);
    const first = (await send(client, { caseId: record.id, subject: 'Q', content: 'Question' })).data!.messageSend;
    const reply = await send(client, {
      caseId: record.id,
      subject: 'Re: Q',
      content: 'Answer',
      parentMessageId: first.id,
    });
    expect(reply.errors).toBeUndefined();
    const otherCase = await createCase(t.dataSource, { clinicId: clinic.id });
    const wrong = await send(client, {
      caseId: otherCase.id,
      subject: 'Re: Q',
      content: 'Answer',
      parentMessageId: first.id,
    });
    expect(wrong.errors?.[0].extensions?.fieldErrors).toEqual([
      { field: 'parentMessageId', message: 'The message you are replying to is not on this case' },
    ]);
  });

  it('REST: POST /api/messages answers status "ok"; GET lists the case messages; bad input is a 400 naming the field', async () => {
    const { staff, record } = await caseWithAttorney();
    const client = await signedInClient(t.url, staff.email);
    const created = await client.rest<{ status: string; data: { id: number; subject: string } }>(
      'POST',
      '/api/messages',
      {
        caseId: record.id,
        recipientType: 'insurance',
        subject: 'Claim',
        content: 'Claim filed.',
      },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'ok', data: { subject: 'Claim' } });
    expect(created.body.data).not.toHaveProperty('clinicId');
    const listed = await client.rest<{ data: { id: number }[] }>('GET', `/api/messages?caseId=${record.id}`);
    expect(listed.body.data.map((m) => m.id)).toEqual([created.body.data.id]);
    const bad = await client.rest<{ success: boolean; errors: unknown[] }>('POST', '/api/messages', {
      caseId: record.id,
      subject: 'x',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'content', message: 'Message is required' }]);
    const badQuery = await client.rest('GET', '/api/messages?caseId=abc');
    expect(badQuery.status).toBe(400);
  });
});

describe('who reads which messages', () => {
  async function conversation() {
    const setup = await caseWithAttorney();
    const staffClient = await signedInClient(t.url, setup.staff.email);
    const sent = async (recipientType: string, subject: string) =>
      (await send(staffClient, { caseId: setup.record.id, recipientType, subject, content: `${subject} body` })).data!
        .messageSend;
    const toPatient = await sent('patient', 'To patient');
    const internal = await sent('internal', 'Internal only');
    const toAttorney = await sent('attorney', 'To attorney');
    return { ...setup, staffClient, toPatient, internal, toAttorney };
  }

  it('clinic users see all their clinic messages; the attorney sees the case messages except internal ones', async () => {
    const { staffClient, admin, lawyer, toPatient, internal, toAttorney } = await conversation();
    expect((await list(staffClient)).nodes.map((m) => m.id)).toEqual([toAttorney.id, internal.id, toPatient.id]);
    const adminClient = await signedInClient(t.url, admin.email);
    expect((await list(adminClient)).nodes).toHaveLength(3);
    const attorneyClient = await signedInClient(t.url, lawyer.user.email);
    expect((await list(attorneyClient)).nodes.map((m) => m.id)).toEqual([toAttorney.id, toPatient.id]);
    const rest = await attorneyClient.rest<{ data: { subject: string }[] }>('GET', '/api/messages');
    expect(rest.body.data.map((m) => m.subject)).not.toContain('Internal only');
  });

  it('another clinic and another attorney see none of them, even by case id', async () => {
    const { record } = await conversation();
    const outsider = await caseWithAttorney();
    for (const email of [outsider.staff.email, outsider.lawyer.user.email]) {
      const client = await signedInClient(t.url, email);
      expect((await list(client, record.id)).nodes).toEqual([]);
    }
  });

  it('counts unread messages per person and marks them read only for the reader', async () => {
    const { staffClient, admin, lawyer, toPatient, internal, toAttorney } = await conversation();
    const adminClient = await signedInClient(t.url, admin.email);
    const attorneyClient = await signedInClient(t.url, lawyer.user.email);
    const unread = async (client: TestClient) =>
      (await client.gql<{ unreadMessageCount: number }>('{ unreadMessageCount }')).data!.unreadMessageCount;
    expect(await unread(staffClient)).toBe(0);
    expect(await unread(adminClient)).toBe(3);
    expect(await unread(attorneyClient)).toBe(2);

    const marked = await attorneyClient.gql<{ messagesMarkRead: number }>(
      'mutation($ids: [Int!]!) { messagesMarkRead(ids: $ids) }',
      { ids: [toPatient.id, internal.id, toAttorney.id, toAttorney.id] },
    );
    // The internal message is out of the attorney's scope: it is neither marked nor revealed.
    expect(marked.data!.messagesMarkRead).toBe(2);
    expect(await unread(attorneyClient)).toBe(0);
    expect(await unread(adminClient)).toBe(3);
    const staffView = await list(staffClient);
    expect(staffView.nodes.every((m) => m.isRead)).toBe(true);
    const [row] = await t.dataSource.query(`SELECT is_read FROM messages WHERE id = $1`, [internal.id]);
    expect(row.is_read).toBe(false);
    const tooMany = await attorneyClient.gql('mutation($ids: [Int!]!) { messagesMarkRead(ids: $ids) }', {
      ids: Array.from({ length: 101 }, (_, i) => i + 1),
    });
    expect(tooMany.errors?.[0].message).toBe('Mark at most 100 messages as read at once');
  });

  it('pages by cursor without gaps or repeats, and refuses a tampered cursor', async () => {
    const { staffClient, record } = await caseWithAttorney().then(async (setup) => ({
      ...setup,
      staffClient: await signedInClient(t.url, setup.staff.email),
    }));
    // Same timestamp for all: the id breaks ties.
    await t.dataSource.query(
      `INSERT INTO messages (case_id, clinic_id, subject, content, sent_date)
       SELECT $1, $2, 'M' || n, 'body', now() FROM generate_series(1, 7) n`,
      [record.id, record.clinic_id],
    );
    const seen: number[] = [];
    let after: string | null = null;
    for (;;) {
      const page = await list(staffClient, record.id, 3, after);
      seen.push(...page.nodes.map((m) => m.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    const tampered = await staffClient.gql(listQuery, { caseId: record.id, first: 3, after: 'not-a-cursor' });
    expect(tampered.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('the operator reads everything; a deactivated user reads nothing', async () => {
    const { record, staff } = await conversation();
    const operator = await createUser(t.dataSource, { role: Role.super_admin });
    const operatorClient = await signedInClient(t.url, operator.email);
    expect((await list(operatorClient, record.id)).nodes).toHaveLength(3);
    const staffClient = await signedInClient(t.url, staff.email);
    await deactivate(staff);
    const result = await staffClient.gql(listQuery, { caseId: record.id, first: 5 });
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

async function deactivate(user: UserRow) {
  await t.dataSource.query(`UPDATE users SET is_active = false WHERE id = $1`, [user.id]);
}
