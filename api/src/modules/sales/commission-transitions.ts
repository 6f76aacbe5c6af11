import { ConflictError } from '../../platform/errors';

const statusWords: Record<string, string> = {
  pending: 'A pending',
  approved: 'An approved',
  paid: 'A paid',
  clawed_back: 'A clawed back',
};

/** Approve: pending -> approved, and only a sale's commission; every other move named in its refusal. */
export function assertApprovable(commission: { kind: string; status: string }): void {
  if (commission.kind === 'clawback')
    throw new ConflictError('A clawback line cannot be approved: the next payout nets it against the commissions');
  if (commission.status === 'approved') throw new ConflictError('This commission is already approved');
  if (commission.status !== 'pending')
    throw new ConflictError(`${statusWords[commission.status] ?? commission.status} commission cannot be approved`);
}

export const nothingToPayMessage = (name: string) => `${name} has no approved commissions to pay`;
export const clawbacksExceedMessage = (name: string, approved: string, clawbacks: string) =>
  `${name}'s open clawbacks (${clawbacks}) are not less than the approved commissions (${approved}): nothing to pay yet`;
