import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { type TestClient } from '../../test/client';
import { createCodedBill } from '../../test/factories';
import { field, validName, validPastDate } from '../../test/faults/fuzz-values';
import {
  AnswerCheck,
  fuzzParameters,
  fuzzRuns,
  fuzzSeed,
  withExtras as withTenantExtras,
} from '../../test/faults/fuzz-run';
import { startTestApp, type TestApp } from '../../test/harness';
import { claimWorld } from '../insurance-claims/__tests__/claim-world';

/**
 * Generated inputs (fixed seed) against every coverage and claim write over GraphQL, as clinic staff:
 * no answer is a server error or shows internals; afterwards the other clinic's rows are untouched,
 * each claim's billed amount is its lines' sum, no bill line is on two claims that hold it, every paid
 * claim's payment is on its ledger once, and every claim and coverage has its audit row.
 */
const runsPerTarget = fuzzRuns(200);

let t: TestApp;
let ds: DataSource;
let staff: TestClient;
let clinicId: number;
let caseId: number;
let coverageId: number;
let lineIds: number[];
let other: Awaited<ReturnType<typeof claimWorld>>;
let otherSnapshot: string;
let startedAt: Date;
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();

const snapshotOther = async () =>
  JSON.stringify(
    (
      await ds.query(
        `SELECT (SELECT json_agg(x ORDER BY x.id) FROM case_coverages x WHERE x.clinic_id = $1) AS coverages,
                (SELECT json_agg(x ORDER BY x.id) FROM insurance_claims x WHERE x.clinic_id = $1) AS claims,
                (SELECT json_agg(x ORDER BY x.id) FROM case_ledger_entries x WHERE x.clinic_id = $1) AS ledger,
                (SELECT json_agg(x ORDER BY x.id) FROM audit_logs x WHERE x.clinic_id = $1) AS audit`,
        [other.clinic.id],
      )
    )[0],
  );

beforeAll(async () => {
  t = await startTestApp();
  ds = t.dataSource;
  const own = await claimWorld(ds, t.url);
  staff = own.client;
  clinicId = own.clinic.id;
  caseId = own.record.id;
  coverageId = own.coverage.id;
  const more = await createCodedBill(ds, {
    clinicId,
    caseId,
    lines: [1, 2, 3, 4, 5].map((day) => ({
      serviceDate: `2026-09-2${day}`,
      procedureCode: '98940',
      unitFee: '40.00',
      diagnosisCodes: ['M54.2'],
      providerId: own.provider.id,
    })),
  });
  lineIds = [...own.lineIds, ...more.lineIds];
  other = await claimWorld(ds, t.url);
  otherSnapshot = await snapshotOther();
  startedAt = new Date();
});
afterAll(async () => {
  process.stdout.write(
    `fuzzed claim inputs (seed ${fuzzSeed}, ${answers.total()}):\n${JSON.stringify(answers.counts, null, 1)}\n`,
  );
  await t?.close();
});

const withExtras = (model: Record<string, fc.Arbitrary<unknown>>, required: string[]) =>
  withTenantExtras(model, required, other.clinic.id);

const money = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 30_000 }).map((cents) => (cents / 100).toFixed(2)), weight: 6 },
  { arbitrary: fc.constantFrom('-5.00', '0.001', '1e3', '12.345', '999999999999.99', ' 10 ', '10,00'), weight: 1 },
);
const ownOrForeign = (own: () => number[], foreign: () => number[]) =>
  field(
    fc.nat(40).map((index) => [...own(), ...foreign(), 999_999_999][index % (own().length + foreign().length + 1)]),
  );
const claimIds = { own: [] as number[] };
const refreshClaims = async () => {
  claimIds.own = (
    (await ds.query(`SELECT id FROM insurance_claims WHERE clinic_id = $1 ORDER BY id DESC LIMIT 8`, [clinicId])) as {
      id: number;
    }[]
  ).map((row) => row.id);
};

const graphql = (target: string, query: string, input: fc.Arbitrary<unknown>) =>
  fc.assert(
    fc.asyncProperty(input, async (value) => {
      await answers.check(
        target,
        () => staff.request('POST', '/graphql', { body: JSON.stringify({ query, variables: { input: value } }) }),
        true,
      );
    }),
    fuzzOptions,
  );

const coverageModel = () => ({
  coverageType: field(
    fc.constantFrom('pip', 'medpay', 'bodily_injury', 'um_uim', 'health', 'workers_comp', 'other', 'auto'),
  ),
  carrierName: field(validName),
  payerId: field(fc.constantFrom('KAI01', 'ab', '12345', 'bad id!', '')),
  policyNumber: field(validName),
  memberId: field(validName),
  insuredName: field(validName),
  insuredRelationship: field(fc.constantFrom('self', 'spouse', 'child', 'other', 'boss')),
  limitAmount: field(money),
  adjusterName: field(validName),
});

