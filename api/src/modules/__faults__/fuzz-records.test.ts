import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { TestClient } from '../../test/client';
import { createAttorneyUser, createCase, createClinic, createClinicWithUsers } from '../../test/factories';
import { badDates, field, nastyStrings, oddNumbers, wildValue } from '../../test/faults/fuzz-values';
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
 * Generated inputs (fixed seed) against every records-retrieval write and read, over REST and
 * GraphQL: the attorney requests, updates, marks sent, records receipts and cancels; the clinic
 * answers. No answer is a server error or shows internals; afterwards another clinic's requests and
 * documents are untouched, every request's status is one of the five, a received request has its
 * received date and completion time, and every disclosure is of a document of the answering clinic.
 */
const seed = fuzzSeed;
const runsPerTarget = fuzzRuns(120);

let t: TestApp;
let ds: DataSource;
let attorney: TestClient;
let clinic: TestClient;
let caseId: number;
let clinicId: number;
let authorizationId: number;
let otherClinicId: number;
let otherCaseId: number;
let otherSnapshot: string;
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();

const snapshotOther = async () =>
  JSON.stringify(
    await ds.query(
      `SELECT (SELECT json_agg(x ORDER BY x.id) FROM records_retrieval x WHERE x.clinic_id = $1 OR x.provider_clinic_id = $1) AS requests,
              (SELECT json_agg(x ORDER BY x.id) FROM documents x WHERE x.clinic_id = $1) AS documents`,
      [otherClinicId],
    ),
  );

const document = async (id: number, clinic: number, name: string) =>
  (
    (await ds.query(
      `INSERT INTO documents (case_id, clinic_id, file_name, file_type, file_size, file_path)
       VALUES ($1, $2, $3, 'application/pdf', 10, $4) RETURNING id`,
      [id, clinic, name, `fuzz/${id}/${name}/${Math.random()}`],
    )) as { id: number }[]
  )[0].id;

beforeAll(async () => {
  t = await startTestApp();
  ds = t.dataSource;
  const own = await createClinicWithUsers(ds);
  clinicId = own.clinic.id;
  const lawyer = await createAttorneyUser(ds);
  caseId = (await createCase(ds, { clinicId, attorneyId: lawyer.attorney.id })).id;
  authorizationId = await document(caseId, clinicId, 'authorization.pdf');
  await document(caseId, clinicId, 'x-ray.pdf');
  otherClinicId = (await createClinic(ds)).id;
  otherCaseId = (await createCase(ds, { clinicId: otherClinicId })).id;
  await document(otherCaseId, otherClinicId, 'other.pdf');
  attorney = new TestClient(t.url);
  await attorney.login(lawyer.user.email);
  clinic = new TestClient(t.url);
  await clinic.login(own.staff.email);
  otherSnapshot = await snapshotOther();
}, 60_000);
afterAll(async () => {
  process.stdout.write(
    `fuzzed inputs per target (seed ${seed}, ${answers.total()} in all):\n${JSON.stringify(answers.counts, null, 1)}\n`,
  );
  await t?.close();
});

const caseIds = () =>
  field(
    fc
      .constantFrom(
        () => caseId,
        () => otherCaseId,
        () => 999_999_999,
      )
      .map((f) => f()),
  );
