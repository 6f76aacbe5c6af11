import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { Role } from '../../platform/access/role';
import { TestClient } from '../../test/client';
import {
  createAttorney,
  createAttorneyUser,
  createBillingEntry,
  createCase,
  createClinic,
  createClinicWithUsers,
  createPatient,
  createUser,
} from '../../test/factories';
import { billsChargedAgainstTheRule } from '../../test/faults/audit-completeness';
import { field, validMoney, validName, validPastDate } from '../../test/faults/fuzz-values';
import {
  AnswerCheck,
  bodyOf,
  fuzzParameters,
  fuzzRuns,
  fuzzSeed,
  withExtras as withTenantExtras,
  pathSegment,
} from '../../test/faults/fuzz-run';
import { startTestApp, type TestApp } from '../../test/harness';

/**
 * Thousands of generated inputs (fixed seed) against every bill, ledger and message write, over REST and
 * GraphQL, signed in as clinic staff (and, for the attorney's side of the ledger, as the case's attorney):
 * no answer is a server error or shows internals, and afterwards another clinic's rows are untouched, every
 * bill, posting, request and message is in its case's clinic, each ledger's balance is its postings' sum and
 * no reduction or write-off took a balance below zero, and every created row has its audit row.
 */
const seed = fuzzSeed;
const runsPerTarget = fuzzRuns(500);

let t: TestApp;
let ds: DataSource;
let staff: TestClient;
let attorney: TestClient;
let clinicId: number;
let otherClinicId: number;
/** Own cases with the signed-in attorney; the last one is the only one ledgerClose may reach. */
let ownCaseIds: number[];
let closeCaseId: number;
let otherCaseId: number;
let ownBillIds: number[];
let otherBillId: number;
let otherRequestId: number;
let otherMessageId: number;
let csrfToken: string;
let otherClinicSnapshot: string;
let startedAt: Date;
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();
const counts = answers.counts;

async function snapshotOtherClinic(): Promise<string> {
  const rows = await ds.query(
    `SELECT (SELECT json_agg(x ORDER BY x.id) FROM cases x WHERE x.clinic_id = $1) AS cases,
            (SELECT json_agg(x ORDER BY x.id) FROM billing x WHERE x.clinic_id = $1) AS billing,
            (SELECT json_agg(x ORDER BY x.id) FROM case_ledger_entries x WHERE x.clinic_id = $1) AS ledger,
            (SELECT json_agg(x ORDER BY x.id) FROM bill_reduction_requests x WHERE x.clinic_id = $1) AS requests,
            (SELECT json_agg(x ORDER BY x.id) FROM bill_reductions x WHERE x.clinic_id = $1) AS reductions,
            (SELECT json_agg(x ORDER BY x.id) FROM messages x WHERE x.clinic_id = $1) AS messages,
            (SELECT json_agg(x ORDER BY x.id) FROM audit_logs x WHERE x.clinic_id = $1) AS audit`,
    [otherClinicId],
  );
  return JSON.stringify(rows[0]);
}

