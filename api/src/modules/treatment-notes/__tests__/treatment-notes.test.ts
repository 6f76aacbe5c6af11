import { Role } from '../../../platform/access/role';
import { signedInClient, type TestClient } from '../../../test/client';
import { createAttorneyUser, createCase, createClinicWithUsers } from '../../../test/factories';
import { startTestApp, testDatabaseOwnerUrl, type TestApp } from '../../../test/harness';
import { signedNoteMessage } from '../treatment-note.policy';
import { createAppointment, createFeeItems, createProvider } from './clinical-fixtures';
import { Client } from 'pg';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const noteFields = `id version isLocked signedAt signedByName addendumReason originalNoteId caseId patientId providerId
  noteType subjective painScale vitalSigns { pulse bloodPressureSystolic } diagnoses { code description }
  procedures { code description units modifiers diagnosisPointers } versions { id version isLocked addendumReason }`;

const start = `mutation($appointmentId: Int!) { startTreatmentNote(appointmentId: $appointmentId) { ${noteFields} } }`;
const update = `mutation($id: Int!, $input: TreatmentNoteInput!) { treatmentNoteUpdate(id: $id, input: $input) { ${noteFields} } }`;
const sign = `mutation($id: Int!) { treatmentNoteSign(id: $id) { ${noteFields} } }`;
const addendum = `mutation($id: Int!, $reason: String!) { treatmentNoteAddendum(id: $id, input: { reason: $reason }) { ${noteFields} } }`;
const read = `query($id: Int!) { treatmentNote(id: $id) { ${noteFields} } }`;
const caseNotes = `query($caseId: Int!) { caseTreatmentNotes(caseId: $caseId) { id version isLocked } }`;

interface NoteView {
  id: number;
  version: number;
  isLocked: boolean;
  signedAt: string | null;
  signedByName: string | null;
  originalNoteId: number | null;
  caseId: number | null;
  providerId: string;
  subjective: string | null;
  diagnoses: { code: string; description: string | null }[];
  procedures: { code: string; description: string | null; units: number }[];
  versions: { id: number; version: number; isLocked: boolean; addendumReason: string | null }[];
}

const goodContent = {
  noteType: 'soap',
  subjective: 'Neck pain since the collision, worse turning left.',
  objective: 'Reduced cervical rotation.',
  assessment: 'Cervical sprain, improving.',
  plan: 'Adjust and exercise three times a week.',
  painScale: 6,
  vitalSigns: { pulse: 72, bloodPressureSystolic: 122, bloodPressureDiastolic: 78 },
  treatmentsProvided: 'CMT 3-4 regions, therapeutic exercise.',
  diagnosisCodes: ['S13.4XXA', 'M54.2'],
  procedures: [
    { code: '98941', units: 1, modifiers: [], diagnosisPointers: [1, 2] },
    { code: '97110', units: 2, modifiers: ['GP'], diagnosisPointers: [1] },
  ],
};

/** A clinic with a provider, fee schedule, an attorney's case and a completed appointment. */
async function visit() {
  const world = await createClinicWithUsers(t.dataSource);
  const provider = await createProvider(t.dataSource, world.clinic.id);
  const lawyer = await createAttorneyUser(t.dataSource);
  const record = await createCase(t.dataSource, { clinicId: world.clinic.id, attorneyId: lawyer.attorney.id });
  await createFeeItems(t.dataSource, world.clinic.id, [
    ['98941', '60.00'],
    ['97110', '40.00'],
  ]);
  const appointment = await createAppointment(t.dataSource, {
    clinicId: world.clinic.id,
    patientId: record.patient_id,
    caseId: record.id,
    providerId: provider.id,
  });
  const providerClient = await signedInClient(t.url, provider.email);
  return { ...world, provider, providerClient, lawyer, record, appointment };
}

