import { formatMoney } from '../../../lib/format';

export const salesMessages = {
  repSaved: 'Sales representative saved successfully',
  repFailed: 'Failed to save sales representative',
  approved: 'Commission approved successfully',
  approveFailed: 'Could not approve the commission',
  paidOut: 'Payout processed successfully',
  payoutFailed: 'Could not process the payout',
  leadSaved: 'Lead saved',
  leadFailed: 'Could not save the lead',
  converted: 'Waitlist signup converted to a lead',
  convertFailed: 'Could not convert the waitlist signup',
} as const;

export const structureLabels: Record<string, string> = {
  percentage: 'Percentage',
  flat: 'Flat per sale',
  tiered: 'Tiered',
};
export const saleTypeLabels: Record<string, string> = { new: 'New', upgrade: 'Upgrade', renewal: 'Renewal' };
export const commissionStatusLabels: Record<string, string> = {
  pending: 'Pending',
  approved: 'Approved',
  paid: 'Paid',
  clawed_back: 'Clawed back',
};
export const leadStatuses = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export const leadStatusLabels: Record<string, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
};
export const commissionRanges = [
  { value: 'week', label: 'This Week' },
  { value: 'month', label: 'This Month' },
  { value: 'quarter', label: 'This Quarter' },
  { value: 'year', label: 'This Year' },
] as const;

/** The rep's terms in one phrase: "10% of each sale", "$150.00 per sale", "Tiered: 8% from $0.00, 12% from $1,000.00". */
export function termsOf(rep: {
  commissionStructure: string;
  commissionRate: string;
  flatAmount?: string | null;
  tiers: ReadonlyArray<{ fromAmount: string; rate: string }>;
}): string {
  if (rep.commissionStructure === 'flat') return `${formatMoney(rep.flatAmount ?? '0')} per sale`;
  if (rep.commissionStructure === 'tiered')
    return `Tiered: ${rep.tiers.map((tier) => `${Number(tier.rate)}% from ${formatMoney(tier.fromAmount)}`).join(', ')}`;
  return `${Number(rep.commissionRate)}% of each sale`;
}

/** Monthly sales against quota, as a whole percent (null without a quota). */
export function quotaAttainment(monthSales: string, monthlyQuota: string): number | null {
  const quota = Number(monthlyQuota);
  return quota > 0 ? Math.round((Number(monthSales) / quota) * 100) : null;
}
