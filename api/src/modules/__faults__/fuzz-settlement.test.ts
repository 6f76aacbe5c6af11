import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { TestClient } from '../../test/client';
import { createAttorneyUser, createCase, createClinic, createClinicWithUsers } from '../../test/factories';
import { badDates, field, nastyStrings, oddNumbers, validMoney, wildValue } from '../../test/faults/fuzz-values';
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
 * Generated inputs (fixed seed) against every settlement write and read, over REST and GraphQL: the
 * attorney records and revises statements, the clinic confirms and disputes them. No answer is a
 * server error or shows internals; afterwards another clinic's case is untouched, every statement's
 * lines add up to its totals, at most one statement per case is current, and the ledger is either as
 * it was or closed at a zero balance by exactly one confirmed statement.
 */
const seed = fuzzSeed;
const runsPerTarget = fuzzRuns(150);

let t: TestApp;
let ds: DataSource;
let attorney: TestClient;
let clinic: TestClient;
let caseId: number;
let otherCaseId: number;
let otherClinicId: number;
let otherSnapshot: string;
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();

const snapshotOther = async () =>
  JSON.stringify(
    await ds.query(
      `SELECT (SELECT json_agg(x ORDER BY x.id) FROM settlement_statements x WHERE x.clinic_id = $1) AS statements,
              (SELECT json_agg(x ORDER BY x.id) FROM case_ledger_entries x WHERE x.clinic_id = $1) AS ledger,
              (SELECT json_agg(x ORDER BY x.id) FROM cases x WHERE x.clinic_id = $1) AS cases`,
      [otherClinicId],
    ),
  );

const charge = (id: number, clinicId: number, amount: string) =>
  ds.query(
    `INSERT INTO case_ledger_entries (case_id, clinic_id, kind, amount, description) VALUES ($1, $2, 'charge', $3, 'Fuzz charge')`,
    [id, clinicId, amount],
  );

beforeAll(async () => {
  t = await startTestApp();
  ds = t.dataSource;
  const own = await createClinicWithUsers(ds);
  const lawyer = await createAttorneyUser(ds);
  caseId = (await createCase(ds, { clinicId: own.clinic.id, attorneyId: lawyer.attorney.id })).id;
  await charge(caseId, own.clinic.id, '5000.00');
  otherClinicId = (await createClinic(ds)).id;
  otherCaseId = (await createCase(ds, { clinicId: otherClinicId, attorneyId: lawyer.attorney.id })).id;
  await charge(otherCaseId, otherClinicId, '700.00');
  attorney = new TestClient(t.url);
  await attorney.login(lawyer.user.email);
  clinic = new TestClient(t.url);
  await clinic.login(own.staff.email);
  // The other clinic's case is also the attorney's: a statement on it must never be written by the fuzz.
  await ds.query(`UPDATE cases SET attorney_id = NULL WHERE id = $1`, [otherCaseId]);
  otherSnapshot = await snapshotOther();
});
afterAll(async () => {
  process.stdout.write(
    `fuzzed inputs per target (seed ${seed}, ${answers.total()} in all):\n${JSON.stringify(answers.counts, null, 1)}\n`,
  );
  await t?.close();
});

const money = fc.oneof(validMoney, fc.constantFrom('100.00', '4999.99', '5000.00', '5000.01', '0.00'), oddNumbers);
const items = fc.array(
  fc.oneof(
    fc.record({ description: field(fc.oneof(fc.string({ maxLength: 40 }), nastyStrings)), amount: field(money) }),
    wildValue,
  ),
  { maxLength: 4 },
);
const statementModel = () => ({
  settlementDate: field(fc.oneof(fc.constantFrom('2026-01-15', '2025-12-31'), badDates)),
  grossAmount: field(fc.oneof(money, fc.constantFrom('25000.00', '99999999.99'))),
  feePercentage: field(fc.oneof(fc.constantFrom('33.33', '40', '0', '100', '99.99', '12.345'), fc.constant(null))),
  attorneyFee: field(fc.oneof(money, fc.constant(null))),
  costs: field(items),
  clinicPayment: field(money),
  otherLiens: field(items),
  notes: field(fc.oneof(fc.string({ maxLength: 60 }), nastyStrings)),
});
const validStatement = {
  settlementDate: '2026-01-15',
  grossAmount: '25000.00',
  feePercentage: '33.33',
  costs: [{ description: 'Filing fee', amount: '435.20' }],
  clinicPayment: '4000.00',
  otherLiens: [{ description: 'Medicare', amount: '1200.00' }],
};
const statementIds = () =>
  field(
    fc.oneof(
      fc.constantFrom(999_999_999, 0, -1),
      fc.integer({ min: 1, max: 50 }).map((n) => n), // low ids: often another test's or none
    ),
  );
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

/** The ids of this clinic's statements now, so confirm and dispute meet real ones too. */
const ownStatementIds = async () =>
  ((await ds.query(`SELECT id FROM settlement_statements WHERE case_id = $1`, [caseId])) as { id: number }[]).map(
    (row) => row.id,
  );