beforeAll(async () => {
  t = await startTestApp();
  ds = t.dataSource;
  const own = await createClinicWithUsers(ds, { subscription_plan: 'enterprise' });
  clinicId = own.clinic.id;
  const other = await createClinic(ds);
  otherClinicId = other.id;
  const otherStaff = await createUser(ds, { role: Role.clinic_staff, clinic_id: otherClinicId });
  const signedIn = await createAttorneyUser(ds);
  const ownPatientId = (await createPatient(ds, clinicId)).id;
  ownCaseIds = [];
  for (let i = 0; i < 3; i += 1)
    ownCaseIds.push((await createCase(ds, { clinicId, patientId: ownPatientId, attorneyId: signedIn.attorney.id })).id);
  closeCaseId = ownCaseIds[2];
  // The other clinic's case has another attorney: nobody signed in here may touch it.
  const otherPatientId = (await createPatient(ds, otherClinicId)).id;
  otherCaseId = (
    await createCase(ds, {
      clinicId: otherClinicId,
      patientId: otherPatientId,
      attorneyId: (await createAttorney(ds)).id,
    })
  ).id;
  otherBillId = (
    (await createBillingEntry(ds, { clinicId: otherClinicId, caseId: otherCaseId, status: 'submitted' })) as {
      id: number;
    }
  ).id;
  await ds.query(
    `INSERT INTO case_ledger_entries (case_id, clinic_id, kind, amount, description, billing_id)
     VALUES ($1, $2, 'charge', 100, 'Charge', $3)`,
    [otherCaseId, otherClinicId, otherBillId],
  );
  [{ id: otherRequestId }] = await ds.query(
    `INSERT INTO bill_reduction_requests (case_id, clinic_id, original_amount, requested_amount, reason)
     VALUES ($1, $2, 100, 80, 'Limits') RETURNING id`,
    [otherCaseId, otherClinicId],
  );
  [{ id: otherMessageId }] = await ds.query(
    `INSERT INTO messages (case_id, clinic_id, sender_id, subject, content) VALUES ($1, $2, $3, 'Hi', 'Hello') RETURNING id`,
    [otherCaseId, otherClinicId, otherStaff.id],
  );

  staff = new TestClient(t.url);
  await staff.login(own.staff.email);
  attorney = new TestClient(t.url);
  await attorney.login(signedIn.user.email);
  const read = await staff.request('GET', `/api/patients/${ownPatientId}`);
  csrfToken = read.headers.get('x-csrf-token') ?? '';
  expect(csrfToken).not.toBe('');
  // A submitted bill, so a charge, on every own case: reductions have a balance to reduce.
  ownBillIds = [];
  for (const caseId of ownCaseIds) ownBillIds.push(await submittedBill(caseId, '5000.00', 'Initial visit'));
  otherClinicSnapshot = await snapshotOtherClinic();
  startedAt = new Date();
});
afterAll(async () => {
  const total = answers.total();
  process.stdout.write(
    `fuzzed inputs per target (seed ${seed}, ${total} in all):\n${JSON.stringify(counts, null, 1)}\n`,
  );
  await t?.close();
});

/** Sends one request and checks the answer is not a server error and shows no internals. */
const check = (target: string, send: () => Promise<Response>, isGraphql: boolean) =>
  answers.check(target, send, isGraphql);

const clients = { staff: () => staff, attorney: () => attorney };
type Who = keyof typeof clients;

/** The own case ids ledger writes may reach (never closeCaseId, so the ledgers stay open while fuzzed). */
const openCaseIds = () => field(fc.constantFrom(...ownCaseIds.slice(0, 2), otherCaseId));

/** A pick among ids known only while the run goes on (bills and requests created by earlier inputs). */
const pick = () => field(fc.nat(9).map((index) => ({ pick: index })));
const resolvePick = (value: unknown, pool: number[]) =>
  value !== null && typeof value === 'object' && 'pick' in value && Object.keys(value).length === 1
    ? pool[(value as { pick: number }).pick % pool.length]
    : value;
async function recentIds(table: 'billing' | 'bill_reduction_requests', foreignId: number): Promise<number[]> {
  const rows = (await ds.query(`SELECT id FROM ${table} WHERE clinic_id = $1 ORDER BY id DESC LIMIT 6`, [
    clinicId,
  ])) as { id: number }[];
  return [...rows.map((row) => row.id), foreignId, 999_999_999];
}

const restWrite = (target: string, method: string, path: (value: unknown) => string, body: fc.Arbitrary<unknown>) =>
  fc.assert(
    fc.asyncProperty(body, async (value) => {
      await check(
        target,
        () =>
          staff.request(method, path(value), {
            body: JSON.stringify(value) ?? 'null',
            headers: { 'x-csrf-token': csrfToken },
          }),
        false,
      );
    }),
    fuzzOptions,
  );

const graphql = (
  target: string,
  query: string,
  variables: fc.Arbitrary<Record<string, unknown>>,
  who: fc.Arbitrary<Who> = fc.constant('staff'),
  prepare: (value: Record<string, unknown>) => Promise<Record<string, unknown>> = async (value) => value,
) =>
  fc.assert(
    fc.asyncProperty(variables, who, async (value, as) => {
      const sent = await prepare(value);
      await check(
        target,
        () => clients[as]().request('POST', '/graphql', { body: JSON.stringify({ query, variables: sent }) }),
        true,
      );
    }),
    fuzzOptions,
  );

