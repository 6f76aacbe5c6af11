import type { DataSource, EntityManager } from 'typeorm';
import { writeAudit } from '../../platform/audit/audit.service';
import type { RunningJob } from '../../platform/jobs/job-definition';
import type { OutboundMailService } from '../../platform/mail/outbound-mail.service';
import { SmsSendError, type SmsProvider } from '../../platform/sms/sms-provider';
import { phoneToE164 } from './contact-address';
import type { ReminderLinks } from './reminder-links';
import { reminderEmail, reminderSms, type ReminderFacts } from './reminder-messages';
import type { ReminderChannel, ReminderSkipReason } from './reminder.enums';

interface DueReminder {
  id: number;
  clinicId: number;
  patientId: number;
  status: string;
  channel: ReminderChannel;
  message: string | null;
  scheduledDate: Date;
  appointmentId: number | null;
  appointmentStatus: string | null;
  appointmentStart: Date | null;
  appointmentRemindersOn: boolean | null;
  phone: string | null;
  email: string | null;
  smsConsentAt: Date | null;
  emailConsentAt: Date | null;
  smsOptedOutAt: Date | null;
  emailOptedOutAt: Date | null;
  clinicName: string;
  timeZone: string;
}

type Outcome = { retry: string } | null;

/**
 * The `reminders.send` job: at send time it checks again that the appointment is still scheduled
 * and ahead, and the patient's consent, opt-out and address for the channel; then sends the text
 * message (through the SMS provider, logged in outbound_sms) or records the e-mail (OutboundMailService
 * delivers it). The reminder's row stays locked while it is sent, so it is sent at most once.
 */
