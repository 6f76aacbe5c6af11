import type { DataSource, EntityManager } from 'typeorm';
import { writeAudit } from '../../platform/audit/audit.service';
import { phoneToE164 } from './contact-address';

const stopWords = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const confirmWords = new Set(['C', 'CONFIRM', 'YES', 'Y']);

/** How long after it was sent a text reminder can still be confirmed by a reply. */
const confirmWindowDays = 7;

/**
 * The patients a STOP from a number ($1: its digits, $2: without the country code 1) opts out. The
 * expression is the one patients_sms_number_idx indexes: any change here must change the index.
 */
export const textablePatientsWithDigits = `sms_opted_out_at IS NULL AND regexp_replace(coalesce(phone, ''), '\\D', '', 'g') IN ($1, $2)`;

export type SmsReplyOutcome = 'opted_out' | 'acknowledged' | 'ignored';

/**
 * What patients answer: a STOP reply opts their number out of text reminders (every clinic's patient
 * with that number: the sending number is the platform's), C/CONFIRM/YES acknowledges the latest
 * text reminder sent to it; an e-mail's links confirm its reminder or unsubscribe its patient from
 * reminder e-mails. Each change is audited, made by no user (the patient, from outside).
 */
export class ReminderReplies {
  constructor(private readonly dataSource: DataSource) {}

  async smsReply(from: string, body: string): Promise<SmsReplyOutcome> {
    const number = phoneToE164(from);
    const word = body
      .trim()
      .toUpperCase()
      .replace(/[.!]+$/, '');
    if (!number) return 'ignored';
    if (stopWords.has(word)) {
      await this.optOutNumber(number);
      return 'opted_out';
    }
    if (confirmWords.has(word)) return (await this.acknowledgeLatestSms(number)) ? 'acknowledged' : 'ignored';
    return 'ignored';
  }

  private async optOutNumber(number: string): Promise<void> {
    const digits = number.slice(1);
    const national = digits.startsWith('1') && digits.length === 11 ? digits.slice(1) : digits;
    await this.dataSource.transaction(async (manager) => {
      const patients = (await manager.query(
        `UPDATE patients SET sms_opted_out_at = now(), updated_at = now()
          WHERE ${textablePatientsWithDigits} RETURNING id, clinic_id AS "clinicId"`,
        [digits, national],
      )) as [{ id: number; clinicId: number }[], number];
      for (const patient of patients[0])
        await writeAudit(manager, null, {
          entityType: 'patient',
          entityId: patient.id,
          action: 'sms_opt_out',
          clinicId: patient.clinicId,
          newValues: { smsOptedOut: true, via: 'STOP reply' },
        });
    });
  }

  private acknowledgeLatestSms(number: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const [latest] = (await manager.query(
        `SELECT id, clinic_id AS "clinicId" FROM patient_reminders
          WHERE channel = 'sms' AND to_address = $1 AND reminder_status = 'sent'
            AND sent_at > now() - make_interval(days => $2)
          ORDER BY sent_at DESC, id DESC LIMIT 1 FOR UPDATE`,
        [number, confirmWindowDays],
      )) as { id: number; clinicId: number }[];
      if (!latest) return false;
      await this.acknowledge(manager, latest.id, latest.clinicId, 'SMS reply');
      return true;
    });
  }

  /** The e-mail's confirm link: its reminder is acknowledged (once). False when it was not sent. */
  confirmEmail(reminderId: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query(
        `SELECT clinic_id AS "clinicId", reminder_status AS status FROM patient_reminders WHERE id = $1 FOR UPDATE`,
        [reminderId],
      )) as { clinicId: number; status: string }[];
      if (!row || (row.status !== 'sent' && row.status !== 'acknowledged')) return false;
      if (row.status === 'sent') await this.acknowledge(manager, reminderId, row.clinicId, 'e-mail link');
      return true;
    });
  }

  /** The e-mail's unsubscribe link: its patient gets no more reminder e-mails. False for an unknown reminder. */
  unsubscribeEmail(reminderId: number): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query(
        `UPDATE patients p SET email_opted_out_at = coalesce(p.email_opted_out_at, now()), updated_at = now()
           FROM patient_reminders r WHERE r.id = $1 AND p.id = r.patient_id
         RETURNING p.id, p.clinic_id AS "clinicId"`,
        [reminderId],
      )) as [{ id: number; clinicId: number }[], number];
      const patient = row?.[0];
      if (!patient) return false;
      await writeAudit(manager, null, {
        entityType: 'patient',
        entityId: patient.id,
        action: 'email_opt_out',
        clinicId: patient.clinicId,
        newValues: { emailOptedOut: true, via: 'unsubscribe link', reminderId },
      });
      return true;
    });
  }

  private async acknowledge(manager: EntityManager, id: number, clinicId: number, via: string) {
    await manager.query(
      `UPDATE patient_reminders SET reminder_status = 'acknowledged', acknowledged_at = now(), updated_at = now()
        WHERE id = $1`,
      [id],
    );
    await writeAudit(manager, null, {
      entityType: 'patient_reminder',
      entityId: id,
      action: 'acknowledge',
      clinicId,
      oldValues: { reminderStatus: 'sent' },
      newValues: { reminderStatus: 'acknowledged', via },
    });
  }
}
