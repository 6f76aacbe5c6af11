import type { DataSource } from 'typeorm';
import { Role } from '../../../platform/access/role';
import { createUser } from '../../../test/factories';

/**
 * Rows the notes' tests need that other parts of the clinical record write (appointments are booked by
 * the scheduling service): inserted directly.
 */
export const createProvider = (ds: DataSource, clinicId: number, role: Role = Role.clinic_staff) =>
  createUser(ds, { role, clinic_id: clinicId, is_provider: true });

let minutes = 0;

export async function createAppointment(
  ds: DataSource,
  input: {
    clinicId: number;
    patientId: number;
    caseId: number | null;
    providerId: string;
    status?: string;
    start?: Date;
    isReExam?: boolean;
  },
): Promise<{ id: number }> {
  const [type] = await ds.query(
    `INSERT INTO appointment_types (clinic_id, name, duration_minutes, is_re_exam) VALUES ($1, $2, 30, $3) RETURNING id`,
    [input.clinicId, `Visit ${Math.random().toString(36).slice(2)}`, input.isReExam ?? false],
  );
  // Each appointment its own half hour, so one provider's never overlap.
  const start = input.start ?? new Date(Date.UTC(2026, 0, 5, 9) + (minutes += 31) * 60_000);
  const [appointment] = await ds.query(
    `INSERT INTO appointments (clinic_id, patient_id, case_id, provider_id, appointment_type_id, status, scheduled_start,
            scheduled_end, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $4) RETURNING id`,
    [
      input.clinicId,
      input.patientId,
      input.caseId,
      input.providerId,
      type.id,
      input.status ?? 'completed',
      start,
      new Date(start.getTime() + 30 * 60_000),
    ],
  );
  return appointment;
}

export async function createFeeItems(ds: DataSource, clinicId: number, codes: [string, string][]): Promise<void> {
  for (const [code, fee] of codes)
    await ds.query(`INSERT INTO fee_schedule (clinic_id, procedure_code, description, fee) VALUES ($1, $2, $3, $4)`, [
      clinicId,
      code,
      `Our ${code}`,
      fee,
    ]);
}
