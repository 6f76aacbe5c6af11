import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { TestClient } from '../../test/client';
import { createClinic, createClinicWithUsers } from '../../test/factories';
import {
  badDates,
  field,
  nastyStrings,
  validEmail,
  validName,
  validPhone,
  wildValue,
} from '../../test/faults/fuzz-values';
import { AnswerCheck, bodyOf, fuzzParameters, fuzzRuns, fuzzSeed, withExtras } from '../../test/faults/fuzz-run';
import { startTestApp, type TestApp } from '../../test/harness';

/**
 * Generated inputs (fixed seed) against the public form (REST and GraphQL, signed out) and every
 * write of the intake desk, signed in as a clinic's admin: no answer is a server error or shows
 * internals; afterwards another clinic's intakes are untouched, every intake kept has its consent
 * version, a way to reach the person and a score within 0-100, and no intake of another clinic
 * was converted into this one.
 */
const seed = fuzzSeed;
const runsPerTarget = fuzzRuns(200);

let t: TestApp;
let ds: DataSource;
let admin: TestClient;
let anonymous: TestClient;
let clinicId: number;
let otherClinicId: number;
let ownIntakeIds: number[];
let otherIntakeId: number;
let formToken: string;
let otherSnapshot: string;
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();

const insertIntake = async (clinic: number, status: string) => {
  const [{ id }] = (await ds.query(
    `INSERT INTO public_intake (intake_code, first_name, last_name, phone, injury_date, injury_type, injury_description,
       location_city, location_state, triage_score, matched_clinic_id, conversion_status, contacted_at, consent_at,
       consent_text_version)
     VALUES ('IN-FZ' || substr(md5(random()::text), 1, 10), 'Fuzz', 'Intake', '555-010-2000', '2026-01-01', 'other',
             'x', 'Fuzzville', 'FZ', 10, $1, $2, CASE WHEN $2 = 'new' THEN NULL ELSE now() END, now(),
             'intake-consent-2026-11') RETURNING id`,
    [clinic, status],
  )) as { id: number }[];
  return id;
};

const snapshotOther = async () =>
  JSON.stringify(
    await ds.query(`SELECT json_agg(x ORDER BY x.id) AS intakes FROM public_intake x WHERE x.matched_clinic_id = $1`, [
      otherClinicId,
    ]),
  );

beforeAll(async () => {
  t = await startTestApp();
  ds = t.dataSource;
  const own = await createClinicWithUsers(ds, { state: 'FZ', city: 'Fuzzville' });
  clinicId = own.clinic.id;
  otherClinicId = (await createClinic(ds)).id;
  ownIntakeIds = [await insertIntake(clinicId, 'new'), await insertIntake(clinicId, 'contacted')];
  otherIntakeId = await insertIntake(otherClinicId, 'contacted');
  admin = new TestClient(t.url);
  await admin.login(own.admin.email);
  anonymous = new TestClient(t.url);
  formToken = (await anonymous.gql<{ intakeFormToken: string }>('{ intakeFormToken }')).data!.intakeFormToken;
  await new Promise((resolve) => setTimeout(resolve, 3100));
  otherSnapshot = await snapshotOther();
}, 60_000);
afterAll(async () => {
  process.stdout.write(
    `fuzzed inputs per target (seed ${seed}, ${answers.total()} in all):\n${JSON.stringify(answers.counts, null, 1)}\n`,
  );
  await t?.close();
});

const text = (max: number) => fc.oneof(fc.string({ minLength: 1, maxLength: max }), nastyStrings);
const idChoices = () => fc.oneof(fc.constantFrom(...ownIntakeIds, otherIntakeId, 999_999_999), wildValue);

const submitModel = () => ({
  firstName: field(validName),
  lastName: field(validName),
  email: field(fc.oneof(validEmail, fc.constant(null))),
  phone: field(fc.oneof(validPhone, fc.constant(null))),
  injuryDate: field(fc.oneof(fc.constantFrom('2026-01-15', '2025-06-01'), badDates)),
  injuryType: field(fc.constantFrom('auto_accident', 'slip_fall', 'work_injury', 'other', 'dog_bite')),
  injuryDescription: field(text(300)),
  locationCity: field(fc.oneof(fc.constant('Fuzzville'), text(50))),
  locationState: field(fc.constantFrom('FZ', 'fz', 'NJ', 'New Jersey', '')),
  insuranceCarrier: field(fc.oneof(text(50), fc.constant(null))),
  hasAttorney: field(fc.boolean()),
  attorneyName: field(fc.oneof(text(50), fc.constant(null))),
  hasMedicalProvider: field(fc.boolean()),
  providerName: field(fc.oneof(text(50), fc.constant(null))),
  urgencyLevel: field(fc.constantFrom('low', 'medium', 'high', 'urgent')),
  consent: field(fc.boolean()),
  consentTextVersion: field(fc.constantFrom('intake-consent-2026-11', 'v0')),
  language: field(fc.constantFrom('en', 'es', 'fr', null)),
  source: field(fc.oneof(text(120), fc.constant(null))),
  utmSource: field(fc.oneof(text(50), fc.constant(null))),
  formToken: field(fc.oneof(fc.constant('TOKEN'), text(40))),
  website: field(fc.constantFrom(null, '', 'http://spam.example')),
});

