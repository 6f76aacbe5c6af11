import { ConflictError } from '../../platform/errors';
import type { ClaimStatus } from './insurance-claim.enums';

/** draft → submitted → paid or denied; a denied claim may be appealed, and an appeal ends paid or denied. */
const nextStatusesOf: Record<ClaimStatus, readonly ClaimStatus[]> = {
  draft: ['submitted'],
  submitted: ['paid', 'denied'],
  denied: ['appealed'],
  appealed: ['paid', 'denied'],
  paid: [],
};

export const nextClaimStatuses = (status: ClaimStatus): readonly ClaimStatus[] => nextStatusesOf[status];

const actionOf: Record<ClaimStatus, string> = {
  draft: 'returned to draft',
  submitted: 'submitted',
  paid: 'paid',
  denied: 'denied',
  appealed: 'appealed',
};

export function assertClaimTransition(from: ClaimStatus, to: ClaimStatus): void {
  if (!nextStatusesOf[from].includes(to))
    throw new ConflictError(`A ${from} claim cannot be ${actionOf[to]}`, 'status');
}
