import { hiddenFieldsOf } from '../../platform/access/field-access';
import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { countRows } from '../../db/count-rows';
import { queryBuilderCondition } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import { changedValues, writeAudit } from '../../platform/audit/audit.service';
import { auditHistory } from '../../platform/audit/audit-history';
import type { AuditEntry } from '../../platform/audit/audit-entry.type';
import { NotFoundError } from '../../platform/errors';
import { SortDirection, type Page } from '../../platform/graphql/connection';
import { containsPattern, keysetPage, type SortKey } from '../../db/sql/keyset';
import { clampLimit } from '../../platform/graphql/pagination';
import { PatientSortField, PatientStatus } from './patient.enums';
import { Patient } from './patient.entity';
import type { PatientCreateInput, PatientFilter, PatientQuickAddInput, PatientUpdateInput } from './patient.input';
import {
  assertCanCreatePatients,
  assertCanEditPatients,
  internalNotesVisible,
  patientScopeSql,
} from '../cases/case-access.policy';
import type { PatientStatusChange } from './patient-status-change.type';
import { rowWriteLockMode } from '../../db/sql/row-lock';

const sortKeys: Record<PatientSortField, SortKey> = {
  [PatientSortField.name]: { expr: "lower(p.last_name || ', ' || p.first_name)", cast: 'text' },
  [PatientSortField.createdAt]: { expr: 'p.created_at', cast: 'timestamptz' },
  [PatientSortField.dateOfBirth]: { expr: "coalesce(p.date_of_birth, DATE '0001-01-01')", cast: 'date' },
};

/** The columns a patient write may set: inputs are mapped field by field, never spread. */
const writableFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'dateOfBirth',
  'address',
  'city',
  'state',
  'zipCode',
  'emergencyContact',
  'emergencyPhone',
  'emergencyRelation',
  'insuranceProvider',
  'insurancePolicyNumber',
  'sex',
  'notes',
  'isActive',
] as const;

function pickWritable(input: object): Partial<Patient> {
  const source = input as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const field of writableFields) if (source[field] !== undefined) values[field] = source[field];
  if (typeof values.email === 'string') values.email = values.email.toLowerCase();
  // Active is a yes/no column: null (which the optional GraphQL field allows) means "leave it as it is".
  if (values.isActive === null) delete values.isActive;
  return values as Partial<Patient>;
}

export interface PatientListArgs {
  filter?: PatientFilter | null;
  sortBy: PatientSortField;
  sortDirection: SortDirection;
  first: number;
  after?: string | null;
}

export class PatientService {
  constructor(private readonly dataSource: DataSource) {}

  /** The only entry point for reading patients: already limited to the scope. */
  private scoped(scope: Scope, manager: EntityManager = this.dataSource.manager): SelectQueryBuilder<Patient> {
    const condition = queryBuilderCondition((params) => patientScopeSql(scope, params, 'p'));
    return manager.getRepository(Patient).createQueryBuilder('p').where(condition.sql, condition.params);
  }

  private filtered(scope: Scope, filter: PatientFilter | null | undefined): SelectQueryBuilder<Patient> {
    const qb = this.scoped(scope);
    if (filter?.search) {
      qb.andWhere(
        `((p.first_name || ' ' || p.last_name) ILIKE :pattern OR p.email ILIKE :pattern OR p.phone ILIKE :pattern)`,
        {
          pattern: containsPattern(filter.search),
        },
      );
    }
    if (filter?.status) qb.andWhere('p.status = :status', { status: filter.status });
    if (filter?.isActive !== null && filter?.isActive !== undefined)
      qb.andWhere('p.is_active = :isActive', { isActive: filter.isActive });
    return qb;
  }

  list(scope: Scope, args: PatientListArgs): Promise<Page<Patient>> {
    return keysetPage(
      this.filtered(scope, args.filter),
      'p',
      sortKeys[args.sortBy],
      args.sortDirection,
      args.first,
      args.after,
    );
  }

  count(scope: Scope, filter: PatientFilter | null | undefined): Promise<number> {
    return countRows(this.filtered(scope, filter));
  }

  findById(scope: Scope, id: number): Promise<Patient | null> {
    return this.scoped(scope).andWhere('p.id = :id', { id }).getOne();
  }

