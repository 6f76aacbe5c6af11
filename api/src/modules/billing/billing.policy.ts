import type { SqlParams } from '../../db/sql-params';
import { isClinicRole, Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { ForbiddenError } from '../../platform/errors';
import { caseOwnedScopeSql, caseVisibleTo, type CaseAccessFacts } from '../cases/case-access.policy';
import { BillingStatus } from './billing.enums';

/** Bills are the clinic's to raise and move; attorneys and the operator read them. */
export const canWriteBilling = (scope: Scope): boolean => isClinicRole(scope.role) && scope.clinicId !== null;

export function assertCanWriteBilling(scope: Scope): void {
  if (!canWriteBilling(scope)) throw new ForbiddenError('Only clinic staff can create or change billing entries');
}

/**
 * Who reads which bills: the case rule, except that a pending bill is the clinic's draft until it is
 * submitted, so attorneys never see one (nor count it in a figure). Once in SQL and once in memory
 * for live events; billing-scope.test.ts checks both.
 */
export function billingScopeSql(scope: Scope, params: SqlParams, billAlias: string, caseAlias: string): string {
  const caseRule = caseOwnedScopeSql(scope, params, billAlias, caseAlias);
  return scope.role === Role.attorney && caseRule !== 'FALSE'
    ? `${caseRule} AND ${billAlias}.status <> '${BillingStatus.pending}'`
    : caseRule;
}

export interface BillScopeFacts extends CaseAccessFacts {
  status: BillingStatus;
}

export const billVisibleTo = (scope: Scope, bill: BillScopeFacts): boolean =>
  caseVisibleTo(scope, bill) && !(scope.role === Role.attorney && bill.status === BillingStatus.pending);
