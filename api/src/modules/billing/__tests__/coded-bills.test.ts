import { Role } from '../../../platform/access/role';
import type { Scope } from '../../../platform/access/scope';
import {
  createAttorneyUser,
  createCase,
  createClinicWithUsers,
  createFeeScheduleItem,
  createPatient,
  createSignedNote,
  createUser,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { raiseBillForSignedNote } from '../coded-bills';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const scopeOf = (user: { id: string; role: Role; clinic_id: number | null }): Scope => ({
  userId: user.id,
  role: user.role,
  clinicId: user.clinic_id,
  attorneyId: null,
  displayName: 'Test User',
  sessionId: 'session',
  request: { requestId: 'test', ip: null, userAgent: null },
});

async function setup() {
  // Honolulu: a visit at 09:00 UTC on Jan 10 is still Jan 9 in the clinic's day.
  const { clinic, staff } = await createClinicWithUsers(t.dataSource, { time_zone: 'Pacific/Honolulu' });
  const provider = await createUser(t.dataSource, { role: Role.clinic_staff, clinic_id: clinic.id, is_provider: true });
  const lawyer = await createAttorneyUser(t.dataSource);
  const record = await createCase(t.dataSource, { clinicId: clinic.id, attorneyId: lawyer.attorney.id });
  await createFeeScheduleItem(t.dataSource, clinic.id, '98941', '65.00', {
    description: 'Spinal manipulation, 3-4 regions',
  });
  await createFeeScheduleItem(t.dataSource, clinic.id, '97140', '42.50', {
    description: 'Manual therapy, each 15 min',
  });
  const note = (overrides: Partial<Parameters<typeof createSignedNote>[1]> = {}) =>
    createSignedNote(t.dataSource, {
      clinicId: clinic.id,
      patientId: record.patient_id,
      caseId: record.id,
      providerId: provider.id,
      diagnosisCodes: ['S13.4XXA', 'S33.5XXA', 'M54.2'],
      procedures: [
        { code: '98941', units: 1, diagnosisPointers: [1, 2] },
        { code: '97140', units: 2, modifiers: ['59'], diagnosisPointers: [3] },
      ],
      ...overrides,
    });
  return { clinic, staff, provider, record, actor: scopeOf(staff), note };
}

const billRows = (noteId: number) =>
  t.dataSource.query(
    `SELECT id, amount::text AS amount, status, description, invoice_number AS "invoiceNumber" FROM billing WHERE treatment_note_id = $1`,
    [noteId],
  ) as Promise<{ id: number; amount: string; status: string; description: string; invoiceNumber: string }[]>;

const chargesOf = (caseId: number) =>
  t.dataSource.query(
    `SELECT billing_id AS "billingId", amount::text AS amount, description FROM case_ledger_entries WHERE case_id = $1 AND kind = 'charge'`,
    [caseId],
  ) as Promise<{ billingId: number; amount: string; description: string }[]>;

describe('raiseBillForSignedNote', () => {
  it('bills each procedure at the fee schedule, with its date of service, diagnoses and provider, and charges the ledger', async () => {
    const { clinic, provider, record, actor, note } = await setup();
    const signed = await note({ scheduledStart: new Date('2026-01-10T09:00:00Z') });

    const bill = await t.dataSource.transaction((manager) => raiseBillForSignedNote(manager, signed.id, actor));

    expect(bill).toMatchObject({ amount: '150.00', status: 'submitted' });
    expect(bill!.invoiceNumber).toMatch(/INV-2026-\d{6}$/);
    const [row] = await billRows(signed.id);
    expect(row).toMatchObject({ id: bill!.id, amount: '150.00', description: 'Visit of 01/09/2026: 98941, 97140 ×2' });
    const lines = await t.dataSource.query(
      `SELECT line_number AS "lineNumber", service_date AS "serviceDate", procedure_code AS code, description, modifiers,
              units, unit_fee::text AS "unitFee", amount::text AS amount, diagnosis_codes AS "diagnosisCodes",
              provider_id AS "providerId", clinic_id AS "clinicId", case_id AS "caseId"
         FROM billing_lines WHERE billing_id = $1 ORDER BY line_number`,
      [bill!.id],
    );
    expect(lines).toEqual([
      {
        lineNumber: 1,
        serviceDate: '2026-01-09',
        code: '98941',
        description: 'Spinal manipulation, 3-4 regions',
        modifiers: [],
        units: 1,
        unitFee: '65.00',
        amount: '65.00',
        diagnosisCodes: ['S13.4XXA', 'S33.5XXA'],
        providerId: provider.id,
        clinicId: clinic.id,
        caseId: record.id,
      },
      {
        lineNumber: 2,
        serviceDate: '2026-01-09',
        code: '97140',
        description: 'Manual therapy, each 15 min',
        modifiers: ['59'],
        units: 2,
        unitFee: '42.50',
        amount: '85.00',
        diagnosisCodes: ['M54.2'],
        providerId: provider.id,
        clinicId: clinic.id,
        caseId: record.id,
      },
    ]);
    expect(await chargesOf(record.id)).toEqual([
      { billingId: bill!.id, amount: '150.00', description: 'Visit of 01/09/2026: 98941, 97140 ×2' },
    ]);
    const [audit] = await t.dataSource.query(
      `SELECT action, new_values AS "newValues" FROM audit_logs WHERE entity_type = 'billing' AND entity_id = $1`,
      [String(bill!.id)],
    );
    expect(audit).toMatchObject({ action: 'create', newValues: { treatmentNoteId: signed.id, amount: '150.00' } });
  });

  it('prices from the fee schedule as it stands at signing; a later fee change leaves the bill alone', async () => {
    const { clinic, actor, note } = await setup();
    await t.dataSource.query(
      `UPDATE fee_schedule SET fee = '70.00' WHERE clinic_id = $1 AND procedure_code = '98941'`,
      [clinic.id],
    );
    const first = await note({ procedures: [{ code: '98941', units: 1, diagnosisPointers: [1] }] });
    const bill = await t.dataSource.transaction((manager) => raiseBillForSignedNote(manager, first.id, actor));
    expect(bill!.amount).toBe('70.00');
    await t.dataSource.query(
      `UPDATE fee_schedule SET fee = '80.00' WHERE clinic_id = $1 AND procedure_code = '98941'`,
      [clinic.id],
    );
    expect((await billRows(first.id))[0].amount).toBe('70.00');
    const second = await note({ procedures: [{ code: '98941', units: 1, diagnosisPointers: [1] }] });
    const later = await t.dataSource.transaction((manager) => raiseBillForSignedNote(manager, second.id, actor));
    expect(later!.amount).toBe('80.00');
  });

  it('raises one bill when called twice at the same time, and returns it again later', async () => {
    const { record, actor, note } = await setup();
    const signed = await note();
    const [a, b] = await Promise.all([
      t.dataSource.transaction((manager) => raiseBillForSignedNote(manager, signed.id, actor)),
      t.dataSource.transaction((manager) => raiseBillForSignedNote(manager, signed.id, actor)),
    ]);
    expect(a!.id).toBe(b!.id);
    const again = await t.dataSource.transaction((manager) => raiseBillForSignedNote(manager, signed.id, actor));
    expect(again).toEqual(a);
    expect(await billRows(signed.id)).toHaveLength(1);
    expect(await chargesOf(record.id)).toHaveLength(1);
  });

  it('bills nothing for a note without a case, and an addendum answers the first version’s bill', async () => {
    const { clinic, provider, record, actor, note } = await setup();
    const patient = await createPatient(t.dataSource, clinic.id);
    const caseless = await note({ caseId: null, patientId: patient.id });
    expect(await t.dataSource.transaction((manager) => raiseBillForSignedNote(manager, caseless.id, actor))).toBeNull();
    expect(await billRows(caseless.id)).toHaveLength(0);

    const original = await note();
    const bill = await t.dataSource.transaction((manager) => raiseBillForSignedNote(manager, original.id, actor));
    const addendum = await createSignedNote(t.dataSource, {
      clinicId: clinic.id,
      patientId: record.patient_id,
      caseId: record.id,
      providerId: provider.id,
      diagnosisCodes: ['M54.2'],
      procedures: [{ code: '97140', units: 4, diagnosisPointers: [1] }],
      originalNoteId: original.id,
      version: 2,
    });
    const answer = await t.dataSource.transaction((manager) => raiseBillForSignedNote(manager, addendum.id, actor));
    expect(answer).toEqual(bill);
    expect(await billRows(addendum.id)).toHaveLength(0);
    expect(await chargesOf(record.id)).toHaveLength(1);
  });

  it('refuses an unsigned note, a code off the fee schedule and a pointer to a missing diagnosis, writing nothing', async () => {
    const { record, actor, note } = await setup();
    const draft = await note();
    const unsigned = await t.dataSource.query(
      `INSERT INTO treatment_notes (appointment_id, clinic_id, patient_id, case_id, provider_id, created_by, version, original_note_id)
       SELECT appointment_id, clinic_id, patient_id, case_id, provider_id, created_by, 2, id FROM treatment_notes WHERE id = $1
       RETURNING id`,
      [draft.id],
    );
    await expect(
      t.dataSource.transaction((manager) => raiseBillForSignedNote(manager, unsigned[0].id, actor)),
    ).rejects.toThrow('Only a signed note raises a bill');

    const offSchedule = await note({ procedures: [{ code: '72040', units: 1, diagnosisPointers: [1] }] });
    await expect(
      t.dataSource.transaction((manager) => raiseBillForSignedNote(manager, offSchedule.id, actor)),
    ).rejects.toThrow("72040 is not an active code of the clinic's fee schedule");
    const badPointer = await note({ procedures: [{ code: '98941', units: 1, diagnosisPointers: [4] }] });
    await expect(
      t.dataSource.transaction((manager) => raiseBillForSignedNote(manager, badPointer.id, actor)),
    ).rejects.toThrow('98941 points to diagnosis 4, which the note lacks');
    expect(await billRows(offSchedule.id)).toHaveLength(0);
    expect(await chargesOf(record.id)).toHaveLength(0);
  });

  it('leaves the bill of a case whose ledger is closed as a pending draft, charging nothing', async () => {
    const { record, actor, note } = await setup();
    await t.dataSource.query(`UPDATE cases SET ledger_closed_at = now() WHERE id = $1`, [record.id]);
    const signed = await note();
    const bill = await t.dataSource.transaction((manager) => raiseBillForSignedNote(manager, signed.id, actor));
    expect(bill).toMatchObject({ amount: '150.00', status: 'pending' });
    expect(await chargesOf(record.id)).toEqual([]);
    const [lines] = await t.dataSource.query(`SELECT count(*)::int AS n FROM billing_lines WHERE billing_id = $1`, [
      bill!.id,
    ]);
    expect(lines.n).toBe(2);
  });

  it('announces the bill and its ledger once the transaction commits, and nothing when it rolls back', async () => {
    const { record, actor, note } = await setup();
    const live = { publish: jest.fn(() => Promise.resolve()) };
    const rolledBack = await note();
    await expect(
      t.dataSource.transaction(async (manager) => {
        await raiseBillForSignedNote(manager, rolledBack.id, actor, live);
        throw new Error('the signing failed after billing');
      }),
    ).rejects.toThrow('the signing failed after billing');
    expect(await billRows(rolledBack.id)).toHaveLength(0);

    const signed = await note();
    const bill = await t.dataSource.transaction((manager) => raiseBillForSignedNote(manager, signed.id, actor, live));
    await new Promise((resolve) => setImmediate(resolve));
    expect(live.publish.mock.calls).toEqual([
      [{ type: 'billing.changed', id: bill!.id }],
      [{ type: 'ledger.changed', id: record.id }],
    ]);
  });

  it("answers another clinic's note as missing", async () => {
    const { note } = await setup();
    const other = await createClinicWithUsers(t.dataSource);
    const signed = await note();
    await expect(
      t.dataSource.transaction((manager) => raiseBillForSignedNote(manager, signed.id, scopeOf(other.staff))),
    ).rejects.toThrow('Treatment note not found');
  });
});
