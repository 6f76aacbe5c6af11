import { ForbiddenError } from '../../platform/errors';
import { fieldRule } from '../../platform/access/field-access';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import type { SqlParams } from '../../db/sql-params';

/**
 * Who may touch a case and everything that hangs off it (patients, messages, bills, documents,
 * ledgers, the attorney portal, the dashboard and every new case-owned record): the one rule.
 *
 * - Clinic users: their clinic's cases and records (the record's own `clinic_id`).
 * - Attorneys: the cases assigned to them now (the case's `attorney_id`), and those cases' records
 *   and patients.
 * - The operator (super admin): everything.
 *
 * Once in SQL (lists and reads: `caseScopeSql`, `caseOwnedScopeSql`, `patientScopeSql`), in one
 * dialect (positional `$n` through SqlParams), and once in memory for live events (`caseVisibleTo`,
 * where a record is loaded once for every subscriber). Tests keep the two halves in agreement
 * (live-messages.test.ts, case-access.policy.test.ts). Out of scope always reads as not found.
 */

/** What decides who may read a record that hangs off a case (a message, a bill, a ledger). */
export interface CaseAccessFacts {
  clinicId: number;
  caseAttorneyId: number | null;
}

/**
 * The SQL condition limiting records of a case to the scope: `rowAlias` is the record (its
 * `clinic_id`), `caseAlias` its case (its `attorney_id`). For the cases themselves both are the case.
 */
export function caseOwnedScopeSql(scope: Scope, params: SqlParams, rowAlias: string, caseAlias: string): string {
  switch (scope.role) {
    case Role.super_admin:
      return 'TRUE';
    case Role.attorney:
      return scope.attorneyId === null ? 'FALSE' : `${caseAlias}.attorney_id = ${params.add(scope.attorneyId)}`;
    case Role.clinic_staff:
    case Role.clinic_admin:
      return scope.clinicId === null ? 'FALSE' : `${rowAlias}.clinic_id = ${params.add(scope.clinicId)}`;
    case Role.patient:
    case Role.operator_staff:
      // A patient reads their own records through the portal's own queries only (decision 410);
      // operator staff never read patient data across clinics (decision 441).
      return 'FALSE';
  }
}

/** The SQL condition limiting cases (alias `caseAlias`) to the scope. */
export const caseScopeSql = (scope: Scope, params: SqlParams, caseAlias: string): string =>
  caseOwnedScopeSql(scope, params, caseAlias, caseAlias);

/** Patients a scope may read: its clinic's; for an attorney, the patients of the cases they hold. */
export function patientScopeSql(scope: Scope, params: SqlParams, patientAlias: string): string {
  if (scope.role === Role.attorney && scope.attorneyId !== null)
    return `EXISTS (SELECT 1 FROM cases scope_case WHERE scope_case.patient_id = ${patientAlias}.id AND ${caseScopeSql(scope, params, 'scope_case')})`;
  return caseScopeSql(scope, params, patientAlias);
}

/** The in-memory half of `caseOwnedScopeSql`, for live events. */
export function caseVisibleTo(scope: Scope, record: CaseAccessFacts): boolean {
  switch (scope.role) {
    case Role.super_admin:
      return true;
    case Role.attorney:
      return scope.attorneyId !== null && record.caseAttorneyId === scope.attorneyId;
    case Role.clinic_staff:
    case Role.clinic_admin:
      return scope.clinicId !== null && record.clinicId === scope.clinicId;
    case Role.patient:
    case Role.operator_staff:
      return false;
  }
}

/** The clinic that owns the record, acting as itself. */
export const isOwningClinic = (scope: Scope, record: CaseAccessFacts): boolean =>
  (scope.role === Role.clinic_staff || scope.role === Role.clinic_admin) && scope.clinicId === record.clinicId;

/** The attorney the case is assigned to now. */
export const isCaseAttorney = (scope: Scope, record: CaseAccessFacts): boolean =>
  scope.role === Role.attorney && scope.attorneyId !== null && scope.attorneyId === record.caseAttorneyId;

/**
 * Internal notes are the clinic's own (a case's, a patient's, a transfer's, a patient status
 * change's): never shown to attorneys. The rule looks at the scope only.
 */
export const internalNotesVisible = fieldRule<unknown>(
  'internalNotesVisible',
  (scope) => scope !== null && scope.role !== Role.attorney,
);

/** Who may open, edit and transfer cases: clinic users (their clinic) and the operator. Never attorneys. */
export function assertCanWriteCases(scope: Scope): void {
  if (scope.role === Role.attorney) throw new ForbiddenError('Attorneys cannot change cases; ask the clinic');
}

/** Who may add patients: clinic users, for their own clinic (returned). */
export function assertCanCreatePatients(scope: Scope): number {
  if ((scope.role === Role.clinic_staff || scope.role === Role.clinic_admin) && scope.clinicId !== null)
    return scope.clinicId;
  throw new ForbiddenError('Only clinic users can add patients');
}

/** Who may change patients: clinic users (their clinic's) and the operator. */
export function assertCanEditPatients(scope: Scope): void {
  if (scope.role === Role.attorney) throw new ForbiddenError('Attorneys cannot change patient records');
}
