import type { DataSource, EntityManager } from 'typeorm';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { InputError, NotFoundError } from '../../platform/errors';
import { decodeCursor, toPage, type CursorValue, type Page } from '../../platform/graphql/connection';
import { clampLimit } from '../../platform/graphql/pagination';
import type { Clock } from '../../platform/jobs/clock';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Services } from '../../services';
import { maskAddress } from './contact-address';
import { queueReminder } from './reminder-queue';
import { reminderColumnsSql } from './reminder-view.sql';
import type { ReminderConsentInput, ReminderCreateInput } from './reminder.input';
import {
  reminderSkipReasons,
  type ReminderChannel,
  type ReminderPriority,
  type ReminderSkipReason,
  type ReminderType,
} from './reminder.enums';
import { assertReminderUser } from './reminder.policy';
import type { ReminderLogEntry, ReminderView } from './reminder.type';
import { rowWriteLock } from '../../db/sql/row-lock';

/** The farthest ahead a manual reminder may be planned. */
const maxDaysAhead = 366;

export interface ReminderListArgs {
  patientId?: number | null;
  appointmentId?: number | null;
  first?: number | null;
  after?: string | null;
}

/** A reminder to insert: the clinic's words for one patient on one channel. */
export interface NewReminder {
  patientId: number;
  caseId?: number | null;
  reminderType: ReminderType;
  channel: ReminderChannel;
  priority?: ReminderPriority | null;
  message: string;
}

type ReminderRow = Omit<ReminderView, 'toAddressMasked'> & { toAddress: string | null };

/** A row as the screens show it: the address masked, a skip or cancel code in words. */
function reminderView({ toAddress, ...row }: ReminderRow): ReminderView {
  const reason = row.statusReason;
  return {
    ...row,
    toAddressMasked: maskAddress(toAddress),
    statusReason: reason && reason in reminderSkipReasons ? reminderSkipReasons[reason as ReminderSkipReason] : reason,
  };
}

