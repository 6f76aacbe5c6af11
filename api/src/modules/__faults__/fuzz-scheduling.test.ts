import fc from 'fast-check';
import type { DataSource } from 'typeorm';
import { TestClient } from '../../test/client';
import {
  createAppointmentType,
  createCase,
  createClinicWithUsers,
  createProvider,
  createRoom,
} from '../../test/factories';
import { field, wildValue } from '../../test/faults/fuzz-values';
import { AnswerCheck, bodyOf, fuzzParameters, fuzzRuns, fuzzSeed, pathSegment } from '../../test/faults/fuzz-run';
import { startTestApp, type TestApp } from '../../test/harness';

/**
 * Generated inputs (fixed seed) against every scheduling write and list, over REST and GraphQL, signed
 * in as a clinic admin: no answer is a server error or shows internals; afterwards the other clinic's
 * calendar is untouched, every appointment of the clinic points to its own records, and each has its
 * audit row.
 */
const seed = fuzzSeed;
const runsPerTarget = fuzzRuns(150);

let t: TestApp;
let ds: DataSource;
let admin: TestClient;
let clinicId: number;
let otherClinicId: number;
let otherSnapshot: string;
let refs: { patientIds: number[]; caseIds: number[]; providerIds: string[]; typeIds: number[]; roomIds: number[] };
let appointmentIds: number[];
const fuzzOptions = fuzzParameters(runsPerTarget);
const answers = new AnswerCheck();

const snapshotOther = async () =>
  JSON.stringify(
    await ds.query(
      `SELECT (SELECT json_agg(x ORDER BY x.id) FROM appointments x WHERE x.clinic_id = $1) AS appointments,
              (SELECT json_agg(x ORDER BY x.id) FROM appointment_types x WHERE x.clinic_id = $1) AS types,
              (SELECT json_agg(x ORDER BY x.id) FROM rooms x WHERE x.clinic_id = $1) AS rooms`,
      [otherClinicId],
    ),
  );