const withExtras = (model: Record<string, fc.Arbitrary<unknown>>, required: string[]) =>
  withTenantExtras(model, required, otherClinicId);

/** Money as a client sends it: usually plain, sometimes odd (too many decimals, negative, huge). */
const money = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 500_000 }).map((cents) => (cents / 100).toFixed(2)), weight: 6 },
  { arbitrary: validMoney, weight: 1 },
  { arbitrary: fc.constantFrom('-5.00', '0.001', '1e3', '12.345', '999999999999.99', ' 10 ', '10,00'), weight: 1 },
);
const billingStatuses = fc.constantFrom('pending', 'submitted', 'paid', 'denied');
const paymentMethods = fc.constantFrom('ach', 'cash', 'check', 'credit_card', 'insurance', 'other', 'settlement');
const recipientTypes = fc.constantFrom('attorney', 'clinic', 'insurance', 'internal', 'patient');
const billCreateModel = () => ({
  caseId: openCaseIds(),
  amount: field(money),
  description: field(validName),
  dueDate: field(validPastDate),
  status: field(fc.constantFrom('pending', 'pending', 'paid')),
});
/** Usually a consistent move (payment facts only with paid), sometimes any mix. */
const statusChangeModel = () => ({
  status: field(billingStatuses),
  paymentMethod: field(paymentMethods),
  paidDate: field(validPastDate),
});
const statusChangeBody = (extra: Record<string, fc.Arbitrary<unknown>>, required: string[]) =>
  fc.oneof(
    {
      arbitrary: withExtras({ ...extra, status: fc.constantFrom('pending', 'submitted', 'denied') }, required),
      weight: 3,
    },
    {
      arbitrary: withExtras(
        { ...extra, status: fc.constant('paid'), paymentMethod: paymentMethods, paidDate: validPastDate },
        [...required, 'paymentMethod'],
      ),
      weight: 2,
    },
    { arbitrary: withExtras({ ...extra, ...statusChangeModel() }, required), weight: 1 },
  );
const messageModel = () => ({
  caseId: openCaseIds(),
  subject: field(validName),
  content: field(validName),
  recipientType: field(recipientTypes),
  parentMessageId: field(fc.constantFrom(otherMessageId, 1, 999_999_999)),
});

const resolveBill = async (value: Record<string, unknown>) => {
  const input = value.input as Record<string, unknown> | null;
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return value;
  return { ...value, input: { ...input, id: resolvePick(input.id, await recentIds('billing', otherBillId)) } };
};
const resolveRequest = async (value: Record<string, unknown>) => {
  const input = value.input as Record<string, unknown> | null;
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return value;
  return {
    ...value,
    input: {
      ...input,
      requestId: resolvePick(input.requestId, await recentIds('bill_reduction_requests', otherRequestId)),
    },
  };
};

describe('REST writes', () => {
  test('POST /api/v1/billing', () =>
    restWrite(
      'POST /api/v1/billing',
      'POST',
      () => '/api/v1/billing',
      bodyOf(withExtras(billCreateModel(), ['caseId', 'amount'])),
    ));

  test('PATCH /api/v1/billing/:id/status', async () => {
    let pool = await recentIds('billing', otherBillId);
    let calls = 0;
    return fc.assert(
      fc.asyncProperty(field(fc.nat(9)), bodyOf(statusChangeBody({}, ['status'])), async (index, body) => {
        if (calls++ % 20 === 0) pool = await recentIds('billing', otherBillId);
        const id =
          typeof index === 'number' && Number.isInteger(index) && index >= 0 ? pool[index % pool.length] : index;
        await check(
          'PATCH /api/v1/billing/:id/status',
          () =>
            staff.request('PATCH', `/api/v1/billing/${pathSegment(id)}/status`, {
              body: JSON.stringify(body) ?? 'null',
              headers: { 'x-csrf-token': csrfToken },
            }),
          false,
        );
      }),
      fuzzOptions,
    );
  });

  test('POST /api/messages', () =>
    restWrite(
      'POST /api/messages',
      'POST',
      () => '/api/messages',
      bodyOf(withExtras(messageModel(), ['caseId', 'subject', 'content'])),
    ));
});

