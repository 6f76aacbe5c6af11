import type { ReductionRequest } from '../ledgerFields';
import { subtractMoney } from '../../../lib/money';

type Figures = Pick<ReductionRequest, 'status' | 'originalAmount' | 'requestedAmount' | 'counterAmount'>;

/** A request still waiting for an answer: pending (for the clinic) or countered (for the attorney). */
export function isOpenRequest(request: Pick<ReductionRequest, 'status'>): boolean {
  return request.status === 'pending' || request.status === 'countered';
}

/** The reduction asked for: the balance at the request minus the balance the attorney proposes. */
export function askedReduction(request: Pick<ReductionRequest, 'originalAmount' | 'requestedAmount'>): string {
  return subtractMoney(request.originalAmount, request.requestedAmount);
}

/** The balance that accepting now would agree on: the clinic's counter once there is one, else the proposal. */
export function balanceOnAccept(request: Figures): string {
  return request.status === 'countered' && request.counterAmount ? request.counterAmount : request.requestedAmount;
}

/** The reduction that accepting now would post to the ledger. */
export function reductionOnAccept(request: Figures): string {
  return subtractMoney(request.originalAmount, balanceOnAccept(request));
}

/** A Decimal percentage as people write it: "20.00" -> "20%", "12.50" -> "12.5%". */
export function formatPercentage(percentage: string): string {
  const trimmed = percentage.includes('.') ? percentage.replace(/\.?0+$/, '') : percentage;
  return `${trimmed}%`;
}
