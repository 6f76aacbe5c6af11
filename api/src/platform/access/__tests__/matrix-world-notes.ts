import type { DataSource } from 'typeorm';

/** The clinical records of a matrix fixture (Part 'note'): ids the treatment notes' checks target. */
export interface ClinicalRecordIds {
  appointmentId: number;
  signedNoteId: number;
  draftNoteId: number;
  treatmentPlanId: number;
  feeScheduleItemId: number;
}

let visitSlot = 0;

/** The matrix's fee schedule line, billed by its notes (the same one per clinic). */
export const matrixProcedureCode = '98941';

/**
 * A completed visit with a signed note, a second one with a draft note ready to sign, an active
 * treatment plan, and the clinic's fee line. The clinic's staff and admins are providers, so they may sign.
 */
export async function makeClinicalRecords(
  ds: DataSource,
  place: { clinicId: number; patientId: number; caseId: number; providerId: string },
): Promise<ClinicalRecordIds> {
  await ds.query(
    `UPDATE users SET is_provider = true WHERE clinic_id = $1 AND role IN ('clinic_staff', 'clinic_admin') AND NOT is_provider`,
    [place.clinicId],
  );
  await ds.query(
    `INSERT INTO fee_schedule (clinic_id, procedure_code, description, fee) VALUES ($1, $2, 'Matrix adjustment', '60.00')
     ON CONFLICT (clinic_id, procedure_code) DO NOTHING`,
    [place.clinicId, matrixProcedureCode],
  );
  const [{ id: feeScheduleItemId }] = (await ds.query(
    `SELECT id FROM fee_schedule WHERE clinic_id = $1 AND procedure_code = $2`,
    [place.clinicId, matrixProcedureCode],
  )) as { id: number }[];
  const [{ id: typeId }] = (await ds.query(
    `INSERT INTO appointment_types (clinic_id, name, duration_minutes) VALUES ($1, $2, 30) RETURNING id`,
    [place.clinicId, `Matrix visit ${Math.random().toString(36).slice(2)}`],
  )) as { id: number }[];
  const visit = async () => {
    // An hour of its own per visit: one provider (the placement's colleague) sees every fixture's patients.
    const start = new Date(Date.UTC(2025, 0, 6, 0) + (visitSlot += 1) * 3_600_000);
    const [{ id }] = (await ds.query(
      `INSERT INTO appointments (clinic_id, patient_id, case_id, provider_id, appointment_type_id, status, scheduled_start,
              scheduled_end, created_by)
       VALUES ($1, $2, $3, $4, $5, 'completed', $6, $7, $4) RETURNING id`,
      [
        place.clinicId,
        place.patientId,
        place.caseId,
        place.providerId,
        typeId,
        start,
        new Date(start.getTime() + 1_800_000),
      ],
    )) as { id: number }[];
    return id;
  };
  const note = async (appointmentId: number, signed: boolean) => {
    const [{ id }] = (await ds.query(
      `INSERT INTO treatment_notes (appointment_id, clinic_id, patient_id, case_id, provider_id, subjective, diagnosis_codes,
              procedure_codes, is_locked, signed_at, signed_by, created_by)
       VALUES ($1, $2, $3, $4, $5, 'Matrix visit', '{M54.2}', $6, $7, $8, $9, $5) RETURNING id`,
      [
        appointmentId,
        place.clinicId,
        place.patientId,
        place.caseId,
        place.providerId,
        JSON.stringify([{ code: matrixProcedureCode, units: 1, modifiers: [], diagnosisPointers: [1] }]),
        signed,
        signed ? new Date() : null,
        signed ? place.providerId : null,
      ],
    )) as { id: number }[];
    return id;
  };
  const appointmentId = await visit();
  const signedNoteId = await note(appointmentId, true);
  const draftNoteId = await note(await visit(), false);
  const [{ id: treatmentPlanId }] = (await ds.query(
    `INSERT INTO treatment_plans (clinic_id, case_id, visits_per_week, weeks, start_date, created_by)
     VALUES ($1, $2, 3, 6, current_date - 21, $3) RETURNING id`,
    [place.clinicId, place.caseId, place.providerId],
  )) as { id: number }[];
  return { appointmentId, signedNoteId, draftNoteId, treatmentPlanId, feeScheduleItemId };
}
