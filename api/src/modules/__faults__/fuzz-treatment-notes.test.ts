import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { TestClient } from '../../test/client';
import { createCase, createClinicWithUsers } from '../../test/factories';
import { field, nastyStrings, validMoney, wildValue } from '../../test/faults/fuzz-values';
import { AnswerCheck, bodyOf, fuzzParameters, fuzzRuns, withExtras } from '../../test/faults/fuzz-run';
import { startTestApp, type TestApp } from '../../test/harness';
import { codingProblems } from '../treatment-notes/note-content-rules';
import { createAppointment, createFeeItems, createProvider } from '../treatment-notes/__tests__/clinical-fixtures';

/**
 * Generated inputs (fixed seed) against the clinical writes, as a clinic admin who is a provider:
 * a draft note's content, addenda, the treatment plan, the clinic's diagnosis codes and fee schedule.
 * No answer is a server error or shows internals; afterwards the signed note is as it was signed,
 * every stored draft's coding is valid for the clinic, plans keep one active per case, and the other
 * clinic is untouched.
 */
const runsPerTarget = fuzzRuns(150);
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();

let t: TestApp;
let ds: DataSource;
let admin: TestClient;
let clinicId: number;
let bystanderClinicId: number;
let caseId: number;
let draftId: number;
let signedId: number;
let planId: number;
let feeItemId: number;
let signedSnapshot: string;
let bystanderSnapshot: string;

const snapshot = async (sql: string, params: unknown[]) => JSON.stringify(await ds.query(sql, params));
const signedSql = `SELECT * FROM treatment_notes WHERE id = $1`;
const bystanderSql = `SELECT (SELECT json_agg(x ORDER BY x.id) FROM fee_schedule x WHERE x.clinic_id = $1) AS fees,
  (SELECT json_agg(x ORDER BY x.id) FROM diagnosis_codes x WHERE x.clinic_id = $1) AS codes`;

beforeAll(async () => {
  t = await startTestApp();
  ds = t.dataSource;
  const home = await createClinicWithUsers(ds);
  clinicId = home.clinic.id;
  await ds.query(`UPDATE users SET is_provider = true WHERE id = $1`, [home.admin.id]);
  const provider = await createProvider(ds, clinicId);
  const record = await createCase(ds, { clinicId });
  caseId = record.id;
  await createFeeItems(ds, clinicId, [
    ['98941', '60.00'],
    ['97110', '40.00'],
  ]);
  [{ id: feeItemId }] = await ds.query(
    `SELECT id FROM fee_schedule WHERE clinic_id = $1 AND procedure_code = '97110'`,
    [clinicId],
  );
  const visit = () =>
    createAppointment(ds, { clinicId, patientId: record.patient_id, caseId, providerId: provider.id });
  const bystander = await createClinicWithUsers(ds);
  bystanderClinicId = bystander.clinic.id;
  await createFeeItems(ds, bystanderClinicId, [['98940', '45.00']]);
  admin = new TestClient(t.url);
  await admin.login(home.admin.email);
  const start = async () => {
    const answer = await admin.gql<{ startTreatmentNote: { id: number } }>(
      'mutation ($id: Int!) { startTreatmentNote(appointmentId: $id) { id } }',
      { id: (await visit()).id },
    );
    return answer.data!.startTreatmentNote.id;
  };
  signedId = await start();
  await admin.gql(
    'mutation ($id: Int!, $input: TreatmentNoteInput!) { treatmentNoteUpdate(id: $id, input: $input) { id } }',
    {
      id: signedId,
      input: {
        noteType: 'soap',
        diagnosisCodes: ['M54.2'],
        procedures: [{ code: '98941', units: 1, modifiers: [], diagnosisPointers: [1] }],
      },
    },
  );
  await admin.gql('mutation ($id: Int!) { treatmentNoteSign(id: $id) { id } }', { id: signedId });
  draftId = await start();
  const plan = await admin.gql<{ treatmentPlanCreate: { id: number } }>(
    'mutation ($caseId: Int!, $input: TreatmentPlanInput!) { treatmentPlanCreate(caseId: $caseId, input: $input) { id } }',
    { caseId, input: { visitsPerWeek: 3, weeks: 6, startDate: '2026-01-05', reExamDates: [] } },
  );
  planId = plan.data!.treatmentPlanCreate.id;
  signedSnapshot = await snapshot(signedSql, [signedId]);
  bystanderSnapshot = await snapshot(bystanderSql, [bystanderClinicId]);
}, 60_000);