/** The generated body with the placeholder replaced by the real (valid) form token. */
const withToken = (body: unknown) =>
  body && typeof body === 'object' && (body as Record<string, unknown>).formToken === 'TOKEN'
    ? { ...(body as Record<string, unknown>), formToken }
    : body;

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
  test('POST /api/public/intake', () =>
    fc.assert(
      fc.asyncProperty(bodyOf(withExtras(submitModel(), ['firstName', 'consent'], otherClinicId)), async (body) => {
        await answers.check(
          'POST /api/public/intake',
          () => anonymous.request('POST', '/api/public/intake', { body: JSON.stringify(withToken(body)) ?? 'null' }),
          false,
        );
      }),
      fuzzOptions,
    ));

  test('GET /api/intake', () =>
    fc.assert(
      fc.asyncProperty(wildValue, wildValue, async (a, b) => {
        const query = new URLSearchParams({
          status: String(a),
          minScore: String(b),
          search: String(a),
          state: String(b),
          sort: String(a),
          cursor: String(b),
          limit: String(a),
        });
        await answers.check('GET /api/intake', () => admin.request('GET', `/api/intake?${query}`), false);
      }),
      fuzzOptions,
    ));
});

describe('GraphQL', () => {
  test('publicIntakeSubmit', () =>
    graphql(
      () => anonymous,
      'publicIntakeSubmit',
      'mutation($input: IntakeSubmitInput!) { publicIntakeSubmit(input: $input) { intakeCode } }',
      fc.record({ input: fc.record(submitModel(), { requiredKeys: [] }).map((input) => withToken(input)) }),
    ));

  test('intakeMarkContacted, intakeClose, intakeConvert', async () => {
    await graphql(
      () => admin,
      'intakeMarkContacted',
      'mutation($id: Int!) { intakeMarkContacted(id: $id) { id } }',
      fc.record({ id: idChoices() }),
    );
    await graphql(
      () => admin,
      'intakeClose',
      'mutation($input: IntakeCloseInput!) { intakeClose(input: $input) { id } }',
      fc.record({ input: fc.record({ intakeId: idChoices(), reason: field(text(600)) }, { requiredKeys: [] }) }),
    );
    await graphql(
      () => admin,
      'intakeConvert',
      'mutation($input: IntakeConvertInput!) { intakeConvert(input: $input) { id } }',
      fc.record({
        input: fc.record(
          {
            intakeId: idChoices(),
            clinicId: field(fc.constantFrom(clinicId, otherClinicId, 999_999_999)),
            attorneyId: field(fc.constantFrom(999_999_999, null)),
          },
          { requiredKeys: [] },
        ),
      }),
    );
  });

  test('intakes', () =>
    graphql(
      () => admin,
      'intakes',
      'query($f: IntakeFilter, $after: String, $first: Int) { intakes(filter: $f, after: $after, first: $first) { nodes { id } } }',
      fc.record({
        f: fc.record(
          {
            status: field(fc.constantFrom('new', 'won')),
            search: field(text(250)),
            minScore: field(fc.integer({ min: -5, max: 105 })),
            state: field(fc.constantFrom('NJ', 'New')),
            openOnly: field(fc.boolean()),
          },
          { requiredKeys: [] },
        ),
        after: wildValue,
        first: wildValue,
      }),
    ));
});

test('afterwards: another clinic untouched, every kept intake valid, nothing converted across clinics', async () => {
  expect(await snapshotOther()).toBe(otherSnapshot);
  const bad = (await ds.query(
    `SELECT id FROM public_intake
      WHERE (matched_clinic_id = $1 OR location_state = 'FZ')
        AND (consent_text_version <> 'intake-consent-2026-11' OR (email IS NULL AND phone IS NULL)
             OR triage_score NOT BETWEEN 0 AND 100)`,
    [clinicId],
  )) as unknown[];
  expect(bad).toEqual([]);
  const stolen = (await ds.query(
    `SELECT p.id FROM patients p JOIN public_intake i ON i.converted_patient_id = p.id
      WHERE i.id = $1 OR (p.clinic_id = $2 AND i.matched_clinic_id <> $2)`,
    [otherIntakeId, clinicId],
  )) as unknown[];
  expect(stolen).toEqual([]);
});
