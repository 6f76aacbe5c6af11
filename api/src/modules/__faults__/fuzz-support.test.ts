import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { Role } from '../../platform/access/role';
import { TestClient } from '../../test/client';
import { createClinicWithUsers, createUser } from '../../test/factories';
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

/**
 * Generated inputs (fixed seed) against every write of the support desk and the Logs search, as a
 * clinic's staff member (the requester) and as the operator (the desk): no answer is a server error
 * or shows internals; afterwards another clinic's ticket is untouched, every ticket keeps a valid
 * status, SLA deadlines and its number, and no requester ever wrote an internal note.
 */
const seed = fuzzSeed;
const runsPerTarget = fuzzRuns(150);

let t: TestApp;
let ds: DataSource;
let staff: TestClient;
let operator: TestClient;
let clinicId: number;
let otherClinicId: number;
let ownTicketIds: number[];
let otherTicketId: number;
let otherSnapshot: string;
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();

const open = async (client: TestClient, subject: string) => {
  const result = await client.gql<{ supportTicketCreate: { id: number } }>(
    `mutation($input: SupportTicketCreateInput!) { supportTicketCreate(input: $input) { id } }`,
    { input: { subject, description: 'Fuzz', category: 'technical' } },
  );
  return result.data!.supportTicketCreate.id;
};

const snapshotOther = async () =>
  JSON.stringify(
    await ds.query(
      `SELECT json_agg(x ORDER BY x.id) AS tickets,
              (SELECT json_agg(m ORDER BY m.id) FROM ticket_messages m WHERE m.ticket_id = $1) AS messages
         FROM support_tickets x WHERE x.id = $1`,
      [otherTicketId],
    ),
  );

beforeAll(async () => {
  t = await startTestApp();
  ds = t.dataSource;
  const own = await createClinicWithUsers(ds);
  const other = await createClinicWithUsers(ds);
  clinicId = own.clinic.id;
  otherClinicId = other.clinic.id;
  staff = new TestClient(t.url);
  await staff.login(own.staff.email);
  operator = new TestClient(t.url);
  await operator.login((await createUser(ds, { role: Role.super_admin })).email);
  const otherStaff = new TestClient(t.url);
  await otherStaff.login(other.staff.email);
  ownTicketIds = [await open(staff, 'Fuzz one'), await open(staff, 'Fuzz two')];
  otherTicketId = await open(otherStaff, 'Other clinic');
  otherSnapshot = await snapshotOther();
}, 60_000);
afterAll(async () => {
  process.stdout.write(
    `fuzzed inputs per target (seed ${seed}, ${answers.total()} in all):\n${JSON.stringify(answers.counts, null, 1)}\n`,
  );
  await t?.close();
});

const text = (max: number) => fc.oneof(fc.string({ minLength: 1, maxLength: max }), nastyStrings);
const idChoices = () => fc.oneof(fc.constantFrom(...ownTicketIds, otherTicketId, 999_999_999), wildValue);
/** The desk may work every ticket: its writes aim at this clinic's tickets and missing ones. */
const deskIdChoices = () => fc.oneof(fc.constantFrom(...ownTicketIds, 999_999_999), wildValue);

const createModel = () => ({
  subject: field(text(220)),
  description: field(text(300)),
  category: field(fc.constantFrom('technical', 'billing', 'account', 'data', 'feature_request', 'other', 'x')),
  priority: field(fc.constantFrom('low', 'normal', 'high', 'urgent', 'critical')),
  requesterUserId: field(fc.constantFrom(null, '00000000-0000-0000-0000-000000000000', 'me')),
  tags: field(fc.array(text(40), { maxLength: 12 })),
});

const graphql = (
  client: () => TestClient,
  target: string,
  query: string,
  variables: fc.Arbitrary<Record<string, unknown>>,
) =>
  fc.assert(
    fc.asyncProperty(variables, async (value) => {
      await answers.check(
        target,
        () => client().request('POST', '/graphql', { body: JSON.stringify({ query, variables: value }) }),
        true,
      );
    }),
    fuzzOptions,
  );

describe('REST', () => {
  test('POST /api/support/tickets', () =>
    fc.assert(
      fc.asyncProperty(bodyOf(withExtras(createModel(), ['subject'], otherClinicId)), async (body) => {
        await answers.check(
          'POST /api/support/tickets',
          () => staff.request('POST', '/api/support/tickets', { body: JSON.stringify(body) ?? 'null' }),
          false,
        );
      }),
      fuzzOptions,
    ));

  test('POST /api/support/tickets/:id/messages', () =>
    fc.assert(
      fc.asyncProperty(
        idChoices(),
        bodyOf(fc.record({ message: field(text(300)), isInternal: field(fc.boolean()) })),
        async (id, body) => {
          await answers.check(
            'POST /api/support/tickets/:id/messages',
            () =>
              staff.request('POST', `/api/support/tickets/${pathSegment(id)}/messages`, {
                body: JSON.stringify(body) ?? 'null',
              }),
            false,
          );
        },
      ),
      fuzzOptions,
    ));

  test('GET /api/support/tickets', () =>
    fc.assert(
      fc.asyncProperty(wildValue, wildValue, async (a, b) => {
        const query = new URLSearchParams({ status: String(a), after: String(b), limit: String(a) });
        await answers.check(
          'GET /api/support/tickets',
          () => staff.request('GET', `/api/support/tickets?${query}`),
          false,
        );
      }),
      fuzzOptions,
    ));
});

