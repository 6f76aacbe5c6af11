import { codingProblems } from '../../../modules/treatment-notes/note-content-rules';
import { createAppointment, createProvider } from '../../../modules/treatment-notes/__tests__/clinical-fixtures';
import { createCase, createClinic } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { seedDemoNotes } from '../demo-notes';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('demo notes', () => {
  it('write the fee schedule, and a signed note with valid codes for each completed visit only, once', async () => {
    const clinic = await createClinic(t.dataSource);
    const provider = await createProvider(t.dataSource, clinic.id);
    const record = await createCase(t.dataSource, { clinicId: clinic.id });
    const visit = (status: string) =>
      createAppointment(t.dataSource, {
        clinicId: clinic.id,
        patientId: record.patient_id,
        caseId: record.id,
        providerId: provider.id,
        status,
      });
    const done = [await visit('completed'), await visit('completed')];
    await visit('scheduled');
    await t.dataSource.transaction((manager) => seedDemoNotes(manager, [clinic.id]));
    await t.dataSource.transaction((manager) => seedDemoNotes(manager, [clinic.id]));

    const notes = await t.dataSource.query(
      `SELECT appointment_id, is_locked, signed_by, diagnosis_codes, procedure_codes FROM treatment_notes
        WHERE clinic_id = $1 ORDER BY appointment_id`,
      [clinic.id],
    );
    expect(notes.map((note: { appointment_id: number }) => note.appointment_id)).toEqual(done.map((a) => a.id));
    for (const note of notes) {
      expect(note).toMatchObject({ is_locked: true, signed_by: provider.id });
      const problems = await codingProblems(
        t.dataSource.manager,
        clinic.id,
        { diagnosisCodes: note.diagnosis_codes, procedures: note.procedure_codes },
        { toSign: true },
      );
      expect(problems).toEqual([]);
    }
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM fee_schedule WHERE clinic_id = $1 AND procedure_code IN ('98940', '98941', '98942', '97110', '97140', '97012', '97014', '99203', '99213', '72040', '72100')`,
      [clinic.id],
    );
    expect(count).toBe(11);
  });
});
