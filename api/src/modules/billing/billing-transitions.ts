import { InputError } from '../../platform/errors';
import { BillingStatus } from './billing.enums';

/** The only moves a billing entry can make (issue 5): everything else is refused by name. */
const allowedMoves: Record<BillingStatus, readonly BillingStatus[]> = {
  [BillingStatus.pending]: [BillingStatus.submitted],
  [BillingStatus.submitted]: [BillingStatus.paid, BillingStatus.denied],
  [BillingStatus.denied]: [BillingStatus.pending],
  [BillingStatus.paid]: [],
};

export const nextStatuses = (from: BillingStatus): readonly BillingStatus[] => allowedMoves[from];

export function assertTransition(from: BillingStatus, to: BillingStatus): void {
  if (!allowedMoves[from].includes(to)) {
    throw InputError.field('status', `A billing entry cannot move from ${from} to ${to}`);
  }
}