describe('GraphQL', () => {
  test('supportTicketCreate, as requester and as the desk', async () => {
    for (const [who, client] of [
      ['staff', () => staff],
      ['operator', () => operator],
    ] as const)
      await graphql(
        client,
        `supportTicketCreate (${who})`,
        'mutation($input: SupportTicketCreateInput!) { supportTicketCreate(input: $input) { id } }',
        fc.record({ input: fc.record(createModel(), { requiredKeys: [] }) }),
      );
  });

  test('supportTicketReply, supportTicketUpdate, supportTicketRate', async () => {
    const reply = fc.record({
      input: fc.record(
        {
          ticketId: idChoices(),
          message: field(text(300)),
          isInternal: field(fc.boolean()),
          templateId: field(fc.constantFrom(null, 999_999_999)),
          status: field(fc.constantFrom('open', 'pending', 'resolved', 'closed', 'gone')),
        },
        { requiredKeys: [] },
      ),
    });
    const deskReply = reply.map((value) => ({
      input: {
        ...value.input,
        ticketId: ownTicketIds.includes(value.input.ticketId as number) ? value.input.ticketId : 999_999_999,
      },
    }));
    const query = 'mutation($input: TicketReplyInput!) { supportTicketReply(input: $input) { id } }';
    await graphql(() => staff, 'supportTicketReply (staff)', query, reply);
    await graphql(() => operator, 'supportTicketReply (operator)', query, deskReply);
    await graphql(
      () => operator,
      'supportTicketUpdate',
      'mutation($input: SupportTicketUpdateInput!) { supportTicketUpdate(input: $input) { id } }',
      fc.record({
        input: fc.record(
          {
            ticketId: deskIdChoices(),
            status: field(fc.constantFrom('open', 'pending', 'resolved', 'closed')),
            priority: field(fc.constantFrom('low', 'urgent', 'none')),
            category: field(fc.constantFrom('billing', 'nope')),
            assignedToId: field(fc.constantFrom('', '00000000-0000-0000-0000-000000000000', 'x')),
            tags: field(fc.array(text(40), { maxLength: 12 })),
            resolution: field(text(300)),
            internalNotes: field(text(300)),
          },
          { requiredKeys: [] },
        ),
      }),
    );
    await graphql(
      () => staff,
      'supportTicketRate',
      'mutation($input: TicketRatingInput!) { supportTicketRate(input: $input) { id } }',
      fc.record({
        input: fc.record(
          { ticketId: idChoices(), rating: field(fc.integer({ min: -2, max: 8 })), comment: field(text(300)) },
          { requiredKeys: [] },
        ),
      }),
    );
  });

  test('ticketTemplateSave, supportPatientLookup, systemLogs', async () => {
    await graphql(
      () => operator,
      'ticketTemplateSave',
      'mutation($input: TicketTemplateInput!, $id: Int) { ticketTemplateSave(input: $input, id: $id) { id } }',
      fc.record({
        id: field(fc.constantFrom(null, 999_999_999)),
        input: fc.record(
          {
            templateName: field(text(130)),
            category: field(fc.constantFrom(null, 'billing', 'x')),
            subject: field(text(220)),
            message: field(text(300)),
            tags: field(fc.array(text(40), { maxLength: 12 })),
            isActive: field(fc.boolean()),
          },
          { requiredKeys: [] },
        ),
      }),
    );
    await graphql(
      () => operator,
      'supportPatientLookup',
      'mutation($input: SupportPatientLookupInput!) { supportPatientLookup(input: $input) { id } }',
      fc.record({
        input: fc.record(
          { ticketId: deskIdChoices(), reason: field(text(600)), search: field(text(120)) },
          { requiredKeys: [] },
        ),
      }),
    );
    await graphql(
      () => operator,
      'systemLogs',
      'query($f: SystemLogFilter, $after: String, $first: Int) { systemLogs(filter: $f, after: $after, first: $first) { nodes { id } } }',
      fc.record({
        f: fc.record(
          {
            level: field(fc.constantFrom('warn', 'error', 'info')),
            source: field(text(50)),
            search: field(text(250)),
            // Only valid values: an error naming this field reads like a masked error's correlation id to the checker.
            correlationId: fc.constantFrom('req-1', 'demo-graphql-123456', ''),
            from: field(fc.constantFrom('2026-01-01T00:00:00Z', '2026-13-01T00:00:00Z', 'now')),
            to: field(fc.constantFrom('2025-01-01T00:00:00Z', '2027-01-01T00:00:00+01:00')),
          },
          { requiredKeys: [] },
        ),
        after: wildValue,
        first: wildValue,
      }),
    );
  });
});

test('afterwards: another clinic untouched, every ticket valid, no requester wrote an internal note', async () => {
  expect(await snapshotOther()).toBe(otherSnapshot);
  const bad = (await ds.query(
    `SELECT id FROM support_tickets
      WHERE clinic_id = $1
        AND (ticket_number !~ '^CB-[0-9]{6,}$' OR status NOT IN ('open', 'pending', 'resolved', 'closed')
             OR first_response_due_at > sla_deadline OR (status = 'pending') <> (paused_at IS NOT NULL))`,
    [clinicId],
  )) as unknown[];
  expect(bad).toEqual([]);
  const notes = (await ds.query(
    `SELECT m.id FROM ticket_messages m JOIN support_tickets t ON t.id = m.ticket_id
      WHERE t.clinic_id = $1 AND m.is_internal AND m.sender_type <> 'agent'`,
    [clinicId],
  )) as unknown[];
  expect(notes).toEqual([]);
});
