/**
 * What each revenue figure means, in words a finance person can check against the data. One entry
 * per figure of revenue-figures.sql.ts; the Revenue tab shows them beside the figures.
 */
export const revenueDefinitions = {
  mrr: "Monthly recurring revenue: the sum of every clinic's current monthly amount while its subscription is active or overdue (an annual price counts as a twelfth). Trials, suspended and cancelled clinics count 0.",
  arr: 'Annual recurring revenue: MRR × 12.',
  averageRevenuePerClinic:
    'Average revenue per paying clinic (ARPA): MRR divided by the number of clinics whose MRR is above 0.',
  revenueByPlan: "Paying clinics on each plan and the sum of their MRR, by each clinic's current plan.",
  startMrr: 'MRR just before the period begins.',
  endMrr: 'MRR at the end of the period (for the current period: now).',
  growthPercent: '(MRR at the end − MRR at the start) ÷ MRR at the start.',
  newMrr:
    'MRR of clinics that started paying for the first time in the period (a trial that converts counts when it converts).',
  expansionMrr: 'Increases of MRR of clinics already paying (upgrades, a higher price).',
  contractionMrr: 'Decreases of MRR of clinics that keep paying (downgrades, a lower price).',
  churnedMrr: 'MRR lost when a paying clinic stopped paying (cancelled or suspended) in the period.',
  reactivationMrr: 'MRR of clinics that had paid before, stopped, and started paying again in the period.',
  logoChurnPercent: 'Clinics paying at the start but not at the end ÷ clinics paying at the start.',
  revenueChurnPercent:
    'Gross revenue churn: (churned + contraction MRR of the clinics paying at the start) ÷ MRR at the start.',
  netRevenueRetentionPercent:
    '(MRR at the start + expansion − contraction − churn, counting only clinics paying at the start) ÷ MRR at the start. Above 100% means existing clinics grew.',
  newClinics: 'Clinics that started paying for the first time in the period.',
  upgrades: 'Changes that raised the MRR of a clinic already paying.',
  downgrades: 'Changes that lowered the MRR of a clinic that keeps paying.',
  cashCollected: 'Successful charges minus successful refunds dated in the period.',
  lifetimeValue:
    'Lifetime value: ARPA at the end of the period ÷ the monthly revenue churn rate (revenue churn ÷ the months the period has run). Not shown when nothing churned: there is not enough history to estimate a lifetime.',
  ltvToCac: 'Lifetime value ÷ customer acquisition cost (sales commissions and campaign costs per new clinic).',
} as const;

export type RevenueFigure = keyof typeof revenueDefinitions;

/** Why a figure has no value, shown in its place. */
export const notEnoughHistoryForLtv = 'Not enough history: no revenue churned in this period.';
export const acquisitionCostUnknown =
  'Not known: acquisition costs (sales commissions, campaign costs) are not recorded yet, so LTV:CAC is not computed.';
