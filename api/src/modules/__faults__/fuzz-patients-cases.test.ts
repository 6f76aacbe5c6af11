import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { Role } from '../../platform/access/role';
import { TestClient } from '../../test/client';
import {
  createAttorney,
  createCase,
  createClinic,
  createClinicWithUsers,
  createPatient,
  createUser,
} from '../../test/factories';
import {
  field,
  validEmail,
  validMoney,
  validName,
  validPastDate,
  validPhone,
  validZip,
} from '../../test/faults/fuzz-values';
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
 * Thousands of generated inputs (fixed seed) against every patient and case write, over REST and
 * GraphQL, signed in as clinic staff: no answer is a server error or shows internals, and afterwards
 * every row is still in its tenant and another clinic's rows are untouched.
 */
const seed = fuzzSeed;
const runsPerTarget = fuzzRuns(400);

let t: TestApp;
let ds: DataSource;
let staff: TestClient;
let clinicId: number;
let otherClinicId: number;
let ownPatientId: number;
let ownCaseId: number;
let otherPatientId: number;
let otherCaseId: number;
let attorneyId: number;
let csrfToken: string;
let otherClinicSnapshot: string;
let startedAt: Date;
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();
const counts = answers.counts;

async function snapshotOtherClinic(): Promise<string> {
  const rows = await ds.query(
    `SELECT (SELECT json_agg(p ORDER BY p.id) FROM patients p WHERE p.clinic_id = $1) AS patients,
            (SELECT json_agg(c ORDER BY c.id) FROM cases c WHERE c.clinic_id = $1) AS cases`,
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
  await createUser(ds, { role: Role.clinic_staff, clinic_id: otherClinicId });
  attorneyId = (await createAttorney(ds)).id;
  ownPatientId = (await createPatient(ds, clinicId)).id;
  ownCaseId = (await createCase(ds, { clinicId, patientId: ownPatientId, attorneyId })).id;
  otherPatientId = (await createPatient(ds, otherClinicId)).id;
  otherCaseId = (await createCase(ds, { clinicId: otherClinicId, patientId: otherPatientId, attorneyId })).id;
  staff = new TestClient(t.url);
  await staff.login(own.staff.email);
  const read = await staff.request('GET', `/api/patients/${ownPatientId}`);
  csrfToken = read.headers.get('x-csrf-token') ?? '';
  expect(csrfToken).not.toBe('');
  otherClinicSnapshot = await snapshotOtherClinic();
  startedAt = new Date();
});
afterAll(async () => {
  process.stdout.write(`fuzzed inputs per target (seed ${seed}):\n${JSON.stringify(counts, null, 1)}\n`);
  await t?.close();
});

/** Sends one request and checks the answer is not a server error and shows no internals. */
const check = (target: string, send: () => Promise<Response>, isGraphql: boolean) =>
  answers.check(target, send, isGraphql);

const rest = (target: string, method: string, path: () => string, body: fc.Arbitrary<unknown>, headers = {}) =>
  fc.assert(
    fc.asyncProperty(body, async (value) =>
      check(target, () => staff.request(method, path(), { body: JSON.stringify(value) ?? 'null', headers }), false),
    ),
    fuzzOptions,
  );

const graphql = (target: string, query: string, variables: fc.Arbitrary<Record<string, unknown>>) =>
  fc.assert(
    fc.asyncProperty(variables, async (value) =>
      check(
        target,
        () => staff.request('POST', '/graphql', { body: JSON.stringify({ query, variables: value }) }),
        true,
      ),
    ),
    fuzzOptions,
  );

/** A record whose fields are each usually valid; optional ones may be left out; extra fields sometimes. */
const withExtras = (model: Record<string, fc.Arbitrary<unknown>>, required: string[]) =>
  withTenantExtras(model, required, otherClinicId);

const patientQuickAddModel = () => ({
  firstName: field(validName),
  lastName: field(validName),
  email: field(validEmail),
  phone: field(validPhone),
  emergencyContact: field(validName),
  emergencyPhone: field(validPhone),
});
const patientDetailsModel = () => ({
  ...patientQuickAddModel(),
  email: field(validEmail),
  phone: field(validPhone),
  emergencyRelation: field(validName),
  insuranceProvider: field(validName),
  insurancePolicyNumber: field(validName),
  notes: field(validName),
});
const patientCreateModel = () => ({
  ...patientDetailsModel(),
  dateOfBirth: field(validPastDate),
  address: field(validName),
  city: field(validName),
  state: field(validName),
  zipCode: field(validZip),
});
const patientUpdateModel = () => ({
  ...patientCreateModel(),
  isActive: field(fc.boolean()),
  status: field(fc.constantFrom('intake', 'active', 'on_hold', 'discharged', 'inactive')),
  statusReason: field(validName),
});
const caseTypes = fc.constantFrom('auto_accident', 'slip_fall', 'work_injury', 'medical_malpractice', 'other');
const caseStatuses = fc.constantFrom('active_treatment', 'attorney_review', 'settlement_negotiation', 'settlement');
const caseCreateModel = () => ({
  patientId: field(fc.constantFrom(ownPatientId, otherPatientId)),
  attorneyId: field(fc.constant(attorneyId)),
  caseType: field(caseTypes),
  accidentDate: field(validPastDate),
  status: field(caseStatuses),
  title: field(validName),
  description: field(validName),
  notes: field(validName),
  settlementAmount: field(validMoney),
});
const caseUpdateModel = () => ({
  caseType: field(caseTypes),
  status: field(caseStatuses),
  accidentDate: field(validPastDate),
  title: field(validName),
  description: field(validName),
  notes: field(validName),
  settlementAmount: field(validMoney),
});
const ids = () => field(fc.constantFrom(ownPatientId, otherPatientId, ownCaseId, otherCaseId));