afterAll(async () => {
  process.stdout.write(`clinical writes fuzzed (${answers.total()}):\n${JSON.stringify(answers.counts, null, 1)}\n`);
  await t?.close();
});

const json = (value: unknown) => JSON.stringify(value) ?? 'null';
const gqlCall = (target: string, query: string, variables: unknown) =>
  answers.check(target, () => admin.request('POST', '/graphql', { body: json({ query, variables }) }), true);

const odd = <T>(valid: fc.Arbitrary<T>, anything: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: valid, weight: 5 }, { arbitrary: anything, weight: 2 });
const diagnosisCodes = odd(
  fc.subarray(['S13.4XXA', 'M54.2', 'S33.5XXA']),
  fc.array(fc.constantFrom('S13.4XXA', 'M54.2', 'Z99.ZZZZ', 'm54.2', 'S13.4XXA ', ''), { maxLength: 14 }),
);
const procedure = odd(
  fc.record({
    code: fc.constantFrom('98941', '97110'),
    units: fc.integer({ min: 1, max: 4 }),
    modifiers: fc.subarray(['GP', '25']),
    diagnosisPointers: fc.constant([]),
  }),
  fc.record(
    {
      code: field(fc.constantFrom('98941', '97110', '98940', '97999', '9894', '')),
      units: field(fc.integer({ min: -2, max: 120 })),
      modifiers: field(fc.array(fc.constantFrom('GP', '25', '59', 'g', 'XYZ', ''), { maxLength: 6 })),
      diagnosisPointers: field(fc.array(fc.integer({ min: -1, max: 6 }), { maxLength: 6 })),
    },
    { requiredKeys: ['code', 'units', 'modifiers', 'diagnosisPointers'] },
  ),
);
const vitalSigns = fc.record(
  {
    pulse: field(fc.integer({ min: 0, max: 300 })),
    bloodPressureSystolic: field(fc.integer({ min: 0, max: 400 })),
    temperatureF: field(fc.double({ min: 80, max: 120, noNaN: true })),
    weightLb: field(fc.oneof(fc.double({ min: -5, max: 2000, noNaN: true }), fc.constant(180))),
  },
  { requiredKeys: [] },
);
const noteContent = withExtras(
  {
    noteType: field(fc.constantFrom('soap', 'initial_exam', 're_exam', 'discharge', 'other')),
    subjective: field(fc.oneof(fc.string({ maxLength: 50 }), nastyStrings)),
    painScale: field(odd(fc.integer({ min: 0, max: 10 }), fc.integer({ min: -3, max: 13 }))),
    vitalSigns: field(vitalSigns),
    diagnosisCodes: field(diagnosisCodes),
    procedures: field(fc.array(procedure, { maxLength: 3 })),
  },
  ['diagnosisCodes', 'procedures'],
  0,
);
const noteIds = fc.oneof(
  { arbitrary: fc.constantFrom('draft', 'signed'), weight: 8 },
  { arbitrary: fc.constantFrom(0, -1, 2_000_000_000), weight: 1 },
  { arbitrary: wildValue, weight: 1 },
);
const resolveNote = (value: unknown) => (value === 'draft' ? draftId : value === 'signed' ? signedId : value);

