import type { SalesCommissionView, SalesLeadView, SalesRepresentativeView } from './sales.types';

const amount = (value: string | null) => (value === null ? null : Number(value));

/** The spec's sales representative shape (numbers as JSON numbers), plus the structure's details. */
export const salesRepresentativeJson = (rep: SalesRepresentativeView) => ({
  id: rep.id,
  firstName: rep.firstName,
  lastName: rep.lastName,
  email: rep.email,
  phone: rep.phone,
  commissionRate: Number(rep.commissionRate),
  commissionStructure: rep.commissionStructure,
  tiers: rep.tiers.map((tier) => ({ fromAmount: Number(tier.fromAmount), rate: Number(tier.rate) })),
  flatAmount: amount(rep.flatAmount),
  territory: rep.territory,
  monthlyQuota: Number(rep.monthlyQuota),
  isActive: rep.isActive,
  ytdSales: Number(rep.ytdSales),
  totalEarned: Number(rep.totalEarned),
});

/** The spec's commission shape. */
export const salesCommissionJson = (commission: SalesCommissionView) => ({
  id: commission.id,
  salesRepId: commission.salesRepId,
  subscriptionPlan: commission.subscriptionPlan,
  billingFrequency: commission.billingFrequency,
  saleType: commission.saleType,
  saleDate: commission.saleDate,
  saleAmount: Number(commission.saleAmount),
  commissionAmount: Number(commission.commissionAmount),
  commissionRate: amount(commission.commissionRate),
  status: commission.status,
  kind: commission.kind,
  clinicName: commission.clinicName,
});

/** The spec's lead shape, with the score's explanation. */
export const salesLeadJson = (lead: SalesLeadView) => ({
  id: lead.id,
  companyName: lead.companyName,
  contactName: lead.contactName,
  email: lead.email,
  status: lead.status,
  source: lead.source,
  leadScore: lead.leadScore,
  estimatedValue: amount(lead.estimatedValue),
  nextFollowUp: lead.nextFollowUp,
  scoreExplanation: lead.scoreExplanation,
});
