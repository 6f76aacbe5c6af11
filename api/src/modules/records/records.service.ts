import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { DataSource, EntityManager } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import { keysetSql } from '../../db/sql/keyset';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { ConflictError, ForbiddenError, InputError, NotFoundError } from '../../platform/errors';
import { SortDirection, type Page } from '../../platform/graphql/connection';
import type { Clock } from '../../platform/jobs/clock';
import type { OutboundMailService } from '../../platform/mail/outbound-mail.service';
import { renderBusinessDocument } from '../../platform/pdf/business-document';
import type { DocumentStorage } from '../../platform/storage/document-storage';
import { readCaseStatement } from '../billing/case-statement';
import { statementDocument } from '../billing/statement-document';
import { caseFactsForWrite } from '../cases/case-facts';
import type { ClinicProfileService } from '../clinic-console/clinic-profile.service';
import { NotificationKind } from '../notifications/notification-kinds';
import type { NotificationService } from '../notifications/notification.service';
import type { CaseActivity } from '../timeline/case-activity';
import {
  followUpIntervalDays,
  openStatuses,
  RecordsDisclosureKind,
  RecordsProviderType,
  RecordsRequesterSide,
  RecordsRequestMethod,
  RecordsStatus,
  transitionRefusal,
} from './records.enums';
import type {
  RecordsRequestAnswerInput,
  RecordsRequestCancelInput,
  RecordsRequestCreateInput,
  RecordsRequestFilter,
  RecordsRequestReceiptInput,
  RecordsRequestUpdateInput,
} from './records.input';
import type {
  RecordsDisclosureView,
  RecordsProviderClinic,
  RecordsRequestAbilities,
  RecordsRequestSources,
  RecordsRequestView,
} from './records.type';

const personName = (alias: string) => `NULLIF(trim(${alias}.first_name || ' ' || ${alias}.last_name), '')`;

/** The columns of a request as every reader sees it (aliases r, c, p, cl, a, ad, ru, au); `$today` is the caller's. */
const viewColumns = (today: string) => `
  r.id, r.case_id AS "caseId", c.case_number AS "caseNumber", r.patient_id AS "patientId",
  trim(p.first_name || ' ' || p.last_name) AS "patientName", p.date_of_birth::text AS "patientDateOfBirth",
  r.clinic_id AS "clinicId", cl.name AS "clinicName", r.requester_side AS "requesterSide", r.attorney_id AS "attorneyId",
  a.firm_name AS "firmName", r.provider_clinic_id AS "providerClinicId", r.provider_name AS "providerName",
  r.provider_type AS "providerType", r.provider_email AS "providerEmail", r.provider_fax AS "providerFax",
  r.record_type AS "recordType", r.request_method AS "requestMethod",
  r.authorization_document_id AS "authorizationDocumentId",
  (SELECT ad.file_name FROM documents ad WHERE ad.id = r.authorization_document_id) AS "authorizationFileName",
  '/api/records-requests/' || r.id || '/authorization' AS "authorizationUrl",
  r.requested_by AS "requestedBy", ${personName('ru')} AS "requestedByName",
  r.assigned_to AS "assignedTo", ${personName('au')} AS "assignedToName",
  r.priority, r.status, r.request_sent_date AS "requestSentDate", r.due_date::text AS "dueDate",
  (r.status IN ('pending', 'sent', 'partial') AND r.due_date < ${today}::date) AS overdue,
  r.follow_up_count AS "followUpCount", r.last_follow_up_date AS "lastFollowUpDate", r.received_date AS "receivedDate",
  r.completion_time AS "completionTime", round(r.completion_time / 60.0, 1)::float8 AS "completionHours",
  r.documents_received AS "documentsReceived", r.missing_documents AS "missingDocuments",
  r.automated_reminders AS "automatedReminders", r.next_reminder_date AS "nextReminderDate",
  r.cancel_reason AS "cancelReason", r.notes, r.created_at AS "createdAt"`;

/** What a request's view joins to it (alias r). */
const viewJoins = `
  JOIN cases c ON c.id = r.case_id
  JOIN patients p ON p.id = r.patient_id
  JOIN clinics cl ON cl.id = r.clinic_id
  LEFT JOIN attorneys a ON a.id = r.attorney_id
  LEFT JOIN users ru ON ru.id = r.requested_by
  LEFT JOIN users au ON au.id = r.assigned_to`;

const viewFrom = `
  FROM records_retrieval r${viewJoins}`;

/**
 * Who reads a request (decision 370), in SQL (alias r): the operator, all; an attorney, the requests
 * their side made on cases that are theirs now; a clinic user, the requests their clinic logged for
 * its patients and those addressed to it (its inbox). Out of scope reads as not found.
 */
export function recordsScopeSql(scope: Scope, params: SqlParams, alias = 'r'): string {
  switch (scope.role) {
    case Role.super_admin:
      return 'TRUE';
    case Role.attorney:
      return scope.attorneyId === null
        ? 'FALSE'
        : // attorney_id follows the case's attorney (a trigger on cases, decision 509): the firm holding the case now.
          `(${alias}.requester_side = 'attorney' AND ${alias}.attorney_id = ${params.add(scope.attorneyId)})`;
    case Role.clinic_staff:
    case Role.clinic_admin: {
      if (scope.clinicId === null) return 'FALSE';
      const clinic = params.add(scope.clinicId);
      return `((${alias}.requester_side = 'clinic' AND ${alias}.clinic_id = ${clinic}) OR ${alias}.provider_clinic_id = ${clinic})`;
    }
    case Role.patient:
    case Role.operator_staff:
      // The patient's portal reads no records requests; nor do operator staff (decision 441).
      return 'FALSE';
  }
}

