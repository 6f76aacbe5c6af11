import type { EntityManager } from 'typeorm';
import type { Clock } from '../../platform/jobs/clock';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Services } from '../../services';
import { appointmentReminderTime } from './quiet-hours';
import { queueReminder } from './reminder-queue';
import { reminderRulesOf } from './reminder-settings.service';

interface AppointmentFacts {
  id: number;
  clinicId: number;
  patientId: number;
  caseId: number | null;
  status: string;
  scheduledStart: Date;
  remindersEnabled: boolean;
}

/**
 * An appointment's reminders, kept in step with it inside its own transaction: booking schedules
 * one per rule offset and channel, moving it cancels the pending ones and schedules the new slot's,
 * cancelling it (or any status but scheduled) cancels them.
 */
export class AppointmentReminders {
  constructor(
    private readonly jobs: JobQueue<Services>,
    private readonly clock: Clock,
  ) {}

  /**
   * After a booking, a move, a status change or a change of its reminders switch. The same slot's
   * reminders are never made twice (their idempotency key); a slot's reminders cancelled by switching
   * reminders off come back pending when they are switched on again.
   */
  async reschedule(manager: EntityManager, appointmentId: number): Promise<void> {
    const [appointment] = (await manager.query(
      `SELECT id, clinic_id AS "clinicId", patient_id AS "patientId", case_id AS "caseId", status,
              scheduled_start AS "scheduledStart", reminders_enabled AS "remindersEnabled"
         FROM appointments WHERE id = $1`,
      [appointmentId],
    )) as AppointmentFacts[];
    if (!appointment) return;
    const rules = await reminderRulesOf(manager, appointment.clinicId);
    if (appointment.status !== 'scheduled' || !appointment.remindersEnabled || !rules.enabled) {
      await this.cancel(manager, appointmentId);
      return;
    }
    // The pending reminders of the slot it had before a move.
    await manager.query(
      `UPDATE patient_reminders SET reminder_status = 'cancelled', status_reason = 'appointment_changed', updated_at = now()
        WHERE appointment_id = $1 AND reminder_status = 'pending' AND idempotency_key NOT LIKE $2`,
      [appointmentId, `appointment:${appointmentId}:${appointment.scheduledStart.toISOString()}:%`],
    );
    const now = this.clock.now().getTime();
    const quiet = { start: rules.quietStart, end: rules.quietEnd };
    for (const offset of rules.offsetsMinutes) {
      // A rule whose moment has passed at booking (48 h before a visit booked for tomorrow) makes no reminder.
      if (appointment.scheduledStart.getTime() - offset * 60_000 <= now) continue;
      const at = appointmentReminderTime(rules.timeZone, quiet, appointment.scheduledStart, offset);
      for (const channel of rules.channels) {
        const key = `appointment:${appointment.id}:${appointment.scheduledStart.toISOString()}:${offset}:${channel}`;
        const [row] = (await manager.query(
          `INSERT INTO patient_reminders (clinic_id, patient_id, case_id, appointment_id, reminder_type, reminder_status,
                                          channel, scheduled_date, offset_minutes, idempotency_key, status_reason)
           VALUES ($1, $2, $3, $4, 'appointment', $5, $6, $7, $8, $9, $10)
           ON CONFLICT (idempotency_key) DO UPDATE SET reminder_status = 'pending', status_reason = NULL, updated_at = now()
             WHERE patient_reminders.reminder_status = 'cancelled' AND EXCLUDED.reminder_status = 'pending'
           RETURNING id`,
          [
            appointment.clinicId,
            appointment.patientId,
            appointment.caseId,
            appointment.id,
            at ? 'pending' : 'skipped',
            channel,
            at ?? new Date(appointment.scheduledStart.getTime() - offset * 60_000),
            offset,
            key,
            at ? null : 'quiet_hours',
          ],
        )) as { id: number }[];
        if (row && at) await queueReminder(this.jobs, manager, row.id, at);
      }
    }
  }

  /** The appointment's pending reminders are cancelled (its job then finds nothing to send). */
  async cancel(manager: EntityManager, appointmentId: number): Promise<void> {
    await manager.query(
      `UPDATE patient_reminders SET reminder_status = 'cancelled', status_reason = 'appointment_changed', updated_at = now()
        WHERE appointment_id = $1 AND reminder_status = 'pending'`,
      [appointmentId],
    );
  }
}