beforeAll(async () => {
  t = await startTestApp();
  ds = t.dataSource;
  const own = await createClinicWithUsers(ds, { time_zone: 'UTC' });
  const other = await createClinicWithUsers(ds);
  clinicId = own.clinic.id;
  otherClinicId = other.clinic.id;
  const ownCase = await createCase(ds, { clinicId });
  const otherCase = await createCase(ds, { clinicId: otherClinicId });
  const ownProvider = await createProvider(ds, clinicId);
  const otherProvider = await createProvider(ds, otherClinicId);
  const ownType = await createAppointmentType(ds, clinicId);
  const otherType = await createAppointmentType(ds, otherClinicId);
  const ownRoom = await createRoom(ds, clinicId);
  const otherRoom = await createRoom(ds, otherClinicId);
  refs = {
    patientIds: [ownCase.patient_id, otherCase.patient_id],
    caseIds: [ownCase.id, otherCase.id],
    providerIds: [ownProvider.id, otherProvider.id, own.staff.id],
    typeIds: [ownType.id, otherType.id],
    roomIds: [ownRoom.id, otherRoom.id],
  };
  const insert = (clinic: number, patient: number, provider: string, type: number, hour: number) =>
    ds.query(
      `INSERT INTO appointments (clinic_id, patient_id, provider_id, appointment_type_id, scheduled_start, scheduled_end, created_by)
       VALUES ($1, $2, $3, $4, timestamptz '2031-01-06 00:00Z' + make_interval(hours => $5),
               timestamptz '2031-01-06 00:30Z' + make_interval(hours => $5), $3) RETURNING id`,
      [clinic, patient, provider, type, hour],
    ) as Promise<{ id: number }[]>;
  appointmentIds = [
    (await insert(clinicId, ownCase.patient_id, ownProvider.id, ownType.id, 1))[0].id,
    (await insert(clinicId, ownCase.patient_id, ownProvider.id, ownType.id, 2))[0].id,
    (await insert(otherClinicId, otherCase.patient_id, otherProvider.id, otherType.id, 1))[0].id,
  ];
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

const pick = <T>(values: readonly T[]) => field(fc.constantFrom(...values, 999_999_999 as unknown as T));
const instants = field(
  fc.oneof(
    fc
      .date({ min: new Date('2030-12-30T00:00:00Z'), max: new Date('2031-01-20T00:00:00Z') })
      .map((d) => (Number.isNaN(d.getTime()) ? 'not a date' : d.toISOString())),
    fc.constantFrom('2031-01-06T09:00:00Z', '2031-01-06T09:00', 'tomorrow', '2031-02-30T10:00:00Z', ''),
  ),
);
/** Built when a property runs (after beforeAll has made the records it picks from). */
const booking = () =>
  fc.record(
    {
      patientId: pick(refs.patientIds),
      caseId: fc.oneof(pick(refs.caseIds), fc.constant(null)),
      providerId: field(fc.constantFrom(...refs.providerIds, '00000000-0000-0000-0000-000000000000', 'x')),
      appointmentTypeId: pick(refs.typeIds),
      roomId: fc.oneof(pick(refs.roomIds), fc.constant(null)),
      scheduledStart: instants,
      scheduledEnd: fc.oneof(instants, fc.constant(null)),
      notes: fc.oneof(fc.string({ maxLength: 30 }), fc.constant(null)),
      remindersEnabled: field(fc.boolean()),
    },
    { requiredKeys: ['patientId', 'providerId', 'appointmentTypeId', 'scheduledStart'] },
  );
const ids = () => field(fc.constantFrom(...appointmentIds, 999_999_999));
const statuses = field(fc.constantFrom('checked_in', 'completed', 'cancelled', 'no_show', 'scheduled', 'done'));

const graphql = (target: string, query: string, variables: () => fc.Arbitrary<Record<string, unknown>>) =>
  fc.assert(
    fc.asyncProperty(variables(), async (value) => {
      await answers.check(
        target,
        () => admin.request('POST', '/graphql', { body: JSON.stringify({ query, variables: value }) }),
        true,
      );
    }),
    fuzzOptions,
  );

describe('REST', () => {
  test('POST /api/appointments', () =>
    fc.assert(
      fc.asyncProperty(fc.oneof(booking(), bodyOf(fc.object({ maxDepth: 1, maxKeys: 3 }))), async (body) => {
        await answers.check(
          'POST /api/appointments',
          () => admin.request('POST', '/api/appointments', { body: JSON.stringify(body) ?? 'null' }),
          false,
        );
      }),
      fuzzOptions,
    ));

  test('PATCH /api/appointments/:id', () =>
    fc.assert(
      fc.asyncProperty(
        ids(),
        fc.record(
          {
            scheduledStart: instants,
            providerId: field(fc.constantFrom(...refs.providerIds)),
            roomId: pick(refs.roomIds),
            remindersEnabled: field(fc.boolean()),
            clearRoom: wildValue,
          },
          { requiredKeys: [] },
        ),
        async (id, body) => {
          await answers.check(
            'PATCH /api/appointments/:id',
            () => admin.request('PATCH', `/api/appointments/${pathSegment(id)}`, { body: JSON.stringify(body) }),
            false,
          );
        },
      ),
      fuzzOptions,
    ));

  test('POST /api/appointments/:id/status', () =>
    fc.assert(
      fc.asyncProperty(
        ids(),
        statuses,
        fc.oneof(fc.string({ maxLength: 20 }), wildValue),
        async (id, status, reason) => {
          await answers.check(
            'POST /api/appointments/:id/status',
            () =>
              admin.request('POST', `/api/appointments/${pathSegment(id)}/status`, {
                body: JSON.stringify({ status, reason }),
              }),
            false,
          );
        },
      ),
      fuzzOptions,
    ));

  test('GET /api/appointments', () =>
    fc.assert(
      fc.asyncProperty(instants, instants, wildValue, async (from, to, caseId) => {
        const query = new URLSearchParams({ from: String(from), to: String(to) });
        if (caseId !== undefined) query.set('caseId', String(caseId));
        await answers.check('GET /api/appointments', () => admin.request('GET', `/api/appointments?${query}`), false);
      }),
      fuzzOptions,
    ));
});

describe('GraphQL', () => {
  test('appointmentBook', () =>
    graphql(
      'appointmentBook',
      'mutation ($input: AppointmentBookInput!) { appointmentBook(input: $input) { id } }',
      () => fc.record({ input: booking() }),
    ));

  test('appointmentTypeSave', () =>
    graphql(
      'appointmentTypeSave',
      'mutation ($input: AppointmentTypeSaveInput!) { appointmentTypeSave(input: $input) { id } }',
      () =>
        fc.record({
          input: fc.record({
            name: field(fc.string({ maxLength: 120 })),
            durationMinutes: field(fc.integer({ min: -10, max: 600 })),
            color: field(fc.constantFrom('#aabbcc', 'red', '#12345', '#ABCDEF')),
            isReExam: field(fc.boolean()),
            isActive: field(fc.boolean()),
          }),
        }),
    ));

  test('roomSave', () =>
    graphql('roomSave', 'mutation ($input: RoomSaveInput!) { roomSave(input: $input) { id } }', () =>
      fc.record({ input: fc.record({ name: field(fc.string({ maxLength: 120 })), isActive: field(fc.boolean()) }) }),
    ));

  test('clinicProviderSet', () =>
    graphql(
      'clinicProviderSet',
      'mutation ($input: ProviderSetInput!) { clinicProviderSet(input: $input) { id } }',
      () =>
        fc.record({
          input: fc.record({
            userId: field(fc.constantFrom(...refs.providerIds, 'nobody')),
            isProvider: field(fc.boolean()),
            npi: fc.oneof(field(fc.constantFrom('1234567893', '12345', 'abcdefghij')), fc.constant(null)),
          }),
        }),
    ));
});

describe('afterwards', () => {
  it("left the other clinic's calendar untouched", async () => {
    expect(await snapshotOther()).toBe(otherSnapshot);
  });

  it("holds only appointments on the clinic's own records, each audited", async () => {
    const [{ foreign }] = (await ds.query(
      `SELECT count(*)::int AS foreign FROM appointments a
         LEFT JOIN patients p ON p.id = a.patient_id LEFT JOIN users u ON u.id = a.provider_id
         LEFT JOIN appointment_types t ON t.id = a.appointment_type_id LEFT JOIN rooms r ON r.id = a.room_id
        WHERE a.clinic_id = $1
          AND (p.clinic_id <> $1 OR u.clinic_id <> $1 OR t.clinic_id <> $1 OR (a.room_id IS NOT NULL AND r.clinic_id <> $1))`,
      [clinicId],
    )) as { foreign: number }[];
    expect(foreign).toBe(0);
    const [{ unaudited }] = (await ds.query(
      `SELECT count(*)::int AS unaudited FROM appointments a
        WHERE a.clinic_id = $1 AND a.id <> ALL($2)
          AND NOT EXISTS (SELECT 1 FROM audit_logs l WHERE l.entity_type = 'appointment' AND l.entity_id = a.id::text AND l.action = 'create')`,
      [clinicId, appointmentIds],
    )) as { unaudited: number }[];
    expect(unaudited).toBe(0);
  });
});