describe('the clinical writes', () => {
  test('treatmentNoteUpdate', () =>
    fc.assert(
      fc.asyncProperty(noteIds, bodyOf(noteContent), (id, input) =>
        gqlCall(
          'treatmentNoteUpdate',
          'mutation ($id: Int!, $input: TreatmentNoteInput!) { treatmentNoteUpdate(id: $id, input: $input) { id } }',
          { id: resolveNote(id), input },
        ),
      ),
      fuzzOptions,
    ));

  test('treatmentNoteAddendum and treatmentNoteSign', () =>
    fc.assert(
      fc.asyncProperty(
        noteIds,
        field(fc.oneof(fc.string({ maxLength: 30 }), nastyStrings)),
        fc.boolean(),
        (id, reason, sign) =>
          sign
            ? gqlCall('treatmentNoteSign', 'mutation ($id: Int!) { treatmentNoteSign(id: $id) { id } }', {
                id: resolveNote(id),
              })
            : gqlCall(
                'treatmentNoteAddendum',
                'mutation ($id: Int!, $reason: String!) { treatmentNoteAddendum(id: $id, input: { reason: $reason }) { id } }',
                { id: resolveNote(id), reason },
              ),
      ),
      fuzzOptions,
    ));

  test('treatmentPlanCreate and treatmentPlanUpdate', () =>
    fc.assert(
      fc.asyncProperty(
        bodyOf(
          withExtras(
            {
              visitsPerWeek: field(fc.integer({ min: -1, max: 9 })),
              weeks: field(fc.integer({ min: 0, max: 120 })),
              startDate: field(fc.constantFrom('2026-01-05', '2026-02-30', 'soon', '2026-01-05T00:00:00Z')),
              reExamDates: field(fc.array(fc.constantFrom('2026-01-20', '2025-01-01', 'x'), { maxLength: 3 })),
              goals: field(nastyStrings),
              status: field(fc.constantFrom('active', 'completed', 'discontinued', 'paused')),
            },
            ['visitsPerWeek', 'weeks', 'startDate'],
            bystanderClinicId,
          ),
        ),
        fc.boolean(),
        (input, create) =>
          create
            ? gqlCall(
                'treatmentPlanCreate',
                'mutation ($id: Int!, $input: TreatmentPlanInput!) { treatmentPlanCreate(caseId: $id, input: $input) { id } }',
                { id: caseId, input },
              )
            : gqlCall(
                'treatmentPlanUpdate',
                'mutation ($id: Int!, $input: TreatmentPlanInput!) { treatmentPlanUpdate(id: $id, input: $input) { id } }',
                { id: planId, input },
              ),
      ),
      fuzzOptions,
    ));

  test('diagnosisCodeCreate, feeScheduleItemCreate and feeScheduleItemUpdate', () =>
    fc.assert(
      fc.asyncProperty(
        field(
          fc.oneof(
            fc.nat(9999).map((n) => `U${n % 10}Z.${n}`),
            fc.constantFrom('M54.2', 'bad', ''),
          ),
        ),
        field(fc.oneof(fc.string({ maxLength: 40 }), nastyStrings)),
        field(
          fc.oneof(
            fc.nat(99999).map((n) => String(n).padStart(5, '0')),
            fc.constantFrom('98941', 'ABCDEF', ''),
          ),
        ),
        field(validMoney),
        field(fc.integer({ min: -1, max: 120 })),
        fc.nat(2),
        (code, description, procedureCode, fee, defaultUnits, which) =>
          which === 0
            ? gqlCall(
                'diagnosisCodeCreate',
                'mutation ($input: DiagnosisCodeInput!) { diagnosisCodeCreate(input: $input) { id } }',
                {
                  input: { code, description },
                },
              )
            : gqlCall(
                which === 1 ? 'feeScheduleItemCreate' : 'feeScheduleItemUpdate',
                which === 1
                  ? 'mutation ($input: FeeScheduleItemInput!) { feeScheduleItemCreate(input: $input) { id } }'
                  : 'mutation ($id: Int!, $input: FeeScheduleItemInput!) { feeScheduleItemUpdate(id: $id, input: $input) { id } }',
                {
                  id: feeItemId,
                  input: { procedureCode, description, fee, defaultUnits, isActive: true },
                },
              ),
      ),
      fuzzOptions,
    ));

  test('diagnosisCodes search', () =>
    fc.assert(
      fc.asyncProperty(
        field(fc.oneof(fc.string({ maxLength: 30 }), nastyStrings)),
        field(fc.integer()),
        (search, first) =>
          gqlCall('diagnosisCodes', 'query ($s: String, $f: Int!) { diagnosisCodes(search: $s, first: $f) { id } }', {
            s: search,
            f: first,
          }),
      ),
      fuzzOptions,
    ));

  test('afterwards: the signed note is unchanged, drafts are valid, one active plan, the other clinic untouched', async () => {
    expect(await snapshot(signedSql, [signedId])).toBe(signedSnapshot);
    expect(await snapshot(bystanderSql, [bystanderClinicId])).toBe(bystanderSnapshot);
    const drafts = (await ds.query(
      `SELECT diagnosis_codes AS "diagnosisCodes", procedure_codes AS procedures, pain_scale AS "painScale"
         FROM treatment_notes WHERE clinic_id = $1 AND NOT is_locked`,
      [clinicId],
    )) as { diagnosisCodes: string[]; procedures: never[]; painScale: number | null }[];
    for (const draft of drafts) {
      expect(await codingProblems(ds.manager, clinicId, draft, { toSign: false })).toEqual([]);
      if (draft.painScale !== null) expect(draft.painScale).toBeGreaterThanOrEqual(0);
    }
    const [{ active }] = await ds.query(
      `SELECT count(*)::int AS active FROM treatment_plans WHERE case_id = $1 AND status = 'active'`,
      [caseId],
    );
    expect(active).toBeLessThanOrEqual(1);
    expect(answers.succeeded('treatmentNoteUpdate')).toBeGreaterThan(0);
  });
});
