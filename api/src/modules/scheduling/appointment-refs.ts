import type { EntityManager } from 'typeorm';
import { InputError } from '../../platform/errors';
import type { BusinessDay } from '../clinics/business-hours';
import { outsideBusinessHours } from './clinic-local-time';

/**
 * The checks that every record an appointment points to belongs to its clinic: each is one indexed
 * read filtered by clinic_id, and a record of another clinic is refused exactly like a missing one.
 */
export interface ClinicCalendar {
  timeZone: string;
  businessHours: BusinessDay[];
}

export async function clinicCalendar(manager: EntityManager, clinicId: number): Promise<ClinicCalendar> {
  const [row] = (await manager.query(
    `SELECT time_zone AS "timeZone", business_hours AS "businessHours" FROM clinics WHERE id = $1`,
    [clinicId],
  )) as ClinicCalendar[];
  return row;
}

export async function assertPatientOfClinic(manager: EntityManager, clinicId: number, patientId: number) {
  const rows = await manager.query(`SELECT 1 FROM patients WHERE id = $1 AND clinic_id = $2`, [patientId, clinicId]);
  if (!rows.length) throw InputError.field('patientId', 'Patient not found');
}

export async function assertCaseOfPatient(manager: EntityManager, clinicId: number, caseId: number, patientId: number) {
  const [row] = (await manager.query(`SELECT patient_id AS "patientId" FROM cases WHERE id = $1 AND clinic_id = $2`, [
    caseId,
    clinicId,
  ])) as { patientId: number }[];
  if (!row) throw InputError.field('caseId', 'Case not found');
  if (row.patientId !== patientId) throw InputError.field('caseId', 'This case belongs to another patient');
}

export async function assertProviderOfClinic(manager: EntityManager, clinicId: number, providerId: string) {
  const rows = await manager.query(
    `SELECT 1 FROM users WHERE id = $1 AND clinic_id = $2 AND is_provider AND is_active`,
    [providerId, clinicId],
  );
  if (!rows.length) throw InputError.field('providerId', 'Choose a provider of this clinic');
}

export async function assertRoomOfClinic(manager: EntityManager, clinicId: number, roomId: number) {
  const rows = await manager.query(`SELECT 1 FROM rooms WHERE id = $1 AND clinic_id = $2 AND is_active`, [
    roomId,
    clinicId,
  ]);
  if (!rows.length) throw InputError.field('roomId', 'Room not found');
}

/** The type's length in minutes, or a field error when it is not an active type of the clinic. */
export async function durationOfType(manager: EntityManager, clinicId: number, typeId: number): Promise<number> {
  const [row] = (await manager.query(
    `SELECT duration_minutes AS "durationMinutes" FROM appointment_types WHERE id = $1 AND clinic_id = $2 AND is_active`,
    [typeId, clinicId],
  )) as { durationMinutes: number }[];
  if (!row) throw InputError.field('appointmentTypeId', 'Appointment type not found');
  return row.durationMinutes;
}

/** End after start, both within one day of the clinic's opening hours (its time zone). */
export function assertBookableTimes(calendar: ClinicCalendar, start: Date, end: Date): void {
  if (end.getTime() <= start.getTime()) throw InputError.field('scheduledEnd', 'End must be after start');
  const problem = outsideBusinessHours(calendar.timeZone, calendar.businessHours, start, end);
  if (problem) throw InputError.field('scheduledStart', problem);
}