const text = () => field(fc.oneof(fc.string({ maxLength: 60 }), nastyStrings));
const requestModel = () => ({
  caseId: caseIds(),
  requestMethod: field(fc.constantFrom('platform', 'email', 'fax', 'portal', 'pigeon')),
  providerClinicId: field(fc.oneof(fc.constantFrom(clinicId, otherClinicId, 999_999_999), oddNumbers)),
  providerName: text(),
  providerType: field(fc.constantFrom('clinic', 'hospital', 'imaging', 'other', 'x')),
  providerEmail: field(fc.oneof(fc.constantFrom('records@mercy.example', 'not-an-email'), nastyStrings)),
  providerFax: text(),
  recordType: field(fc.constantFrom('medical_records', 'billing_records', 'records_and_bills', 'imaging', 'x')),
  authorizationDocumentId: field(fc.oneof(fc.constant(authorizationId), oddNumbers)),
  priority: field(fc.constantFrom('low', 'normal', 'high', 'urgent', 'x')),
  dueDate: field(fc.oneof(fc.constantFrom('2099-01-01', '2000-01-01'), badDates)),
  automatedReminders: field(fc.oneof(fc.boolean(), wildValue)),
  notes: text(),
});
const validRequest = () => ({
  caseId,
  requestMethod: 'platform',
  providerClinicId: clinicId,
  providerType: 'clinic',
  recordType: 'records_and_bills',
  authorizationDocumentId: authorizationId,
  priority: 'normal',
  dueDate: '2099-01-01',
  automatedReminders: true,
});
const requestIds = () => field(fc.oneof(fc.constantFrom(999_999_999, 0, -1), fc.integer({ min: 1, max: 50 })));
const ownRequestIds = async () =>
  ((await ds.query(`SELECT id FROM records_retrieval WHERE case_id = $1`, [caseId])) as { id: number }[]).map(
    (row) => row.id,
  );
const realOr = async (id: unknown) => {
  const real = await ownRequestIds();
  return typeof id === 'number' && id > 0 && id <= 50 && real.length ? real[id % real.length] : id;
};

const graphql = (
  client: () => TestClient,
  target: string,
  query: string,
  variables: fc.Arbitrary<Record<string, unknown>>,
  mapId = false,
) =>
  fc.assert(
    fc.asyncProperty(variables, async (value) => {
      const input = value.input as Record<string, unknown> | undefined;
      if (mapId && input && typeof input === 'object') input.id = await realOr(input.id);
      await answers.check(
        target,
        () => client().request('POST', '/graphql', { body: JSON.stringify({ query, variables: value }) }),
        true,
      );
    }),
    fuzzOptions,
  );

describe('REST', () => {
  test('POST /api/records-requests', () =>
    fc.assert(
      fc.asyncProperty(
        fc.oneof(
          { weight: 1, arbitrary: fc.constant<unknown>(null).map(() => validRequest()) },
          { weight: 4, arbitrary: bodyOf(withExtras(requestModel(), ['caseId'], otherClinicId)) },
        ),
        async (body) => {
          await answers.check(
            'POST /api/records-requests',
            () => attorney.request('POST', '/api/records-requests', { body: JSON.stringify(body) ?? 'null' }),
            false,
          );
        },
      ),
      fuzzOptions,
    ));

  test('GET /api/records-requests (and /:id, its documents) and POST /:id/answer', () =>
    fc.assert(
      fc.asyncProperty(
        requestIds(),
        field(fc.oneof(fc.constantFrom('sent', 'received', 'lost'), nastyStrings)),
        bodyOf(
          withExtras(
            {
              documentIds: field(fc.oneof(fc.array(fc.oneof(oddNumbers, fc.integer({ min: 1, max: 9 }))), wildValue)),
              includeStatement: field(fc.oneof(fc.boolean(), wildValue)),
              missingDocuments: text(),
            },
            [],
            otherClinicId,
          ),
        ),
        async (id, status, body) => {
          const target = await realOr(id);
          await answers.check(
            'GET /api/records-requests',
            () => attorney.request('GET', `/api/records-requests?status=${pathSegment(status)}`),
            false,
          );
          await answers.check(
            'GET /api/records-requests/:id',
            () => clinic.request('GET', `/api/records-requests/${pathSegment(target)}`),
            false,
          );
          await answers.check(
            'GET /api/records-requests/:id/documents/:documentId',
            () => attorney.request('GET', `/api/records-requests/${pathSegment(target)}/documents/${pathSegment(id)}`),
            false,
          );
          await answers.check(
            'POST /api/records-requests/:id/answer',
            () =>
              clinic.request('POST', `/api/records-requests/${pathSegment(target)}/answer`, {
                body: JSON.stringify(body) ?? 'null',
              }),
            false,
          );
        },
      ),
      fuzzOptions,
    ));
});

