import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { TestClient } from '../../test/client';
import { createCase, createClinicWithUsers } from '../../test/factories';
import { field, nastyStrings, wildValue } from '../../test/faults/fuzz-values';
import {
  AnswerCheck,
  bodyOf,
  fuzzParameters,
  fuzzRuns,
  fuzzSeed,
  pathSegment,
  withExtras,
} from '../../test/faults/fuzz-run';
import { startTestApp, type TestApp } from '../../test/harness';
import { exampleQuestions } from '../ai-chat/builtin-chat-engine';

/**
 * Generated inputs (fixed seed) against the AI chat's writes and lists, over REST and GraphQL, signed in
 * as clinic staff: no answer is a server error or shows internals, and afterwards another user's chat is
 * untouched, every message is in one of the caller's own chats, and every chat made has its audit row.
 */
const seed = fuzzSeed;
const runsPerTarget = fuzzRuns(150);

let t: TestApp;
let ds: DataSource;
let staff: TestClient;
let staffId: string;
let clinicId: number;
let ownCaseId: number;
let otherCaseId: number;
let ownSessionId: number;
let otherSessionId: number;
let otherSnapshot: string;
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();

const snapshotOther = async () =>
  JSON.stringify(
    await ds.query(
      `SELECT (SELECT json_agg(x ORDER BY x.id) FROM ai_chat_sessions x WHERE x.id = $1) AS sessions,
              (SELECT json_agg(x ORDER BY x.id) FROM ai_chat_messages x WHERE x.session_id = $1) AS messages`,
      [otherSessionId],
    ),
  );

const sessionFor = async (userId: string) =>
  (
    (await ds.query(
      `INSERT INTO ai_chat_sessions (user_id, session_type, title) VALUES ($1, 'general', 'Fuzz') RETURNING id`,
      [userId],
    )) as { id: number }[]
  )[0].id;

beforeAll(async () => {
  t = await startTestApp({ AI_CHAT_MAX_QUESTIONS_PER_MINUTE: '1000000' });
  ds = t.dataSource;
  const own = await createClinicWithUsers(ds);
  const other = await createClinicWithUsers(ds);
  clinicId = own.clinic.id;
  staffId = own.staff.id;
  ownCaseId = (await createCase(ds, { clinicId })).id;
  otherCaseId = (await createCase(ds, { clinicId: other.clinic.id })).id;
  ownSessionId = await sessionFor(own.staff.id);
  otherSessionId = await sessionFor(own.admin.id);
  staff = new TestClient(t.url);
  await staff.login(own.staff.email);
  otherSnapshot = await snapshotOther();
});
afterAll(async () => {
  process.stdout.write(
    `fuzzed inputs per target (seed ${seed}, ${answers.total()} in all):\n${JSON.stringify(answers.counts, null, 1)}\n`,
  );
  await t?.close();
});

const sessionIds = () => field(fc.constantFrom(ownSessionId, otherSessionId, 999_999_999));
const questions = fc.oneof(
  fc.constantFrom(...exampleQuestions, 'balance of case CASE-', "what's the status of 's case", 'case of of of'),
  fc.string({ minLength: 1, maxLength: 2100 }),
  nastyStrings,
);
const sessionModel = () => ({
  sessionType: field(fc.constantFrom('general', 'case_analysis', 'documentation_help', 'gossip', '')),
  caseId: field(fc.constantFrom(ownCaseId, otherCaseId, 999_999_999, null)),
  title: field(fc.oneof(fc.string({ maxLength: 220 }), nastyStrings, fc.constant(null))),
});

const graphql = (target: string, query: string, variables: fc.Arbitrary<Record<string, unknown>>) =>
  fc.assert(
    fc.asyncProperty(variables, async (value) => {
      await answers.check(
        target,
        () => staff.request('POST', '/graphql', { body: JSON.stringify({ query, variables: value }) }),
        true,
      );
    }),
    fuzzOptions,
  );

describe('REST', () => {
  test('POST /api/ai/chat/session', () =>
    fc.assert(
      fc.asyncProperty(bodyOf(withExtras(sessionModel(), ['sessionType'], clinicId)), async (body) => {
        await answers.check(
          'POST /api/ai/chat/session',
          () => staff.request('POST', '/api/ai/chat/session', { body: JSON.stringify(body) ?? 'null' }),
          false,
        );
      }),
      fuzzOptions,
    ));

  test('POST /api/ai/chat/sessions/:id/messages', () =>
    fc.assert(
      fc.asyncProperty(sessionIds(), bodyOf(fc.record({ content: field(questions) })), async (id, body) => {
        await answers.check(
          'POST /api/ai/chat/sessions/:id/messages',
          () =>
            staff.request('POST', `/api/ai/chat/sessions/${pathSegment(id)}/messages`, {
              body: JSON.stringify(body) ?? 'null',
            }),
          false,
        );
      }),
      fuzzOptions,
    ));

  test('GET /api/ai/chat/sessions', () =>
    fc.assert(
      fc.asyncProperty(wildValue, wildValue, async (limit, cursor) => {
        const query = new URLSearchParams({ limit: String(limit), cursor: String(cursor) });
        await answers.check(
          'GET /api/ai/chat/sessions',
          () => staff.request('GET', `/api/ai/chat/sessions?${query}`),
          false,
        );
      }),
      fuzzOptions,
    ));
});

describe('GraphQL', () => {
  test('aiChatSessionCreate', () =>
    graphql(
      'aiChatSessionCreate',
      'mutation ($input: AiChatSessionCreateInput!) { aiChatSessionCreate(input: $input) { id } }',
      fc.record({ input: withExtras(sessionModel(), ['sessionType'], clinicId) }),
    ));

  test('aiChatSend', () =>
    graphql(
      'aiChatSend',
      'mutation ($input: AiChatSendInput!) { aiChatSend(input: $input) { answer { id content citations { path } } } }',
      fc.record({ input: fc.record({ sessionId: sessionIds(), content: field(questions) }) }),
    ));
});

describe('afterwards', () => {
  it("left another user's chat untouched", async () => {
    expect(await snapshotOther()).toBe(otherSnapshot);
  });

  it('holds messages only in the caller’s own chats, and audits every chat made', async () => {
    const [{ strays }] = (await ds.query(
      `SELECT count(*)::int AS strays FROM ai_chat_messages m JOIN ai_chat_sessions s ON s.id = m.session_id
        WHERE s.user_id <> $1 AND s.id = $2`,
      [staffId, otherSessionId],
    )) as { strays: number }[];
    expect(strays).toBe(0);
    const [{ unaudited }] = (await ds.query(
      `SELECT count(*)::int AS unaudited FROM ai_chat_sessions s
        WHERE s.user_id = $1 AND s.id <> $2
          AND NOT EXISTS (SELECT 1 FROM audit_logs a WHERE a.entity_type = 'ai_chat_session' AND a.entity_id = s.id::text AND a.action = 'create')`,
      [staffId, ownSessionId],
    )) as { unaudited: number }[];
    expect(unaudited).toBe(0);
    expect(
      answers.succeeded('aiChatSend') + answers.succeeded('POST /api/ai/chat/sessions/:id/messages'),
    ).toBeGreaterThan(0);
  });
});
