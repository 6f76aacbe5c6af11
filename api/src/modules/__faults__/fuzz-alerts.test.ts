import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { TestClient } from '../../test/client';
import { createCase, createClinic, createClinicWithUsers } from '../../test/factories';
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
 * Generated inputs (fixed seed) against every alert route and mutation, over REST and GraphQL,
 * signed in as the clinic's admin: no answer is a server error or shows internals, and afterwards
 * another clinic's rules and state periods and the shipped defaults are untouched, and the
 * clinic's own rules and periods hold only valid values.
 */
const seed = fuzzSeed;
const runsPerTarget = fuzzRuns(200);

let t: TestApp;
let ds: DataSource;
let admin: TestClient;
let clinicId: number;
let otherClinicId: number;
let ownCaseId: number;
let otherCaseId: number;
let otherSnapshot: string;
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();

const snapshotOther = async () =>
  JSON.stringify(
    await ds.query(
      `SELECT (SELECT json_agg(x) FROM clinic_alert_settings x WHERE x.clinic_id = $1) AS rules,
              (SELECT json_agg(x ORDER BY x.state) FROM statute_limitation_periods x
                WHERE x.clinic_id = $1 OR x.clinic_id IS NULL) AS periods`,
      [otherClinicId],
    ),
  );

beforeAll(async () => {
  t = await startTestApp();
  ds = t.dataSource;
  const own = await createClinicWithUsers(ds);
  clinicId = own.clinic.id;
  otherClinicId = (await createClinic(ds)).id;
  ownCaseId = (await createCase(ds, { clinicId })).id;
  otherCaseId = (await createCase(ds, { clinicId: otherClinicId })).id;
  await ds.query(`INSERT INTO clinic_alert_settings (clinic_id, gap_days) VALUES ($1, 21)`, [otherClinicId]);
  await ds.query(`INSERT INTO statute_limitation_periods (clinic_id, state, period_months) VALUES ($1, 'TX', 30)`, [
    otherClinicId,
  ]);
  admin = new TestClient(t.url);
  await admin.login(own.admin.email);
  otherSnapshot = await snapshotOther();
});
afterAll(async () => {
  process.stdout.write(
    `fuzzed inputs per target (seed ${seed}, ${answers.total()} in all):\n${JSON.stringify(answers.counts, null, 1)}\n`,
  );
  await t?.close();
});

const count = () => field(fc.oneof(fc.integer({ min: -10, max: 500 }), fc.double(), fc.constantFrom('14', '', null)));
const settingsModel = () => ({ gapDays: count(), planBehindVisits: count(), reExamGraceDays: count() });
const states = fc.oneof(fc.constantFrom('CA', 'ca', 'TX', 'ZZ', 'C', 'CAL', '', '../x'), nastyStrings);
const periodModel = () => ({
  state: field(states),
  periodMonths: count(),
  notes: field(fc.oneof(fc.string({ maxLength: 600 }), nastyStrings, fc.constant(null))),
});
const caseIds = () => fc.constantFrom(ownCaseId, otherCaseId, 999_999_999, 0, -1);

const graphql = (target: string, query: string, variables: fc.Arbitrary<Record<string, unknown>>) =>
  fc.assert(
    fc.asyncProperty(variables, async (value) => {
      await answers.check(
        target,
        () => admin.request('POST', '/graphql', { body: JSON.stringify({ query, variables: value }) }),
        true,
      );
    }),
    fuzzOptions,
  );

describe('REST', () => {
  test('PUT /api/clinic/alert-settings', () =>
    fc.assert(
      fc.asyncProperty(bodyOf(withExtras(settingsModel(), [], otherClinicId)), async (body) => {
        await answers.check(
          'PUT /api/clinic/alert-settings',
          () => admin.request('PUT', '/api/clinic/alert-settings', { body: JSON.stringify(body) ?? 'null' }),
          false,
        );
      }),
      fuzzOptions,
    ));

  test('PUT and DELETE /api/statute-periods/:state', () =>
    fc.assert(
      fc.asyncProperty(states, bodyOf(withExtras(periodModel(), [], otherClinicId)), async (state, body) => {
        await answers.check(
          'PUT /api/statute-periods/:state',
          () =>
            admin.request('PUT', `/api/statute-periods/${pathSegment(state)}`, {
              body: JSON.stringify(body) ?? 'null',
            }),
          false,
        );
        await answers.check(
          'DELETE /api/statute-periods/:state',
          () => admin.request('DELETE', `/api/statute-periods/${pathSegment(state)}`),
          false,
        );
      }),
      fuzzOptions,
    ));

  test('GET /api/cases/:id/alerts', () =>
    fc.assert(
      fc.asyncProperty(fc.oneof(caseIds(), wildValue), async (id) => {
        await answers.check(
          'GET /api/cases/:id/alerts',
          () => admin.request('GET', `/api/cases/${pathSegment(id)}/alerts`),
          false,
        );
      }),
      fuzzOptions,
    ));
});

describe('GraphQL', () => {
  test('clinicAlertSettingsUpdate', () =>
    graphql(
      'clinicAlertSettingsUpdate',
      'mutation ($input: ClinicAlertSettingsInput!) { clinicAlertSettingsUpdate(input: $input) { gapDays } }',
      fc.record({ input: withExtras(settingsModel(), [], otherClinicId) }),
    ));

  test('statutePeriodSet', () =>
    graphql(
      'statutePeriodSet',
      'mutation ($input: StatutePeriodInput!) { statutePeriodSet(input: $input) { state } }',
      fc.record({ input: withExtras(periodModel(), ['state'], otherClinicId) }),
    ));

  test('statutePeriodReset', () =>
    graphql(
      'statutePeriodReset',
      'mutation ($state: String!) { statutePeriodReset(state: $state) { state } }',
      fc.record({ state: field(states) }),
    ));

  test('caseAlertBoard', () =>
    graphql(
      'caseAlertBoard',
      'query ($caseId: Int!) { caseAlertBoard(caseId: $caseId) { caseId alerts { id } statute { deadline } } }',
      fc.record({ caseId: field(caseIds()) }),
    ));
});

describe('afterwards', () => {
  it("left another clinic's rules, its periods and the shipped defaults untouched", async () => {
    expect(await snapshotOther()).toBe(otherSnapshot);
  });

  it('holds only valid rules and periods for the clinic', async () => {
    const rules = (await ds.query(`SELECT * FROM clinic_alert_settings WHERE clinic_id = $1`, [clinicId])) as {
      gap_days: number;
    }[];
    for (const rule of rules) expect(rule.gap_days >= 1 && rule.gap_days <= 365).toBe(true);
    const periods = (await ds.query(
      `SELECT state, period_months AS months FROM statute_limitation_periods WHERE clinic_id = $1`,
      [clinicId],
    )) as { state: string; months: number }[];
    const defaults = (await ds.query(`SELECT state FROM statute_limitation_periods WHERE clinic_id IS NULL`)) as {
      state: string;
    }[];
    expect(defaults).toHaveLength(51);
    for (const period of periods) {
      expect(defaults.map((row) => row.state)).toContain(period.state);
      expect(period.months >= 1 && period.months <= 240).toBe(true);
    }
  });
});
