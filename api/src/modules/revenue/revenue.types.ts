import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Decimal } from '../../platform/graphql/scalars';

export enum RevenuePeriodKind {
  month = 'month',
  quarter = 'quarter',
  year = 'year',
}
registerEnumType(RevenuePeriodKind, {
  name: 'RevenuePeriodKind',
  description: 'A calendar month, quarter or year (UTC)',
});

@ObjectType({ description: "A plan's paying clinics and their MRR" })
export class RevenueByPlan {
  @Field(() => String)
  planCode: string;

  @Field(() => String)
  planName: string;

  @Field(() => Int)
  clinics: number;

  @Field(() => Decimal)
  mrr: string;
}

@ObjectType({ description: 'Recurring revenue now, from the subscription history (super admin only)' })
export class RevenueSummary {
  @Field(() => Decimal)
  mrr: string;

  @Field(() => Decimal)
  arr: string;

  @Field(() => Int)
  payingClinics: number;

  @Field(() => Decimal, { nullable: true, description: 'Null when no clinic pays' })
  averageRevenuePerClinic: string | null;

  @Field(() => [RevenueByPlan])
  byPlan: RevenueByPlan[];
}

@ObjectType({ description: "A period's revenue movements and rates; percentages are null when their base is 0" })
export class RevenuePeriod {
  @Field(() => RevenuePeriodKind)
  kind: RevenuePeriodKind;

  @Field(() => String, { description: 'First day, YYYY-MM-DD (UTC)' })
  start: string;

  @Field(() => String, { description: 'Day after the last, YYYY-MM-DD (UTC)' })
  end: string;

  @Field(() => String, { description: 'As shown: "November 2026", "Q4 2026", "2026"' })
  label: string;

  @Field(() => Decimal)
  startMrr: string;

  @Field(() => Decimal)
  endMrr: string;

  @Field(() => Decimal, { nullable: true })
  growthPercent: string | null;

  @Field(() => Decimal)
  newMrr: string;

  @Field(() => Decimal)
  expansionMrr: string;

  @Field(() => Decimal)
  contractionMrr: string;

  @Field(() => Decimal)
  churnedMrr: string;

  @Field(() => Decimal)
  reactivationMrr: string;

  @Field(() => Int)
  payingClinicsAtStart: number;

  @Field(() => Int)
  payingClinicsAtEnd: number;

  @Field(() => Int, { description: 'Clinics paying at the start and not at the end' })
  churnedClinics: number;

  @Field(() => Decimal, { nullable: true })
  logoChurnPercent: string | null;

  @Field(() => Decimal, { nullable: true })
  revenueChurnPercent: string | null;

  @Field(() => Decimal, { nullable: true })
  netRevenueRetentionPercent: string | null;

  @Field(() => Int)
  newClinics: number;

  @Field(() => Int)
  upgrades: number;

  @Field(() => Int)
  downgrades: number;

  @Field(() => Int)
  reactivations: number;

  @Field(() => Decimal)
  cashCollected: string;

  @Field(() => Decimal, { nullable: true, description: 'ARPA at the end of the period' })
  averageRevenuePerClinic: string | null;

  @Field(() => Decimal, { nullable: true })
  lifetimeValue: string | null;

  @Field(() => String, { nullable: true, description: 'Why lifetimeValue is null' })
  lifetimeValueNote: string | null;

  @Field(() => String, { nullable: true, description: 'Always null until acquisition costs are recorded' })
  ltvToCac: string | null;

  @Field(() => String, { description: 'Why LTV:CAC is (not) known' })
  ltvToCacNote: string;
}

@ObjectType({ description: "One calendar month's closing MRR and movements" })
export class RevenueMonth {
  @Field(() => String, { description: 'YYYY-MM' })
  month: string;

  @Field(() => Decimal)
  endMrr: string;

  @Field(() => Decimal)
  newMrr: string;

  @Field(() => Decimal)
  expansionMrr: string;

  @Field(() => Decimal)
  contractionMrr: string;

  @Field(() => Decimal)
  churnedMrr: string;

  @Field(() => Decimal)
  reactivationMrr: string;
}

@ObjectType({ description: 'What a revenue figure means' })
export class RevenueDefinition {
  @Field(() => String)
  figure: string;

  @Field(() => String)
  definition: string;
}
