import type { EntityManager } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import { caseScopeSql, type CaseAccessFacts } from './case-access.policy';
import type { CaseStatus } from './case.enums';
import { rowWriteLock } from '../../db/sql/row-lock';

/** What a write of a case-owned record needs to know about its case. */
export interface CaseFacts extends CaseAccessFacts {
  caseId: number;
  caseNumber: string;
  patientId: number;
  status: CaseStatus;
  ledgerClosedAt: Date | null;
}

/**
 * The one way a write gets the facts of its case: one indexed read of the case row, limited to the
 * scope (case-access.policy), or null when the case is missing or out of scope (the caller answers
 * with its own not-found). With `lock`, the case row is locked until the transaction ends, so writes
 * on one case queue up (a ledger close cannot interleave with a posting).
 */
export async function caseFactsForWrite(
  manager: EntityManager,
  scope: Scope,
  caseId: number,
  options: { lock?: boolean } = {},
): Promise<CaseFacts | null> {
  const params = new SqlParams();
  const [facts] = (await manager.query(
    `SELECT c.id AS "caseId", c.case_number AS "caseNumber", c.clinic_id AS "clinicId",
            c.attorney_id AS "caseAttorneyId", c.patient_id AS "patientId", c.status,
            c.ledger_closed_at AS "ledgerClosedAt"
       FROM cases c
      WHERE c.id = ${params.add(caseId)} AND ${caseScopeSql(scope, params, 'c')}${options.lock ? ` ${rowWriteLock}` : ''}`,
    params.values,
  )) as CaseFacts[];
  return facts ?? null;
}
