import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signedInClient, type TestClient } from '../../../test/client';
import { createCase, createClinicWithUsers, createPatient } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';

/**
 * The OpenAI-compatible path against a fake model on loopback: each test scripts the replies the fake
 * gives, in order, and reads the requests it received.
 */
interface Received {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string | null; tool_call_id?: string }[];
    tools?: unknown[];
  };
}
type Reply = (request: Received) => { status?: number; json?: unknown; delayMs?: number };

const apiKey = 'sk-test-do-not-leak-4242';
let script: Reply[] = [];
let received: Received[] = [];
let fake: http.Server;
let t: TestApp;

const toolCall = (id: string, name: string, args: unknown) => ({
  choices: [
    {
      message: {
        role: 'assistant',
        content: null,
        tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
      },
    },
  ],
});
const unscripted: Reply = () => ({ status: 500, json: { error: 'unscripted' } });
const finalText = (content: string) => ({ choices: [{ message: { role: 'assistant', content } }] });

beforeAll(async () => {
  fake = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const request: Received = { authorization: req.headers.authorization, body: JSON.parse(raw) as Received['body'] };
      received.push(request);
      const reply = (script.shift() ?? unscripted)(request);
      setTimeout(() => {
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.json ?? {}));
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  t = await startTestApp({
    AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    AI_API_KEY: apiKey,
    AI_MODEL: 'fake-gpt',
    AI_TIMEOUT_MS: '1000',
    AI_CHAT_MAX_QUESTIONS_PER_MINUTE: '3',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(() => {
  script = [];
  received = [];
});

const sendMutation = `mutation($input: AiChatSendInput!) {
  aiChatSend(input: $input) { answer { id content engine fallbackReason citations { type id path } } }
}`;

async function world() {
  const { clinic, staff } = await createClinicWithUsers(t.dataSource);
  const patient = await createPatient(t.dataSource, clinic.id, { first_name: 'Rosa', last_name: `Quill${clinic.id}` });
  const own = await createCase(t.dataSource, { clinicId: clinic.id, patientId: patient.id });
  const other = await createClinicWithUsers(t.dataSource);
  const secret = await createPatient(t.dataSource, other.clinic.id, {
    first_name: 'Secret',
    last_name: `Person${clinic.id}`,
  });
  const foreign = await createCase(t.dataSource, { clinicId: other.clinic.id, patientId: secret.id });
  const client = await signedInClient(t.url, staff.email);
  const session = await client.gql<{ aiChatSessionCreate: { id: number } }>(
    `mutation { aiChatSessionCreate(input: { sessionType: general }) { id } }`,
  );
  return { own, foreign, client, sessionId: session.data!.aiChatSessionCreate.id };
}

async function ask(client: TestClient, sessionId: number, content: string) {
  const result = await client.gql<{
    aiChatSend: {
      answer: {
        id: number;
        content: string;
        engine: string;
        fallbackReason: string | null;
        citations: { id: number }[];
      };
    };
  }>(sendMutation, { input: { sessionId, content } });
  expect(result.errors).toBeUndefined();
  return { answer: result.data!.aiChatSend.answer, raw: JSON.stringify(result) };
}

async function metadataOf(messageId: number) {
  const [row] = (await t.dataSource.query(`SELECT metadata FROM ai_chat_messages WHERE id = $1`, [messageId])) as {
    metadata: Record<string, unknown>;
  }[];
  return row.metadata;
}

describe('AI chat through an OpenAI-compatible model', () => {
  it('runs the model’s tool call under the caller’s scope, sends the result back and stores the answer with citations', async () => {
    const w = await world();
    script = [
      () => ({ json: toolCall('call_1', 'case_summary', { case: w.own.case_number }) }),
      () => ({ json: finalText('Rosa’s case is in active treatment with nothing owed.') }),
    ];
    const { answer, raw } = await ask(w.client, w.sessionId, 'How is Rosa doing?');

    expect(answer).toMatchObject({
      content: 'Rosa’s case is in active treatment with nothing owed.',
      engine: 'model',
      fallbackReason: null,
    });
    expect(answer.citations).toEqual([{ type: 'case', id: w.own.id, path: `/cases/${w.own.id}` }]);
    expect(received).toHaveLength(2);
    expect(received[0].authorization).toBe(`Bearer ${apiKey}`);
    expect(received[0].body.model).toBe('fake-gpt');
    expect(received[0].body.tools).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'function', function: expect.objectContaining({ name: 'case_summary' }) }),
      ]),
    );
    const toolMessage = received[1].body.messages.find((message) => message.role === 'tool')!;
    expect(toolMessage.tool_call_id).toBe('call_1');
    expect(JSON.parse(toolMessage.content!).facts).toMatchObject({
      caseNumber: w.own.case_number,
      ledgerBalance: '0.00',
    });
    expect(await metadataOf(answer.id)).toMatchObject({
      engine: 'model',
      model: 'fake-gpt',
      toolCalls: [{ name: 'case_summary', arguments: { case: w.own.case_number } }],
    });
    expect(raw).not.toContain(apiKey);
  });

  it('a model asking for another clinic’s case gets nothing of it', async () => {
    const w = await world();
    script = [
      () => ({ json: toolCall('call_x', 'case_summary', { case: w.foreign.case_number }) }),
      () => ({ json: finalText('I could not find that case.') }),
    ];
    const { answer } = await ask(w.client, w.sessionId, 'Tell me about that case');
    const sentBack = JSON.stringify(received[1].body.messages);
    expect(sentBack).toContain('I found no case matching');
    expect(sentBack).not.toContain('Secret');
    expect(answer.citations).toEqual([]);
  });

  it('tells the model when its arguments are wrong, and answers with what it says next', async () => {
    const w = await world();
    script = [
      () => ({ json: toolCall('call_3', 'count_appointments', { period: 'yesterday' }) }),
      () => ({ json: finalText('I can count appointments for today or this week.') }),
    ];
    const { answer } = await ask(w.client, w.sessionId, 'How many appointments yesterday?');
    const toolMessage = received[1].body.messages.find((message) => message.role === 'tool')!;
    expect(JSON.parse(toolMessage.content!)).toEqual({
      error: 'Invalid arguments: period must be one of today, this_week',
    });
    expect(answer).toMatchObject({ content: 'I can count appointments for today or this week.', engine: 'model' });
  });

  it('falls back to the built-in engine, and says so, when the model fails, times out or calls an unknown tool', async () => {
    const w = await world();
    script = [() => ({ status: 500, json: { error: { message: 'boom' } } })];
    const failed = await ask(w.client, w.sessionId, 'How many open cases do I have?');
    expect(failed.answer).toMatchObject({
      content: 'You have 1 open case.',
      engine: 'builtin',
      fallbackReason: 'the model answered with HTTP 500',
    });

    script = [() => ({ json: toolCall('call_2', 'drop_tables', {}) })];
    const unknown = await ask(w.client, w.sessionId, 'How many open cases do I have?');
    expect(unknown.answer).toMatchObject({
      engine: 'builtin',
      fallbackReason: 'the model called an unknown tool "drop_tables"',
    });

    script = [() => ({ json: finalText('too late'), delayMs: 1500 })];
    const slow = await ask(w.client, w.sessionId, 'How many open cases do I have?');
    expect(slow.answer).toMatchObject({ engine: 'builtin', fallbackReason: 'the model did not answer within 1000 ms' });
    expect(t.logs.join('\n')).not.toContain(apiKey);
  });

  it('limits the questions one user asks per minute', async () => {
    const w = await world();
    script = [1, 2, 3].map(() => () => ({ json: finalText('ok') }));
    for (let i = 0; i < 3; i += 1) await ask(w.client, w.sessionId, 'hello');
    const fourth = await w.client.rest<{ message: string }>('POST', `/api/ai/chat/sessions/${w.sessionId}/messages`, {
      content: 'hello',
    });
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toMatch(/^Too many questions to the assistant\. Please wait 1 minute/);
  });

  it('names the configured model as the engine', async () => {
    const w = await world();
    const engine = await w.client.gql<{ aiChatEngine: { kind: string; name: string } }>(
      `{ aiChatEngine { kind name } }`,
    );
    expect(engine.data!.aiChatEngine).toEqual({ kind: 'model', name: 'fake-gpt' });
  });
});
