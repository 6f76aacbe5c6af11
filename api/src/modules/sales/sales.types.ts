import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Decimal, LocalDate } from '../../platform/graphql/scalars';
import { historyRanges, type HistoryRange } from '../billing-controls/history-range';

export const SalesCommissionRange = Object.fromEntries(historyRanges.map((range) => [range, range])) as {
  [K in HistoryRange]: K;
};
registerEnumType(SalesCommissionRange, {
  name: 'SalesCommissionRange',
  description: 'Commissions by sale date: this week (from Monday), month, quarter or year, in UTC',
});

@ObjectType({ simpleResolvers: true })
export class CommissionTier {
  @Field(() => Decimal) fromAmount: string;
  @Field(() => Decimal) rate: string;
}

@ObjectType({ description: 'A sales representative with their computed sales and earnings', simpleResolvers: true })
export class SalesRepresentativeView {
  @Field(() => Int) id: number;
  @Field(() => String) firstName: string;
  @Field(() => String) lastName: string;
  @Field(() => String) email: string;
  @Field(() => String, { nullable: true }) phone: string | null;
  @Field(() => Decimal, { description: 'Percent (percentage structure)' }) commissionRate: string;
  @Field(() => String, { description: 'percentage, flat or tiered' }) commissionStructure: string;
  @Field(() => [CommissionTier]) tiers: CommissionTier[];
  @Field(() => Decimal, { nullable: true }) flatAmount: string | null;
  @Field(() => String, { nullable: true }) territory: string | null;
  @Field(() => Decimal) monthlyQuota: string;
  @Field(() => Boolean) isActive: boolean;
  @Field(() => Decimal, { description: 'Paid sales this calendar year (UTC), clawed back ones left out' })
  ytdSales: string;
  @Field(() => Decimal, { description: 'Paid sales this month: the quota attainment' }) monthSales: string;
  @Field(() => Decimal, { description: 'Everything paid out to them, clawback lines netted' }) totalEarned: string;
  @Field(() => Decimal, { description: 'Pending commissions, waiting for approval' }) pendingAmount: string;
  @Field(() => Decimal, { description: 'What Process Payout would pay now (approved, less open clawbacks)' })
  payableAmount: string;
}

@ObjectType({ description: 'A commission on a paid subscription invoice, or a clawback line', simpleResolvers: true })
export class SalesCommissionView {
  @Field(() => Int) id: number;
  @Field(() => String, { description: 'sale, or clawback (a negative line netted by the next payout)' }) kind: string;
  @Field(() => Int) salesRepId: number;
  @Field(() => String) salesRepName: string;
  @Field(() => Int) clinicId: number;
  @Field(() => String) clinicName: string;
  @Field(() => String) invoiceNumber: string;
  @Field(() => String) subscriptionPlan: string;
  @Field(() => String, { nullable: true }) billingFrequency: string | null;
  @Field(() => String, { description: 'new, upgrade or renewal' }) saleType: string;
  @Field(() => LocalDate) saleDate: string;
  @Field(() => Decimal) saleAmount: string;
  @Field(() => Decimal, { nullable: true, description: 'Percent applied; none for a flat commission' })
  commissionRate: string | null;
  @Field(() => Decimal) commissionAmount: string;
  @Field(() => String, { description: 'pending, approved, paid or clawed_back' }) status: string;
  @Field(() => String, { nullable: true }) clawbackReason: string | null;
  @Field(() => Int, { nullable: true }) payoutId: number | null;
}

@ObjectType({
  description: 'One part of a lead score: what it looked at and the points it gave',
  simpleResolvers: true,
})
export class LeadScorePart {
  @Field(() => String) factor: string;
  @Field(() => String) detail: string;
  @Field(() => Int) points: number;
  @Field(() => Int) maxPoints: number;
}

@ObjectType({ description: 'A sales lead with its explained score', simpleResolvers: true })
export class SalesLeadView {
  @Field(() => Int) id: number;
  @Field(() => String) companyName: string;
  @Field(() => String) contactName: string;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => String, { nullable: true }) phone: string | null;
  @Field(() => String, { description: 'new, contacted, qualified, won or lost' }) status: string;
  @Field(() => String) source: string;
  @Field(() => String, { nullable: true }) state: string | null;
  @Field(() => String, { nullable: true }) monthlyPiCases: string | null;
  @Field(() => Int, { description: '0 to 100' }) leadScore: number;
  @Field(() => [LeadScorePart]) scoreExplanation: LeadScorePart[];
  @Field(() => Decimal, { nullable: true }) estimatedValue: string | null;
  @Field(() => LocalDate, { nullable: true }) nextFollowUp: string | null;
  @Field(() => Boolean, { description: 'An open lead whose next follow-up is today or past' }) followUpDue: boolean;
  @Field(() => Int) followUpCount: number;
  @Field(() => Int, { nullable: true }) assignedRepId: number | null;
  @Field(() => String, { nullable: true }) assignedRepName: string | null;
  @Field(() => String, { nullable: true }) notes: string | null;
  @Field(() => Int, { nullable: true }) waitlistEntryId: number | null;
  @Field(() => Int, { nullable: true }) clinicId: number | null;
  @Field(() => String, { nullable: true }) clinicName: string | null;
}

@ObjectType({ description: 'A payout to a rep', simpleResolvers: true })
export class SalesPayoutView {
  @Field(() => Int) id: number;
  @Field(() => Int) salesRepId: number;
  @Field(() => String) salesRepName: string;
  @Field(() => LocalDate) periodStart: string;
  @Field(() => LocalDate) periodEnd: string;
  @Field(() => Decimal) total: string;
  @Field(() => Int, { description: 'Commission and clawback lines it settled' }) commissionCount: number;
  @Field(() => String) processedByName: string;
  @Field(() => Date) processedAt: Date;
}

@ObjectType({ description: "A figure's change from last month, computed", simpleResolvers: true })
export class SalesFigureChange {
  @Field(() => String, { description: 'e.g. "+12.5% from last month", "+2 this month", "No sales last month"' })
  text: string;
  @Field(() => Boolean, { description: 'Up or level (false: down)' }) positive: boolean;
}

@ObjectType({ description: "The Sales page's four cards", simpleResolvers: true })
export class SalesSummary {
  @Field(() => Decimal, { description: "This month's paid subscription sales of the reps" }) totalRevenue: string;
  @Field(() => SalesFigureChange) totalRevenueChange: SalesFigureChange;
  @Field(() => Decimal, { description: "This month's commissions (clawback lines netted)" }) totalCommissions: string;
  @Field(() => SalesFigureChange) totalCommissionsChange: SalesFigureChange;
  @Field(() => Int, { description: 'Commissions waiting for approval' }) pendingCommissions: number;
  @Field(() => Int) activeReps: number;
  @Field(() => Int) totalReps: number;
  @Field(() => SalesFigureChange) activeRepsChange: SalesFigureChange;
  @Field(() => Int, { description: 'Leads new, contacted or qualified' }) activeLeads: number;
  @Field(() => Int) qualifiedLeads: number;
  @Field(() => SalesFigureChange) activeLeadsChange: SalesFigureChange;
}
