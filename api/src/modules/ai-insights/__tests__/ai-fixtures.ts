import type { DataSource } from 'typeorm';
import { createAppointmentType, createProvider } from '../../../test/factories';

/** A day relative to today in UTC (the fixtures' clinics keep their calendar in UTC). */
export const dayOffset = (offset: number): string =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let hour = 0;

/** A visit: an appointment of the case `daysAgo` days ago (14:00 UTC plus a distinct minute), in a given status. */
export async function createVisit(
  ds: DataSource,
  input: { clinicId: number; caseId: number; patientId: number; daysAgo: number; status?: string },
): Promise<{ id: number }> {
  const provider = await createProvider(ds, input.clinicId);
  const type = await createAppointmentType(ds, input.clinicId);
  const start = new Date(`${dayOffset(-input.daysAgo)}T14:00:00Z`);
  start.setUTCMinutes((hour += 1) % 50);
  const [row] = (await ds.query(
    `INSERT INTO appointments (clinic_id, patient_id, case_id, provider_id, appointment_type_id, status,
                               scheduled_start, scheduled_end, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $4) RETURNING id`,
    [
      input.clinicId,
      input.patientId,
      input.caseId,
      provider.id,
      type.id,
      input.status ?? 'completed',
      start,
      new Date(start.getTime() + 5 * 60_000),
    ],
  )) as { id: number }[];
  return row;
}

/** A ledger charge of the case (as a bill's first submission posts one). */
export const postCharge = (ds: DataSource, input: { clinicId: number; caseId: number; amount: string }) =>
  ds.query(
    `INSERT INTO case_ledger_entries (case_id, clinic_id, kind, amount, description) VALUES ($1, $2, 'charge', $3, 'Test charge')`,
    [input.caseId, input.clinicId, input.amount],
  );