describe('the 5xx this fuzzing found, fixed: each input is now a clear 400 naming its field', () => {
  const send = async (path: string, body: Record<string, unknown>) => {
    const response = await staff.request('POST', path, {
      body: JSON.stringify({ ...body, caseId: body.caseId ?? ownCaseIds[0] }),
      headers: { 'x-csrf-token': csrfToken },
    });
    return { status: response.status, text: await response.text() };
  };
  // Was: POST /api/v1/billing passed dueDate to PostgreSQL unchecked, whose date parse error was a 500.
  it.each([['\u000e'], ['2023-02-30'], [5], ['yesterday']])('POST /api/v1/billing with dueDate %j', async (dueDate) => {
    const answer = await send('/api/v1/billing', { amount: '1.00', dueDate });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('Due date must be a date (YYYY-MM-DD)');
  });
  // Was: REST ids were not bounded to PostgreSQL's integer; "out of range for type integer" was a 500.
  it.each([
    ['/api/v1/billing', { caseId: 2 ** 40, amount: '1.00' }, 'Case must be chosen from the list'],
    [
      '/api/messages',
      { caseId: Number.MAX_SAFE_INTEGER, subject: '!', content: '!' },
      'Case must be chosen from the list',
    ],
    ['/api/messages', { subject: '!', content: '!', parentMessageId: 2 ** 31 }, 'Reply must refer to a message'],
  ])('POST %s with an id beyond the database integer', async (path, body, message) => {
    const answer = await send(path, body as Record<string, unknown>);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(message);
  });
});

/** A bill raised and submitted by staff: its charge is on the case's ledger (a pending draft's is not). */
async function submittedBill(caseId: number, amount: string, description: string): Promise<number> {
  const created = await staff.gql<{ billingEntryCreate: { id: number } }>(
    'mutation ($input: BillingEntryCreateInput!) { billingEntryCreate(input: $input) { id } }',
    { input: { caseId, amount, description } },
  );
  expect(created.errors).toBeUndefined();
  const id = created.data!.billingEntryCreate.id;
  const submitted = await staff.gql(
    'mutation ($id: Int!) { billingStatusChange(input: { id: $id, status: submitted }) { id } }',
    { id },
  );
  expect(submitted.errors).toBeUndefined();
  return id;
}