  async getById(scope: Scope, id: number): Promise<Patient> {
    const patient = await this.findById(scope, id);
    if (!patient) throw new NotFoundError('Patient');
    return patient;
  }

  recent(scope: Scope, limit: number): Promise<Patient[]> {
    return this.scoped(scope)
      .orderBy('p.created_at', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .limit(clampLimit(limit))
      .getMany();
  }

  quickAdd(scope: Scope, input: PatientQuickAddInput): Promise<Patient> {
    return this.insert(scope, pickWritable(input));
  }

  create(scope: Scope, input: PatientCreateInput): Promise<Patient> {
    return this.insert(scope, pickWritable(input));
  }

  private async insert(scope: Scope, values: Partial<Patient>): Promise<Patient> {
    const clinicId = assertCanCreatePatients(scope);
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(Patient);
      const patient = await repository.save(repository.create({ ...values, clinicId, status: PatientStatus.intake }));
      await manager.query(
        `INSERT INTO patient_status_history (patient_id, clinic_id, previous_status, new_status, changed_by, changed_by_name, reason)
         VALUES ($1, $2, NULL, $3, $4, $5, 'Patient registered')`,
        [patient.id, clinicId, patient.status, scope.userId, scope.displayName],
      );
      await writeAudit(manager, scope, {
        entityType: 'patient',
        entityId: patient.id,
        action: 'create',
        clinicId,
        newValues: { ...values, status: patient.status },
      });
      return patient;
    });
  }

  async update(scope: Scope, id: number, input: PatientUpdateInput): Promise<Patient> {
    assertCanEditPatients(scope);
    return this.dataSource.transaction(async (manager) => {
      // Lock the row: two editors saving at once are applied one after the other, never half and half.
      const before = await this.scoped(scope, manager)
        .andWhere('p.id = :id', { id })
        .setLock(rowWriteLockMode)
        .getOne();
      if (!before) throw new NotFoundError('Patient');
      const values = pickWritable(input);
      if (input.dateOfBirth === null) values.dateOfBirth = null;
      const statusChanged = input.status !== undefined && input.status !== null && input.status !== before.status;
      if (statusChanged) {
        values.status = input.status as string;
        values.statusChangedAt = new Date();
        values.statusChangedBy = scope.userId;
      }
      const { oldValues, newValues } = changedValues(before, values);
      await manager.getRepository(Patient).update({ id }, values);
      if (statusChanged) {
        await manager.query(
          `INSERT INTO patient_status_history (patient_id, clinic_id, previous_status, new_status, changed_by, changed_by_name, reason)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            id,
            before.clinicId,
            before.status,
            values.status,
            scope.userId,
            scope.displayName,
            input.statusReason ?? null,
          ],
        );
      }
      if (Object.keys(newValues).length) {
        await writeAudit(manager, scope, {
          entityType: 'patient',
          entityId: id,
          action: 'update',
          clinicId: before.clinicId,
          oldValues,
          newValues,
          reason: statusChanged ? (input.statusReason ?? null) : null,
        });
      }
      return (await this.scoped(scope, manager).andWhere('p.id = :id', { id }).getOne()) as Patient;
    });
  }

  /** The patient's audit entries, newest first (the patient is already in scope), less the fields the scope may not read. */
  history(scope: Scope, patientId: number): Promise<AuditEntry[]> {
    return auditHistory(this.dataSource, 'patient', patientId, hiddenFieldsOf(Patient, scope));
  }

  /**
   * The patient's status changes, newest first (the patient itself is already in scope). Their notes
   * are internal notes, left unread for a scope the rule hides them from (status changes have no
   * REST answer, so the rule is applied here, as for a case's transfers).
   */
  async statusHistory(scope: Scope, patientId: number): Promise<PatientStatusChange[]> {
    const notesVisible = internalNotesVisible.allows(scope, null);
    return this.dataSource.query(
      `SELECT id, previous_status AS "previousStatus", new_status AS "newStatus", changed_by_name AS "changedByName",
              reason, CASE WHEN $2 THEN notes END AS notes, created_at AS "changedAt"
         FROM patient_status_history WHERE patient_id = $1 ORDER BY created_at DESC, id DESC LIMIT 200`,
      [patientId, notesVisible],
    );
  }
}
