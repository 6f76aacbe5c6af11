import type { Scope } from '../../platform/access/scope';
import { isCaseAttorney, isOwningClinic, type CaseAccessFacts } from '../cases/case-access.policy';
import type { ReductionAction, ReductionStatus } from './ledger.enums';
import { isOpenReduction, reductionActionsOf, type ReductionSide } from './reduction-transitions';
import { compareMoney } from '../../platform/money';

export interface LedgerFacts extends CaseAccessFacts {
  closedAt: Date | null;
  balance: string;
  reductionRequests: { status: ReductionStatus }[];
}

/** Which side of the negotiation the scope is on for this ledger, if any. */
export function reductionSideOf(scope: Scope, ledger: CaseAccessFacts): ReductionSide | null {
  if (isOwningClinic(scope, ledger)) return 'clinic';
  if (isCaseAttorney(scope, ledger)) return 'attorney';
  return null;
}

/**
 * Who may answer an open reduction request, and how: the clinic answers a request, the attorney a
 * counter (the moves are reduction-transitions.ts's).
 */
export function reductionActionsFor(scope: Scope, ledger: CaseAccessFacts, status: ReductionStatus): ReductionAction[] {
  const side = reductionSideOf(scope, ledger);
  return side === null ? [] : reductionActionsOf(side, status);
}

/** The one statement of who may do what on a ledger; the service enforces it, the screen shows it. */
export function ledgerAbilities(scope: Scope | null, ledger: LedgerFacts) {
  const open = ledger.closedAt === null;
  const attorney = scope !== null && isCaseAttorney(scope, ledger);
  const clinic = scope !== null && isOwningClinic(scope, ledger);
  const openRequest = ledger.reductionRequests.find((request) => isOpenReduction(request.status));
  return {
    canRequestReduction: open && attorney && !openRequest && compareMoney(ledger.balance, '0') > 0,
    canRecordSettlement: open && attorney,
    canRecordPayment: open && clinic,
    canClose: open && clinic,
    reductionActions:
      open && scope !== null && openRequest ? reductionActionsFor(scope, ledger, openRequest.status) : [],
  };
}
