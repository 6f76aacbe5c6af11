import type { DomainEvents } from '../domain-events/domain-events.service';
import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { countRows } from '../../db/count-rows';
import { queryBuilderCondition, SqlParams } from '../../db/sql-params';
import { hiddenFieldsOf } from '../../platform/access/field-access';
import type { Scope } from '../../platform/access/scope';
import type { AuditEntry } from '../../platform/audit/audit-entry.type';
import { auditHistory } from '../../platform/audit/audit-history';
import { changedValues, writeAudit } from '../../platform/audit/audit.service';
import { InputError, NotFoundError } from '../../platform/errors';
import { SortDirection, type Page } from '../../platform/graphql/connection';
import { containsPattern, keysetSql, type SortKey } from '../../db/sql/keyset';
import { entityColumnsSql, entityReader, type RowReader } from '../../db/sql/entity-rows';
import { clampLimit } from '../../platform/graphql/pagination';
import { Attorney } from '../attorneys/attorney.entity';
import { assertActiveCaseAvailable } from '../clinics/plan-limits';
import { Patient } from '../patients/patient.entity';
import type { PatientService } from '../patients/patient.service';
import { NotificationKind } from '../notifications/notification-kinds';
import type { NotificationService } from '../notifications/notification.service';
import { caseHistoryDescriber } from './case-history';
import {
  caseListColumnsFor,
  everyCaseListColumn,
  type CaseListColumns,
  type CaseListFields,
} from './case-list-columns';
import { allocateCaseNumber, numberAssignedOnSave, previewCaseNumber } from './case-number';
import type { CaseTransferView } from './case-transfer.type';
import { CaseRecord } from './case.entity';
import { CaseSortField, CaseStatus, canonicalStatus } from './case.enums';
import type { CaseCreateInput, CaseFilter, CaseTransferInput, CaseUpdateInput } from './case.input';
import { statusesMatching, typesMatching } from './case.labels';
import { assertCanWriteCases, internalNotesVisible, caseScopeSql } from './case-access.policy';
import { assertClinicMayCreate } from '../subscriptions/subscription-guard';
import type { CaseClosingHook } from '../ai-predictions/case-outcomes';
import type { CaseActivity } from '../timeline/case-activity';
import { rowWriteLock, rowWriteLockMode } from '../../db/sql/row-lock';

/**
 * What else a transfer does in its transaction (the lien notice to the new attorney, decision 350);
 * returns the notice's id.
 */
export type CaseTransferHook = (
  manager: EntityManager,
  scope: Scope,
  transfer: { caseId: number; clinicId: number; transferId: number; toAttorneyId: number },
) => Promise<number>;

const sortKeys: Record<CaseSortField, SortKey> = {
  [CaseSortField.caseNumber]: { expr: 'c.case_number', cast: 'text' },
  [CaseSortField.patientName]: { expr: "lower(p.last_name || ', ' || p.first_name)", cast: 'text' },
  [CaseSortField.caseType]: { expr: 'c.case_type', cast: 'text' },
  [CaseSortField.status]: { expr: 'c.status', cast: 'text' },
  [CaseSortField.accidentDate]: { expr: "coalesce(c.accident_date, DATE '0001-01-01')", cast: 'date' },
  [CaseSortField.createdAt]: { expr: 'c.created_at', cast: 'timestamptz' },
};

/** The cases (c) with their patient (p, also the patientName sort key's) and attorney (a) joined. */
const casesWithPeople =
  'cases c INNER JOIN patients p ON p.id = c.patient_id LEFT JOIN attorneys a ON a.id = c.attorney_id';

/** A scalar subquery about one case, read with it (`findDetail`). */
export type RelatedOfCase = (params: SqlParams, caseId: string) => string;

export interface CaseListArgs {
  filter?: CaseFilter | null;
  sortBy: CaseSortField;
  sortDirection: SortDirection;
  first: number;
  after?: string | null;
}