describe('GraphQL mutations', () => {
  test('billingEntryCreate', () =>
    graphql(
      'billingEntryCreate',
      'mutation ($input: BillingEntryCreateInput!) { billingEntryCreate(input: $input) { id status amount } }',
      fc.record({ input: bodyOf(withExtras(billCreateModel(), ['caseId', 'amount'])) }),
    ));

  test('billingStatusChange', () =>
    graphql(
      'billingStatusChange',
      'mutation ($input: BillingStatusChangeInput!) { billingStatusChange(input: $input) { id status } }',
      fc.record({ input: bodyOf(statusChangeBody({ id: pick() }, ['id', 'status'])) }),
      fc.constant('staff'),
      resolveBill,
    ));

  test('ledgerPaymentRecord', () =>
    graphql(
      'ledgerPaymentRecord',
      'mutation ($input: LedgerPaymentInput!) { ledgerPaymentRecord(input: $input) { caseId balance } }',
      fc.record({
        input: bodyOf(
          withExtras(
            {
              caseId: openCaseIds(),
              amount: field(money),
              paymentMethod: field(paymentMethods),
              receivedDate: field(validPastDate),
              reference: field(validName),
            },
            ['caseId', 'amount', 'paymentMethod', 'receivedDate'],
          ),
        ),
      }),
    ));

  test('reductionRequest and reductionRespond, interleaved (the attorney and staff)', async () => {
    // Fuzzed payments may have overpaid the ledgers, by hundreds of millions since fuzzed drafts are not
    // charged: submitted bills give the requests a balance to reduce.
    const shortOfAMillion = async (caseId: number) =>
      (
        (await ds.query(
          `SELECT coalesce(sum(CASE WHEN kind = 'charge' THEN amount ELSE -amount END), 0) < 1000000 AS short
             FROM case_ledger_entries WHERE case_id = $1`,
          [caseId],
        )) as { short: boolean }[]
      )[0].short;
    for (const caseId of ownCaseIds.slice(0, 2))
      while (await shortOfAMillion(caseId)) await submittedBill(caseId, '99999999.99', 'Surgery');
    const requestQuery =
      'mutation ($input: ReductionRequestInput!) { reductionRequest(input: $input) { caseId balance } }';
    const respondQuery =
      'mutation ($input: ReductionRespondInput!) { reductionRespond(input: $input) { caseId balance } }';
    const requestVariables = fc.record({
      input: bodyOf(
        fc.oneof(
          {
            arbitrary: withExtras(
              {
                caseId: openCaseIds(),
                percentage: field(fc.constantFrom('10', '25.5', '99.99', '0.01')),
                reason: field(validName),
              },
              ['caseId', 'percentage', 'reason'],
            ),
            weight: 2,
          },
          {
            arbitrary: withExtras({ caseId: openCaseIds(), reductionAmount: field(money), reason: field(validName) }, [
              'caseId',
              'reductionAmount',
              'reason',
            ]),
            weight: 2,
          },
          {
            arbitrary: withExtras(
              {
                caseId: openCaseIds(),
                percentage: field(fc.constantFrom('10', '25.5', '99.99', '0.01', '0', '100', '-1', '33.333')),
                reductionAmount: field(money),
                reason: field(validName),
              },
              ['caseId', 'reason'],
            ),
            weight: 1,
          },
        ),
      ),
    });
    const respondVariables = fc.record({
      input: bodyOf(
        withExtras(
          {
            requestId: fc.oneof({ arbitrary: fc.constant({ pick: 0 }), weight: 2 }, { arbitrary: pick(), weight: 1 }),
            action: field(fc.constantFrom('accept', 'counter', 'reject', 'withdraw')),
            counterAmount: field(money),
            notes: field(validName),
          },
          ['requestId', 'action'],
        ),
      ),
    });
    return fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.tuple(
            fc.constant('reductionRequest'),
            requestVariables,
            fc.constantFrom<Who>('attorney', 'attorney', 'staff'),
          ),
          fc.tuple(fc.constant('reductionRespond'), respondVariables, fc.constantFrom<Who>('staff', 'attorney')),
        ),
        async ([target, variables, as]) => {
          const sent = target === 'reductionRespond' ? await resolveRequest(variables) : variables;
          await check(
            target,
            () =>
              clients[as]().request('POST', '/graphql', {
                body: JSON.stringify({
                  query: target === 'reductionRespond' ? respondQuery : requestQuery,
                  variables: sent,
                }),
              }),
            true,
          );
        },
      ),
      { ...fuzzOptions, numRuns: 2 * runsPerTarget },
    );
  });

  test('settlementRecord (the attorney, sometimes staff)', () =>
    graphql(
      'settlementRecord',
      'mutation ($input: SettlementRecordInput!) { settlementRecord(input: $input) { caseId settlementAmount } }',
      fc.record({
        input: bodyOf(
          withExtras({ caseId: openCaseIds(), settlementAmount: field(money), settlementDate: field(validPastDate) }, [
            'caseId',
            'settlementAmount',
            'settlementDate',
          ]),
        ),
      }),
      fc.constantFrom<Who>('attorney', 'attorney', 'attorney', 'staff'),
    ));

  test('messageSend (staff and the attorney)', () =>
    graphql(
      'messageSend',
      'mutation ($input: MessageSendInput!) { messageSend(input: $input) { id } }',
      fc.record({ input: bodyOf(withExtras(messageModel(), ['caseId', 'subject', 'content'])) }),
      fc.constantFrom<Who>('staff', 'attorney'),
    ));

  test('messagesMarkAllRead (staff and the attorney)', () =>
    graphql(
      'messagesMarkAllRead',
      'mutation ($caseId: Int) { messagesMarkAllRead(caseId: $caseId) }',
      fc.record({ caseId: openCaseIds() }, { requiredKeys: [] }),
      fc.constantFrom<Who>('staff', 'attorney'),
    ));

  test('messages and messageConversations filters (staff and the attorney)', () =>
    graphql(
      'message filters',
      `
        query ($filter: MessageFilter) {
          messages(filter: $filter, first: 5) {
            nodes {
              id
            }
          }
          messageConversations(filter: $filter, first: 5) {
            nodes {
              caseId
            }
          }
        }
      `,
      fc.record({ filter: bodyOf(withExtras({ search: field(validName), unread: field(fc.boolean()) }, [])) }),
      fc.constantFrom<Who>('staff', 'attorney'),
    ));

  test('ledgerClose (last: afterwards nothing may be posted to the closed ledger)', async () => {
    await graphql(
      'ledgerClose',
      'mutation ($input: LedgerCloseInput!) { ledgerClose(input: $input) { caseId balance closedAt } }',
      fc.record({
        input: bodyOf(
          withExtras({ caseId: field(fc.constantFrom(closeCaseId, otherCaseId)), notes: field(validName) }, ['caseId']),
        ),
      }),
      fc.constantFrom<Who>('staff', 'staff', 'staff', 'attorney'),
    );
    // Posting to the closed ledger is refused, not a server error.
    const after = await staff.gql(
      'mutation ($input: LedgerPaymentInput!) { ledgerPaymentRecord(input: $input) { caseId } }',
      { input: { caseId: closeCaseId, amount: '1.00', paymentMethod: 'cash', receivedDate: '2024-01-02' } },
    );
    expect(after.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});

describe('invariants after the run', () => {
  test('some writes succeeded on every target that can succeed (the fuzzing reached the database)', () => {
    const ok = (target: string) => answers.succeeded(target);
    for (const target of ['POST /api/v1/billing', 'POST /api/messages', 'PATCH /api/v1/billing/:id/status'])
      expect({ target, ok: ok(target) > 0 }).toEqual({ target, ok: true });
  });

  test('GraphQL writes reached the database: bills, payments, requests, reductions, settlements, messages, a close', async () => {
    const [row] = await ds.query(
      `SELECT
         (SELECT count(*) FROM billing WHERE clinic_id = $1 AND created_at >= $2)::int AS bills,
         (SELECT count(*) FROM case_ledger_entries WHERE clinic_id = $1 AND created_at >= $2 AND kind = 'payment')::int AS payments,
         (SELECT count(*) FROM bill_reduction_requests WHERE clinic_id = $1 AND created_at >= $2)::int AS requests,
         (SELECT count(*) FROM case_ledger_entries WHERE clinic_id = $1 AND created_at >= $2 AND kind = 'reduction')::int AS reductions,
         (SELECT count(*) FROM messages WHERE clinic_id = $1 AND created_at >= $2)::int AS messages,
         (SELECT count(*) FROM cases WHERE clinic_id = $1 AND settlement_amount IS NOT NULL)::int AS settled,
         (SELECT count(*) FROM cases WHERE id = $3 AND ledger_closed_at IS NOT NULL)::int AS closed`,
      [clinicId, startedAt, closeCaseId],
    );
    process.stdout.write(`rows written in the run: ${JSON.stringify(row)}\n`);
    expect(row.bills).toBeGreaterThan(1);
    expect(row.payments).toBeGreaterThan(0);
    expect(row.requests).toBeGreaterThan(1);
    expect(row.reductions).toBeGreaterThan(0);
    expect(row.messages).toBeGreaterThan(1);
    expect(row.settled).toBeGreaterThan(0);
    expect(row.closed).toBe(1);
  });

  test("the other clinic's cases, bills, ledger, requests, reductions, messages and audit rows are exactly as before", async () => {
    expect(await snapshotOtherClinic()).toBe(otherClinicSnapshot);
  });

  test('every bill, posting, reduction request, reduction and message is in its case and its case is in the same clinic', async () => {
    const [row] = await ds.query(
      `SELECT
         (SELECT count(*) FROM billing x JOIN cases c ON c.id = x.case_id WHERE x.clinic_id <> c.clinic_id)::int AS bills,
         (SELECT count(*) FROM case_ledger_entries x JOIN cases c ON c.id = x.case_id WHERE x.clinic_id <> c.clinic_id)::int AS postings,
         (SELECT count(*) FROM case_ledger_entries x JOIN billing b ON b.id = x.billing_id WHERE b.case_id <> x.case_id)::int AS postings_bill,
         (SELECT count(*) FROM bill_reduction_requests x JOIN cases c ON c.id = x.case_id WHERE x.clinic_id <> c.clinic_id)::int AS requests,
         (SELECT count(*) FROM bill_reductions x JOIN cases c ON c.id = x.case_id WHERE x.clinic_id <> c.clinic_id)::int AS reductions,
         (SELECT count(*) FROM messages x JOIN cases c ON c.id = x.case_id WHERE x.clinic_id <> c.clinic_id)::int AS messages,
         (SELECT count(*) FROM messages x JOIN messages p ON p.id = x.parent_message_id WHERE p.case_id <> x.case_id)::int AS replies,
         (SELECT count(*) FROM (
            SELECT clinic_id, created_at FROM billing UNION ALL SELECT clinic_id, created_at FROM case_ledger_entries
            UNION ALL SELECT clinic_id, created_at FROM bill_reduction_requests UNION ALL SELECT clinic_id, created_at FROM messages
          ) w WHERE w.created_at >= $2 AND w.clinic_id <> $1)::int AS foreign_writes`,
      [clinicId, startedAt],
    );
    expect(row).toEqual({
      bills: 0,
      postings: 0,
      postings_bill: 0,
      requests: 0,
      reductions: 0,
      messages: 0,
      replies: 0,
      foreign_writes: 0,
    });
  });

  test("each fuzzed ledger's balance is charges - payments - reductions - write-offs of its postings, as the API shows it", async () => {
    for (const caseId of ownCaseIds) {
      const [sql] = (await ds.query(
        `SELECT coalesce(sum(amount) FILTER (WHERE kind = 'charge'), 0)::numeric(14,2)::text AS charges,
                coalesce(sum(amount) FILTER (WHERE kind = 'payment'), 0)::numeric(14,2)::text AS payments,
                coalesce(sum(amount) FILTER (WHERE kind = 'reduction'), 0)::numeric(14,2)::text AS reductions,
                coalesce(sum(amount) FILTER (WHERE kind = 'write_off'), 0)::numeric(14,2)::text AS "writeOffs",
                (coalesce(sum(amount) FILTER (WHERE kind = 'charge'), 0) - coalesce(sum(amount) FILTER (WHERE kind = 'payment'), 0)
                 - coalesce(sum(amount) FILTER (WHERE kind = 'reduction'), 0) - coalesce(sum(amount) FILTER (WHERE kind = 'write_off'), 0)
                )::numeric(14,2)::text AS balance
           FROM case_ledger_entries WHERE case_id = $1`,
        [caseId],
      )) as Record<string, string>[];
      const api = await staff.gql<{ caseLedger: Record<string, string> }>(
        `query ($caseId: Int!) { caseLedger(caseId: $caseId) {
           balance totalCharges totalPayments totalReductions totalWriteOffs } }`,
        { caseId },
      );
      expect(api.errors).toBeUndefined();
      const l = api.data!.caseLedger;
      const num = (value: string) => Number(value).toFixed(2);
      expect({
        caseId,
        charges: num(l.totalCharges),
        payments: num(l.totalPayments),
        reductions: num(l.totalReductions),
        writeOffs: num(l.totalWriteOffs),
        balance: num(l.balance),
      }).toEqual({
        caseId,
        charges: num(sql.charges),
        payments: num(sql.payments),
        reductions: num(sql.reductions),
        writeOffs: num(sql.writeOffs),
        balance: num(sql.balance),
      });
      expect(Number(sql.charges)).toBeGreaterThan(0);
    }
  });

  test('every fuzzed bill is charged once, for its value, from its first submission on, and no draft is charged', async () => {
    expect(await billsChargedAgainstTheRule(ds, clinicId)).toEqual([]);
  });

  test('no reduction or write-off took a balance below zero; the closed ledger has no balance left and nothing after its close', async () => {
    // Payments may exceed the balance (an overpayment is refunded outside the app); reductions and the
    // close's write-off may not (ledger.service: "The reduction cannot be more than the balance", close
    // writes off only a positive balance).
    const [row] = await ds.query(
      `SELECT
         (SELECT count(*) FROM (
            SELECT e.kind, sum(CASE WHEN e.kind = 'charge' THEN e.amount ELSE -e.amount END)
                     OVER (PARTITION BY e.case_id ORDER BY e.id) AS after
              FROM case_ledger_entries e WHERE e.case_id = ANY($1)) r
           WHERE r.kind IN ('reduction', 'write_off') AND r.after < 0)::int AS below_zero,
         (SELECT count(*) FROM case_ledger_entries e JOIN cases c ON c.id = e.case_id
           WHERE c.ledger_closed_at IS NOT NULL AND e.created_at > c.ledger_closed_at)::int AS after_close,
         (SELECT coalesce(sum(CASE WHEN kind = 'charge' THEN amount ELSE -amount END), 0)
            FROM case_ledger_entries WHERE case_id = $2) > 0 AS closed_with_balance,
         (SELECT count(*) FROM bill_reduction_requests WHERE case_id = $2 AND status IN ('pending', 'countered'))::int AS open_on_closed,
         (SELECT count(*) FROM (SELECT case_id FROM bill_reduction_requests WHERE case_id = ANY($1)
            AND status IN ('pending', 'countered') GROUP BY case_id HAVING count(*) > 1) m)::int AS two_open`,
      [ownCaseIds, closeCaseId],
    );
    expect(row).toEqual({ below_zero: 0, after_close: 0, closed_with_balance: false, open_on_closed: 0, two_open: 0 });
  });

  test('every bill, reduction request, reduction, payment, close and message created in the run has its audit row', async () => {
    const [row] = await ds.query(
      `WITH created AS (
         SELECT 'billing' AS type, id::text AS id FROM billing WHERE clinic_id = $1 AND created_at >= $2
         UNION ALL SELECT 'bill_reduction_request', id::text FROM bill_reduction_requests WHERE clinic_id = $1 AND created_at >= $2
         UNION ALL SELECT 'message', id::text FROM messages WHERE clinic_id = $1 AND created_at >= $2)
       SELECT
         (SELECT coalesce(json_agg(created.type || ' ' || created.id), '[]') FROM created WHERE NOT EXISTS (SELECT 1 FROM audit_logs a
            WHERE a.entity_type = created.type AND a.entity_id = created.id AND a.clinic_id = $1)) AS missing_rows,
         -- An agreed reduction is audited as its request's accept.
         (SELECT coalesce(json_agg('bill_reduction ' || r.id), '[]') FROM bill_reductions r
           WHERE r.clinic_id = $1 AND r.created_at >= $2 AND NOT EXISTS (SELECT 1 FROM audit_logs a
             WHERE a.entity_type = 'bill_reduction_request' AND a.entity_id = r.reduction_request_id::text
               AND a.action = 'accept' AND a.clinic_id = $1)) AS missing_reductions,
         (SELECT count(*) FROM case_ledger_entries e WHERE e.clinic_id = $1 AND e.created_at >= $2
            AND e.kind = 'payment' AND e.billing_id IS NULL)::int AS payments,
         (SELECT count(*) FROM audit_logs a WHERE a.clinic_id = $1 AND a.changed_at >= $2
            AND a.entity_type = 'case_ledger' AND a.action = 'payment')::int AS payment_audits,
         (SELECT count(*) FROM audit_logs a WHERE a.clinic_id = $1 AND a.entity_type = 'case_ledger'
            AND a.action = 'close' AND a.entity_id = $3::text)::int AS close_audits`,
      [clinicId, startedAt, closeCaseId],
    );
    expect({
      missing_rows: row.missing_rows,
      missing_reductions: row.missing_reductions,
      payments_audited: row.payment_audits === row.payments,
    }).toEqual({
      missing_rows: [],
      missing_reductions: [],
      payments_audited: true,
    });
    expect(row.close_audits).toBe(1);
  });
});