/** The caller's side's own requests (the list's `mine`): a clinic's logged requests, a firm's. */
function mineSql(scope: Scope, params: SqlParams, alias = 'r'): string {
  if (scope.role === Role.attorney) return `${alias}.requester_side = 'attorney'`;
  if ((scope.role === Role.clinic_staff || scope.role === Role.clinic_admin) && scope.clinicId !== null)
    return `(${alias}.requester_side = 'clinic' AND ${alias}.clinic_id = ${params.add(scope.clinicId)})`;
  return 'FALSE';
}

/**
 * The list's order (decision 431): open requests first, then the rest, each by due date, then id.
 * Overdue requests (open, due before today) come first without a term of their own: they are the
 * open ones with the earliest due dates. An immutable integer, so an index can serve it (decision
 * 509): migration 1795762900000 indexes the same expression for a firm's list.
 */
const listOrder = {
  expr: `(CASE WHEN r.status IN ('pending', 'sent', 'partial') THEN 0 ELSE 1000000 END + (r.due_date - DATE '2000-01-01'))`,
  cast: 'integer' as const,
};

interface RequestFacts {
  id: number;
  caseId: number;
  clinicId: number;
  caseNumber: string;
  requesterSide: RecordsRequesterSide;
  attorneyId: number | null;
  providerClinicId: number | null;
  requestMethod: RecordsRequestMethod;
  status: RecordsStatus;
  requestSentDate: Date | null;
  authorizationDocumentId: number;
  requestedBy: string | null;
  automatedReminders: boolean;
  patientId: number;
}

/** The requesting side, acting as itself. */
const isRequester = (scope: Scope, r: Pick<RequestFacts, 'requesterSide' | 'attorneyId' | 'clinicId'>): boolean =>
  r.requesterSide === RecordsRequesterSide.attorney
    ? scope.role === Role.attorney && scope.attorneyId !== null && scope.attorneyId === r.attorneyId
    : (scope.role === Role.clinic_staff || scope.role === Role.clinic_admin) && scope.clinicId === r.clinicId;

/** The clinic the request is addressed to, acting as itself. */
const isProviderClinic = (scope: Scope, r: Pick<RequestFacts, 'providerClinicId'>): boolean =>
  (scope.role === Role.clinic_staff || scope.role === Role.clinic_admin) &&
  r.providerClinicId !== null &&
  scope.clinicId === r.providerClinicId;

export function recordsAbilities(
  scope: Scope | null,
  r: Pick<RequestFacts, 'requesterSide' | 'attorneyId' | 'clinicId' | 'providerClinicId' | 'requestMethod' | 'status'>,
): RecordsRequestAbilities {
  const requester = scope !== null && isRequester(scope, r);
  const open = openStatuses.includes(r.status);
  const offPlatform = r.requestMethod !== RecordsRequestMethod.platform;
  return {
    canMarkSent: requester && r.status === RecordsStatus.pending,
    canRecordReceipt:
      requester && offPlatform && (r.status === RecordsStatus.sent || r.status === RecordsStatus.partial),
    canAnswer:
      scope !== null &&
      isProviderClinic(scope, r) &&
      (r.status === RecordsStatus.sent || r.status === RecordsStatus.partial),
    canCancel: requester && open,
    canEdit: requester && open,
  };
}

const addDays = (at: Date, days: number) => new Date(at.getTime() + days * 24 * 3600 * 1000);
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const trimmed = (value: string | null | undefined) => (value ?? '').trim() || null;

/**
 * Records retrieval (issue 27, decisions 370-379): the law firm (or the clinic, to an outside
 * provider) requests a patient's records or bills under the patient's signed authorization; a clinic
 * on the platform answers in the product with documents of that patient and/or the itemized
 * statement, each disclosure logged (who, what, when, under which authorization) and audited on both
 * sides; follow-ups and the overdue notice run on the job queue (records.jobs.ts).
 */
