import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { TestClient } from '../../test/client';
import { createCase, createClinic, createClinicWithUsers } from '../../test/factories';
import { field, oddNumbers } from '../../test/faults/fuzz-values';
import { AnswerCheck, bodyOf, fuzzParameters, fuzzRuns, fuzzSeed, withExtras } from '../../test/faults/fuzz-run';
import { startTestApp, type TestApp } from '../../test/harness';

/**
 * Generated inputs (fixed seed) against case analysis over REST and GraphQL, signed in as clinic staff:
 * no answer is a server error or shows internals; afterwards another clinic's case has no analysis, and
 * every stored analysis is of the clinic's own case, of a known type, with its audit row.
 */
const seed = fuzzSeed;
const runsPerTarget = fuzzRuns(200);

let t: TestApp;
let ds: DataSource;
let staff: TestClient;
let clinicId: number;
let otherClinicId: number;
let ownCaseId: number;
let otherCaseId: number;
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();

beforeAll(async () => {
  t = await startTestApp();
  ds = t.dataSource;
  const own = await createClinicWithUsers(ds);
  clinicId = own.clinic.id;
  otherClinicId = (await createClinic(ds)).id;
  ownCaseId = (await createCase(ds, { clinicId })).id;
  otherCaseId = (await createCase(ds, { clinicId: otherClinicId })).id;
  staff = new TestClient(t.url);
  await staff.login(own.staff.email);
});
afterAll(async () => {
  process.stdout.write(
    `fuzzed inputs per target (seed ${seed}, ${answers.total()} in all):\n${JSON.stringify(answers.counts, null, 1)}\n`,
  );
  await t?.close();
});

const caseIds = () => field(fc.oneof(fc.constantFrom(ownCaseId, otherCaseId, 999_999_999), oddNumbers));
const analysisTypes = fc.constantFrom(
  'treatment_progress',
  'documentation_review',
  'billing_review',
  'settlement_readiness',
  'BILLING_REVIEW',
  'horoscope',
  '',
);
const analyzeModel = () => ({ caseId: caseIds(), analysisType: field(analysisTypes) });

describe('REST', () => {
  test('POST /api/ai/analyze-case', () =>
    fc.assert(
      fc.asyncProperty(bodyOf(withExtras(analyzeModel(), ['caseId', 'analysisType'], otherClinicId)), async (body) => {
        await answers.check(
          'POST /api/ai/analyze-case',
          () => staff.request('POST', '/api/ai/analyze-case', { body: JSON.stringify(body) ?? 'null' }),
          false,
        );
      }),
      fuzzOptions,
    ));
});

describe('GraphQL', () => {
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

  test('caseAnalyze', () =>
    graphql(
      'caseAnalyze',
      'mutation ($input: CaseAnalyzeInput!) { caseAnalyze(input: $input) { id status } }',
      fc.record({ input: withExtras(analyzeModel(), ['caseId', 'analysisType'], otherClinicId) }),
    ));

  test('caseAnalyses', () =>
    graphql(
      'caseAnalyses',
      'query ($caseId: Int!) { caseAnalyses(caseId: $caseId) { id } }',
      fc.record({ caseId: caseIds() }),
    ));
});

describe('afterwards', () => {
  it("stored no analysis of another clinic's case, and each stored one is the clinic's own, complete and audited", async () => {
    const foreign = await ds.query(`SELECT id FROM ai_analytics WHERE clinic_id = $1 OR case_id = $2`, [
      otherClinicId,
      otherCaseId,
    ]);
    expect(foreign).toEqual([]);
    const rows = (await ds.query(
      `SELECT x.case_id, x.status, x.analysis_type,
              EXISTS (SELECT 1 FROM audit_logs a WHERE a.entity_type = 'ai_analysis' AND a.entity_id = x.id::text) AS audited
         FROM ai_analytics x WHERE x.clinic_id = $1`,
      [clinicId],
    )) as { case_id: number; status: string; analysis_type: string; audited: boolean }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatchObject({ case_id: ownCaseId, status: 'complete', audited: true });
      expect(['treatment_progress', 'documentation_review', 'billing_review', 'settlement_readiness']).toContain(
        row.analysis_type,
      );
    }
  });
});
