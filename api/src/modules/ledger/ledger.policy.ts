import type { Scope } from '../../platform/access/scope';
import { isCaseAttorney, isOwningClinic, type CaseAccessFacts } from '../cases/case-access.policy';
import { ReductionAction, ReductionStatus } from './ledger.enums';
import { compareMoney } from '../../platform/money';

export interface LedgerFacts extends CaseAccessFacts {
  closedAt: Date | null;
  balance: string;
  reductionRequests: { status: ReductionStatus }[];
}

const openStatus = (status: ReductionStatus) =>
  status === ReductionStatus.pending || status === ReductionStatus.countered;

/** Who may answer an open reduction request, and how: the clinic answers a request, the attorney a counter. */
export function reductionActionsFor(scope: Scope, ledger: CaseAccessFacts, status: ReductionStatus): ReductionAction[] {
  if (isOwningClinic(scope, ledger) && status === ReductionStatus.pending)
    return [ReductionAction.accept, ReductionAction.reject, ReductionAction.counter];
  if (isCaseAttorney(scope, ledger) && status === ReductionStatus.pending) return [ReductionAction.withdraw];
  if (isCaseAttorney(scope, ledger) && status === ReductionStatus.countered)
    return [ReductionAction.accept, ReductionAction.reject, ReductionAction.withdraw];
  return [];
}

/** The one statement of who may do what on a ledger; the service enforces it, the screen shows it. */
export function ledgerAbilities(scope: Scope | null, ledger: LedgerFacts) {
  const open = ledger.closedAt === null;
  const attorney = scope !== null && isCaseAttorney(scope, ledger);
  const clinic = scope !== null && isOwningClinic(scope, ledger);
  const openRequest = ledger.reductionRequests.find((request) => openStatus(request.status));
  return {
    canRequestReduction: open && attorney && !openRequest && compareMoney(ledger.balance, '0') > 0,
    canRecordSettlement: open && attorney,
    canRecordPayment: open && clinic,
    canClose: open && clinic,
    reductionActions:
      open && scope !== null && openRequest ? reductionActionsFor(scope, ledger, openRequest.status) : [],
  };
}
