import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import type { SqlParams } from '../../db/sql-params';

/** What decides who may read a record that hangs off a case (a message, a bill, a ledger). */
export interface CaseOwnedFacts {
  clinicId: number;
  caseAttorneyId: number | null;
}

/**
 * Who reads records of a case, once in SQL (lists) and once in memory (live events, where the record
 * is loaded once for every subscriber). Clinic users: their clinic's. Attorneys: their cases'.
 * The operator: all. Tests keep the two halves in agreement.
 */
export function caseOwnedScopeCondition(scope: Scope, params: SqlParams, rowAlias: string, caseAlias: string): string {
  switch (scope.role) {
    case Role.super_admin:
      return 'TRUE';
    case Role.attorney:
      return scope.attorneyId === null ? 'FALSE' : `${caseAlias}.attorney_id = ${params.add(scope.attorneyId)}`;
    case Role.clinic_staff:
    case Role.clinic_admin:
      return scope.clinicId === null ? 'FALSE' : `${rowAlias}.clinic_id = ${params.add(scope.clinicId)}`;
  }
}

export function caseOwnedVisibleTo(scope: Scope, record: CaseOwnedFacts): boolean {
  switch (scope.role) {
    case Role.super_admin:
      return true;
    case Role.attorney:
      return scope.attorneyId !== null && record.caseAttorneyId === scope.attorneyId;
    case Role.clinic_staff:
    case Role.clinic_admin:
      return scope.clinicId !== null && record.clinicId === scope.clinicId;
  }
}

/** The clinic that owns the record, acting as itself. */
export const isOwningClinic = (scope: Scope, record: CaseOwnedFacts): boolean =>
  (scope.role === Role.clinic_staff || scope.role === Role.clinic_admin) && scope.clinicId === record.clinicId;

/** The attorney the case is assigned to now. */
export const isCaseAttorney = (scope: Scope, record: CaseOwnedFacts): boolean =>
  scope.role === Role.attorney && scope.attorneyId !== null && scope.attorneyId === record.caseAttorneyId;
