import type { DataSource, EntityManager } from 'typeorm';
import { phoneToE164 } from '../../modules/reminders/contact-address';
import { reminderSms } from '../../modules/reminders/reminder-messages';
import type { Services } from '../../services';

/** What became of the first upcoming appointments' 48 h text reminders in the demo's story. */
const outcomes = ['sent', 'acknowledged', 'failed', 'skipped', 'sent', 'sent'] as const;

const failure = "Twilio answered 400: The 'To' number is not a valid mobile number. (code 21614)";

/**
 * The demo's reminders: most patients agreed to text and e-mail reminders a month ago (every fifth
 * did not); the first upcoming visits of each demo clinic have a 48 h text reminder already sent
 * through the recording provider (one confirmed by the patient, one refused by the provider, one
 * skipped for want of consent). The rest are scheduled by the real rules after the load
 * (scheduleDemoReminders), so they go out on the queue.
 */
export async function seedDemoReminders(
  manager: EntityManager,
  today: Date,
  clinicIds: { northside: number; lakeview: number },
): Promise<void> {
  const clinics = Object.values(clinicIds);
  const consentAt = new Date(today.getTime() - 30 * 86_400_000);
  await manager.query(
    `UPDATE patients SET sms_reminder_consent_at = $2, email_reminder_consent_at = $2
      WHERE clinic_id = ANY($1) AND id % 5 <> 0`,
    [clinics, consentAt],
  );
  for (const clinicId of clinics) {
    const upcoming = (await manager.query(
      `SELECT a.id, a.patient_id AS "patientId", a.case_id AS "caseId", a.scheduled_start AS "start",
              p.phone, c.name AS "clinicName", c.time_zone AS "timeZone"
         FROM appointments a JOIN patients p ON p.id = a.patient_id JOIN clinics c ON c.id = a.clinic_id
        WHERE a.clinic_id = $1 AND a.status = 'scheduled' AND a.scheduled_start > $2 AND p.phone IS NOT NULL
        ORDER BY a.scheduled_start, a.id LIMIT $3`,
      [clinicId, today, outcomes.length],
    )) as {
      id: number;
      patientId: number;
      caseId: number | null;
      start: Date;
      phone: string;
      clinicName: string;
      timeZone: string;
    }[];
    for (const [index, visit] of upcoming.entries()) {
      const outcome = outcomes[index];
      const to = phoneToE164(visit.phone);
      const sentAt = new Date(today.getTime() - (index + 1) * 3_600_000);
      if (outcome === 'skipped')
        await manager.query(`UPDATE patients SET sms_reminder_consent_at = NULL WHERE id = $1`, [visit.patientId]);
      const delivered = outcome === 'sent' || outcome === 'acknowledged';
      const [{ id }] = (await manager.query(
        `INSERT INTO patient_reminders (clinic_id, patient_id, case_id, appointment_id, reminder_type, reminder_status,
                                        channel, scheduled_date, sent_at, acknowledged_at, to_address, status_reason,
                                        attempts, provider_message_id, offset_minutes, idempotency_key)
         VALUES ($1, $2, $3, $4, 'appointment', $5, 'sms', $6, $7, $8, $9, $10, $11, $12, 2880, $13) RETURNING id`,
        [
          clinicId,
          visit.patientId,
          visit.caseId,
          visit.id,
          outcome,
          sentAt,
          delivered ? sentAt : null,
          outcome === 'acknowledged' ? new Date(sentAt.getTime() + 20 * 60_000) : null,
          outcome === 'skipped' ? null : to,
          outcome === 'failed' ? failure : outcome === 'skipped' ? 'no_consent' : null,
          outcome === 'skipped' ? 0 : 1,
          delivered ? `recorded-demo-${clinicId}-${index}` : null,
          `appointment:${visit.id}:${visit.start.toISOString()}:2880:sms`,
        ],
      )) as { id: number }[];
      if (delivered)
        await manager.query(
          `INSERT INTO outbound_sms (clinic_id, to_number, body, provider, provider_message_id, reminder_id, created_at)
           VALUES ($1, $2, $3, 'recording', $4, $5, $6)`,
          [
            clinicId,
            to,
            reminderSms({
              clinicName: visit.clinicName,
              timeZone: visit.timeZone,
              when: visit.start,
              isAppointment: true,
              message: null,
            }),
            `recorded-demo-${clinicId}-${index}`,
            id,
            sentAt,
          ],
        );
    }
  }
}

/** After the demo load: every upcoming demo visit gets its reminders from the clinic's rules, on the queue. */
export async function scheduleDemoReminders(dataSource: DataSource, services: Services): Promise<void> {
  const visits = (await dataSource.query(
    `SELECT id FROM appointments WHERE status = 'scheduled' AND scheduled_start > now() ORDER BY id`,
  )) as { id: number }[];
  await dataSource.transaction(async (manager) => {
    for (const visit of visits) await services.appointmentReminders.reschedule(manager, visit.id);
  });
}