export class CaseService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly patients: PatientService,
    private readonly notifications: NotificationService,
    /** The AI's part of a close or reopen (actual values, refits), in the same transaction. */
    private readonly onClosing: CaseClosingHook | null = null,
    /** Where automation rules and webhooks hear of a status change. */
    private readonly events: DomainEvents | null = null,
    /** Tells the case's open timelines (after commit). */
    private readonly caseActivity: CaseActivity | null = null,
    /** The lien notice a transfer sends the new attorney. */
    private readonly onTransfer: CaseTransferHook | null = null,
  ) {}

  private readonly selectLists = new Map<string, string>();

  /** The only entry point for reading cases: already limited to the scope. */
  private scoped(scope: Scope, manager: EntityManager = this.dataSource.manager): SelectQueryBuilder<CaseRecord> {
    const condition = queryBuilderCondition((params) => caseScopeSql(scope, params, 'c'));
    return manager.getRepository(CaseRecord).createQueryBuilder('c').where(condition.sql, condition.params);
  }

  /**
   * The conditions of a cases query over alias c: the scope, then the filter. Hand-written rather
   * than built by TypeORM's query builder, which took about a tenth of a cases page's CPU to write
   * the same SQL on every request (docs/performance.md).
   */
  private conditions(scope: Scope, filter: CaseFilter | null | undefined, params: SqlParams): string[] {
    const where = [caseScopeSql(scope, params, 'c')];
    const search = filter?.search;
    if (search) {
      // Every branch can use an index: trigram on case number and description, the patients' trigram
      // name and insurer indexes through id arrays (one branch each: an OR inside one subquery scans
      // every patient), and equality on type and status for labels that match. The attorney's cases are
      // matched by case id: an attorney has many cases, so `c.attorney_id = ANY(...)` looks unselective
      // to the planner, which then filters the clinic's whole case list in date order instead of
      // combining the indexes (15 ms instead of 0.8 ms at 10k cases; docs/performance.md).
      // Type and status branches are added only when a label matches: even an always-false
      // `case_type = ANY('{}')` branch stops PostgreSQL from combining the trigram indexes (BitmapOr)
      // and turns the search into a scan of every case (0.7 ms -> 107 ms at 100k cases).
      const pattern = params.add(containsPattern(search));
      const searchTypes = typesMatching(search);
      const searchStatuses = statusesMatching(search);
      const branches = [
        `c.case_number ILIKE ${pattern}`,
        `c.description ILIKE ${pattern}`,
        `c.patient_id = ANY(ARRAY(SELECT sp.id FROM patients sp WHERE (sp.first_name || ' ' || sp.last_name) ILIKE ${pattern}))`,
        `c.patient_id = ANY(ARRAY(SELECT sp.id FROM patients sp WHERE sp.insurance_provider ILIKE ${pattern}))`,
        // The attorney by name, firm or email, through the directory's trigram index (its exact expression).
        `c.id = ANY(ARRAY(SELECT sc.id FROM cases sc WHERE sc.attorney_id = ANY(ARRAY(
           SELECT sa.id FROM attorneys sa
            WHERE (sa.first_name || ' ' || sa.last_name || ' ' || sa.firm_name || ' ' || sa.email) ILIKE ${pattern}))))`,
        ...(searchTypes.length ? [`c.case_type = ANY(${params.add(searchTypes)})`] : []),
        ...(searchStatuses.length ? [`c.status = ANY(${params.add(searchStatuses)})`] : []),
      ];
      where.push(`(${branches.join(' OR ')})`);
    }
    if (filter?.status) where.push(`c.status = ${params.add(canonicalStatus(filter.status))}`);
    if (filter?.caseType) where.push(`c.case_type = ${params.add(filter.caseType)}`);
    if (filter?.attorneyId) where.push(`c.attorney_id = ${params.add(filter.attorneyId)}`);
    if (filter?.patientId) where.push(`c.patient_id = ${params.add(filter.patientId)}`);
    if (filter?.openOnly) where.push("c.status <> 'closed'");
    if (!filter?.includeArchived) where.push('c.archived_at IS NULL');
    return where;
  }

  /**
   * A page of cases with their patient and attorney in the same statement (`patient`, `attorney`),
   * so a list costs one statement whatever its size. Only the given columns are read (all by
   * default): a GraphQL page reads what its selection needs (`listColumnsFor`).
   */
  async list(
    scope: Scope,
    args: CaseListArgs,
    columns: CaseListColumns = everyCaseListColumn,
  ): Promise<Page<CaseRecord>> {
    const params = new SqlParams();
    const where = this.conditions(scope, args.filter, params);
    const keyset = keysetSql(params, 'c', sortKeys[args.sortBy], args.sortDirection, args.first, args.after);
    if (keyset.after) where.push(keyset.after);
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT ${this.withPeopleSql(columns)}, ${keyset.sortKeySelect}
         FROM ${casesWithPeople} WHERE ${where.join(' AND ')} ${keyset.orderAndLimit}`,
      params.values,
    );
    return keyset.page(rows, this.caseWithPeopleReader(columns));
  }

  /** The select list `caseWithPeopleReader` reads, cached per set of columns. */
  private withPeopleSql(columns: CaseListColumns): string {
    const key = JSON.stringify(columns);
    let sql = this.selectLists.get(key);
    if (sql === undefined) {
      sql = [
        entityColumnsSql(this.dataSource, CaseRecord, 'c', columns.case),
        entityColumnsSql(this.dataSource, Patient, 'p', columns.patient),
        entityColumnsSql(this.dataSource, Attorney, 'a', columns.attorney),
      ].join(', ');
      // Bounded by the fields a selection can name; the bound only guards against surprises.
      if (this.selectLists.size >= 1000) this.selectLists.clear();
      this.selectLists.set(key, sql);
    }
    return sql;
  }

  /** Reads a row of `withPeopleSql` into a case with its patient and attorney, without TypeORM's hydration. */
  private caseWithPeopleReader(columns: CaseListColumns): RowReader<CaseRecord> {
    const readCase = entityReader(this.dataSource, CaseRecord, 'c', columns.case);
    const readPatient = entityReader(this.dataSource, Patient, 'p', columns.patient);
    const readAttorney = entityReader(this.dataSource, Attorney, 'a', columns.attorney);
    return (row) => {
      const record = readCase(row)!;
      record.patient = readPatient(row)!;
      const attorney = readAttorney(row);
      if (attorney) record.attorney = attorney;
      return record;
    };
  }

  /** The columns a page read for `fields` needs, for `list`. */
  listColumnsFor(fields: CaseListFields): CaseListColumns {
    return caseListColumnsFor(fields, this.dataSource);
  }

  async count(scope: Scope, filter: CaseFilter | null | undefined): Promise<number> {
    const params = new SqlParams();
    const where = this.conditions(scope, filter, params);
    const rows: { total: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM cases c WHERE ${where.join(' AND ')}`,
      params.values,
    );
    return rows[0].total;
  }

  /** A case the scope may read, or null: a case out of scope is indistinguishable from a missing one. */
  async findById(scope: Scope, id: number): Promise<CaseRecord | null> {
    return (await this.findDetail(scope, id, {}))?.record ?? null;
  }

  /**
   * A case the scope may read with its patient and attorney, and what else its reader asked for,
   * in one statement: each of `related` is a scalar subquery on the case's id (`caseId`, an SQL
   * expression), answered under its name. Related records keep their own scope rules: each
   * subquery is built by the module that owns them.
   */
  async findDetail<K extends string>(
    scope: Scope,
    id: number,
    related: Record<K, RelatedOfCase>,
  ): Promise<{ record: CaseRecord; related: Record<K, unknown> } | null> {
    const params = new SqlParams();
    const where = `${caseScopeSql(scope, params, 'c')} AND c.id = ${params.add(id)}`;
    const names = Object.keys(related) as K[];
    // The related subqueries see the case only as `d.c_id`: theirs may use the alias c themselves.
    const columns = names.map((name, index) => `, ${related[name](params, 'd.c_id')} AS "related_${index}"`);
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT d.*${columns.join('')}
         FROM (SELECT ${this.withPeopleSql(everyCaseListColumn)} FROM ${casesWithPeople} WHERE ${where}) d`,
      params.values,
    );
    if (!rows[0]) return null;
    const record = this.caseWithPeopleReader(everyCaseListColumn)(rows[0])!;
    const values = Object.fromEntries(names.map((name, index) => [name, rows[0][`related_${index}`]]));
    return { record, related: values as Record<K, unknown> };
  }

  async getById(scope: Scope, id: number): Promise<CaseRecord> {
    const record = await this.findById(scope, id);
    if (!record) throw new NotFoundError('Case');
    return record;
  }

  recent(scope: Scope, limit: number): Promise<CaseRecord[]> {
    return this.scoped(scope)
      .andWhere('c.archived_at IS NULL')
      .orderBy('c.created_at', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .limit(clampLimit(limit))
      .getMany();
  }

  forPatient(scope: Scope, patientId: number): Promise<CaseRecord[]> {
    return this.scopedWhere(scope, 'patient_id', patientId).orderBy('c.created_at', 'DESC').limit(200).getMany();
  }

  forAttorney(scope: Scope, attorneyId: number): Promise<CaseRecord[]> {
    return this.scopedWhere(scope, 'attorney_id', attorneyId).orderBy('c.created_at', 'DESC').limit(500).getMany();
  }

  countForAttorney(scope: Scope, attorneyId: number): Promise<number> {
    return countRows(this.scopedWhere(scope, 'attorney_id', attorneyId));
  }

  /** Cases in scope that belong to one patient or one attorney. */
  private scopedWhere(scope: Scope, column: 'patient_id' | 'attorney_id', id: number): SelectQueryBuilder<CaseRecord> {
    return this.scoped(scope).andWhere(`c.${column} = :relatedId`, { relatedId: id });
  }

  /**
   * For whoever opens cases: numbers count per clinic (decision 89), so the preview is of the
   * caller's clinic; the operator, who has none, is told the number comes with the patient's clinic.
   */
  nextNumberPreview(scope: Scope): Promise<string> {
    assertCanWriteCases(scope);
    if (scope.clinicId === null) return Promise.resolve(numberAssignedOnSave);
    return previewCaseNumber(this.dataSource.manager, scope.clinicId, new Date().getUTCFullYear());
  }

  async create(scope: Scope, input: CaseCreateInput): Promise<CaseRecord> {
    assertCanWriteCases(scope);
    const patient = await this.patients.findById(scope, input.patientId);
    if (!patient) throw InputError.field('patientId', 'Patient not found');
    return this.dataSource.transaction(async (manager) => {
      await this.assertAttorneyExists(manager, input.attorneyId, 'attorneyId');
      await assertClinicMayCreate(manager, patient.clinicId, 'cases');
      await assertActiveCaseAvailable(manager, patient.clinicId);
      const status = input.status ? canonicalStatus(input.status) : CaseStatus.active_treatment;
      const repository = manager.getRepository(CaseRecord);
      const record = await repository.save(
        repository.create({
          caseNumber: await allocateCaseNumber(manager, patient.clinicId, new Date().getUTCFullYear()),
          patientId: patient.id,
          attorneyId: input.attorneyId,
          clinicId: patient.clinicId,
          caseType: input.caseType,
          status,
          accidentDate: input.accidentDate,
          title: input.title ?? null,
          description: input.description ?? null,
          notes: input.notes ?? null,
          settlementAmount: input.settlementAmount ?? null,
          isActive: status !== CaseStatus.closed,
        }),
      );
      await writeAudit(manager, scope, {
        entityType: 'case',
        entityId: record.id,
        action: 'create',
        clinicId: record.clinicId,
        newValues: {
          caseNumber: record.caseNumber,
          patientId: record.patientId,
          attorneyId: record.attorneyId,
          caseType: record.caseType,
          status,
          accidentDate: record.accidentDate,
          description: record.description,
          notes: record.notes,
        },
      });
      return record;
    });
  }

  async update(scope: Scope, id: number, input: CaseUpdateInput): Promise<CaseRecord> {
    assertCanWriteCases(scope);
    return this.dataSource.transaction(async (manager) => {
      const before = await this.scoped(scope, manager)
        .andWhere('c.id = :id', { id })
        .setLock(rowWriteLockMode)
        .getOne();
      if (!before) throw new NotFoundError('Case');
      const status = canonicalStatus(input.status);
      if (before.status === CaseStatus.closed && status !== CaseStatus.closed)
        await assertActiveCaseAvailable(manager, before.clinicId);
      const values: Partial<CaseRecord> = {
        caseType: input.caseType,
        status,
        accidentDate: input.accidentDate,
        title: input.title ?? null,
        description: input.description ?? null,
        notes: input.notes ?? null,
        settlementAmount: input.settlementAmount ?? null,
        isActive: status !== CaseStatus.closed,
        closedAt:
          status !== CaseStatus.closed ? null : before.status === CaseStatus.closed ? before.closedAt : new Date(),
        // Reopening an archived case brings it back into the lists.
        archivedAt: status === CaseStatus.closed ? before.archivedAt : null,
      };
      const { oldValues, newValues } = changedValues(before, values);
      if (Object.keys(newValues).length === 0) return before;
      await manager.getRepository(CaseRecord).update({ id }, values);
      if ((before.status === CaseStatus.closed) !== (status === CaseStatus.closed))
        await this.onClosing?.(manager, before, status === CaseStatus.closed);
      await writeAudit(manager, scope, {
        entityType: 'case',
        entityId: id,
        action: 'update',
        clinicId: before.clinicId,
        oldValues,
        newValues,
      });
      if (before.status !== status) {
        const [audit] = (await manager.query(
          `SELECT id::integer AS id FROM audit_logs WHERE entity_type = 'case' AND entity_id = $1 AND action = 'update'
            ORDER BY id DESC LIMIT 1`,
          [String(id)],
        )) as { id: number }[];
        if (audit) this.caseActivity?.publish(manager, id, 'statusChanges', audit.id);
      }
      if (before.status !== status)
        await this.events?.record(manager, {
          kind: 'case.status_changed',
          clinicId: before.clinicId,
          caseId: id,
          patientId: before.patientId,
          recordId: String(id),
          actorUserId: scope.userId,
          facts: { from: before.status, to: status },
        });
      return (await this.scoped(scope, manager).andWhere('c.id = :id', { id }).getOne()) as CaseRecord;
    });
  }

  /**
   * Closes a case inside the caller's transaction with its settlement's amount and date (a confirmed
   * settlement statement, modules/settlement): the same effects as moving it to closed in `update`
   * (inactive, closed_at, the AI's close hook, the status event). The caller holds the case lock,
   * has decided who may, and audits the change with the values returned.
   */
  async closeWithin(
    manager: EntityManager,
    actor: Scope,
    caseId: number,
    settlement: { amount: string; date: string },
  ): Promise<{ status: CaseStatus; settlementAmount: string | null; settlementDate: string | null }> {
    const [before] = (await manager.query(
      `SELECT status, clinic_id AS "clinicId", attorney_id AS "attorneyId", patient_id AS "patientId",
              settlement_amount::text AS "settlementAmount", settlement_date AS "settlementDate"
         FROM cases WHERE id = $1 ${rowWriteLock}`,
      [caseId],
    )) as {
      status: CaseStatus;
      clinicId: number;
      attorneyId: number | null;
      patientId: number;
      settlementAmount: string | null;
      settlementDate: string | null;
    }[];
    if (!before) throw new NotFoundError('Case');
    await manager.query(
      `UPDATE cases SET status = 'closed', is_active = false, closed_at = CASE WHEN status = 'closed' THEN closed_at ELSE now() END,
              settlement_amount = $2, settlement_date = $3, updated_at = now()
        WHERE id = $1`,
      [caseId, settlement.amount, settlement.date],
    );
    if (before.status !== CaseStatus.closed) {
      await this.onClosing?.(manager, { id: caseId, clinicId: before.clinicId, attorneyId: before.attorneyId }, true);
      await this.events?.record(manager, {
        kind: 'case.status_changed',
        clinicId: before.clinicId,
        caseId,
        patientId: before.patientId,
        recordId: String(caseId),
        actorUserId: actor.userId,
        facts: { from: before.status, to: CaseStatus.closed },
      });
    }
    return { status: before.status, settlementAmount: before.settlementAmount, settlementDate: before.settlementDate };
  }

  /** Moves a case to another attorney: the new one can read it from this commit on, the old one cannot. */
  async transfer(scope: Scope, id: number, input: CaseTransferInput): Promise<CaseRecord> {
    assertCanWriteCases(scope);
    return this.dataSource.transaction(async (manager) => {
      const before = await this.scoped(scope, manager)
        .andWhere('c.id = :id', { id })
        .setLock(rowWriteLockMode)
        .getOne();
      if (!before) throw new NotFoundError('Case');
      if (before.attorneyId === input.toAttorneyId)
        throw InputError.field('toAttorneyId', 'The case is already with this attorney');
      await this.assertAttorneyExists(manager, input.toAttorneyId, 'toAttorneyId');
      await manager.getRepository(CaseRecord).update({ id }, { attorneyId: input.toAttorneyId });
      const [transfer] = (await manager.query(
        `INSERT INTO case_transfers (case_id, clinic_id, from_attorney_id, to_attorney_id, reason, transferred_by, notes) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [id, before.clinicId, before.attorneyId, input.toAttorneyId, input.reason, scope.userId, input.notes ?? null],
      )) as { id: number }[];
      this.caseActivity?.publish(manager, id, 'transfers', transfer.id);
      const noticeId = this.onTransfer
        ? await this.onTransfer(manager, scope, {
            caseId: id,
            clinicId: before.clinicId,
            transferId: transfer.id,
            toAttorneyId: input.toAttorneyId,
          })
        : null;
      await writeAudit(manager, scope, {
        entityType: 'case',
        entityId: id,
        action: 'transfer',
        clinicId: before.clinicId,
        oldValues: { attorneyId: before.attorneyId },
        newValues: { attorneyId: input.toAttorneyId },
        reason: input.reason,
      });
      await this.notifications.notify(manager, {
        recipients: { attorneyUsers: input.toAttorneyId },
        actorId: scope.userId,
        kind: NotificationKind.case_transfer,
        title: `Case ${before.caseNumber} was transferred to you`,
        body: noticeId === null ? undefined : 'The clinic sent you a notice of its lien with the balance to date.',
        link: noticeId === null ? `/cases/${id}` : `/cases/${id}?lienNotice=${noticeId}`,
        caseId: id,
      });
      // The previous attorney can no longer open the case: their notification leads to their list.
      await this.notifications.notify(manager, {
        recipients: { attorneyUsers: before.attorneyId },
        actorId: scope.userId,
        kind: NotificationKind.case_transfer,
        title: `Case ${before.caseNumber} was transferred to another attorney`,
        link: '/cases',
      });
      return { ...before, attorneyId: input.toAttorneyId } as CaseRecord;
    });
  }

  /** Audit entries of a case the scope can read, without the fields it may not see. */
  history(scope: Scope, caseId: number): Promise<AuditEntry[]> {
    return auditHistory(
      this.dataSource,
      'case',
      caseId,
      hiddenFieldsOf(CaseRecord, scope),
      caseHistoryDescriber(this.dataSource),
    );
  }

  /** A case's transfers; their notes are the clinic's, under the rule of internal notes. */
  async transfers(scope: Scope, caseId: number): Promise<CaseTransferView[]> {
    const transfers: CaseTransferView[] = await this.dataSource.query(
      `SELECT t.id, t.from_attorney_id AS "fromAttorneyId", t.to_attorney_id AS "toAttorneyId", t.reason, t.notes,
              t.transfer_date AS "transferDate", trim(u.first_name || ' ' || u.last_name) AS "transferredByName"
         FROM case_transfers t LEFT JOIN users u ON u.id = t.transferred_by
        WHERE t.case_id = $1 ORDER BY t.transfer_date DESC, t.id DESC`,
      [caseId],
    );
    const notesVisible = internalNotesVisible.allows(scope, null);
    return transfers.map((transfer) => ({ ...transfer, notes: notesVisible ? transfer.notes : null }));
  }

  private async assertAttorneyExists(manager: EntityManager, attorneyId: number, field: string): Promise<void> {
    const rows = await manager.query(`SELECT 1 FROM attorneys WHERE id = $1 AND is_active`, [attorneyId]);
    if (rows.length === 0) throw InputError.field(field, 'Attorney not found');
  }
}
