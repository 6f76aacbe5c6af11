import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { TestClient } from '../../test/client';
import { createAttorney, createCase, createClinic, createClinicWithUsers } from '../../test/factories';
import { nastyStrings, field, wildValue } from '../../test/faults/fuzz-values';
import { AnswerCheck, fuzzParameters, fuzzRuns, fuzzSeed, pathSegment } from '../../test/faults/fuzz-run';
import { startTestApp, type TestApp } from '../../test/harness';

/**
 * Generated inputs (fixed seed) against the transfer (which writes the lien notice), the lien notice
 * routes and the scorecard, over REST and GraphQL, signed in as a clinic's staff member: no answer
 * is a server error or shows internals, and afterwards another clinic's cases, transfers and notices
 * are untouched, every transfer of the clinic has exactly one notice addressed to its new attorney,
 * every notice balances (billed less payments, reductions and write-offs), and each case is with the
 * attorney its last transfer named.
 */
const seed = fuzzSeed;
const runsPerTarget = fuzzRuns(150);

let t: TestApp;
let ds: DataSource;
let staff: TestClient;
let clinicId: number;
let otherClinicId: number;
let caseIds: number[];
let otherCaseId: number;
let attorneyIds: number[];
let otherSnapshot: string;
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();

const snapshotOther = async () =>
  JSON.stringify(
    await ds.query(
      `SELECT (SELECT json_agg(x ORDER BY x.id) FROM cases x WHERE x.clinic_id = $1) AS cases,
              (SELECT json_agg(x ORDER BY x.id) FROM case_transfers x WHERE x.clinic_id = $1) AS transfers,
              (SELECT json_agg(x ORDER BY x.id) FROM lien_notices x WHERE x.clinic_id = $1) AS notices`,
      [otherClinicId],
    ),
  );

beforeAll(async () => {
  t = await startTestApp();
  ds = t.dataSource;
  const own = await createClinicWithUsers(ds);
  clinicId = own.clinic.id;
  otherClinicId = (await createClinic(ds)).id;
  attorneyIds = [(await createAttorney(ds)).id, (await createAttorney(ds)).id, (await createAttorney(ds)).id];
  caseIds = [];
  for (const attorneyId of attorneyIds) {
    const record = await createCase(ds, { clinicId, attorneyId });
    await ds.query(
      `INSERT INTO case_ledger_entries (case_id, clinic_id, kind, amount, description) VALUES
         ($1, $2, 'charge', 812.40, 'Visits'), ($1, $2, 'payment', 100.00, 'MedPay'), ($1, $2, 'reduction', 12.15, 'Agreed')`,
      [record.id, clinicId],
    );
    caseIds.push(record.id);
  }
  otherCaseId = (await createCase(ds, { clinicId: otherClinicId, attorneyId: attorneyIds[0] })).id;
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

const caseIdsArb = () => field(fc.constantFrom(...caseIds, otherCaseId, 999_999_999));
const attorneyIdsArb = () => field(fc.constantFrom(...attorneyIds, 999_999_999));
const periods = field(fc.constantFrom('month', 'quarter', 'year', ''));
const transferInput = () =>
  fc.record(
    {
      toAttorneyId: attorneyIdsArb(),
      reason: field(fc.oneof(fc.string({ minLength: 1, maxLength: 500 }), nastyStrings)),
      notes: field(fc.oneof(fc.string({ maxLength: 200 }), fc.constant(null))),
    },
    { requiredKeys: [] },
  );

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
  test('GET /api/attorneys/:id/scorecard, /api/attorney-scorecards, /api/my-scorecard', () =>
    fc.assert(
      fc.asyncProperty(attorneyIdsArb(), periods, async (id, period) => {
        const query = new URLSearchParams({ period: String(period) }).toString();
        await answers.check(
          'GET /api/attorneys/:id/scorecard',
          () => staff.request('GET', `/api/attorneys/${pathSegment(id)}/scorecard?${query}`),
          false,
        );
        await answers.check(
          'GET /api/attorney-scorecards',
          () => staff.request('GET', '/api/attorney-scorecards'),
          false,
        );
        await answers.check('GET /api/my-scorecard', () => staff.request('GET', `/api/my-scorecard?${query}`), false);
      }),
      fuzzOptions,
    ));

  test('GET /api/cases/:id/lien-notices and /api/lien-notices/:id/notice.pdf', () =>
    fc.assert(
      fc.asyncProperty(fc.oneof(caseIdsArb(), wildValue), async (id) => {
        await answers.check(
          'GET /api/cases/:id/lien-notices',
          () => staff.request('GET', `/api/cases/${pathSegment(id)}/lien-notices`),
          false,
        );
        await answers.check(
          'GET /api/lien-notices/:id/notice.pdf',
          () => staff.request('GET', `/api/lien-notices/${pathSegment(id)}/notice.pdf`),
          false,
        );
      }),
      fuzzOptions,
    ));
});

describe('GraphQL', () => {
  test('caseTransfer', () =>
    graphql(
      'caseTransfer',
      'mutation ($id: Int!, $input: CaseTransferInput!) { caseTransfer(id: $id, input: $input) { id attorneyId } }',
      fc.record({ id: caseIdsArb(), input: transferInput() }),
    ));

  test('attorneyScorecard', () =>
    graphql(
      'attorneyScorecard',
      'query ($id: Int!, $period: ScorecardPeriod!) { attorneyScorecard(attorneyId: $id, period: $period) { casesOpen trend { periodStart } } }',
      fc.record({ id: attorneyIdsArb(), period: periods }),
    ));

  test('lienNotices', () =>
    graphql(
      'lienNotices',
      'query ($id: Int!) { lienNotices(caseId: $id) { id balance } }',
      fc.record({ id: caseIdsArb() }),
    ));
});

describe('afterwards', () => {
  it("left another clinic's cases, transfers and notices untouched", async () => {
    expect(await snapshotOther()).toBe(otherSnapshot);
  });

  it('has one balanced notice per transfer, addressed to its new attorney, and each case with its last transfer', async () => {
    const transfers = (await ds.query(
      `SELECT t.id, t.to_attorney_id AS "to", n.to_attorney_id AS "noticeTo", n.balance::text AS balance,
              (n.total_charges - n.total_payments - n.total_reductions - n.total_write_offs)::text AS computed
         FROM case_transfers t LEFT JOIN lien_notices n ON n.case_transfer_id = t.id
        WHERE t.clinic_id = $1`,
      [clinicId],
    )) as { id: number; to: number; noticeTo: number | null; balance: string; computed: string }[];
    expect(transfers.length).toBeGreaterThan(0);
    for (const transfer of transfers) {
      expect(transfer.noticeTo).toBe(transfer.to);
      expect(transfer.balance).toBe('700.25');
      expect(transfer.computed).toBe(transfer.balance);
    }
    const mismatched = (await ds.query(
      `SELECT c.id FROM cases c
        WHERE c.clinic_id = $1 AND EXISTS (SELECT 1 FROM case_transfers t WHERE t.case_id = c.id)
          AND c.attorney_id IS DISTINCT FROM (SELECT t.to_attorney_id FROM case_transfers t WHERE t.case_id = c.id
                                               ORDER BY t.id DESC LIMIT 1)`,
      [clinicId],
    )) as unknown[];
    expect(mismatched).toEqual([]);
  });
});