describe('REST', () => {
  test('POST /api/cases/:id/settlement', () =>
    fc.assert(
      fc.asyncProperty(
        caseIds(),
        // A valid statement now and then, so revisions, disputes and a confirmation really happen.
        fc.oneof(
          { weight: 1, arbitrary: fc.constant<unknown>(validStatement) },
          { weight: 4, arbitrary: bodyOf(withExtras(statementModel(), ['grossAmount'], otherClinicId)) },
        ),
        async (id, body) => {
          await answers.check(
            'POST /api/cases/:id/settlement',
            () =>
              attorney.request('POST', `/api/cases/${pathSegment(id)}/settlement`, {
                body: JSON.stringify(body) ?? 'null',
              }),
            false,
          );
        },
      ),
      fuzzOptions,
    ));

  test('POST /api/settlement-statements/:id/dispute and GET the settlement and the PDF', () =>
    fc.assert(
      fc.asyncProperty(
        statementIds(),
        field(fc.oneof(fc.string({ maxLength: 80 }), nastyStrings)),
        async (id, reason) => {
          const real = await ownStatementIds();
          const target = typeof id === 'number' && id > 0 && id <= 50 && real.length ? real[id % real.length] : id;
          await answers.check(
            'POST /api/settlement-statements/:id/dispute',
            () =>
              clinic.request('POST', `/api/settlement-statements/${pathSegment(target)}/dispute`, {
                body: JSON.stringify({ reason }),
              }),
            false,
          );
          await answers.check(
            'GET /api/settlement-statements/:id/statement.pdf',
            () => clinic.request('GET', `/api/settlement-statements/${pathSegment(target)}/statement.pdf`),
            false,
          );
          await answers.check(
            'GET /api/cases/:id/settlement',
            () => attorney.request('GET', `/api/cases/${pathSegment(target)}/settlement`),
            false,
          );
        },
      ),
      fuzzOptions,
    ));
});

describe('GraphQL', () => {
  test('settlementStatementRecord', () =>
    graphql(
      () => attorney,
      'settlementStatementRecord',
      'mutation ($input: SettlementStatementInput!) { settlementStatementRecord(input: $input) { caseId current { id netToClient } } }',
      fc.record({ input: withExtras({ caseId: caseIds(), ...statementModel() }, ['caseId'], otherClinicId) }),
    ));

  test('caseSettlement', () =>
    graphql(
      () => clinic,
      'caseSettlement',
      'query ($caseId: Int!) { caseSettlement(caseId: $caseId) { caseId history { id } } }',
      fc.record({ caseId: caseIds() }),
    ));

  // Last: a confirmation closes the ledger, after which every record is refused.
  test('settlementStatementConfirm', () =>
    graphql(
      () => clinic,
      'settlementStatementConfirm',
      'mutation ($input: SettlementConfirmInput!) { settlementStatementConfirm(input: $input) { caseId } }',
      fc.record({ input: withExtras({ statementId: statementIds() }, ['statementId'], otherClinicId) }),
    ));
});

describe('afterwards', () => {
  it("left another clinic's case, ledger and statements untouched", async () => {
    expect(await snapshotOther()).toBe(otherSnapshot);
  });

  it('holds statements whose lines add up, one current per case, and a ledger as it was or closed at zero', async () => {
    const statements = (await ds.query(
      `SELECT s.id, s.status, s.total_costs::text AS "totalCosts", s.total_liens::text AS "totalLiens",
              s.clinic_payment::text AS "clinicPayment",
              (SELECT coalesce(sum(amount), 0)::numeric(14,2)::text FROM settlement_statement_lines l WHERE l.statement_id = s.id AND l.kind = 'cost') AS "costLines",
              (SELECT (coalesce(sum(amount), 0) + s.clinic_payment)::numeric(14,2)::text FROM settlement_statement_lines l WHERE l.statement_id = s.id AND l.kind = 'lien') AS "lienLines"
         FROM settlement_statements s WHERE s.case_id = $1`,
      [caseId],
    )) as { status: string; totalCosts: string; totalLiens: string; costLines: string; lienLines: string }[];
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(statement.costLines).toBe(statement.totalCosts);
      expect(statement.lienLines).toBe(statement.totalLiens);
    }
    expect(statements.filter((s) => s.status !== 'superseded').length).toBeLessThanOrEqual(1);
    const [ledger] = (await ds.query(
      `SELECT c.ledger_closed_at AS "closedAt",
              (SELECT sum(CASE WHEN e.kind = 'charge' THEN e.amount ELSE -e.amount END)::numeric(14,2)::text
                 FROM case_ledger_entries e WHERE e.case_id = c.id) AS balance
         FROM cases c WHERE c.id = $1`,
      [caseId],
    )) as { closedAt: Date | null; balance: string }[];
    const confirmed = statements.filter((s) => s.status === 'confirmed');
    if (confirmed.length === 0) expect(ledger).toEqual({ closedAt: null, balance: '5000.00' });
    else {
      expect(confirmed).toHaveLength(1);
      expect(ledger.balance).toBe('0.00');
      expect(ledger.closedAt).not.toBeNull();
    }
  });
});
