import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { Role } from '../../platform/access/role';
import type { BusinessDay } from '../../modules/clinics/business-hours';
import { instantAt, localTimeIn } from '../../modules/scheduling/clinic-local-time';
import { insertDefaultAppointmentTypes } from '../../modules/scheduling/default-appointment-types';
import { createRandom } from './random';

/** The chiropractors of the demo clinics (marked as providers, with an NPI) and their rooms. */
const demoProviders = {
  northside: [
    { first: 'Maya', last: 'Chen', email: 'dr.chen@northside.demo', npi: '1457382913', room: 'Room 1' },
    { first: 'Omar', last: 'Reyes', email: 'dr.reyes@northside.demo', npi: '1639204852', room: 'Room 2' },
    { first: 'Elena', last: 'Brooks', email: 'dr.brooks@northside.demo', npi: '1982736450', room: 'Therapy room' },
  ],
  lakeview: [
    { first: 'Priya', last: 'Natarajan', email: 'dr.natarajan@lakeview.demo', npi: '1326548793', room: 'Room A' },
  ],
} as const;

const cancellationReasons = ['Car trouble', 'Patient sick', 'Work conflict', 'Rescheduled by phone'];

interface DemoAppointment {
  clinic_id: number;
  patient_id: number;
  case_id: number | null;
  provider_id: string;
  room_id: number;
  appointment_type_id: number;
  status: string;
  scheduled_start: string;
  scheduled_end: string;
  actual_start: string | null;
  actual_end: string | null;
  cancellation_reason: string | null;
  created_by: string;
}

/**
 * Each demo clinic's calendar: its providers, the default appointment types, rooms, and a realistic
 * schedule over the past 3 weeks and the coming 2 (past visits completed, a few no-shows and
 * cancellations; upcoming ones scheduled). Each provider keeps their own room, so no two overlap.
 */
export async function seedDemoSchedule(
  manager: EntityManager,
  today: Date,
  passwordHash: string,
  clinicIds: { northside: number; lakeview: number },
): Promise<void> {
  const random = createRandom(20261126);
  for (const key of ['northside', 'lakeview'] as const) {
    const clinicId = clinicIds[key];
    await insertDefaultAppointmentTypes(manager, clinicId);
    const types = (await manager.query(
      `SELECT id, name, duration_minutes AS minutes FROM appointment_types WHERE clinic_id = $1`,
      [clinicId],
    )) as { id: number; name: string; minutes: number }[];
    const typeNamed = (name: string) => types.find((type) => type.name === name)!;
    const [{ timeZone, businessHours }] = (await manager.query(
      `SELECT time_zone AS "timeZone", business_hours AS "businessHours" FROM clinics WHERE id = $1`,
      [clinicId],
    )) as { timeZone: string; businessHours: BusinessDay[] }[];
    const patients = (await manager.query(
      `SELECT p.id, (SELECT c.id FROM cases c WHERE c.patient_id = p.id ORDER BY c.id DESC LIMIT 1) AS "caseId"
         FROM patients p WHERE p.clinic_id = $1 ORDER BY p.id`,
      [clinicId],
    )) as { id: number; caseId: number | null }[];
    const seen = new Set<number>();

    const appointments: DemoAppointment[] = [];
    for (const provider of demoProviders[key]) {
      const userId = randomUUID();
      await manager.query(
        `INSERT INTO users (id, email, password_hash, first_name, last_name, role, clinic_id, is_provider, npi)
         VALUES ($1, $2, $3, $4, $5, $6, $7, true, $8)`,
        [
          userId,
          provider.email,
          passwordHash,
          provider.first,
          provider.last,
          Role.clinic_staff,
          clinicId,
          provider.npi,
        ],
      );
      const [{ id: roomId }] = (await manager.query(
        `INSERT INTO rooms (clinic_id, name) VALUES ($1, $2) RETURNING id`,
        [clinicId, provider.room],
      )) as { id: number }[];
      for (let offset = -21; offset <= 14; offset += 1) {
        const date = localTimeIn(timeZone, new Date(today.getTime() + offset * 86_400_000)).date;
        const weekday = localTimeIn(timeZone, instantAt(timeZone, date, '12:00')).weekday;
        const hours = businessHours.find((day) => day.day === weekday);
        if (!hours || hours.closed || !hours.opens || !hours.closes) continue;
        let minute = toMinutes(hours.opens) + 60;
        const lastStart = toMinutes(hours.closes) - 60;
        while (minute <= lastStart) {
          if (!random.chance(0.55)) {
            minute += 30;
            continue;
          }
          const patient = random.pick(patients);
          const type = !seen.has(patient.id)
            ? typeNamed('New patient exam')
            : random.chance(0.1)
              ? typeNamed('Re-exam')
              : random.chance(0.4)
                ? typeNamed('Therapy')
                : typeNamed('Adjustment');
          seen.add(patient.id);
          const start = instantAt(timeZone, date, toClock(minute));
          const end = new Date(start.getTime() + type.minutes * 60_000);
          const past = end.getTime() < today.getTime();
          const outcome = past
            ? random.pick([
                'completed',
                'completed',
                'completed',
                'completed',
                'completed',
                'completed',
                'completed',
                'completed',
                'no_show',
                'cancelled',
              ])
            : 'scheduled';
          appointments.push({
            clinic_id: clinicId,
            patient_id: patient.id,
            case_id: patient.caseId,
            provider_id: userId,
            room_id: roomId,
            appointment_type_id: type.id,
            status: outcome,
            scheduled_start: start.toISOString(),
            scheduled_end: end.toISOString(),
            actual_start:
              outcome === 'completed' ? new Date(start.getTime() + random.int(0, 5) * 60_000).toISOString() : null,
            actual_end: outcome === 'completed' ? end.toISOString() : null,
            cancellation_reason: outcome === 'cancelled' ? random.pick(cancellationReasons) : null,
            created_by: userId,
          });
          minute += Math.ceil(type.minutes / 15) * 15 + (random.chance(0.3) ? 15 : 0);
        }
      }
    }
    await manager.query(
      `INSERT INTO appointments (clinic_id, patient_id, case_id, provider_id, room_id, appointment_type_id, status,
                                 scheduled_start, scheduled_end, actual_start, actual_end, cancellation_reason, created_by)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS a(clinic_id int, patient_id int, case_id int, provider_id text,
              room_id int, appointment_type_id int, status text, scheduled_start timestamptz, scheduled_end timestamptz,
              actual_start timestamptz, actual_end timestamptz, cancellation_reason text, created_by text)`,
      [JSON.stringify(appointments)],
    );
  }
}

const toMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const toClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
