import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum ScorecardPeriod {
  month = 'month',
  quarter = 'quarter',
}
registerEnumType(ScorecardPeriod, {
  name: 'ScorecardPeriod',
  description: 'Trend buckets: UTC calendar months or quarters',
});

@ObjectType('AttorneyScorecardPoint', { simpleResolvers: true })
export class ScorecardPoint {
  @Field(() => String, { description: 'First day of the month or quarter (YYYY-MM-DD)' }) periodStart: string;
  @Field(() => Int) casesOpened: number;
  @Field(() => Int) casesClosed: number;
  @Field(() => Int) withdrawals: number;
  @Field(() => Float, { nullable: true }) avgDaysToPayment: number | null;
  @Field(() => Float, { nullable: true }) avgReductionPercent: number | null;
  @Field(() => Float, { nullable: true }) avgResponseHours: number | null;
}

@ObjectType('AttorneyScorecard', {
  simpleResolvers: true,
  description: 'How an attorney works with one clinic, computed from its cases, ledgers, transfers and messages',
})
export class ScorecardView {
  @Field(() => Int) clinicId: number;
  @Field(() => String) clinicName: string;
  @Field(() => Int) attorneyId: number;
  @Field(() => String) attorneyName: string;
  @Field(() => String, { nullable: true }) firmName: string | null;
  @Field(() => Int, { description: 'Cases the attorney holds now, not closed' }) casesOpen: number;
  @Field(() => Int) casesClosed: number;
  @Field(() => Int, { description: 'Cases transferred away from the attorney' }) withdrawals: number;
  @Field(() => Float, { description: 'Withdrawals / (withdrawals + cases held), percent' }) withdrawalRate: number;
  @Field(() => Int, { description: 'Settled cases with a payment on or after the settlement date' })
  paidSettlements: number;
  @Field(() => Int, { description: 'Settled cases with no payment yet' }) awaitingPayment: number;
  @Field(() => Float, { nullable: true, description: 'Average days from the settlement date to the first payment' })
  avgDaysToPayment: number | null;
  @Field(() => Int, { description: 'Closed cases with charges (the reduction average is theirs)' })
  reducedCases: number;
  @Field(() => Float, {
    nullable: true,
    description: 'Average over closed cases of (reductions + write-offs) / charges, percent',
  })
  avgReductionPercent: number | null;
  @Field(() => Int, { description: "Clinic messages the attorney's side answered" }) answeredMessages: number;
  @Field(() => Int, { description: 'Clinic messages still waiting for a reply' }) awaitingReply: number;
  @Field(() => Float, { nullable: true }) avgResponseHours: number | null;
  @Field(() => Float, { nullable: true }) medianResponseHours: number | null;
  @Field(() => [ScorecardPoint], {
    nullable: true,
    description: 'By period, oldest first (single-attorney reads only)',
  })
  trend: ScorecardPoint[] | null;
}
