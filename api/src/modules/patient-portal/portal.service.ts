import type { Readable } from 'node:stream';
import type { DataSource, EntityManager } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import { Role, isClinicRole } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { ForbiddenError, InputError, NotFoundError } from '../../platform/errors';
import type { LiveHub, LiveTopic } from '../../platform/events/live-hub';
import type { Clock } from '../../platform/jobs/clock';
import type { DocumentStorage } from '../../platform/storage/document-storage';
import { NotificationKind } from '../notifications/notification-kinds';
import type { NotificationService } from '../notifications/notification.service';
import type { CaseActivity } from '../timeline/case-activity';
import { portalChangeCutoffHours, PortalLanguage } from './portal.enums';
import type { PortalMessageSendInput, PortalPreferencesInput } from './portal.input';
import type {
  PortalAppointmentChange,
  PortalAppointmentView,
  PortalDocumentView,
  PortalMessageView,
  PortalProfileView,
  PortalStatementView,
} from './portal.type';

/** A message of a patient's portal thread as the live hub loads it once per event. */
export interface PortalLiveMessage extends Omit<PortalMessageView, 'fromMe'> {
  patientId: number;
  senderId: string | null;
  recipientType: string;
  messageType: string;
}

export const tooLateMessage = `Appointments can be confirmed or cancelled online until ${portalChangeCutoffHours} hours before they start. Please call the clinic.`;
export const notScheduledMessage = 'This appointment can no longer be changed.';
export const patientCancelReason = 'Cancelled by the patient in the portal';

/**
 * The patient's own rows, in SQL: the patient whose active portal access belongs to the signed-in
 * login (decision 410). Anyone else (every other role) matches nothing.
 */
export function portalPatientSql(scope: Scope, params: SqlParams): string {
  if (scope.role !== Role.patient) return 'NULL';
  const user = params.add(scope.userId);
  // The patient's own login, or a family member's whose access is not revoked (decision 420).
  return `(SELECT pa.patient_id FROM client_portal_access pa WHERE pa.is_active AND (pa.user_id = ${user}
            OR pa.id = (SELECT f.access_id FROM portal_family_members f WHERE f.user_id = ${user} AND f.revoked_at IS NULL)))`;
}

/** Who is signed in to a patient's portal: the patient (`owner`) or a family member with their permission. */
export interface PortalViewer {
  accessId: number;
  patientId: number;
  clinicId: number;
  familyMemberId: number | null;
  permission: 'owner' | 'full' | 'read_only';
}

export const readOnlyMessage =
  'Your access to this portal is read-only. Ask the patient for full access to message the clinic or change appointments.';
export const ownerOnlyMessage = 'Only the patient manages who has access to their portal.';

/** The signed-in portal login's patient and permission, or a refusal. */
export async function portalViewerOf(manager: EntityManager, scope: Scope): Promise<PortalViewer> {
  if (scope.role !== Role.patient) throw new ForbiddenError('The patient portal is for patients');
  const rows = (await manager.query(
    `SELECT pa.id AS "accessId", pa.patient_id AS "patientId", pa.clinic_id AS "clinicId", NULL::int AS "familyMemberId",
            'owner' AS permission
       FROM client_portal_access pa WHERE pa.user_id = $1 AND pa.is_active
     UNION ALL
     SELECT pa.id, pa.patient_id, pa.clinic_id, f.id, f.permission
       FROM portal_family_members f JOIN client_portal_access pa ON pa.id = f.access_id
      WHERE f.user_id = $1 AND f.revoked_at IS NULL AND pa.is_active
     LIMIT 1`,
    [scope.userId],
  )) as PortalViewer[];
  if (!rows[0]) throw new NotFoundError('Portal access');
  return rows[0];
}

/** Messaging and appointment changes: the patient, or a family member with full access (decision 420). */
async function assertMayAct(manager: EntityManager, scope: Scope): Promise<PortalViewer> {
  const viewer = await portalViewerOf(manager, scope);
  if (viewer.permission === 'read_only') throw new ForbiddenError(readOnlyMessage);
  return viewer;
}