async function gqlOk<T>(client: TestClient, query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await client.gql<T>(query, variables);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

async function signedNote() {
  const world = await visit();
  const { startTreatmentNote: draft } = await gqlOk<{ startTreatmentNote: NoteView }>(world.providerClient, start, {
    appointmentId: world.appointment.id,
  });
  await gqlOk(world.providerClient, update, { id: draft.id, input: goodContent });
  const { treatmentNoteSign: signed } = await gqlOk<{ treatmentNoteSign: NoteView }>(world.providerClient, sign, {
    id: draft.id,
  });
  return { ...world, note: signed };
}

describe('starting a note from an appointment', () => {
  it('copies the patient, case and provider from the appointment, and returns the same draft the second time', async () => {
    const world = await visit();
    const staff = await signedInClient(t.url, world.staff.email);
    const first = (await gqlOk<{ startTreatmentNote: NoteView }>(staff, start, { appointmentId: world.appointment.id }))
      .startTreatmentNote;
    expect(first).toMatchObject({
      version: 1,
      isLocked: false,
      caseId: world.record.id,
      providerId: world.provider.id,
      originalNoteId: null,
    });
    const again = (await gqlOk<{ startTreatmentNote: NoteView }>(staff, start, { appointmentId: world.appointment.id }))
      .startTreatmentNote;
    expect(again.id).toBe(first.id);
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM treatment_notes WHERE appointment_id = $1`,
      [world.appointment.id],
    );
    expect(count).toBe(1);
    const audit = await t.dataSource.query(
      `SELECT action FROM audit_logs WHERE entity_type = 'treatment_note' AND entity_id = $1`,
      [String(first.id)],
    );
    expect(audit).toEqual([{ action: 'create' }]);
  });

  it("answers another clinic's appointment as a missing one", async () => {
    const world = await visit();
    const other = await createClinicWithUsers(t.dataSource);
    const stranger = await signedInClient(t.url, other.staff.email);
    const foreign = await stranger.gql(start, { appointmentId: world.appointment.id });
    const missing = await stranger.gql(start, { appointmentId: 2_000_000_000 });
    expect(foreign.errors?.[0].message).toBe('Appointment not found');
    expect(missing.errors?.[0].message).toBe('Appointment not found');
  });
});

describe('editing a draft', () => {
  it('saves the content with code descriptions, and audits the change', async () => {
    const world = await visit();
    const { startTreatmentNote: draft } = await gqlOk<{ startTreatmentNote: NoteView }>(world.providerClient, start, {
      appointmentId: world.appointment.id,
    });
    const { treatmentNoteUpdate: saved } = await gqlOk<{ treatmentNoteUpdate: NoteView }>(
      world.providerClient,
      update,
      { id: draft.id, input: goodContent },
    );
    expect(saved.diagnoses).toEqual([
      { code: 'S13.4XXA', description: 'Sprain of ligaments of cervical spine, initial encounter' },
      { code: 'M54.2', description: 'Cervicalgia' },
    ]);
    expect(saved.procedures.map((p) => [p.code, p.description, p.units])).toEqual([
      ['98941', 'Our 98941', 1],
      ['97110', 'Our 97110', 2],
    ]);
    const [audit] = await t.dataSource.query(
      `SELECT new_values FROM audit_logs WHERE entity_type = 'treatment_note' AND entity_id = $1 AND action = 'update'`,
      [String(draft.id)],
    );
    expect(audit.new_values.diagnosisCodes).toEqual(['S13.4XXA', 'M54.2']);
  });

  it.each([
    [{ painScale: 11 }, 'painScale', 'Pain scale must be a whole number from 0 to 10'],
    [{ vitalSigns: { pulse: 400 } }, 'vitalSigns', 'Pulse must be a whole number from 20 to 250'],
    [{ diagnosisCodes: ['Z99.ZZZZ'] }, 'diagnosisCodes', 'Diagnosis code Z99.ZZZZ is not in the clinic’s code list'],
    [
      { diagnosisCodes: ['not a code'] },
      'diagnosisCodes',
      'Each diagnosis code must be an ICD-10-CM code such as S13.4XXA',
    ],
    [
      { procedures: [{ code: '97999', units: 1, modifiers: [], diagnosisPointers: [1] }] },
      'procedures.0.code',
      'Procedure code 97999 is not in the clinic’s active fee schedule',
    ],
    [
      { procedures: [{ code: '98941', units: 100, modifiers: [], diagnosisPointers: [1] }] },
      'procedures',
      'Units must be a whole number from 1 to 99',
    ],
    [
      { procedures: [{ code: '98941', units: 1, modifiers: [], diagnosisPointers: [3] }] },
      'procedures.0.diagnosisPointers',
      'Procedure 98941 points to diagnosis 3, but the note has 2',
    ],
    [
      { procedures: [{ code: '98941', units: 1, modifiers: [], diagnosisPointers: [5] }] },
      'procedures',
      'Diagnosis pointers must be 1, 2, 3 or 4',
    ],
  ])('refuses %j naming the field, and changes nothing', async (change, field, message) => {
    const world = await visit();
    const { startTreatmentNote: draft } = await gqlOk<{ startTreatmentNote: NoteView }>(world.providerClient, start, {
      appointmentId: world.appointment.id,
    });
    const result = await world.providerClient.gql(update, { id: draft.id, input: { ...goodContent, ...change } });
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0].message).toContain(message);
    const fields = (result.errors?.[0].extensions?.fieldErrors ?? []) as { field: string }[];
    expect(fields.map((error) => error.field).join(' ')).toContain(field);
    const [row] = await t.dataSource.query(`SELECT subjective, diagnosis_codes FROM treatment_notes WHERE id = $1`, [
      draft.id,
    ]);
    expect(row).toEqual({ subjective: null, diagnosis_codes: [] });
  });

  it("uses the clinic's own diagnosis codes, not another clinic's", async () => {
    const world = await visit();
    const other = await createClinicWithUsers(t.dataSource);
    await t.dataSource.query(
      `INSERT INTO diagnosis_codes (code, description, clinic_id) VALUES ('Z77.123', 'Ours', $1)`,
      [other.clinic.id],
    );
    const { startTreatmentNote: draft } = await gqlOk<{ startTreatmentNote: NoteView }>(world.providerClient, start, {
      appointmentId: world.appointment.id,
    });
    const refused = await world.providerClient.gql(update, {
      id: draft.id,
      input: { ...goodContent, diagnosisCodes: ['Z77.123'], procedures: [] },
    });
    expect(refused.errors?.[0].message).toContain('Diagnosis code Z77.123 is not in the clinic’s code list');
  });
});

describe('signing', () => {
  it('locks the note with the signer and time in one update, audited', async () => {
    const { note, provider } = await signedNote();
    expect(note).toMatchObject({ isLocked: true, signedByName: 'Test User', version: 1 });
    const [row] = await t.dataSource.query(
      `SELECT is_locked, signed_by, signed_at FROM treatment_notes WHERE id = $1`,
      [note.id],
    );
    expect(row.is_locked).toBe(true);
    expect(row.signed_by).toBe(provider.id);
    expect(row.signed_at).toBeInstanceOf(Date);
    const audit = await t.dataSource.query(
      `SELECT action FROM audit_logs WHERE entity_type = 'treatment_note' AND entity_id = $1 ORDER BY id`,
      [String(note.id)],
    );
    expect(audit.map((entry: { action: string }) => entry.action)).toEqual(['create', 'update', 'sign']);
  });

  it('is refused to a clinic user who is not a provider', async () => {
    const world = await visit();
    const staff = await signedInClient(t.url, world.staff.email);
    const { startTreatmentNote: draft } = await gqlOk<{ startTreatmentNote: NoteView }>(staff, start, {
      appointmentId: world.appointment.id,
    });
    await gqlOk(staff, update, { id: draft.id, input: goodContent });
    const refused = await staff.gql(sign, { id: draft.id });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(refused.errors?.[0].message).toBe('Only a provider of the clinic can sign a treatment note');
    const [row] = await t.dataSource.query(`SELECT is_locked FROM treatment_notes WHERE id = $1`, [draft.id]);
    expect(row.is_locked).toBe(false);
  });

  it('needs a diagnosis and a procedure, each named', async () => {
    const world = await visit();
    const { startTreatmentNote: draft } = await gqlOk<{ startTreatmentNote: NoteView }>(world.providerClient, start, {
      appointmentId: world.appointment.id,
    });
    const refused = await world.providerClient.gql(sign, { id: draft.id });
    expect(refused.errors?.[0].extensions?.fieldErrors).toEqual([
      { field: 'diagnosisCodes', message: 'Add at least one diagnosis code before signing' },
      { field: 'procedures', message: 'Add at least one procedure before signing' },
    ]);
  });
});

describe('a signed note never changes', () => {
  it('the service refuses an edit and a second signature with the addendum message', async () => {
    const { note, providerClient } = await signedNote();
    const edit = await providerClient.gql(update, { id: note.id, input: { ...goodContent, painScale: 2 } });
    expect(edit.errors?.[0].message).toBe(signedNoteMessage);
    expect(edit.errors?.[0].extensions?.code).toBe('CONFLICT');
    const again = await providerClient.gql(sign, { id: note.id });
    expect(again.errors?.[0].message).toBe(signedNoteMessage);
    const [row] = await t.dataSource.query(`SELECT pain_scale FROM treatment_notes WHERE id = $1`, [note.id]);
    expect(row.pain_scale).toBe(6);
  });

  it('the trigger refuses a direct UPDATE and DELETE, even by the database owner', async () => {
    const { note } = await signedNote();
    const owner = new Client({ connectionString: testDatabaseOwnerUrl() });
    await owner.connect();
    try {
      await expect(
        owner.query(`UPDATE treatment_notes SET pain_scale = 0 WHERE id = $1`, [note.id]),
      ).rejects.toMatchObject({ code: '23514' });
      await expect(owner.query(`DELETE FROM treatment_notes WHERE id = $1`, [note.id])).rejects.toMatchObject({
        code: '23514',
      });
      await expect(
        t.dataSource.query(
          `UPDATE treatment_notes SET is_locked = false, signed_at = NULL, signed_by = NULL WHERE id = $1`,
          [note.id],
        ),
      ).rejects.toMatchObject({ code: '23514' });
    } finally {
      await owner.end();
    }
    const [row] = await t.dataSource.query(`SELECT pain_scale, is_locked FROM treatment_notes WHERE id = $1`, [
      note.id,
    ]);
    expect(row).toEqual({ pain_scale: 6, is_locked: true });
  });
});

describe('addenda', () => {
  it('chain versions: each a draft copied from the latest, with its reason, signed in turn', async () => {
    const { note, providerClient } = await signedNote();
    const { treatmentNoteAddendum: second } = await gqlOk<{ treatmentNoteAddendum: NoteView }>(
      providerClient,
      addendum,
      { id: note.id, reason: 'Pain scale was recorded wrong' },
    );
    expect(second).toMatchObject({ version: 2, originalNoteId: note.id, isLocked: false });
    expect(second.subjective).toBe(goodContent.subjective);
    const open = await providerClient.gql(addendum, { id: note.id, reason: 'Another one' });
    expect(open.errors?.[0].message).toBe(
      'Version 2 of this note is still a draft; finish and sign it before writing another addendum.',
    );
    await gqlOk(providerClient, update, { id: second.id, input: { ...goodContent, painScale: 4 } });
    await gqlOk(providerClient, sign, { id: second.id });
    const { treatmentNoteAddendum: third } = await gqlOk<{ treatmentNoteAddendum: NoteView }>(
      providerClient,
      addendum,
      { id: second.id, reason: 'Added a modifier' },
    );
    expect(third).toMatchObject({ version: 3, originalNoteId: note.id });
    expect(third.versions.map((v) => [v.version, v.isLocked, v.addendumReason])).toEqual([
      [1, true, null],
      [2, true, 'Pain scale was recorded wrong'],
      [3, false, 'Added a modifier'],
    ]);
    const first = await gqlOk<{ treatmentNote: NoteView & { painScale: number } }>(providerClient, read, {
      id: note.id,
    });
    expect(first.treatmentNote.painScale).toBe(6);
  });

  it('needs a reason', async () => {
    const { note, providerClient } = await signedNote();
    const refused = await providerClient.gql(addendum, { id: note.id, reason: '  ' });
    expect(refused.errors?.[0].message).toBe('Addendum reason is required');
  });

  it('starting the note again from its appointment opens the latest version', async () => {
    const { note, providerClient, appointment } = await signedNote();
    const { treatmentNoteAddendum: second } = await gqlOk<{ treatmentNoteAddendum: NoteView }>(
      providerClient,
      addendum,
      { id: note.id, reason: 'Correction' },
    );
    const again = await gqlOk<{ startTreatmentNote: NoteView }>(providerClient, start, {
      appointmentId: appointment.id,
    });
    expect(again.startTreatmentNote.id).toBe(second.id);
  });
});

describe('who reads notes', () => {
  it("the case's attorney reads every signed version, never a draft", async () => {
    const { note, providerClient, lawyer, record } = await signedNote();
    const { treatmentNoteAddendum: draft } = await gqlOk<{ treatmentNoteAddendum: NoteView }>(
      providerClient,
      addendum,
      { id: note.id, reason: 'Correction' },
    );
    const attorney = await signedInClient(t.url, lawyer.user.email);
    const signed = await gqlOk<{ treatmentNote: NoteView }>(attorney, read, { id: note.id });
    expect(signed.treatmentNote.versions.map((v) => v.version)).toEqual([1]);
    const hidden = await attorney.gql(read, { id: draft.id });
    expect(hidden.errors?.[0].message).toBe('Treatment note not found');
    const list = await gqlOk<{ caseTreatmentNotes: { id: number }[] }>(attorney, caseNotes, { caseId: record.id });
    expect(list.caseTreatmentNotes.map((n) => n.id)).toEqual([note.id]);
    const clinicList = await gqlOk<{ caseTreatmentNotes: { id: number }[] }>(providerClient, caseNotes, {
      caseId: record.id,
    });
    expect(clinicList.caseTreatmentNotes.map((n) => n.id)).toEqual([draft.id, note.id]);
    const write = await attorney.gql(addendum, { id: note.id, reason: 'Mine' });
    expect(write.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('another attorney and another clinic read nothing, as if missing', async () => {
    const { note, record } = await signedNote();
    const otherLawyer = await createAttorneyUser(t.dataSource);
    const other = await createClinicWithUsers(t.dataSource);
    for (const email of [otherLawyer.user.email, other.staff.email]) {
      const client = await signedInClient(t.url, email);
      expect((await client.gql(read, { id: note.id })).errors?.[0].message).toBe('Treatment note not found');
      expect((await client.gql(caseNotes, { caseId: record.id })).errors?.[0].message).toBe('Case not found');
    }
    const stranger = await signedInClient(t.url, other.admin.email);
    const edit = await stranger.gql(update, { id: note.id, input: goodContent });
    expect(edit.errors?.[0].message).toBe('Treatment note not found');
  });

  it('a provider who is a clinic admin signs too', async () => {
    const world = await visit();
    const adminProvider = await createProvider(t.dataSource, world.clinic.id, Role.clinic_admin);
    const client = await signedInClient(t.url, adminProvider.email);
    const { startTreatmentNote: draft } = await gqlOk<{ startTreatmentNote: NoteView }>(client, start, {
      appointmentId: world.appointment.id,
    });
    await gqlOk(client, update, { id: draft.id, input: goodContent });
    const { treatmentNoteSign: signed } = await gqlOk<{ treatmentNoteSign: NoteView }>(client, sign, { id: draft.id });
    expect(signed.isLocked).toBe(true);
  });
});
