/** Words for the funding codes, shared by the attorney's tab, the partner's page and the operator's screen. */
export const fundingStatusLabels: Record<
  string,
  { label: string; color: 'default' | 'info' | 'success' | 'error' | 'warning' }
> = {
  pending: { label: 'Draft', color: 'default' },
  submitted: { label: 'Awaiting partner', color: 'warning' },
  approved: { label: 'Approved', color: 'info' },
  declined: { label: 'Declined', color: 'error' },
  funded: { label: 'Funded', color: 'success' },
};

export const urgencyLabels: Record<string, string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
};

export const shareLabels: Record<string, { label: string; description: string }> = {
  accident: { label: 'Accident', description: 'Case type and accident date' },
  ledger: { label: 'Ledger', description: "The clinic's billed to date, credits and balance" },
  treatment: { label: 'Treatment', description: 'Visits attended, missed and booked; the plan' },
  coverage: { label: 'Policy limits', description: 'Each coverage: carrier and limit' },
};

export const fundingTypeLabels: Record<string, string> = {
  pre_settlement: 'Pre-settlement',
  medical: 'Medical',
  case_cost: 'Case costs',
};

/** The server's referral-compensation rule (api funding.input.ts), so forms catch it first (decision 384). */
export const referralCompensationPattern =
  /\b(referral|referring|finder'?s?)[\s-]*(fees?|bonus(es)?|commissions?|payments?|rewards?|kickbacks?)\b|\bkick-?backs?\b|\b(fee|commission|payment|bonus)\s+(for|per)\s+(each\s+|every\s+)?(referral|referred|case\s+sent|client\s+sent)/i;
export const referralMessage = (label: string) =>
  `${label} cannot offer or ask for a fee or payment tied to referrals: Casebridge does not allow it`;
