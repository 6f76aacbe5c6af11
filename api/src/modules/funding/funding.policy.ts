import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import type { SqlParams } from '../../db/sql-params';
import { isCaseAttorney } from '../cases/case-access.policy';
import { FundingRequestStatus } from './funding.enums';

/**
 * Who reads funding requests (decision 381): the case's attorney now, and the operator. The clinic
 * does not: the funding is the client's and the firm's affair with the partner, and the clinic's own
 * figures reach the partner only as the verified packet the attorney chose to share. Partners read
 * one request through its link (funding-partner.routes.ts), never through a session.
 */
export function fundingScopeSql(scope: Scope, params: SqlParams, caseAlias: string): string {
  switch (scope.role) {
    case Role.super_admin:
      return 'TRUE';
    case Role.attorney:
      return scope.attorneyId === null ? 'FALSE' : `${caseAlias}.attorney_id = ${params.add(scope.attorneyId)}`;
    default:
      return 'FALSE';
  }
}

/** What the signed-in user may do with a request now; the service enforces the same. */
export function fundingAbilities(
  scope: Scope | null,
  request: { status: FundingRequestStatus; caseAttorneyId: number | null; clinicId: number; hasQuoteApi: boolean },
) {
  const attorney = scope !== null && isCaseAttorney(scope, request);
  return {
    canSubmit: attorney && request.status === FundingRequestStatus.pending,
    canQuote: attorney && request.status === FundingRequestStatus.submitted,
    canRecordFunded: attorney && request.status === FundingRequestStatus.approved,
    canRenewLink: attorney && request.status === FundingRequestStatus.submitted,
  };
}