/** The clinic's active users: who hears of what a patient did in the portal. */
async function clinicUserIds(manager: EntityManager, clinicId: number): Promise<string[]> {
  const rows = (await manager.query(
    `SELECT id FROM users WHERE clinic_id = $1 AND role IN ('clinic_staff', 'clinic_admin') AND is_active`,
    [clinicId],
  )) as { id: string }[];
  return rows.map((row) => row.id);
}

function assertPatient(scope: Scope): void {
  if (scope.role !== Role.patient) throw new ForbiddenError('The patient portal is for patients');
}

const appointmentSql = (where: string) => `
  SELECT a.id, a.scheduled_start AS "startsAt", a.scheduled_end AS "endsAt", a.status,
         a.patient_confirmed_at AS "confirmedAt", t.name AS "typeName",
         nullif(trim(u.first_name || ' ' || u.last_name), '') AS "providerName", cl.name AS "clinicName"
    FROM appointments a
    JOIN appointment_types t ON t.id = a.appointment_type_id
    JOIN clinics cl ON cl.id = a.clinic_id
    LEFT JOIN users u ON u.id = a.provider_id
   WHERE ${where}`;

/**
 * What a signed-in patient reads and does in /portal: their appointments (confirm or cancel until
 * 24 hours before), the documents their clinic shared, their statement, and messages with the clinic.
 * Nothing internal: no notes, no internal messages, no attorney-side records.
 */