/** Patient reminders for the clinic's users: lists, the manual ones, cancelling, consent, the sent log. */
export class ReminderService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue<Services>,
    private readonly clock: Clock,
  ) {}

  /**
   * A patient's or an appointment's reminders, latest scheduled first (keyset pages); a patient or
   * appointment of another clinic is not found.
   */
  async list(scope: Scope, args: ReminderListArgs): Promise<Page<ReminderView>> {
    const clinicId = assertReminderUser(scope);
    const cursor = args.after ? decodeCursor(args.after, ['timestamptz', 'id']) : null;
    if (args.appointmentId) {
      await this.assertExists('appointments', 'Appointment', args.appointmentId, clinicId);
      return this.page(clinicId, 'r.appointment_id', args.appointmentId, args.first, cursor);
    }
    if (!args.patientId) throw InputError.field('patientId', 'Choose a patient or an appointment');
    await this.assertExists('patients', 'Patient', args.patientId, clinicId);
    return this.page(clinicId, 'r.patient_id', args.patientId, args.first, cursor);
  }

  private async page(
    clinicId: number,
    column: 'r.patient_id' | 'r.appointment_id',
    id: number,
    first: number | null | undefined,
    cursor: CursorValue[] | null,
  ): Promise<Page<ReminderView>> {
    const limit = clampLimit(first);
    const values: unknown[] = [clinicId, id, limit + 1];
    let keyset = '';
    if (cursor) {
      values.push(...cursor);
      keyset = `AND (r.scheduled_date, r.id) < ($4::timestamptz, $5)`;
    }
    const rows = (await this.dataSource.query(
      `SELECT ${reminderColumnsSql}, r.scheduled_date::text AS "sortKey" FROM patient_reminders r
        WHERE r.clinic_id = $1 AND ${column} = $2 ${keyset}
        ORDER BY r.scheduled_date DESC, r.id DESC LIMIT $3`,
      values,
    )) as (ReminderRow & { sortKey: string })[];
    const page = toPage(rows, limit, (row) => [row.sortKey, row.id]);
    return { nodes: page.nodes.map(({ sortKey: _key, ...row }) => reminderView(row)), pageInfo: page.pageInfo };
  }

  private async assertExists(table: 'patients' | 'appointments', label: string, id: number, clinicId: number) {
    const rows = (await this.dataSource.query(`SELECT 1 FROM ${table} WHERE id = $1 AND clinic_id = $2`, [
      id,
      clinicId,
    ])) as unknown[];
    if (rows.length === 0) throw new NotFoundError(label);
  }

  /** A reminder the clinic writes for one of its patients, sent at its time (now when not given). */
  async create(scope: Scope, input: ReminderCreateInput): Promise<ReminderView> {
    const clinicId = assertReminderUser(scope);
    const now = this.clock.now();
    const at = input.scheduledDate ? new Date(input.scheduledDate) : now;
    if (at.getTime() < now.getTime() - 60_000) throw InputError.field('scheduledDate', 'Choose a time from now on');
    if (at.getTime() > now.getTime() + maxDaysAhead * 86_400_000)
      throw InputError.field('scheduledDate', 'Choose a time within a year');
    const id = await this.dataSource.transaction(async (manager) => {
      const patients = (await manager.query(`SELECT 1 FROM patients WHERE id = $1 AND clinic_id = $2`, [
        input.patientId,
        clinicId,
      ])) as unknown[];
      if (patients.length === 0) throw InputError.field('patientId', 'Patient not found');
      if (input.caseId) {
        const cases = (await manager.query(`SELECT 1 FROM cases WHERE id = $1 AND clinic_id = $2 AND patient_id = $3`, [
          input.caseId,
          clinicId,
          input.patientId,
        ])) as unknown[];
        if (cases.length === 0) throw InputError.field('caseId', "Case not found among this patient's cases");
      }
      const newId = await this.insertManual(manager, clinicId, scope.userId, input, at);
      await writeAudit(manager, scope, {
        entityType: 'patient_reminder',
        entityId: newId,
        action: 'create',
        clinicId,
        newValues: {
          patientId: input.patientId,
          caseId: input.caseId ?? null,
          reminderType: input.reminderType,
          channel: input.channel,
          priority: input.priority ?? 'normal',
          scheduledDate: at.toISOString(),
        },
      });
      return newId;
    });
    return this.get(clinicId, id);
  }

  /** Inserts a pending reminder and queues its send, in the caller's transaction (also automation's way in). */
  async insertManual(
    manager: EntityManager,
    clinicId: number,
    createdBy: string | null,
    input: NewReminder,
    at: Date,
  ): Promise<number> {
    const [{ id }] = (await manager.query(
      `INSERT INTO patient_reminders (clinic_id, patient_id, case_id, reminder_type, channel, priority, message,
                                      scheduled_date, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        clinicId,
        input.patientId,
        input.caseId ?? null,
        input.reminderType,
        input.channel,
        input.priority ?? 'normal',
        input.message,
        at,
        createdBy,
      ],
    )) as { id: number }[];
    await queueReminder(this.jobs, manager, id, at);
    return id;
  }

  /** Cancels a pending reminder of the clinic. */
  async cancel(scope: Scope, id: number): Promise<ReminderView> {
    const clinicId = assertReminderUser(scope);
    await this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query(
        `SELECT reminder_status AS status FROM patient_reminders WHERE id = $1 AND clinic_id = $2 FOR UPDATE`,
        [id, clinicId],
      )) as { status: string }[];
      if (!row) throw new NotFoundError('Reminder');
      if (row.status !== 'pending')
        throw InputError.field('id', `Only a pending reminder can be cancelled; this one is ${row.status}`);
      await manager.query(
        `UPDATE patient_reminders SET reminder_status = 'cancelled', status_reason = 'cancelled_by_staff', updated_at = now()
          WHERE id = $1`,
        [id],
      );
      await writeAudit(manager, scope, {
        entityType: 'patient_reminder',
        entityId: id,
        action: 'cancel',
        clinicId,
        oldValues: { reminderStatus: 'pending' },
        newValues: { reminderStatus: 'cancelled' },
      });
    });
    return this.get(clinicId, id);
  }

  private async get(clinicId: number, id: number): Promise<ReminderView> {
    const [row] = (await this.dataSource.query(
      `SELECT ${reminderColumnsSql} FROM patient_reminders r WHERE r.id = $1 AND r.clinic_id = $2`,
      [id, clinicId],
    )) as ReminderRow[];
    if (!row) throw new NotFoundError('Reminder');
    return reminderView(row);
  }

  /**
   * A patient's consent to reminders by text and e-mail (dated when given) and the opt-outs (dated
   * when made; clearing one means the patient asked for reminders again).
   */
  async updateConsent(scope: Scope, input: ReminderConsentInput) {
    const clinicId = assertReminderUser(scope);
    await this.dataSource.transaction(async (manager) => {
      const [before] = (await manager.query(
        `SELECT sms_reminder_consent_at IS NOT NULL AS "smsConsent", email_reminder_consent_at IS NOT NULL AS "emailConsent",
                sms_opted_out_at IS NOT NULL AS "smsOptedOut", email_opted_out_at IS NOT NULL AS "emailOptedOut"
           FROM patients WHERE id = $1 AND clinic_id = $2 ${rowWriteLock}`,
        [input.patientId, clinicId],
      )) as Record<string, boolean>[];
      if (!before) throw new NotFoundError('Patient');
      await manager.query(
        `UPDATE patients SET
            sms_reminder_consent_at = CASE WHEN $2 THEN coalesce(sms_reminder_consent_at, now()) END,
            email_reminder_consent_at = CASE WHEN $3 THEN coalesce(email_reminder_consent_at, now()) END,
            sms_opted_out_at = CASE WHEN $4 THEN coalesce(sms_opted_out_at, now()) END,
            email_opted_out_at = CASE WHEN $5 THEN coalesce(email_opted_out_at, now()) END,
            updated_at = now()
          WHERE id = $1`,
        [input.patientId, input.smsConsent, input.emailConsent, input.smsOptedOut, input.emailOptedOut],
      );
      const after = {
        smsConsent: input.smsConsent,
        emailConsent: input.emailConsent,
        smsOptedOut: input.smsOptedOut,
        emailOptedOut: input.emailOptedOut,
      };
      await writeAudit(manager, scope, {
        entityType: 'patient',
        entityId: input.patientId,
        action: 'reminder_consent',
        clinicId,
        oldValues: before,
        newValues: after,
      });
    });
  }

  /**
   * What the clinic's reminders sent, newest first: its text messages (outbound_sms) and its reminder
   * e-mails (outbound_emails reached through their reminder), addresses masked.
   */
  async log(scope: Scope, first?: number | null, after?: string | null): Promise<Page<ReminderLogEntry>> {
    const clinicId = assertReminderUser(scope);
    const limit = clampLimit(first);
    const values: unknown[] = [clinicId, limit + 1];
    let keyset = '';
    if (after) {
      const [date, id] = decodeCursor(after, ['timestamptz', 'text']);
      values.push(date, id);
      keyset = `WHERE (entry."createdAt", entry.id) < ($3::timestamptz, $4)`;
    }
    const rows = (await this.dataSource.query(
      `SELECT * FROM (
         SELECT 'sms:' || lpad(s.id::text, 12, '0') AS id, 'sms' AS channel, s.to_number AS "toAddress", s.body,
                s.provider, s.reminder_id AS "reminderId", s.created_at AS "createdAt",
                s.created_at::text AS "sortKey"
           FROM outbound_sms s WHERE s.clinic_id = $1
         UNION ALL
         SELECT 'email:' || lpad(e.id::text, 12, '0'), 'email', e.to_address, e.subject || E'\\n\\n' || e.body_text,
                'email', r.id, e.created_at, e.created_at::text
           FROM patient_reminders r JOIN outbound_emails e ON r.provider_message_id = 'email:' || e.id
          WHERE r.clinic_id = $1 AND r.channel = 'email' AND r.provider_message_id LIKE 'email:%'
       ) entry ${keyset}
       ORDER BY entry."createdAt" DESC, entry.id DESC LIMIT $2`,
      values,
    )) as (Omit<ReminderLogEntry, 'toAddressMasked'> & { toAddress: string; sortKey: string })[];
    const page = toPage(rows, limit, (row) => [row.sortKey, row.id]);
    return {
      nodes: page.nodes.map(({ toAddress, sortKey: _key, ...row }) => ({
        ...row,
        toAddressMasked: maskAddress(toAddress) ?? '',
      })),
      pageInfo: page.pageInfo,
    };
  }
}
