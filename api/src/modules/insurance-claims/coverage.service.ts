import type { DataSource } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { ConflictError, InputError, NotFoundError } from '../../platform/errors';
import { caseOwnedScopeSql } from '../cases/case-access.policy';
import { caseFactsForWrite } from '../cases/case-facts';
import type { AlertRecheckHook } from '../alerts/alert-recheck-hook';
import { assertCanWriteClaims } from './claim.policy';
import type { CoverageCreateInput, CoverageFields, CoverageUpdateInput } from './claim.input';
import type { CoverageView } from './claim.type';

const coverageColumns = `cc.id, cc.case_id AS "caseId", cc.coverage_type AS "coverageType", cc.carrier_name AS "carrierName",
  cc.payer_id AS "payerId", cc.policy_number AS "policyNumber", cc.carrier_claim_number AS "carrierClaimNumber",
  cc.member_id AS "memberId", cc.insured_name AS "insuredName", cc.insured_relationship AS "insuredRelationship",
  cc.limit_amount::text AS "limitAmount", cc.adjuster_name AS "adjusterName", cc.adjuster_phone AS "adjusterPhone"`;

const fieldValues = (input: CoverageFields) => [
  input.coverageType,
  input.carrierName,
  input.payerId ?? null,
  input.policyNumber ?? null,
  input.carrierClaimNumber ?? null,
  input.memberId ?? null,
  input.insuredName ?? null,
  input.insuredRelationship ?? 'self',
  input.limitAmount ?? null,
  input.adjusterName ?? null,
  input.adjusterPhone ?? null,
];

/** The audit row keeps what identifies the payer; names of people stay in the record. */
const auditedFields = (view: CoverageView) => ({
  caseId: view.caseId,
  coverageType: view.coverageType,
  carrierName: view.carrierName,
  payerId: view.payerId,
  limitAmount: view.limitAmount,
});

export class CoverageService {
  constructor(
    private readonly dataSource: DataSource,
    /** A coverage's change re-evaluates its case's policy-limit alerts. */
    private readonly alertRecheck: AlertRecheckHook | null = null,
  ) {}

  /** A case's coverages in scope, oldest first (an out-of-scope case has none). */
  async listForCase(scope: Scope, caseId: number): Promise<CoverageView[]> {
    const params = new SqlParams();
    const condition = caseOwnedScopeSql(scope, params, 'cc', 'c');
    return this.dataSource.query(
      `SELECT ${coverageColumns} FROM case_coverages cc JOIN cases c ON c.id = cc.case_id
        WHERE cc.case_id = ${params.add(caseId)} AND ${condition} ORDER BY cc.id`,
      params.values,
    );
  }

  async create(scope: Scope, input: CoverageCreateInput): Promise<CoverageView> {
    assertCanWriteClaims(scope);
    return this.dataSource.transaction(async (manager) => {
      const record = await caseFactsForWrite(manager, scope, input.caseId);
      if (!record) throw InputError.field('caseId', 'Case not found');
      const [created] = (await manager.query(
        `INSERT INTO case_coverages AS cc (clinic_id, case_id, coverage_type, carrier_name, payer_id, policy_number,
                carrier_claim_number, member_id, insured_name, insured_relationship, limit_amount, adjuster_name, adjuster_phone)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING ${coverageColumns}`,
        [record.clinicId, record.caseId, ...fieldValues(input)],
      )) as CoverageView[];
      await writeAudit(manager, scope, {
        entityType: 'case_coverage',
        entityId: created.id,
        action: 'create',
        clinicId: record.clinicId,
        newValues: auditedFields(created),
      });
      await this.alertRecheck?.request(manager, created.caseId);
      return created;
    });
  }

  async update(scope: Scope, input: CoverageUpdateInput): Promise<CoverageView> {
    assertCanWriteClaims(scope);
    return this.dataSource.transaction(async (manager) => {
      const before = await this.lockOwn(manager, scope, input.id);
      const [[updated]] = (await manager.query(
        `UPDATE case_coverages AS cc SET coverage_type = $2, carrier_name = $3, payer_id = $4, policy_number = $5,
                carrier_claim_number = $6, member_id = $7, insured_name = $8, insured_relationship = $9,
                limit_amount = $10, adjuster_name = $11, adjuster_phone = $12, updated_at = now()
          WHERE cc.id = $1 RETURNING ${coverageColumns}`,
        [input.id, ...fieldValues(input)],
      )) as [CoverageView[], number];
      await writeAudit(manager, scope, {
        entityType: 'case_coverage',
        entityId: input.id,
        action: 'update',
        clinicId: scope.clinicId,
        oldValues: auditedFields(before),
        newValues: auditedFields(updated),
      });
      await this.alertRecheck?.request(manager, updated.caseId);
      return updated;
    });
  }

  /** Removes a coverage no claim names (a claim keeps the payer it was sent to). */
  async remove(scope: Scope, id: number): Promise<number> {
    assertCanWriteClaims(scope);
    return this.dataSource.transaction(async (manager) => {
      const before = await this.lockOwn(manager, scope, id);
      const [used] = (await manager.query(`SELECT count(*)::int AS n FROM insurance_claims WHERE insurance_id = $1`, [
        id,
      ])) as { n: number }[];
      if (used.n > 0) throw new ConflictError(`This coverage is on ${used.n} claim(s) and cannot be removed`, 'id');
      await manager.query(`DELETE FROM case_coverages WHERE id = $1`, [id]);
      await writeAudit(manager, scope, {
        entityType: 'case_coverage',
        entityId: id,
        action: 'delete',
        clinicId: scope.clinicId,
        oldValues: auditedFields(before),
      });
      await this.alertRecheck?.request(manager, before.caseId);
      return id;
    });
  }

  private async lockOwn(manager: DataSource['manager'], scope: Scope, id: number): Promise<CoverageView> {
    const params = new SqlParams();
    const condition = caseOwnedScopeSql(scope, params, 'cc', 'c');
    const [row] = (await manager.query(
      `SELECT ${coverageColumns} FROM case_coverages cc JOIN cases c ON c.id = cc.case_id
        WHERE cc.id = ${params.add(id)} AND ${condition} FOR UPDATE OF cc`,
      params.values,
    )) as CoverageView[];
    if (!row) throw new NotFoundError('Coverage');
    return row;
  }
}