export class RecordsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly notifications: NotificationService,
    private readonly mail: OutboundMailService,
    private readonly storage: DocumentStorage,
    private readonly clinicProfile: ClinicProfileService,
    private readonly caseActivity: CaseActivity | null = null,
  ) {}

  private today(): string {
    return dayOf(this.clock.now());
  }

  /**
   * One page of the requests in scope, overdue first, then open ones, then the rest, each by due
   * date, then id (decision 431): keyset paging on that order (a text key the cursor carries), and
   * the total matching the filter.
   */
  async list(
    scope: Scope,
    filter: RecordsRequestFilter = {},
    paging: { first?: number | null; after?: string | null } = {},
  ): Promise<Page<RecordsRequestView> & { totalCount: number }> {
    const params = new SqlParams();
    const where = [recordsScopeSql(scope, params)];
    if (filter.status) where.push(`r.status = ${params.add(filter.status)}`);
    if (filter.open) where.push(`r.status IN ('pending', 'sent', 'partial')`);
    if (filter.caseId) where.push(`r.case_id = ${params.add(filter.caseId)}`);
    if (filter.inbox)
      where.push(scope.clinicId === null ? 'FALSE' : `r.provider_clinic_id = ${params.add(scope.clinicId)}`);
    if (filter.mine) where.push(mineSql(scope, params));
    const condition = where.join(' AND ');
    // The count reads the filter's values only (the day and the cursor are added after).
    const countValues = [...params.values];
    const today = params.add(this.today());
    const keyset = keysetSql(params, 'r', listOrder, SortDirection.asc, paging.first, paging.after);
    // The page is chosen from the requests alone, then only its rows are joined to the case, patient,
    // clinic and people (decision 486): joined first, every request in scope was (a hash of every case).
    // The page carries its requests' whole rows, so they are not looked up a second time (decision 509).
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `SELECT ${viewColumns(today)}, r.keyset_sort_key
           FROM (SELECT r.*, ${keyset.sortKeySelect} FROM records_retrieval r
                  WHERE ${condition}${keyset.after ? ` AND ${keyset.after}` : ''} ${keyset.orderAndLimit}) r${viewJoins}
          ${keyset.orderAndLimit}`,
        params.values,
      ) as Promise<Record<string, unknown>[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM records_retrieval r WHERE ${condition}`,
        countValues,
      ) as Promise<{ total: number }[]>,
    ]);
    const page = keyset.page(rows, (row) => {
      const { keyset_sort_key: _key, ...view } = row;
      return view as unknown as Omit<RecordsRequestView, 'disclosures' | 'abilities'>;
    });
    return { nodes: await this.withDetails(scope, page.nodes), pageInfo: page.pageInfo, totalCount: total };
  }

  /** One request in scope, or null. */
  async findById(scope: Scope, id: number, manager: EntityManager = this.dataSource.manager) {
    const params = new SqlParams();
    const today = params.add(this.today());
    const [row] = (await manager.query(
      `SELECT ${viewColumns(today)} ${viewFrom} WHERE r.id = ${params.add(id)} AND ${recordsScopeSql(scope, params)}`,
      params.values,
    )) as Omit<RecordsRequestView, 'disclosures' | 'abilities'>[];
    if (!row) return null;
    const [view] = await this.withDetails(scope, [row], manager);
    return view;
  }

  async get(scope: Scope, id: number): Promise<RecordsRequestView> {
    const view = await this.findById(scope, id);
    if (!view) throw new NotFoundError('Records request');
    return view;
  }

  private async withDetails(
    scope: Scope,
    rows: Omit<RecordsRequestView, 'disclosures' | 'abilities'>[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<RecordsRequestView[]> {
    if (rows.length === 0) return [];
    const disclosures = (await manager.query(
      `SELECT d.id, d.request_id AS "requestId", d.document_id AS "documentId", d.kind, d.file_name AS "fileName",
              dc.name AS "clinicName", ${personName('u')} AS "disclosedByName", d.disclosed_at AS "disclosedAt",
              d.authorization_document_id AS "authorizationDocumentId",
              (SELECT ad.file_name FROM documents ad WHERE ad.id = d.authorization_document_id) AS "authorizationFileName",
              '/api/records-requests/' || d.request_id || '/documents/' || d.document_id AS "downloadUrl"
         FROM records_disclosures d JOIN clinics dc ON dc.id = d.clinic_id
         LEFT JOIN users u ON u.id = d.disclosed_by
        WHERE d.request_id = ANY($1) ORDER BY d.disclosed_at, d.id`,
      [rows.map((row) => row.id)],
    )) as (RecordsDisclosureView & { requestId: number })[];
    return rows.map((row) => ({
      ...row,
      disclosures: disclosures.filter((d) => d.requestId === row.id).map(({ requestId: _requestId, ...d }) => d),
      abilities: recordsAbilities(scope, row),
    }));
  }

  /** Clinics on the platform a request for this case may go to: the case's own and every other active clinic. */
  async providerClinics(scope: Scope, caseId: number): Promise<RecordsProviderClinic[]> {
    const record = await caseFactsForWrite(this.dataSource.manager, scope, caseId);
    if (!record) throw new NotFoundError('Case');
    return (await this.dataSource.query(
      `SELECT id, name, city, id = $1 AS "caseClinic" FROM clinics WHERE is_active OR id = $1
        ORDER BY id = $1 DESC, name LIMIT 500`,
      [record.clinicId],
    )) as RecordsProviderClinic[];
  }

  async create(scope: Scope, input: RecordsRequestCreateInput): Promise<RecordsRequestView> {
    const now = this.clock.now();
    if (input.dueDate < dayOf(now)) throw InputError.field('dueDate', 'Due date cannot be in the past');
    const id = await this.dataSource.transaction(async (manager) => {
      const record = await caseFactsForWrite(manager, scope, input.caseId);
      if (!record) throw new NotFoundError('Case');
      let side: RecordsRequesterSide;
      if (scope.role === Role.attorney && record.caseAttorneyId === scope.attorneyId)
        side = RecordsRequesterSide.attorney;
      else if (
        (scope.role === Role.clinic_staff || scope.role === Role.clinic_admin) &&
        scope.clinicId === record.clinicId
      )
        side = RecordsRequesterSide.clinic;
      else throw new ForbiddenError("Only the case's attorney or its clinic can request records");

      let providerClinicId: number | null = null;
      let providerName = trimmed(input.providerName);
      let providerType = input.providerType;
      const providerEmail = trimmed(input.providerEmail)?.toLowerCase() ?? null;
      const providerFax = trimmed(input.providerFax);
      if (input.requestMethod === RecordsRequestMethod.platform) {
        if (side === RecordsRequesterSide.clinic)
          throw InputError.field('requestMethod', 'A clinic logs requests to outside providers: e-mail, fax or portal');
        if (!input.providerClinicId)
          throw InputError.field('providerClinicId', 'Choose the clinic on the platform to request from');
        const [clinic] = (await manager.query(`SELECT id, name FROM clinics WHERE id = $1 AND (is_active OR id = $2)`, [
          input.providerClinicId,
          record.clinicId,
        ])) as { id: number; name: string }[];
        if (!clinic) throw InputError.field('providerClinicId', 'That clinic is not on the platform');
        providerClinicId = clinic.id;
        providerName = clinic.name;
        providerType = RecordsProviderType.clinic;
      } else {
        if (input.providerClinicId)
          throw InputError.field('providerClinicId', 'A clinic on the platform is asked through the platform');
        if (!providerName) throw InputError.field('providerName', 'Provider name is required');
        if (input.requestMethod === RecordsRequestMethod.email && !providerEmail)
          throw InputError.field('providerEmail', 'Provider e-mail is required to send the request by e-mail');
        if (input.requestMethod === RecordsRequestMethod.fax && !providerFax)
          throw InputError.field('providerFax', 'Provider fax is required to send the request by fax');
      }

      const [authorization] = (await manager.query(`SELECT id FROM documents WHERE id = $1 AND case_id = $2`, [
        input.authorizationDocumentId,
        record.caseId,
      ])) as { id: number }[];
      if (!authorization)
        throw InputError.field(
          'authorizationDocumentId',
          "Attach the patient's signed authorization: a document of this case",
        );

      const assignedTo = await this.assignee(manager, scope, side, input.assignedTo);
      const sentNow =
        input.requestMethod === RecordsRequestMethod.platform || input.requestMethod === RecordsRequestMethod.email;
      const status = sentNow ? RecordsStatus.sent : RecordsStatus.pending;
      const nextReminder = sentNow && input.automatedReminders ? addDays(now, followUpIntervalDays) : null;
      const [{ id: newId }] = (await manager.query(
        `INSERT INTO records_retrieval
           (case_id, patient_id, clinic_id, requester_side, attorney_id, provider_clinic_id, provider_name, provider_type,
            provider_email, provider_fax, record_type, request_method, authorization_document_id, requested_by,
            assigned_to, priority, status, request_sent_date, due_date, automated_reminders, next_reminder_date, notes,
            created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $23)
         RETURNING id`,
        [
          record.caseId,
          record.patientId,
          record.clinicId,
          side,
          side === RecordsRequesterSide.attorney ? scope.attorneyId : null,
          providerClinicId,
          providerName,
          providerType,
          providerEmail,
          providerFax,
          input.recordType,
          input.requestMethod,
          authorization.id,
          scope.userId,
          assignedTo,
          input.priority,
          status,
          sentNow ? now : null,
          input.dueDate,
          input.automatedReminders,
          nextReminder,
          trimmed(input.notes),
          now,
        ],
      )) as { id: number }[];
      await writeAudit(manager, scope, {
        entityType: 'records_request',
        entityId: newId,
        action: 'create',
        clinicId: record.clinicId,
        newValues: {
          caseId: record.caseId,
          requesterSide: side,
          requestMethod: input.requestMethod,
          providerClinicId,
          providerName,
          recordType: input.recordType,
          authorizationDocumentId: authorization.id,
          status,
          dueDate: input.dueDate,
        },
      });
      if (providerClinicId !== null) await this.notifyProviderClinic(manager, scope, newId, providerClinicId, 'new');
      if (input.requestMethod === RecordsRequestMethod.email) await this.emailProvider(manager, newId, false);
      this.caseActivity?.publish(manager, record.caseId, 'records', newId);
      return newId;
    });
    return this.get(scope, id);
  }

  /** An assignee of the requester's own side, or null. */
  private async assignee(
    manager: EntityManager,
    scope: Scope,
    side: RecordsRequesterSide,
    userId: string | null | undefined,
  ): Promise<string | null> {
    const id = trimmed(userId);
    if (!id) return null;
    const [user] = (await manager.query(
      side === RecordsRequesterSide.attorney
        ? `SELECT id FROM users WHERE id::text = $1 AND is_active AND role = 'attorney' AND attorney_id = $2`
        : `SELECT id FROM users WHERE id::text = $1 AND is_active AND role IN ('clinic_staff', 'clinic_admin') AND clinic_id = $2`,
      [id, side === RecordsRequesterSide.attorney ? scope.attorneyId : scope.clinicId],
    )) as { id: string }[];
    if (!user) throw InputError.field('assignedTo', 'Assign the request to someone on your side');
    return user.id;
  }

  /** The request in scope, locked for the write; not found when missing or out of scope. */
  private async lock(manager: EntityManager, scope: Scope, id: number): Promise<RequestFacts> {
    const params = new SqlParams();
    const [row] = (await manager.query(
      `SELECT r.id, r.case_id AS "caseId", r.clinic_id AS "clinicId", c.case_number AS "caseNumber",
              r.requester_side AS "requesterSide", r.attorney_id AS "attorneyId", r.provider_clinic_id AS "providerClinicId",
              r.request_method AS "requestMethod", r.status, r.request_sent_date AS "requestSentDate",
              r.authorization_document_id AS "authorizationDocumentId", r.requested_by AS "requestedBy",
              r.automated_reminders AS "automatedReminders", r.patient_id AS "patientId"
         FROM records_retrieval r JOIN cases c ON c.id = r.case_id
        WHERE r.id = ${params.add(id)} AND ${recordsScopeSql(scope, params)} FOR UPDATE OF r`,
      params.values,
    )) as RequestFacts[];
    if (!row) throw new NotFoundError('Records request');
    return row;
  }

  private move(r: RequestFacts, to: RecordsStatus): void {
    const refusal = transitionRefusal(r.status, to);
    if (refusal) throw new ConflictError(refusal);
  }

  private async write(scope: Scope, id: number, work: (manager: EntityManager, r: RequestFacts) => Promise<void>) {
    await this.dataSource.transaction(async (manager) => {
      const r = await this.lock(manager, scope, id);
      await work(manager, r);
      this.caseActivity?.publish(manager, r.caseId, 'records', r.id);
    });
    return this.get(scope, id);
  }

  /** Fax and portal requests: the requester records that they sent it. */
  markSent(scope: Scope, id: number): Promise<RecordsRequestView> {
    return this.write(scope, id, async (manager, r) => {
      if (!isRequester(scope, r)) throw new ForbiddenError('Only the side that made the request can mark it sent');
      this.move(r, RecordsStatus.sent);
      const now = this.clock.now();
      await manager.query(
        `UPDATE records_retrieval SET status = 'sent', request_sent_date = $2,
                next_reminder_date = CASE WHEN automated_reminders THEN $3::timestamptz END, updated_at = $2
          WHERE id = $1`,
        [r.id, now, addDays(now, followUpIntervalDays)],
      );
      await writeAudit(manager, scope, {
        entityType: 'records_request',
        entityId: r.id,
        action: 'mark_sent',
        clinicId: r.clinicId,
        oldValues: { status: r.status },
        newValues: { status: RecordsStatus.sent, requestSentDate: now.toISOString() },
      });
    });
  }

  update(scope: Scope, input: RecordsRequestUpdateInput): Promise<RecordsRequestView> {
    return this.write(scope, input.id, async (manager, r) => {
      if (!isRequester(scope, r)) throw new ForbiddenError('Only the side that made the request can change it');
      if (!openStatuses.includes(r.status))
        throw new ConflictError(`This request is ${r.status}; it can no longer change`);
      const now = this.clock.now();
      const changes: Record<string, unknown> = {};
      const sets: string[] = [];
      const values: unknown[] = [r.id];
      const set = (column: string, key: string, value: unknown) => {
        values.push(value);
        sets.push(`${column} = $${values.length}`);
        changes[key] = value;
      };
      if (input.priority) set('priority', 'priority', input.priority);
      if (input.dueDate) {
        if (input.dueDate < dayOf(now)) throw InputError.field('dueDate', 'Due date cannot be in the past');
        set('due_date', 'dueDate', input.dueDate);
        set('overdue_notified_at', 'overdueNotifiedAt', null);
      }
      if (input.assignedTo !== undefined)
        set('assigned_to', 'assignedTo', await this.assignee(manager, scope, r.requesterSide, input.assignedTo));
      if (input.notes !== undefined) set('notes', 'notes', trimmed(input.notes));
      if (input.automatedReminders !== undefined && input.automatedReminders !== null) {
        set('automated_reminders', 'automatedReminders', input.automatedReminders);
        set(
          'next_reminder_date',
          'nextReminderDate',
          input.automatedReminders && r.status !== RecordsStatus.pending ? addDays(now, followUpIntervalDays) : null,
        );
      }
      if (sets.length === 0) return;
      values.push(now);
      await manager.query(
        `UPDATE records_retrieval SET ${sets.join(', ')}, updated_at = $${values.length} WHERE id = $1`,
        values,
      );
      await writeAudit(manager, scope, {
        entityType: 'records_request',
        entityId: r.id,
        action: 'update',
        clinicId: r.clinicId,
        newValues: changes,
      });
    });
  }

  cancel(scope: Scope, input: RecordsRequestCancelInput): Promise<RecordsRequestView> {
    return this.write(scope, input.id, async (manager, r) => {
      if (!isRequester(scope, r)) throw new ForbiddenError('Only the side that made the request can cancel it');
      this.move(r, RecordsStatus.cancelled);
      await manager.query(
        `UPDATE records_retrieval SET status = 'cancelled', cancel_reason = $2, next_reminder_date = NULL, updated_at = $3
          WHERE id = $1`,
        [r.id, input.reason.trim(), this.clock.now()],
      );
      await writeAudit(manager, scope, {
        entityType: 'records_request',
        entityId: r.id,
        action: 'cancel',
        clinicId: r.clinicId,
        oldValues: { status: r.status },
        newValues: { status: RecordsStatus.cancelled },
        reason: input.reason.trim(),
      });
      if (r.providerClinicId !== null)
        await this.notifyProviderClinic(manager, scope, r.id, r.providerClinicId, 'cancelled');
    });
  }

  /** The requester records what an outside provider sent; with something missing the request stays open. */
  recordReceipt(scope: Scope, input: RecordsRequestReceiptInput): Promise<RecordsRequestView> {
    return this.write(scope, input.id, async (manager, r) => {
      if (!isRequester(scope, r))
        throw new ForbiddenError('Only the side that made the request can record what arrived');
      if (r.requestMethod === RecordsRequestMethod.platform)
        throw new ConflictError('A clinic on the platform answers in the product; its answer is recorded by itself');
      const received = input.documentsReceived.map((name) => name.trim()).filter(Boolean);
      if (received.length === 0) throw InputError.field('documentsReceived', 'List at least one document received');
      const missing = trimmed(input.missingDocuments);
      await this.receive(manager, scope, r, received, missing);
    });
  }

  /** Moves the request to received (or partial) with what arrived; the completion time is measured at the end. */
  private async receive(
    manager: EntityManager,
    scope: Scope,
    r: RequestFacts,
    received: string[],
    missing: string | null,
  ): Promise<RecordsStatus> {
    const to = missing ? RecordsStatus.partial : RecordsStatus.received;
    this.move(r, to);
    const now = this.clock.now();
    const minutes =
      to === RecordsStatus.received && r.requestSentDate
        ? Math.max(0, Math.round((now.getTime() - new Date(r.requestSentDate).getTime()) / 60_000))
        : null;
    await manager.query(
      `UPDATE records_retrieval
          SET status = $2, received_date = $3, completion_time = $4, documents_received = documents_received || $5::text[],
              missing_documents = $6, next_reminder_date = CASE WHEN $2 = 'partial' THEN next_reminder_date END,
              updated_at = $3
        WHERE id = $1`,
      [r.id, to, now, minutes, received, missing],
    );
    await writeAudit(manager, scope, {
      entityType: 'records_request',
      entityId: r.id,
      action: to === RecordsStatus.received ? 'receive' : 'receive_partial',
      clinicId: r.clinicId,
      oldValues: { status: r.status },
      newValues: { status: to, documentsReceived: received, missingDocuments: missing, completionTime: minutes },
    });
    return to;
  }

  /** What the answering clinic may send: its documents of the patient, and the statements of the patient's cases there. */
  async sources(scope: Scope, id: number): Promise<RecordsRequestSources> {
    const view = await this.get(scope, id);
    if (!isProviderClinic(scope, view))
      throw new ForbiddenError('Only the clinic the request is addressed to answers it');
    const clinicId = view.providerClinicId!;
    const patients = this.matchingPatientsSql();
    const documents = (await this.dataSource.query(
      `SELECT d.id, d.file_name AS "fileName", d.document_type AS "documentType", dc.case_number AS "caseNumber",
              d.upload_date AS "uploadDate"
         FROM documents d JOIN cases dc ON dc.id = d.case_id
        WHERE d.clinic_id = $1 AND dc.patient_id IN (${patients}) AND d.id <> $3
        ORDER BY d.upload_date DESC, d.id DESC LIMIT 500`,
      [clinicId, view.id, view.authorizationDocumentId],
    )) as RecordsRequestSources['documents'];
    const statementCases = (await this.dataSource.query(
      `SELECT dc.id AS "caseId", dc.case_number AS "caseNumber" FROM cases dc
        WHERE dc.clinic_id = $1 AND dc.patient_id IN (${patients})
        ORDER BY dc.id = (SELECT case_id FROM records_retrieval WHERE id = $2) DESC, dc.id DESC LIMIT 50`,
      [clinicId, view.id],
    )) as RecordsRequestSources['statementCases'];
    return { documents, statementCases };
  }

  /**
   * The answering clinic's patients who are the request's patient (decision 372): the case's own
   * patient at the case's clinic, or, at another clinic, its patient with the same name and date of
   * birth. Parameters: $1 the clinic, $2 the request.
   */
  private matchingPatientsSql(): string {
    return `SELECT mp.id FROM patients mp, records_retrieval mr JOIN patients rp ON rp.id = mr.patient_id
             WHERE mr.id = $2 AND mp.clinic_id = $1
               AND (mp.id = rp.id OR (lower(mp.first_name) = lower(rp.first_name) AND lower(mp.last_name) = lower(rp.last_name)
                    AND mp.date_of_birth IS NOT DISTINCT FROM rp.date_of_birth AND rp.date_of_birth IS NOT NULL))`;
  }

  /**
   * The clinic answers in the product: the documents it picked and/or the itemized statement (rendered
   * now, as it stands, and kept as a document of that case), each one a disclosure under the request's
   * authorization, audited on the clinic's side and on the case's; with something missing the request
   * stays open.
   */
  async answer(scope: Scope, input: RecordsRequestAnswerInput): Promise<RecordsRequestView> {
    const view = await this.get(scope, input.id);
    if (!isProviderClinic(scope, view))
      throw new ForbiddenError('Only the clinic the request is addressed to answers it');
    const documentIds = [...new Set(input.documentIds)];
    const sources = await this.sources(scope, view.id);
    const statementCaseId =
      input.statementCaseId ?? (input.includeStatement ? sources.statementCases[0]?.caseId : null);
    if (documentIds.length === 0 && !statementCaseId)
      throw InputError.field('documentIds', 'Choose at least one document or the itemized statement');
    const refusal = transitionRefusal(
      view.status,
      input.missingDocuments?.trim() ? RecordsStatus.partial : RecordsStatus.received,
    );
    if (refusal) throw new ConflictError(refusal);
    const allowed = new Map(sources.documents.map((d) => [d.id, d]));
    const foreign = documentIds.find((docId) => !allowed.has(docId));
    if (foreign !== undefined)
      throw InputError.field('documentIds', `Document ${foreign} is not one of this patient's documents here`);
    const statementCase = statementCaseId
      ? sources.statementCases.find((c) => c.caseId === statementCaseId)
      : undefined;
    if (statementCaseId && !statementCase)
      throw InputError.field('statementCaseId', "That case is not one of this patient's cases here");

    // The statement, rendered before the transaction (a PDF takes a moment), stored as a document.
    let statementFile: { key: string; fileName: string; size: number } | null = null;
    if (statementCase) {
      const statement = await readCaseStatement(this.dataSource, scope, statementCase.caseId, 'pdf');
      const document = statementDocument(statement);
      const branding = await this.clinicProfile.letterheadOf(statement.clinic.id);
      const pdf = await renderBusinessDocument({ ...document, letterhead: { ...document.letterhead, ...branding } });
      const tmp = path.join(os.tmpdir(), `records-statement-${randomUUID()}.pdf`);
      const key = `${view.providerClinicId}/${this.clock.now().getUTCFullYear()}/${randomUUID()}`;
      try {
        await writeFile(tmp, pdf);
        await this.storage.putFile(key, tmp, 'application/pdf', pdf.length);
      } finally {
        await rm(tmp, { force: true });
      }
      statementFile = {
        key,
        fileName: `statement-${statement.caseNumber}-${dayOf(this.clock.now())}.pdf`,
        size: pdf.length,
      };
    }
    try {
      return await this.write(scope, input.id, async (manager, r) => {
        const now = this.clock.now();
        const disclosed: { documentId: number; fileName: string; kind: RecordsDisclosureKind }[] = [];
        for (const docId of documentIds) {
          const already = (await manager.query(
            `SELECT 1 FROM records_disclosures WHERE request_id = $1 AND document_id = $2`,
            [r.id, docId],
          )) as unknown[];
          if (already.length === 0)
            disclosed.push({
              documentId: docId,
              fileName: allowed.get(docId)!.fileName,
              kind: RecordsDisclosureKind.document,
            });
        }
        if (statementFile && statementCase) {
          const [{ id: documentId }] = (await manager.query(
            `INSERT INTO documents (case_id, clinic_id, uploaded_by, file_name, file_type, file_size, file_path, document_type,
                                    description, is_confidential, upload_date)
             VALUES ($1, $2, $3, $4, 'application/pdf', $5, $6, 'report', $7, true, $8) RETURNING id`,
            [
              statementCase.caseId,
              r.providerClinicId,
              scope.userId,
              statementFile.fileName,
              statementFile.size,
              statementFile.key,
              `Itemized statement sent in answer to records request ${r.id}`,
              now,
            ],
          )) as { id: number }[];
          disclosed.push({ documentId, fileName: statementFile.fileName, kind: RecordsDisclosureKind.statement });
        }
        if (disclosed.length === 0) throw InputError.field('documentIds', 'These documents were already sent');
        for (const item of disclosed) {
          const [{ id: disclosureId }] = (await manager.query(
            `INSERT INTO records_disclosures (request_id, clinic_id, document_id, kind, file_name, authorization_document_id,
                                              disclosed_by, disclosed_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
            [
              r.id,
              r.providerClinicId,
              item.documentId,
              item.kind,
              item.fileName,
              r.authorizationDocumentId,
              scope.userId,
              now,
            ],
          )) as { id: number }[];
          await writeAudit(manager, scope, {
            entityType: 'records_disclosure',
            entityId: disclosureId,
            action: 'disclose',
            clinicId: r.providerClinicId,
            newValues: {
              requestId: r.id,
              documentId: item.documentId,
              fileName: item.fileName,
              kind: item.kind,
              authorizationDocumentId: r.authorizationDocumentId,
              recipient:
                r.requesterSide === RecordsRequesterSide.attorney
                  ? { attorneyId: r.attorneyId }
                  : { clinicId: r.clinicId },
            },
          });
        }
        const status = await this.receive(
          manager,
          scope,
          r,
          disclosed.map((item) => item.fileName),
          trimmed(input.missingDocuments),
        );
        if (r.providerClinicId !== r.clinicId)
          await writeAudit(manager, scope, {
            entityType: 'records_request',
            entityId: r.id,
            action: 'disclosure_received',
            clinicId: r.clinicId,
            newValues: { fromClinicId: r.providerClinicId, documents: disclosed.map((item) => item.fileName), status },
          });
        await this.notifyRequester(
          manager,
          scope,
          r,
          status === RecordsStatus.received
            ? `Records received from ${view.providerName} on ${r.caseNumber}`
            : `Records partly received from ${view.providerName} on ${r.caseNumber}: something is missing`,
        );
      });
    } catch (error) {
      if (statementFile) await this.storage.remove(statementFile.key).catch(() => undefined);
      throw error;
    }
  }

  /**
   * A disclosed document (or the request's authorization) for whoever reads the request: exactly the
   * documents of its disclosure log, nothing else of the answering clinic. The download is audited on
   * the disclosing clinic's side.
   */
  async openDocument(
    scope: Scope,
    requestId: number,
    documentId: number | 'authorization',
  ): Promise<{ fileName: string; fileType: string; fileSize: string; stream: Readable }> {
    const view = await this.get(scope, requestId);
    const target = documentId === 'authorization' ? view.authorizationDocumentId : documentId;
    const disclosure = view.disclosures.find((d) => d.documentId === target);
    if (documentId !== 'authorization' && !disclosure) throw new NotFoundError('Document');
    const [document] = (await this.dataSource.query(
      `SELECT file_name AS "fileName", file_type AS "fileType", file_size::text AS "fileSize", file_path AS key, clinic_id AS "clinicId"
         FROM documents WHERE id = $1`,
      [target],
    )) as { fileName: string; fileType: string; fileSize: string; key: string; clinicId: number }[];
    if (!document) throw new NotFoundError('Document');
    await writeAudit(this.dataSource.manager, scope, {
      entityType: disclosure ? 'records_disclosure' : 'records_request',
      entityId: disclosure ? disclosure.id : view.id,
      action: disclosure ? 'download' : 'download_authorization',
      clinicId: document.clinicId,
      newValues: {
        requestId: view.id,
        documentId: target,
        fileName: document.fileName,
        authorizationDocumentId: view.authorizationDocumentId,
      },
    });
    return { ...document, stream: await this.storage.read(document.key) };
  }

  /**
   * The follow-up sweep (records.jobs.ts): every open, sent request with automated reminders whose
   * next reminder is due gets one follow-up (counted, dated, the next one scheduled); every open
   * request past its due date tells its requester once. Idempotent: a second run at the same time
   * finds nothing due.
   */
  async runFollowUps(now: Date): Promise<{ followUps: number; overdue: number }> {
    let followUps = 0;
    let overdue = 0;
    const due = (await this.dataSource.query(
      `SELECT id FROM records_retrieval WHERE status IN ('sent', 'partial') AND automated_reminders
          AND next_reminder_date <= $1 ORDER BY next_reminder_date LIMIT 500`,
      [now],
    )) as { id: number }[];
    for (const { id } of due)
      await this.dataSource.transaction(async (manager) => {
        const [[r]] = (await manager.query(
          `UPDATE records_retrieval
              SET follow_up_count = follow_up_count + 1, last_follow_up_date = $2, next_reminder_date = $3, updated_at = $2
            WHERE id = $1 AND status IN ('sent', 'partial') AND automated_reminders AND next_reminder_date <= $2
            RETURNING id, case_id AS "caseId", clinic_id AS "clinicId", request_method AS "requestMethod",
                      provider_clinic_id AS "providerClinicId", requested_by AS "requestedBy", follow_up_count AS "followUpCount",
                      requester_side AS "requesterSide", attorney_id AS "attorneyId"`,
          [id, now, addDays(now, followUpIntervalDays)],
        )) as [
          (Pick<RequestFacts, 'id' | 'caseId' | 'clinicId' | 'requestMethod' | 'providerClinicId' | 'requestedBy'> & {
            followUpCount: number;
          })[],
          number,
        ];
        if (!r) return;
        followUps += 1;
        if (r.requestMethod === RecordsRequestMethod.platform && r.providerClinicId !== null)
          await this.notifyProviderClinic(manager, null, r.id, r.providerClinicId, 'follow_up');
        else if (r.requestMethod === RecordsRequestMethod.email) await this.emailProvider(manager, r.id, true);
        else if (r.requestedBy)
          await this.notifications.notify(manager, {
            recipients: [r.requestedBy],
            kind: NotificationKind.records_request,
            title: `Follow up on records request ${r.id} by ${r.requestMethod} (follow-up ${r.followUpCount})`,
            link: `/records-requests?request=${r.id}`,
            caseId: r.caseId,
          });
        this.caseActivity?.publish(manager, r.caseId, 'records', r.id);
      });
    const late = (await this.dataSource.query(
      `UPDATE records_retrieval SET overdue_notified_at = $1
        WHERE status IN ('pending', 'sent', 'partial') AND due_date < ($1::timestamptz AT TIME ZONE 'UTC')::date
          AND overdue_notified_at IS NULL
        RETURNING id, case_id AS "caseId", requested_by AS "requestedBy", provider_name AS "providerName", due_date::text AS "dueDate"`,
      [now],
    )) as [{ id: number; caseId: number; requestedBy: string | null; providerName: string; dueDate: string }[], number];
    for (const r of late[0]) {
      overdue += 1;
      if (r.requestedBy)
        await this.notifications.notify(this.dataSource.manager, {
          recipients: [r.requestedBy],
          kind: NotificationKind.records_request,
          title: `Records request to ${r.providerName} is overdue (due ${r.dueDate})`,
          link: `/records-requests?request=${r.id}`,
          caseId: r.caseId,
        });
    }
    return { followUps, overdue };
  }

  private async notifyProviderClinic(
    manager: EntityManager,
    scope: Scope | null,
    id: number,
    providerClinicId: number,
    what: 'new' | 'follow_up' | 'cancelled',
  ): Promise<void> {
    const users = (await manager.query(
      `SELECT id FROM users WHERE clinic_id = $1 AND role IN ('clinic_staff', 'clinic_admin') AND is_active`,
      [providerClinicId],
    )) as { id: string }[];
    const title = {
      new: `New records request ${id}`,
      follow_up: `Follow-up: records request ${id} is waiting for your answer`,
      cancelled: `Records request ${id} was cancelled`,
    }[what];
    await this.notifications.notify(manager, {
      recipients: users.map((user) => user.id),
      actorId: scope?.userId ?? null,
      kind: NotificationKind.records_request,
      title,
      link: `/records-requests?request=${id}`,
      clinicId: providerClinicId,
    });
  }

  private async notifyRequester(manager: EntityManager, scope: Scope, r: RequestFacts, title: string): Promise<void> {
    const users = (await manager.query(
      r.requesterSide === RecordsRequesterSide.attorney
        ? `SELECT id FROM users WHERE attorney_id = $1 AND role = 'attorney' AND is_active`
        : `SELECT id FROM users WHERE clinic_id = $1 AND role IN ('clinic_staff', 'clinic_admin') AND is_active`,
      [r.requesterSide === RecordsRequesterSide.attorney ? r.attorneyId : r.clinicId],
    )) as { id: string }[];
    await this.notifications.notify(manager, {
      recipients: users.map((user) => user.id),
      actorId: scope.userId,
      kind: NotificationKind.records_request,
      title,
      link:
        r.requesterSide === RecordsRequesterSide.attorney
          ? `/cases/${r.caseId}?tab=records`
          : `/records-requests?request=${r.id}`,
      caseId: r.caseId,
    });
  }

  /**
   * The e-mail to an outside provider (decision 375): what a records request must carry (the patient's
   * name and date of birth, what is asked, the due date, who asks and how to answer), nothing of the
   * case beyond that; the signed authorization is sent on request.
   */
  private async emailProvider(manager: EntityManager, id: number, followUp: boolean): Promise<void> {
    const [r] = (await manager.query(
      `SELECT r.provider_email AS "to", r.provider_name AS "providerName", r.record_type AS "recordType",
              r.due_date::text AS "dueDate", r.follow_up_count AS "followUpCount",
              trim(p.first_name || ' ' || p.last_name) AS "patientName", p.date_of_birth::text AS "dateOfBirth",
              coalesce(a.firm_name, cl.name) AS "from", coalesce(u.email, a.email, cl.email) AS "replyTo"
         FROM records_retrieval r JOIN patients p ON p.id = r.patient_id JOIN clinics cl ON cl.id = r.clinic_id
         LEFT JOIN attorneys a ON a.id = r.attorney_id LEFT JOIN users u ON u.id = r.requested_by
        WHERE r.id = $1`,
      [id],
    )) as {
      to: string;
      providerName: string;
      recordType: string;
      dueDate: string;
      followUpCount: number;
      patientName: string;
      dateOfBirth: string | null;
      from: string;
      replyTo: string | null;
    }[];
    const subject = followUp
      ? `Follow-up ${r.followUpCount}: records request ${id} from ${r.from}`
      : `Records request ${id} from ${r.from}`;
    const text = [
      `${r.providerName},`,
      '',
      `${r.from} requests the ${r.recordType.replace(/_/g, ' ')} of your patient ${r.patientName}` +
        (r.dateOfBirth ? ` (date of birth ${r.dateOfBirth})` : '') +
        `, by ${r.dueDate}.`,
      "The patient's signed authorization is on file and will be sent on request.",
      r.replyTo ? `Please reply to ${r.replyTo}, quoting request ${id}.` : `Please reply quoting request ${id}.`,
      '',
      'Sent through Casebridge.',
    ].join('\n');
    await this.mail.record(manager, {
      kind: 'records_request',
      userId: null,
      message: { to: r.to, subject, text },
      storedText: text,
    });
  }
}