export class PortalService {
  /** Live `appointmentChanged`: a portal confirmation or cancellation, shown to the clinic's users. */
  readonly appointmentTopic: LiveTopic<PortalAppointmentChange & { clinicId: number }>;
  /** Live `portalMessageAdded` (decision 422): a message of the patient's portal thread, to its patient's logins. */
  readonly messageTopic: LiveTopic<PortalLiveMessage>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: DocumentStorage,
    private readonly live: LiveHub,
    private readonly notifications: NotificationService,
    private readonly caseActivity: CaseActivity,
    private readonly clock: Clock,
    /** The appointment's reminders and alerts, after a cancellation (the scheduling module's hook). */
    private readonly rescheduled: (manager: EntityManager, appointmentId: number) => Promise<void>,
  ) {
    this.appointmentTopic = {
      eventType: 'appointment.changed',
      load: async (id) => {
        const rows = (await this.dataSource.query(
          `SELECT id, clinic_id AS "clinicId", status, patient_confirmed_at AS "confirmedAt" FROM appointments WHERE id = $1`,
          [id],
        )) as (PortalAppointmentChange & { clinicId: number })[];
        return rows[0] ?? null;
      },
      visibleTo: (scope, change) => isClinicRole(scope.role) && scope.clinicId === change.clinicId,
    };
    this.messageTopic = {
      eventType: 'message.added',
      load: async (id) => {
        const rows = (await this.dataSource.query(
          `SELECT m.id, m.case_id AS "caseId", c.case_number AS "caseNumber", m.subject, m.content, m.sent_date AS "sentAt",
                  m.sender_id AS "senderId", c.patient_id AS "patientId", m.recipient_type AS "recipientType",
                  m.message_type AS "messageType",
                  coalesce(nullif(trim(su.first_name || ' ' || su.last_name), ''), cl.name) AS "senderName"
             FROM messages m JOIN cases c ON c.id = m.case_id JOIN clinics cl ON cl.id = m.clinic_id
             LEFT JOIN users su ON su.id = m.sender_id
            WHERE m.id = $1`,
          [id],
        )) as PortalLiveMessage[];
        return rows[0] ?? null;
      },
      // Only portal logins subscribe; which patient's thread is decided per subscriber (subscribeMessages).
      visibleTo: (scope) => scope.role === Role.patient,
    };
  }

  /**
   * The patient's (or family member's) portal thread, live: the filter is the server's, on the
   * patient of the signed-in login; a revoked or deactivated login's session ends, and with it this.
   */
  async subscribeMessages(scope: Scope): Promise<AsyncIterableIterator<PortalLiveMessage>> {
    const viewer = await portalViewerOf(this.dataSource.manager, scope);
    return this.live.subscribe(
      this.messageTopic,
      scope,
      (message) =>
        message.patientId === viewer.patientId &&
        (message.recipientType === 'patient' || message.messageType === 'portal'),
    );
  }

  /** The clinic's users follow their schedule's portal changes. */
  subscribeAppointmentChanges(scope: Scope): AsyncIterableIterator<PortalAppointmentChange> {
    if (!isClinicRole(scope.role)) throw new ForbiddenError("The schedule is the clinic's");
    return this.live.subscribe(this.appointmentTopic, scope);
  }

  async me(scope: Scope): Promise<PortalProfileView> {
    assertPatient(scope);
    const viewer = await portalViewerOf(this.dataSource.manager, scope);
    const rows: Omit<PortalProfileView, 'permission' | 'familyMember'>[] = await this.dataSource.query(
      `SELECT p.first_name AS "firstName", p.last_name AS "lastName", cl.name AS "clinicName", cl.phone AS "clinicPhone",
              coalesce(f.preferred_language, pa.preferred_language) AS "preferredLanguage",
              pa.sms_notifications AS "smsNotifications", pa.email_notifications AS "emailNotifications",
              coalesce(f.mfa_enabled, pa.mfa_enabled) AS "mfaEnabled",
              coalesce(f.first_name, p.first_name) AS "viewerFirstName"
         FROM client_portal_access pa JOIN patients p ON p.id = pa.patient_id JOIN clinics cl ON cl.id = pa.clinic_id
         LEFT JOIN portal_family_members f ON f.id = $2
        WHERE pa.id = $1`,
      [viewer.accessId, viewer.familyMemberId],
    );
    if (!rows[0]) throw new NotFoundError('Portal access');
    return { ...rows[0], permission: viewer.permission, familyMember: viewer.familyMemberId !== null };
  }

  async updatePreferences(scope: Scope, input: PortalPreferencesInput): Promise<PortalProfileView> {
    assertPatient(scope);
    await this.dataSource.transaction(async (manager) => {
      const viewer = await portalViewerOf(manager, scope);
      if (viewer.familyMemberId !== null) {
        // A family member's own choice is their language; the patient's notifications stay the patient's.
        const [family] = (await manager.query(
          `SELECT preferred_language FROM portal_family_members WHERE id = $1 FOR UPDATE`,
          [viewer.familyMemberId],
        )) as { preferred_language: string }[];
        const language = input.preferredLanguage ?? family.preferred_language;
        await manager.query(
          `UPDATE portal_family_members SET preferred_language = $2, updated_at = now() WHERE id = $1`,
          [viewer.familyMemberId, language],
        );
        await writeAudit(manager, scope, {
          entityType: 'portal_family_member',
          entityId: viewer.familyMemberId,
          action: 'update',
          clinicId: viewer.clinicId,
          oldValues: { preferredLanguage: family.preferred_language },
          newValues: { preferredLanguage: language },
        });
        return;
      }
      const params = new SqlParams();
      const patient = portalPatientSql(scope, params);
      const [before] = (await manager.query(
        `SELECT id, clinic_id, preferred_language, sms_notifications, email_notifications FROM client_portal_access
          WHERE patient_id = ${patient} FOR UPDATE`,
        params.values,
      )) as {
        id: number;
        clinic_id: number;
        preferred_language: string;
        sms_notifications: boolean;
        email_notifications: boolean;
      }[];
      if (!before) throw new NotFoundError('Portal access');
      const next = {
        preferred_language: input.preferredLanguage ?? before.preferred_language,
        sms_notifications: input.smsNotifications ?? before.sms_notifications,
        email_notifications: input.emailNotifications ?? before.email_notifications,
      };
      await manager.query(
        `UPDATE client_portal_access SET preferred_language = $2, sms_notifications = $3, email_notifications = $4,
                updated_at = now() WHERE id = $1`,
        [before.id, next.preferred_language, next.sms_notifications, next.email_notifications],
      );
      await writeAudit(manager, scope, {
        entityType: 'client_portal_access',
        entityId: before.id,
        action: 'update',
        clinicId: before.clinic_id,
        oldValues: {
          preferredLanguage: before.preferred_language,
          smsNotifications: before.sms_notifications,
          emailNotifications: before.email_notifications,
        },
        newValues: {
          preferredLanguage: next.preferred_language,
          smsNotifications: next.sms_notifications,
          emailNotifications: next.email_notifications,
        },
      });
    });
    return this.me(scope);
  }

  /** Upcoming (soonest first) or past (latest first) appointments of the patient, at most 100. */
  async appointments(scope: Scope, past: boolean): Promise<PortalAppointmentView[]> {
    assertPatient(scope);
    const params = new SqlParams();
    const patient = portalPatientSql(scope, params);
    const now = params.add(this.clock.now());
    const rows: Omit<PortalAppointmentView, 'changeable'>[] = await this.dataSource.query(
      `${appointmentSql(`a.patient_id = ${patient} AND ${past ? `a.scheduled_end < ${now}` : `a.scheduled_end >= ${now}`}`)}
        ORDER BY a.scheduled_start ${past ? 'DESC' : 'ASC'}, a.id LIMIT 100`,
      params.values,
    );
    return rows.map((row) => ({ ...row, changeable: this.changeable(row) }));
  }

  async confirmAppointment(scope: Scope, id: number): Promise<PortalAppointmentView> {
    return this.changeAppointment(scope, id, 'confirm');
  }

  async cancelAppointment(scope: Scope, id: number): Promise<PortalAppointmentView> {
    return this.changeAppointment(scope, id, 'cancel');
  }

  /** The clinic's rule (decision 412): a scheduled appointment, more than 24 hours ahead. */
  private changeable(row: { status: string; startsAt: Date }): boolean {
    return (
      row.status === 'scheduled' &&
      row.startsAt.getTime() - this.clock.now().getTime() > portalChangeCutoffHours * 3_600_000
    );
  }

  private async changeAppointment(
    scope: Scope,
    id: number,
    change: 'confirm' | 'cancel',
  ): Promise<PortalAppointmentView> {
    assertPatient(scope);
    const changed = await this.dataSource.transaction(async (manager) => {
      await assertMayAct(manager, scope);
      const params = new SqlParams();
      const patient = portalPatientSql(scope, params);
      const [row] = (await manager.query(
        `SELECT a.id, a.clinic_id AS "clinicId", a.case_id AS "caseId", a.status, a.scheduled_start AS "startsAt",
                a.patient_confirmed_at AS "confirmedAt"
           FROM appointments a WHERE a.id = ${params.add(id)} AND a.patient_id = ${patient} FOR UPDATE`,
        params.values,
      )) as {
        id: number;
        clinicId: number;
        caseId: number | null;
        status: string;
        startsAt: Date;
        confirmedAt: Date | null;
      }[];
      if (!row) throw new NotFoundError('Appointment');
      if (row.status !== 'scheduled') throw InputError.field('id', notScheduledMessage);
      if (!this.changeable(row)) throw InputError.field('id', tooLateMessage);
      const now = this.clock.now();
      if (change === 'confirm') {
        await manager.query(`UPDATE appointments SET patient_confirmed_at = $2, updated_at = now() WHERE id = $1`, [
          id,
          now,
        ]);
      } else {
        await manager.query(
          `UPDATE appointments SET status = 'cancelled', cancellation_reason = $2, updated_at = now() WHERE id = $1`,
          [id, patientCancelReason],
        );
        await this.rescheduled(manager, id);
      }
      await writeAudit(manager, scope, {
        entityType: 'appointment',
        entityId: id,
        action: change === 'confirm' ? 'patient_confirm' : 'patient_cancel',
        clinicId: row.clinicId,
        oldValues: { status: row.status, patientConfirmedAt: row.confirmedAt },
        newValues:
          change === 'confirm'
            ? { patientConfirmedAt: now.toISOString(), via: 'portal' }
            : { status: 'cancelled', cancellationReason: patientCancelReason, via: 'portal' },
      });
      if (row.caseId !== null) this.caseActivity.publish(manager, row.caseId, 'visits', id);
      const words = change === 'confirm' ? 'confirmed' : 'cancelled';
      await this.notifications.notify(manager, {
        recipients: await clinicUserIds(manager, row.clinicId),
        actorId: scope.userId,
        kind: NotificationKind.patient_portal,
        title: `A patient ${words} an appointment`,
        body: `${scope.displayName} ${words} their appointment in the patient portal.`,
        link: '/schedule',
        caseId: row.caseId,
      });
      return row;
    });
    await this.live.publish({ type: 'appointment.changed', id: changed.id });
    const params = new SqlParams();
    const [view] = (await this.dataSource.query(
      `${appointmentSql(`a.id = ${params.add(id)} AND a.patient_id = ${portalPatientSql(scope, params)}`)}`,
      params.values,
    )) as Omit<PortalAppointmentView, 'changeable'>[];
    return { ...view, changeable: this.changeable(view) };
  }

  /** The documents the clinic marked as shared with the patient, newest first. */
  async documents(scope: Scope): Promise<PortalDocumentView[]> {
    assertPatient(scope);
    const params = new SqlParams();
    const rows: Omit<PortalDocumentView, 'downloadUrl'>[] = await this.dataSource.query(
      `SELECT d.id, d.file_name AS "fileName", d.file_type AS "fileType", d.file_size::int AS "fileSize",
              d.document_type AS "documentType", d.upload_date AS "uploadedAt", c.case_number AS "caseNumber"
         FROM documents d JOIN cases c ON c.id = d.case_id
        WHERE d.shared_with_patient AND c.patient_id = ${portalPatientSql(scope, params)}
        ORDER BY d.upload_date DESC, d.id DESC LIMIT 200`,
      params.values,
    );
    return rows.map((row) => ({ ...row, downloadUrl: `/api/portal/documents/${row.id}/download` }));
  }

  /** A shared document's bytes, after the download is audited; any other id is not found. */
  async openDocument(
    scope: Scope,
    id: number,
  ): Promise<{ fileName: string; fileType: string; fileSize: number; stream: Readable }> {
    assertPatient(scope);
    const params = new SqlParams();
    const [row] = (await this.dataSource.query(
      `SELECT d.id, d.clinic_id, d.case_id, d.file_name, d.file_type, d.file_size::int AS file_size, d.file_path
         FROM documents d JOIN cases c ON c.id = d.case_id
        WHERE d.id = ${params.add(id)} AND d.shared_with_patient AND c.patient_id = ${portalPatientSql(scope, params)}`,
      params.values,
    )) as {
      id: number;
      clinic_id: number;
      case_id: number;
      file_name: string;
      file_type: string;
      file_size: number;
      file_path: string;
    }[];
    if (!row) throw new NotFoundError('Document');
    await writeAudit(this.dataSource.manager, scope, {
      entityType: 'document',
      entityId: id,
      action: 'download',
      clinicId: row.clinic_id,
      newValues: { caseId: row.case_id, fileName: row.file_name, via: 'portal' },
    });
    return {
      fileName: row.file_name,
      fileType: row.file_type,
      fileSize: row.file_size,
      stream: await this.storage.read(row.file_path),
    };
  }

  /** The clinic marks one of its documents as shared with the patient (or not). */
  async shareDocument(
    scope: Scope,
    documentId: number,
    shared: boolean,
  ): Promise<{ id: number; sharedWithPatient: boolean }> {
    if (!isClinicRole(scope.role) || scope.clinicId === null)
      throw new ForbiddenError('Only the clinic shares its documents with the patient');
    const clinicId = scope.clinicId;
    await this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query(
        `SELECT id, shared_with_patient, case_id FROM documents WHERE id = $1 AND clinic_id = $2 FOR UPDATE`,
        [documentId, clinicId],
      )) as { id: number; shared_with_patient: boolean; case_id: number }[];
      if (!row) throw new NotFoundError('Document');
      if (row.shared_with_patient === shared) return;
      await manager.query(
        `UPDATE documents SET shared_with_patient = $2, shared_with_patient_at = CASE WHEN $2 THEN now() END WHERE id = $1`,
        [documentId, shared],
      );
      await writeAudit(manager, scope, {
        entityType: 'document',
        entityId: documentId,
        action: shared ? 'share_with_patient' : 'unshare_with_patient',
        clinicId,
        oldValues: { sharedWithPatient: row.shared_with_patient },
        newValues: { sharedWithPatient: shared, caseId: row.case_id },
      });
    });
    return { id: documentId, sharedWithPatient: shared };
  }

  /**
   * The patient's statement: the ledger lines of their cases (date, what, amount; no references,
   * no internal notes) and the balance per case and in total.
   */
  async statement(scope: Scope): Promise<PortalStatementView> {
    assertPatient(scope);
    const params = new SqlParams();
    const lines: PortalStatementView['lines'] = await this.dataSource.query(
      `SELECT e.id, e.effective_date::text AS date, e.kind, e.description, e.amount::text AS amount, c.case_number AS "caseNumber"
         FROM case_ledger_entries e JOIN cases c ON c.id = e.case_id
        WHERE c.patient_id = ${portalPatientSql(scope, params)}
        ORDER BY e.effective_date, e.id LIMIT 500`,
      params.values,
    );
    let charges = 0;
    let credits = 0;
    for (const line of lines) {
      const cents = Math.round(Number(line.amount) * 100);
      if (line.kind === 'charge') charges += cents;
      else credits += cents;
    }
    const money = (cents: number) => (cents / 100).toFixed(2);
    return { lines, charges: money(charges), credits: money(credits), balance: money(charges - credits) };
  }

  /** Messages between the clinic and the patient: what the clinic addressed to the patient, and what the patient wrote. */
  async messages(scope: Scope): Promise<PortalMessageView[]> {
    assertPatient(scope);
    const params = new SqlParams();
    const user = params.add(scope.userId);
    return this.dataSource.query(
      `SELECT m.id, m.case_id AS "caseId", c.case_number AS "caseNumber", m.subject, m.content, m.sent_date AS "sentAt",
              (m.sender_id = ${user}) AS "fromMe",
              CASE WHEN m.sender_id = ${user} THEN 'You' ELSE coalesce(nullif(trim(su.first_name || ' ' || su.last_name), ''), cl.name) END AS "senderName"
         FROM messages m JOIN cases c ON c.id = m.case_id JOIN clinics cl ON cl.id = m.clinic_id
         LEFT JOIN users su ON su.id = m.sender_id
        WHERE c.patient_id = ${portalPatientSql(scope, params)}
          AND (m.recipient_type = 'patient' OR m.message_type = 'portal' OR m.sender_id = ${user})
        ORDER BY m.sent_date DESC, m.id DESC LIMIT 200`,
      params.values,
    );
  }

  /** The patient writes to the clinic, on their case (their latest one unless named); the clinic sees it live. */
  async sendMessage(scope: Scope, input: PortalMessageSendInput): Promise<PortalMessageView> {
    assertPatient(scope);
    const id = await this.dataSource.transaction(async (manager) => {
      await assertMayAct(manager, scope);
      const params = new SqlParams();
      const patient = portalPatientSql(scope, params);
      const caseFilter = input.caseId ? `AND c.id = ${params.add(input.caseId)}` : '';
      const [record] = (await manager.query(
        `SELECT c.id, c.clinic_id, c.case_number FROM cases c WHERE c.patient_id = ${patient} ${caseFilter}
          ORDER BY c.created_at DESC, c.id DESC LIMIT 1`,
        params.values,
      )) as { id: number; clinic_id: number; case_number: string }[];
      if (!record)
        throw InputError.field(
          'caseId',
          input.caseId ? 'Case not found' : 'Your clinic has not opened a case for you yet',
        );
      const [{ id: messageId }] = (await manager.query(
        `INSERT INTO messages (case_id, clinic_id, sender_id, recipient_type, subject, content, message_type)
         VALUES ($1, $2, $3, 'clinic', $4, $5, 'portal') RETURNING id`,
        [record.id, record.clinic_id, scope.userId, input.subject, input.content],
      )) as { id: number }[];
      await writeAudit(manager, scope, {
        entityType: 'message',
        entityId: messageId,
        action: 'create',
        clinicId: record.clinic_id,
        newValues: { caseId: record.id, recipientType: 'clinic', subject: input.subject, via: 'portal' },
      });
      this.caseActivity.publish(manager, record.id, 'messages', messageId);
      await this.notifications.notify(manager, {
        recipients: await clinicUserIds(manager, record.clinic_id),
        actorId: scope.userId,
        kind: NotificationKind.message,
        title: `New message on ${record.case_number}`,
        body: `${scope.displayName} (patient): ${input.subject}`,
        link: `/cases/${record.id}?tab=messages`,
        caseId: record.id,
      });
      return messageId;
    });
    await this.live.publish({ type: 'message.added', id });
    return (await this.messages(scope)).find((message) => message.id === id)!;
  }
}

export const portalLanguageOf = (value: string): PortalLanguage =>
  value === PortalLanguage.es ? PortalLanguage.es : PortalLanguage.en;