export class ReminderSender {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sms: SmsProvider,
    private readonly mail: OutboundMailService,
    private readonly links: ReminderLinks,
  ) {}

  async send(job: RunningJob<{ reminderId: number }>): Promise<void> {
    const outcome = await this.dataSource.transaction(async (manager): Promise<Outcome> => {
      const reminder = await this.lockDue(manager, job.data.reminderId);
      if (!reminder || reminder.status !== 'pending') return null;
      const cancelReason = this.appointmentGone(reminder, job.now);
      if (cancelReason) return this.close(manager, reminder, 'cancelled', cancelReason);
      const address = reminder.channel === 'sms' ? phoneToE164(reminder.phone) : reminder.email;
      const skipReason = this.withoutConsent(reminder, address);
      if (skipReason) return this.close(manager, reminder, 'skipped', skipReason);
      const facts: ReminderFacts = {
        clinicName: reminder.clinicName,
        timeZone: reminder.timeZone,
        when: reminder.appointmentStart ?? reminder.scheduledDate,
        isAppointment: reminder.appointmentId !== null,
        message: reminder.message,
      };
      return reminder.channel === 'sms'
        ? this.sendSms(manager, reminder, address!, facts, job)
        : this.sendEmail(manager, reminder, address!, facts, job.now);
    });
    if (outcome) throw new Error(`reminder ${job.data.reminderId} not sent: ${outcome.retry}`);
  }

  private async lockDue(manager: EntityManager, id: number): Promise<DueReminder | undefined> {
    const [row] = (await manager.query(
      `SELECT r.id, r.clinic_id AS "clinicId", r.patient_id AS "patientId", r.reminder_status AS status, r.channel,
              r.message, r.scheduled_date AS "scheduledDate", r.appointment_id AS "appointmentId",
              a.status AS "appointmentStatus", a.scheduled_start AS "appointmentStart",
              a.reminders_enabled AS "appointmentRemindersOn",
              p.phone, p.email, p.sms_reminder_consent_at AS "smsConsentAt",
              p.email_reminder_consent_at AS "emailConsentAt", p.sms_opted_out_at AS "smsOptedOutAt",
              p.email_opted_out_at AS "emailOptedOutAt", c.name AS "clinicName", c.time_zone AS "timeZone"
         FROM patient_reminders r
         JOIN patients p ON p.id = r.patient_id
         JOIN clinics c ON c.id = r.clinic_id
         LEFT JOIN appointments a ON a.id = r.appointment_id
        WHERE r.id = $1
          FOR UPDATE OF r`,
      [id],
    )) as DueReminder[];
    return row;
  }

  private appointmentGone(reminder: DueReminder, now: Date): ReminderSkipReason | null {
    if (reminder.appointmentId === null) return null;
    if (reminder.appointmentStatus !== 'scheduled' || reminder.appointmentStart!.getTime() <= now.getTime())
      return 'appointment_changed';
    return reminder.appointmentRemindersOn ? null : 'reminders_off';
  }

  private withoutConsent(reminder: DueReminder, address: string | null): ReminderSkipReason | null {
    const sms = reminder.channel === 'sms';
    if (sms ? reminder.smsOptedOutAt : reminder.emailOptedOutAt) return 'opted_out';
    if (!(sms ? reminder.smsConsentAt : reminder.emailConsentAt)) return 'no_consent';
    return address ? null : 'no_address';
  }

  private async sendSms(
    manager: EntityManager,
    reminder: DueReminder,
    to: string,
    facts: ReminderFacts,
    job: RunningJob<unknown>,
  ): Promise<Outcome> {
    const body = reminderSms(facts);
    let providerMessageId: string;
    try {
      ({ providerMessageId } = await this.sms.send({ to, body }));
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const final = job.attempt >= job.maxAttempts || (error instanceof SmsSendError && error.permanent);
      if (final) return this.close(manager, reminder, 'failed', reason, to);
      await manager.query(
        `UPDATE patient_reminders SET attempts = attempts + 1, status_reason = $2, to_address = $3, updated_at = now()
          WHERE id = $1`,
        [reminder.id, reason, to],
      );
      return { retry: reason };
    }
    await manager.query(
      `INSERT INTO outbound_sms (clinic_id, to_number, body, provider, provider_message_id, reminder_id)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [reminder.clinicId, to, body, this.sms.name, providerMessageId, reminder.id],
    );
    return this.markSent(manager, reminder, to, providerMessageId, job.now);
  }

  private async sendEmail(
    manager: EntityManager,
    reminder: DueReminder,
    to: string,
    facts: ReminderFacts,
    now: Date,
  ): Promise<Outcome> {
    const email = reminderEmail(facts, {
      confirm: this.links.url('confirm', reminder.id),
      unsubscribe: this.links.url('unsubscribe', reminder.id),
    });
    const emailId = await this.mail.record(manager, {
      kind: 'patient_reminder',
      userId: null,
      message: { to, subject: email.subject, text: email.text },
      storedText: email.storedText,
    });
    return this.markSent(manager, reminder, to, `email:${emailId}`, now);
  }

  private async markSent(
    manager: EntityManager,
    reminder: DueReminder,
    to: string,
    providerMessageId: string,
    now: Date,
  ): Promise<Outcome> {
    await manager.query(
      `UPDATE patient_reminders SET reminder_status = 'sent', sent_at = $2, to_address = $3, provider_message_id = $4,
              attempts = attempts + 1, status_reason = NULL, updated_at = now()
        WHERE id = $1`,
      [reminder.id, now, to, providerMessageId],
    );
    await this.audit(manager, reminder, 'send', { reminderStatus: 'sent', channel: reminder.channel });
    return null;
  }

  private async close(
    manager: EntityManager,
    reminder: DueReminder,
    status: 'cancelled' | 'skipped' | 'failed',
    reason: string,
    to: string | null = null,
  ): Promise<Outcome> {
    await manager.query(
      `UPDATE patient_reminders SET reminder_status = $2, status_reason = $3, to_address = coalesce($4, to_address),
              attempts = attempts + CASE WHEN $2 = 'failed' THEN 1 ELSE 0 END, updated_at = now()
        WHERE id = $1`,
      [reminder.id, status, reason, to],
    );
    await this.audit(manager, reminder, status === 'failed' ? 'fail' : 'skip', {
      reminderStatus: status,
      statusReason: reason,
    });
    return null;
  }

  private audit(manager: EntityManager, reminder: DueReminder, action: string, newValues: Record<string, unknown>) {
    return writeAudit(manager, null, {
      entityType: 'patient_reminder',
      entityId: reminder.id,
      action,
      clinicId: reminder.clinicId,
      oldValues: { reminderStatus: 'pending' },
      newValues,
    });
  }
}