describe('GraphQL', () => {
  test('recordsRequestCreate', () =>
    graphql(
      () => attorney,
      'recordsRequestCreate',
      'mutation ($input: RecordsRequestCreateInput!) { recordsRequestCreate(input: $input) { id status } }',
      fc.record({ input: withExtras(requestModel(), ['caseId'], otherClinicId) }),
    ));

  test('recordsRequestUpdate', () =>
    graphql(
      () => attorney,
      'recordsRequestUpdate',
      'mutation ($input: RecordsRequestUpdateInput!) { recordsRequestUpdate(input: $input) { id } }',
      fc.record({
        input: withExtras(
          {
            id: requestIds(),
            priority: field(fc.constantFrom('low', 'high', 'x')),
            dueDate: field(fc.oneof(fc.constant('2099-02-02'), badDates)),
            assignedTo: text(),
            automatedReminders: field(fc.oneof(fc.boolean(), wildValue)),
            notes: text(),
          },
          ['id'],
          otherClinicId,
        ),
      }),
      true,
    ));

  test('recordsRequestRecordReceipt', () =>
    graphql(
      () => attorney,
      'recordsRequestRecordReceipt',
      'mutation ($input: RecordsRequestReceiptInput!) { recordsRequestRecordReceipt(input: $input) { id } }',
      fc.record({
        input: withExtras(
          {
            id: requestIds(),
            documentsReceived: field(
              fc.oneof(fc.array(fc.oneof(fc.string({ maxLength: 30 }), nastyStrings)), wildValue),
            ),
            missingDocuments: text(),
          },
          ['id', 'documentsReceived'],
          otherClinicId,
        ),
      }),
      true,
    ));

  test('recordsRequestAnswer', () =>
    graphql(
      () => clinic,
      'recordsRequestAnswer',
      'mutation ($input: RecordsRequestAnswerInput!) { recordsRequestAnswer(input: $input) { id status } }',
      fc.record({
        input: withExtras(
          {
            id: requestIds(),
            documentIds: field(fc.oneof(fc.array(fc.integer({ min: -5, max: 200 })), wildValue)),
            statementCaseId: caseIds(),
            missingDocuments: text(),
          },
          ['id'],
          otherClinicId,
        ),
      }),
      true,
    ));

  test('recordsRequestCancel', () =>
    graphql(
      () => attorney,
      'recordsRequestCancel',
      'mutation ($input: RecordsRequestCancelInput!) { recordsRequestCancel(input: $input) { id } }',
      fc.record({ input: withExtras({ id: requestIds(), reason: text() }, ['id', 'reason'], otherClinicId) }),
      true,
    ));
});

describe('afterwards', () => {
  it("left another clinic's requests and documents untouched", async () => {
    expect(await snapshotOther()).toBe(otherSnapshot);
  });

  it('holds requests in one of the five states, received ones dated and timed, disclosures of the answering clinic', async () => {
    const rows = (await ds.query(
      `SELECT r.status, r.received_date IS NOT NULL AS dated, r.completion_time IS NOT NULL AS timed, r.request_method AS method
         FROM records_retrieval r WHERE r.case_id = $1`,
      [caseId],
    )) as { status: string; dated: boolean; timed: boolean; method: string }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(['pending', 'sent', 'partial', 'received', 'cancelled']).toContain(row.status);
      if (row.status === 'received')
        expect({ dated: row.dated, timed: row.timed }).toEqual({ dated: true, timed: true });
    }
    const strays = (await ds.query(
      `SELECT d.id FROM records_disclosures d JOIN documents doc ON doc.id = d.document_id
        WHERE doc.clinic_id <> d.clinic_id`,
    )) as unknown[];
    expect(strays).toEqual([]);
  });
});
