import type { EntityManager } from 'typeorm';

/** The appointment types every new clinic starts with (it edits them in the console's Scheduling tab). */
export const defaultAppointmentTypes = [
  { name: 'New patient exam', durationMinutes: 60, color: '#6a1b9a', isReExam: false },
  { name: 'Adjustment', durationMinutes: 15, color: '#1976d2', isReExam: false },
  { name: 'Re-exam', durationMinutes: 30, color: '#ef6c00', isReExam: true },
  { name: 'Therapy', durationMinutes: 30, color: '#2e7d32', isReExam: false },
] as const;

/** Inserts the default types for a clinic in the caller's transaction (a clinic's creation). */
export async function insertDefaultAppointmentTypes(manager: EntityManager, clinicId: number): Promise<void> {
  await manager.query(
    `INSERT INTO appointment_types (clinic_id, name, duration_minutes, color, is_re_exam)
     SELECT $1, t.name, t.duration_minutes, t.color, t.is_re_exam
       FROM jsonb_to_recordset($2::jsonb) AS t(name text, duration_minutes int, color text, is_re_exam boolean)`,
    [
      clinicId,
      JSON.stringify(
        defaultAppointmentTypes.map((t) => ({
          name: t.name,
          duration_minutes: t.durationMinutes,
          color: t.color,
          is_re_exam: t.isReExam,
        })),
      ),
    ],
  );
}
