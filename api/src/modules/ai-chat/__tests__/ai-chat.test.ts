import { Role } from '../../../platform/access/role';
import { signedInClient, type TestClient } from '../../../test/client';
import {
  createAttorneyUser,
  createBillingEntry,
  createCase,
  createClinicWithUsers,
  createPatient,
  createUser,
  type CaseRow,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { cannotAnswerText } from '../builtin-chat-engine';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const messageFields = 'id sessionId role content engine fallbackReason citations { type id label path }';
const createMutation = `mutation($input: AiChatSessionCreateInput!) {
  aiChatSessionCreate(input: $input) { id sessionType caseId caseNumber title isActive }
}`;
const sendMutation = `mutation($input: AiChatSendInput!) {
  aiChatSend(input: $input) { question { ${messageFields} } answer { ${messageFields} } }
}`;

interface Citation {
  type: string;
  id: number | null;
  label: string;
  path: string;
}
interface Message {
  id: number;
  role: string;
  content: string;
  engine: string | null;
  citations: Citation[];
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function postLedger(caseRow: CaseRow, kind: string, amount: string, createdBy: string) {
  await t.dataSource.query(
    `INSERT INTO case_ledger_entries (case_id, clinic_id, kind, amount, description, created_by)
     VALUES ($1, $2, $3, $4, 'test', $5)`,
    [caseRow.id, caseRow.clinic_id, kind, amount, createdBy],
  );
}

/**
 * A clinic whose answers are known: 3 open cases (one of them the attorney's), 2 closed with settlements of
 * 10,000 and 20,000; one case with a ledger balance of 300.00 and an overdue bill; another attorney's case elsewhere.
 */
async function world() {
  const { clinic, staff } = await createClinicWithUsers(t.dataSource, { time_zone: 'UTC' });
  const lawyer = await createAttorneyUser(t.dataSource);
  const maria = await createPatient(t.dataSource, clinic.id, {
    first_name: 'Mariatest',
    last_name: `Lopez${clinic.id}`,
  });
  const balanceCase = await createCase(t.dataSource, { clinicId: clinic.id, patientId: maria.id });
  const reviewCase = await createCase(t.dataSource, { clinicId: clinic.id, status: 'attorney_review' });
  const lawyersCase = await createCase(t.dataSource, { clinicId: clinic.id, attorneyId: lawyer.attorney.id });
  await createCase(t.dataSource, { clinicId: clinic.id, status: 'closed', settlement_amount: '10000.00' });
  await createCase(t.dataSource, { clinicId: clinic.id, status: 'closed', settlement_amount: '20000.00' });
  const overdueBill = (await createBillingEntry(t.dataSource, {
    clinicId: clinic.id,
    caseId: balanceCase.id,
    amount: '300.00',
    status: 'submitted',
    due_date: day(-3),
  })) as { id: number; invoice_number: string };
  await createBillingEntry(t.dataSource, {
    clinicId: clinic.id,
    caseId: balanceCase.id,
    amount: '200.00',
    status: 'paid',
  });
  await postLedger(balanceCase, 'charge', '500.00', staff.id);
  await postLedger(balanceCase, 'payment', '200.00', staff.id);

  const other = await createClinicWithUsers(t.dataSource);
  const otherLawyer = await createAttorneyUser(t.dataSource);
  const foreignCase = await createCase(t.dataSource, {
    clinicId: other.clinic.id,
    attorneyId: otherLawyer.attorney.id,
  });
  return { clinic, staff, lawyer, maria, balanceCase, reviewCase, lawyersCase, overdueBill, foreignCase, other };
}

async function newSession(client: TestClient, input: Record<string, unknown> = { sessionType: 'general' }) {
  const result = await client.gql<{ aiChatSessionCreate: { id: number; title: string; caseNumber: string | null } }>(
    createMutation,
    { input },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.aiChatSessionCreate;
}

async function ask(client: TestClient, sessionId: number, content: string) {
  const result = await client.gql<{ aiChatSend: { question: Message; answer: Message } }>(sendMutation, {
    input: { sessionId, content },
  });
  expect(result.errors).toBeUndefined();
  return result.data!.aiChatSend.answer;
}

async function disclosures(sessionId: number) {
  const rows: { action: string; changed_by: string; new_values: { records: string[]; lists: string[] } }[] =
    await t.dataSource.query(
      `SELECT action, changed_by, new_values FROM audit_logs
        WHERE entity_type = 'ai_chat_session' AND entity_id = $1 AND action = 'ai_chat_disclosure' ORDER BY id`,
      [String(sessionId)],
    );
  return rows;
}

describe('AI chat: the built-in engine answers from the caller’s own data', () => {
  it('counts open cases, tells a case’s balance and cites the records, auditing each disclosure', async () => {
    const w = await world();
    const client = await signedInClient(t.url, w.staff.email);
    const session = await newSession(client);
    expect(session.title).toBe('General question');

    const count = await ask(client, session.id, 'How many open cases do I have?');
    expect(count.content).toBe('You have 3 open cases.');
    expect(count.engine).toBe('builtin');
    expect(count.citations).toEqual([{ type: 'list', id: null, label: 'Your open cases', path: '/cases' }]);

    const balance = await ask(client, session.id, `What is the balance on case ${w.balanceCase.case_number}?`);
    expect(balance.content).toContain('The balance on its ledger is $300.00');
    expect(balance.content).toContain('2 bills total $500.00 ($200.00 paid, $300.00 outstanding)');
    expect(balance.citations).toEqual([
      expect.objectContaining({ type: 'case', id: w.balanceCase.id, path: `/cases/${w.balanceCase.id}` }),
    ]);

    const byName = await ask(client, session.id, `What is the status of Mariatest Lopez${w.clinic.id}'s case?`);
    expect(byName.content).toContain(
      `${w.balanceCase.case_number} (Mariatest Lopez${w.clinic.id}, Auto Accident) is in Active Treatment`,
    );

    const audits = await disclosures(session.id);
    expect(audits).toHaveLength(3);
    expect(audits[0]).toMatchObject({ changed_by: w.staff.id, new_values: { records: [], lists: ['/cases'] } });
    expect(audits[1].new_values.records).toEqual([`case:${w.balanceCase.id}`]);
  });

  it('lists overdue bills, cases in attorney review and cases with a balance, and averages settlements', async () => {
    const w = await world();
    const client = await signedInClient(t.url, w.staff.email);
    const { id } = await newSession(client);

    const overdue = await ask(client, id, 'Which bills are overdue?');
    expect(overdue.content).toContain(`1 bill is past due, $300.00 in all: ${w.overdueBill.invoice_number}`);
    expect(overdue.citations).toEqual([expect.objectContaining({ type: 'bill', id: w.overdueBill.id })]);

    const review = await ask(client, id, 'Which cases are in attorney review?');
    expect(review.citations.map((citation) => citation.id)).toEqual([w.reviewCase.id]);

    const withBalance = await ask(client, id, 'Which cases have a balance?');
    expect(withBalance.content).toContain('1 case has a balance, $300.00 in all');

    // An amount under negotiation is not a settlement: the insights leave it out of their average, and so does the chat.
    await createCase(t.dataSource, {
      clinicId: w.clinic.id,
      status: 'settlement_negotiation',
      settlement_amount: '90000.00',
    });
    const average = await ask(client, id, 'What is the average settlement?');
    expect(average.content).toBe('The average settlement is $15,000.00, over 2 settled cases.');
    expect(average.citations).toHaveLength(2);
  });

  it('says plainly what it can answer, and discloses (and audits) nothing, for a question outside its set', async () => {
    const w = await world();
    const client = await signedInClient(t.url, w.staff.email);
    const { id } = await newSession(client);
    const answer = await ask(client, id, 'Write me a poem about the weather');
    expect(answer.content).toBe(cannotAnswerText);
    expect(answer.citations).toEqual([]);
    expect(await disclosures(id)).toEqual([]);
  });

  it('an attorney sees only their own cases: another attorney’s case answers "not found"', async () => {
    const w = await world();
    const client = await signedInClient(t.url, w.lawyer.user.email);
    const { id } = await newSession(client);

    const count = await ask(client, id, 'How many open cases do I have?');
    expect(count.content).toBe('You have 1 open case.');
    const foreign = await ask(client, id, `What is the balance on case ${w.foreignCase.case_number}?`);
    expect(foreign.content).toBe(`I found no case matching “${w.foreignCase.case_number}” among your cases.`);
    expect(foreign.citations).toEqual([]);
    const clinicsOther = await ask(client, id, `What is the balance on case ${w.balanceCase.case_number}?`);
    expect(clinicsOther.content).toContain('I found no case matching');
    const own = await ask(client, id, `What is the balance on case ${w.lawyersCase.case_number}?`);
    expect(own.citations).toEqual([expect.objectContaining({ id: w.lawyersCase.id })]);
    const tasks = await ask(client, id, 'How many open tasks do I have?');
    expect(tasks.content).toBe('Tasks are the clinic’s internal work list; attorneys have none.');
  });
});

describe('AI chat: sessions belong to their owner', () => {
  it('creates, lists newest first and reads the caller’s sessions over GraphQL and REST', async () => {
    const w = await world();
    const client = await signedInClient(t.url, w.staff.email);
    const created = await client.rest<{ data: { id: number; caseNumber: string; title: string }; message: string }>(
      'POST',
      '/api/ai/chat/session',
      { sessionType: 'case_analysis', caseId: w.balanceCase.id },
    );
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Chat Session Created');
    expect(created.body.data).toMatchObject({
      caseNumber: w.balanceCase.case_number,
      title: `Case analysis: ${w.balanceCase.case_number}`,
    });
    const second = await newSession(client, { sessionType: 'documentation_help', title: 'Records for the demand' });

    const asked = await client.rest<{ data: { answer: Message } }>(
      'POST',
      `/api/ai/chat/sessions/${created.body.data.id}/messages`,
      {
        content: 'What is the balance on this case?',
      },
    );
    expect(asked.status).toBe(201);
    expect(asked.body.data.answer.content).toContain('$300.00');

    const list = await client.rest<{ data: { id: number }[] }>('GET', '/api/ai/chat/sessions');
    expect(list.body.data.map((session) => session.id)).toEqual([created.body.data.id, second.id]);
    const messages = await client.rest<{ data: Message[] }>(
      'GET',
      `/api/ai/chat/sessions/${created.body.data.id}/messages`,
    );
    expect(messages.body.data.map((message) => message.role)).toEqual(['user', 'assistant']);
  });

  it('another user’s session is missing, to a colleague as to anyone', async () => {
    const w = await world();
    const owner = await signedInClient(t.url, w.staff.email);
    const { id } = await newSession(owner);
    const colleague = await createUser(t.dataSource, { role: Role.clinic_admin, clinic_id: w.clinic.id });
    const client = await signedInClient(t.url, colleague.email);

    const read = await client.gql<{ aiChatSession: unknown }>(
      `query($id: Int!) { aiChatSession(id: $id) { session { id } } }`,
      { id },
    );
    expect(read.data!.aiChatSession).toBeNull();
    expect((await client.rest('GET', `/api/ai/chat/sessions/${id}/messages`)).status).toBe(404);
    const send = await client.rest<{ message: string }>('POST', `/api/ai/chat/sessions/${id}/messages`, {
      content: 'How many open cases do I have?',
    });
    expect(send).toMatchObject({ status: 404, body: { message: 'Chat session not found' } });
    const list = await client.rest<{ data: unknown[] }>('GET', '/api/ai/chat/sessions');
    expect(list.body.data).toEqual([]);
    const stored: { count: number }[] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM ai_chat_messages WHERE session_id = $1`,
      [id],
    );
    expect(stored[0].count).toBe(0);
  });

  it('refuses bad input with a message naming the problem, and stores nothing', async () => {
    const w = await world();
    const client = await signedInClient(t.url, w.staff.email);
    const { id } = await newSession(client);

    const empty = await client.rest<{ message: string }>('POST', `/api/ai/chat/sessions/${id}/messages`, {
      content: '   ',
    });
    expect(empty).toMatchObject({ status: 400, body: { message: 'Question is required' } });
    const long = await client.gql(sendMutation, { input: { sessionId: id, content: 'x'.repeat(2001) } });
    expect(long.errors?.[0].message).toBe('Question must be at most 2000 characters');
    const type = await client.rest<{ message: string }>('POST', '/api/ai/chat/session', { sessionType: 'gossip' });
    expect(type).toMatchObject({
      status: 400,
      body: { message: 'Session type must be one of general, case_analysis, documentation_help' },
    });
    const foreign = await client.rest<{ message: string }>('POST', '/api/ai/chat/session', {
      sessionType: 'case_analysis',
      caseId: w.foreignCase.id,
    });
    expect(foreign).toMatchObject({ status: 404, body: { message: 'Case not found' } });
    const noCase = await client.rest<{ message: string }>('POST', '/api/ai/chat/session', {
      sessionType: 'case_analysis',
    });
    expect(noCase).toMatchObject({ status: 400, body: { message: 'Choose the case this chat is about' } });

    const stored: { sessions: number; messages: number }[] = await t.dataSource.query(
      `SELECT count(DISTINCT s.id)::int AS sessions, count(m.id)::int AS messages
         FROM ai_chat_sessions s LEFT JOIN ai_chat_messages m ON m.session_id = s.id WHERE s.user_id = $1`,
      [w.staff.id],
    );
    expect(stored[0]).toEqual({ sessions: 1, messages: 0 });
  });

  it('the operator is refused: the chat answers from a clinic’s or an attorney’s own cases', async () => {
    const operator = await createUser(t.dataSource, { role: Role.super_admin });
    const client = await signedInClient(t.url, operator.email);
    const result = await client.gql(createMutation, { input: { sessionType: 'general' } });
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
