import { registerEnumType } from 'type-graphql';

/**
 * A funding request's life (decision 382): the attorney drafts it from the verified packet (pending)
 * and submits it to the partner (submitted); the partner approves (amount, rate, terms) or declines
 * (decision date); the attorney records the money received on an approved request (funded). Every
 * other move is refused with a message.
 */
export enum FundingRequestStatus {
  pending = 'pending',
  submitted = 'submitted',
  approved = 'approved',
  declined = 'declined',
  funded = 'funded',
}
registerEnumType(FundingRequestStatus, {
  name: 'FundingRequestStatus',
  description: 'pending -> submitted -> approved or declined (by the partner); approved -> funded',
});
export const fundingRequestStatuses = Object.values(FundingRequestStatus);

/** The moves allowed from each status; anything else is refused. */
export const fundingTransitions: Record<FundingRequestStatus, readonly FundingRequestStatus[]> = {
  pending: [FundingRequestStatus.submitted],
  submitted: [FundingRequestStatus.approved, FundingRequestStatus.declined],
  approved: [FundingRequestStatus.funded],
  declined: [],
  funded: [],
};

export enum FundingUrgency {
  low = 'low',
  normal = 'normal',
  high = 'high',
  urgent = 'urgent',
}
registerEnumType(FundingUrgency, { name: 'FundingUrgency' });
export const fundingUrgencies = Object.values(FundingUrgency);

/** What a partner funds (the spec's fundingTypes[]). */
export const fundingTypes = ['pre_settlement', 'medical', 'case_cost'] as const;
export type FundingType = (typeof fundingTypes)[number];

/** The parts of the verified packet a requester may share; each is chosen, none is retyped. */
export enum FundingShare {
  accident = 'accident',
  ledger = 'ledger',
  treatment = 'treatment',
  coverage = 'coverage',
}
registerEnumType(FundingShare, {
  name: 'FundingShare',
  description:
    "accident: case type and accident date; ledger: the clinic's balance and billed to date; treatment: visits attended and the plan; coverage: policy limits",
});
export const fundingShares = Object.values(FundingShare);

/** How long a partner's link opens, in days. */
export const partnerLinkDays = 14;

/** How long an instant quote may take. */
export const defaultQuoteTimeoutMs = 10_000;
