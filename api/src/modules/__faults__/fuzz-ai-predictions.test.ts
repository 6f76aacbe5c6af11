import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { TestClient } from '../../test/client';
import { createCase, createClinic, createClinicWithUsers } from '../../test/factories';
import { field, wildValue } from '../../test/faults/fuzz-values';
import { AnswerCheck, fuzzParameters, fuzzRuns, fuzzSeed } from '../../test/faults/fuzz-run';
import { startTestApp, type TestApp } from '../../test/harness';

/**
 * Generated case ids and query strings against the predictions, over REST and GraphQL, signed in as
 * a clinic admin: no answer is a server error or shows internals, another clinic's case is never
 * predicted, and no prediction is recorded for anything but the clinic's own case.
 */
const seed = fuzzSeed;
const runsPerTarget = fuzzRuns(200);

let t: TestApp;
let ds: DataSource;
let admin: TestClient;
let clinicId: number;
let ownCaseId: number;
let otherCaseId: number;
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();

beforeAll(async () => {
  t = await startTestApp();
  ds = t.dataSource;
  const own = await createClinicWithUsers(ds);
  clinicId = own.clinic.id;
  ownCaseId = (await createCase(ds, { clinicId })).id;
  otherCaseId = (await createCase(ds, { clinicId: (await createClinic(ds)).id })).id;
  admin = new TestClient(t.url);
  await admin.login(own.admin.email);
});
afterAll(async () => {
  process.stdout.write(
    `fuzzed inputs per target (seed ${seed}, ${answers.total()} in all):\n${JSON.stringify(answers.counts, null, 1)}\n`,
  );
  await t?.close();
});

const caseIds = () => field(fc.constantFrom(ownCaseId, otherCaseId, 999_999_999, 0, -1));

describe('REST', () => {
  test('GET /api/ai/predictions', () =>
    fc.assert(
      fc.asyncProperty(fc.oneof(caseIds(), wildValue), async (caseId) => {
        const query = caseId === undefined ? '' : `?${new URLSearchParams({ caseId: String(caseId) })}`;
        await answers.check(
          'GET /api/ai/predictions',
          () => admin.request('GET', `/api/ai/predictions${query}`),
          false,
        );
      }),
      fuzzOptions,
    ));
});

describe('GraphQL', () => {
  test('casePredictions', () =>
    fc.assert(
      fc.asyncProperty(fc.record({ caseId: caseIds() }), async (variables) => {
        await answers.check(
          'casePredictions',
          () =>
            admin.request('POST', '/graphql', {
              body: JSON.stringify({
                query:
                  'query ($caseId: Int!) { casePredictions(caseId: $caseId) { caseId predictions { type value } } }',
                variables,
              }),
            }),
          true,
        );
      }),
      fuzzOptions,
    ));

  test('predictionRefit', () =>
    fc.assert(
      fc.asyncProperty(fc.constant(null), async () => {
        await answers.check(
          'predictionRefit',
          () =>
            admin.request('POST', '/graphql', {
              body: JSON.stringify({ query: 'mutation { predictionRefit { queued } }' }),
            }),
          true,
        );
      }),
      fuzzParameters(5),
    ));
});

describe('afterwards', () => {
  it("recorded predictions for the clinic's own case only", async () => {
    const rows = (await ds.query(`SELECT DISTINCT case_id, clinic_id FROM ai_predictions WHERE case_id = ANY($1)`, [
      [ownCaseId, otherCaseId],
    ])) as { case_id: number; clinic_id: number }[];
    expect(rows).toEqual([{ case_id: ownCaseId, clinic_id: clinicId }]);
    expect(answers.succeeded('casePredictions') + answers.succeeded('GET /api/ai/predictions')).toBeGreaterThan(0);
  });
});