describe('coverage and claim writes', () => {
  test('caseCoverageCreate and caseCoverageUpdate', async () => {
    await graphql(
      'caseCoverageCreate',
      'mutation($input: CoverageCreateInput!) { caseCoverageCreate(input: $input) { id } }',
      withExtras({ ...coverageModel(), caseId: field(fc.constantFrom(caseId, other.record.id, 999_999_999)) }, [
        'caseId',
        'coverageType',
        'carrierName',
      ]),
    );
    await graphql(
      'caseCoverageUpdate',
      'mutation($input: CoverageUpdateInput!) { caseCoverageUpdate(input: $input) { id } }',
      withExtras({ ...coverageModel(), id: field(fc.constantFrom(coverageId, other.coverage.id, 999_999_999)) }, [
        'id',
        'coverageType',
        'carrierName',
      ]),
    );
    // The claims below need the coverage whole again.
    await ds.query(
      `UPDATE case_coverages SET coverage_type = 'pip', payer_id = 'KAI01', member_id = 'KM-1', insured_relationship = 'self' WHERE id = $1`,
      [coverageId],
    );
  });

  test('insuranceClaimCreate', () =>
    graphql(
      'insuranceClaimCreate',
      'mutation($input: ClaimCreateInput!) { insuranceClaimCreate(input: $input) { id } }',
      withExtras(
        {
          caseId: field(fc.constantFrom(caseId, other.record.id)),
          coverageId: field(fc.constantFrom(coverageId, other.coverage.id)),
          billingLineIds: field(
            fc.array(fc.constantFrom(...lineIds, other.lineIds[0], 0, -1, 2 ** 31), { minLength: 0, maxLength: 8 }),
          ),
          claimType: field(fc.constantFrom('original', 'corrected', 'void', 'replacement')),
          accidentState: field(fc.constantFrom('NJ', 'PA', 'nj', 'N', 'XYZ')),
        },
        ['caseId', 'coverageId', 'billingLineIds'],
      ),
    ));

  test('insuranceClaimSubmit, RecordPayment, Deny and Appeal', async () => {
    await refreshClaims();
    const id = () =>
      ownOrForeign(
        () => claimIds.own,
        () => [other.lineIds[0]],
      );
    await fc.assert(
      fc.asyncProperty(id(), async (claimId) => {
        await answers.check(
          'insuranceClaimSubmit',
          () =>
            staff.request('POST', '/graphql', {
              body: JSON.stringify({
                query: 'mutation($id: Int!) { insuranceClaimSubmit(id: $id) { id } }',
                variables: { id: claimId },
              }),
            }),
          true,
        );
      }),
      fuzzParameters(Math.min(runsPerTarget, 40)),
    );
    await graphql(
      'insuranceClaimRecordPayment',
      'mutation($input: ClaimPaymentInput!) { insuranceClaimRecordPayment(input: $input) { id } }',
      withExtras(
        {
          id: id(),
          allowedAmount: field(money),
          paidAmount: field(money),
          patientResponsibility: field(money),
          deductibleApplied: field(money),
          copayAmount: field(money),
          coinsuranceAmount: field(money),
          paymentDate: field(validPastDate),
          eobDocumentId: field(fc.constantFrom(1, 999_999_999)),
        },
        ['id', 'allowedAmount', 'paidAmount', 'paymentDate'],
      ),
    );
    await graphql(
      'insuranceClaimDeny',
      'mutation($input: ClaimDenialInput!) { insuranceClaimDeny(input: $input) { id } }',
      withExtras({ id: id(), reason: field(validName) }, ['id', 'reason']),
    );
    await graphql(
      'insuranceClaimAppeal',
      'mutation($input: ClaimAppealInput!) { insuranceClaimAppeal(input: $input) { id } }',
      withExtras({ id: id(), notes: field(validName) }, ['id', 'notes']),
    );
  });
});

describe('after the run', () => {
  test('the other clinic is untouched', async () => {
    expect(await snapshotOther()).toBe(otherSnapshot);
  });

  test('claims add up, hold each line once, post each payment once, and are all audited', async () => {
    const [row] = await ds.query(
      `SELECT
         (SELECT count(*) FROM insurance_claims ic WHERE ic.clinic_id = $1 AND ic.billed_amount <>
            (SELECT sum((l->>'charge')::numeric) FROM jsonb_array_elements(ic.service_lines) l))::int AS wrong_sums,
         (SELECT count(*) FROM (SELECT l->>'billingLineId' FROM insurance_claims ic, jsonb_array_elements(ic.service_lines) l
            WHERE ic.clinic_id = $1 AND ic.status <> 'denied' GROUP BY 1 HAVING count(*) > 1) d)::int AS doubly_held,
         (SELECT count(*) FROM insurance_claims ic WHERE ic.clinic_id = $1 AND ic.status = 'paid' AND (SELECT count(*)
            FROM case_ledger_entries e WHERE e.reference = ic.claim_number AND e.amount = ic.paid_amount) <> 1)::int AS unposted,
         (SELECT count(*) FROM insurance_claims ic WHERE ic.clinic_id = $1 AND ic.created_at >= $2 AND NOT EXISTS
            (SELECT 1 FROM audit_logs a WHERE a.entity_type = 'insurance_claim' AND a.entity_id = ic.id::text
              AND a.action = 'create'))::int AS unaudited_claims,
         (SELECT count(*) FROM case_coverages cc WHERE cc.clinic_id = $1 AND cc.created_at >= $2 AND NOT EXISTS
            (SELECT 1 FROM audit_logs a WHERE a.entity_type = 'case_coverage' AND a.entity_id = cc.id::text))::int AS unaudited_coverages`,
      [clinicId, startedAt],
    );
    expect(row).toEqual({ wrong_sums: 0, doubly_held: 0, unposted: 0, unaudited_claims: 0, unaudited_coverages: 0 });
    expect(answers.succeeded('insuranceClaimCreate')).toBeGreaterThan(0);
  });
});