describe('REST writes', () => {
  test('POST /api/patients', () =>
    rest(
      'POST /api/patients',
      'POST',
      () => '/api/patients',
      bodyOf(withExtras(patientCreateModel(), ['firstName', 'lastName', 'email', 'phone', 'dateOfBirth'])),
    ));

  test('PUT /api/patients/:id', () => {
    let id: unknown = ownPatientId;
    return fc.assert(
      fc.asyncProperty(
        ids(),
        bodyOf(
          withExtras(patientUpdateModel(), [
            'firstName',
            'lastName',
            'email',
            'phone',
            'address',
            'city',
            'state',
            'zipCode',
          ]),
        ),
        async (pathId, body) => {
          id = pathId;
          await check(
            'PUT /api/patients/:id',
            () =>
              staff.request('PUT', `/api/patients/${pathSegment(id)}`, {
                body: JSON.stringify(body) ?? 'null',
                headers: { 'x-csrf-token': csrfToken },
              }),
            false,
          );
        },
      ),
      fuzzOptions,
    );
  });

  test('POST /api/cases', () =>
    rest(
      'POST /api/cases',
      'POST',
      () => '/api/cases',
      bodyOf(withExtras(caseCreateModel(), ['patientId', 'attorneyId', 'caseType', 'accidentDate'])),
    ));
});

describe('GraphQL mutations', () => {
  test('patientQuickAdd', () =>
    graphql(
      'patientQuickAdd',
      'mutation ($input: PatientQuickAddInput!) { patientQuickAdd(input: $input) { id firstName } }',
      fc.record({ input: bodyOf(withExtras(patientQuickAddModel(), ['firstName', 'lastName'])) }),
    ));

  test('patientCreate', () =>
    graphql(
      'patientCreate',
      'mutation ($input: PatientCreateInput!) { patientCreate(input: $input) { id } }',
      fc.record({
        input: bodyOf(withExtras(patientCreateModel(), ['firstName', 'lastName', 'email', 'phone', 'dateOfBirth'])),
      }),
    ));

  test('patientUpdate', () =>
    graphql(
      'patientUpdate',
      'mutation ($id: Int!, $input: PatientUpdateInput!) { patientUpdate(id: $id, input: $input) { id status } }',
      fc.record({
        id: ids(),
        input: bodyOf(
          withExtras(patientUpdateModel(), [
            'firstName',
            'lastName',
            'email',
            'phone',
            'address',
            'city',
            'state',
            'zipCode',
          ]),
        ),
      }),
    ));

  test('caseCreate', () =>
    graphql(
      'caseCreate',
      'mutation ($input: CaseCreateInput!) { caseCreate(input: $input) { id caseNumber } }',
      fc.record({
        input: bodyOf(withExtras(caseCreateModel(), ['patientId', 'attorneyId', 'caseType', 'accidentDate'])),
      }),
    ));

  test('caseUpdate', () =>
    graphql(
      'caseUpdate',
      'mutation ($id: Int!, $input: CaseUpdateInput!) { caseUpdate(id: $id, input: $input) { id status } }',
      fc.record({ id: ids(), input: bodyOf(withExtras(caseUpdateModel(), ['caseType', 'status', 'accidentDate'])) }),
    ));
});

describe('invariants after the run', () => {
  test('some writes succeeded (the fuzzing reached the database)', () => {
    const succeeded = answers.succeeded();
    expect(succeeded).toBeGreaterThan(runsPerTarget);
  });

  test("the other clinic's patients and cases are exactly as before", async () => {
    expect(await snapshotOtherClinic()).toBe(otherClinicSnapshot);
  });

  test("every patient and case written in the run belongs to the staff member's clinic, and each case's patient to its clinic", async () => {
    const [row] = await ds.query(
      `SELECT
         (SELECT count(*) FROM patients WHERE created_at >= $2 AND clinic_id <> $1) AS foreign_patients,
         (SELECT count(*) FROM cases WHERE created_at >= $2 AND clinic_id <> $1) AS foreign_cases,
         (SELECT count(*) FROM cases c JOIN patients p ON p.id = c.patient_id WHERE c.clinic_id <> p.clinic_id) AS mixed_cases,
         (SELECT count(*) FROM patients WHERE clinic_id = $1) AS own_patients,
         (SELECT count(*) FROM cases WHERE clinic_id = $1) AS own_cases`,
      [clinicId, startedAt],
    );
    expect({
      foreign_patients: row.foreign_patients,
      foreign_cases: row.foreign_cases,
      mixed_cases: row.mixed_cases,
    }).toEqual({
      foreign_patients: '0',
      foreign_cases: '0',
      mixed_cases: '0',
    });
    expect(Number(row.own_patients)).toBeGreaterThan(1);
    expect(Number(row.own_cases)).toBeGreaterThan(1);
  });

  test('every patient and case created in the run has its audit row', async () => {
    const [row] = await ds.query(
      `SELECT count(*) AS missing FROM (
         SELECT 'patient' AS kind, id FROM patients WHERE clinic_id = $1 AND created_at >= $2
         UNION ALL SELECT 'case', id FROM cases WHERE clinic_id = $1 AND created_at >= $2) created
       WHERE NOT EXISTS (SELECT 1 FROM audit_logs a WHERE a.entity_id = created.id::text AND a.clinic_id = $1 AND a.changed_at >= $2)`,
      [clinicId, startedAt],
    );
    expect(row.missing).toBe('0');
  });
});
