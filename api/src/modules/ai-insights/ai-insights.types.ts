import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Decimal } from '../../platform/graphql/scalars';

@ObjectType({ description: 'The scope’s case figures (a clinic’s cases, or an attorney’s own)' })
export class AiCaseMetrics {
  @Field(() => Int) totalCases: number;
  @Field(() => Int, { description: 'Cases not closed (nor archived)' }) activeCases: number;
  @Field(() => Int) closedCases: number;
  @Field(() => Int, { description: 'Closed cases with a settlement amount: what averageSettlement averages' })
  settledCases: number;
  @Field(() => Decimal, { nullable: true, description: 'Mean settlement of closed cases with an amount; null: none' })
  averageSettlement: string | null;
  @Field(() => Float, {
    nullable: true,
    description: 'Mean months from opening to closing of closed cases; null: none',
  })
  averageDuration: number | null;
}

export enum AiRecommendationKind {
  treatment_gap = 'treatment_gap',
  bill_aging = 'bill_aging',
  attorney_review = 'attorney_review',
  policy_limit = 'policy_limit',
}
registerEnumType(AiRecommendationKind, { name: 'AiRecommendationKind' });

@ObjectType({ description: 'Something in the record that needs doing, about one case' })
export class AiRecommendation {
  @Field(() => AiRecommendationKind) kind: AiRecommendationKind;
  @Field() message: string;
  @Field(() => Int, {
    description: 'Higher is more urgent: days past the rule’s limit (policy limits: 3 per point past 80%)',
  })
  urgency: number;
  @Field(() => Int) caseId: number;
  @Field() caseNumber: string;
  @Field() patientName: string;
}

@ObjectType()
export class AiVolumePoint {
  @Field({ description: 'YYYY-MM (UTC)' }) month: string;
  @Field(() => Int, { description: 'Cases opened that month' }) count: number;
}

@ObjectType()
export class AiSettlementPoint {
  @Field({ description: 'YYYY-MM (UTC)' }) month: string;
  @Field(() => Int, { description: 'Cases closed that month with a settlement amount' }) count: number;
  @Field(() => Decimal, { nullable: true }) averageAmount: string | null;
}

@ObjectType()
export class AiDurationPoint {
  @Field({ description: 'YYYY-MM (UTC)' }) month: string;
  @Field(() => Int, { description: 'Cases closed that month' }) count: number;
  @Field(() => Float, { nullable: true, description: 'Mean months from opening to closing' }) averageMonths:
    number | null;
}

@ObjectType({ description: 'The last twelve calendar months, oldest first' })
export class AiTrends {
  @Field(() => [AiVolumePoint]) caseVolumeTrend: AiVolumePoint[];
  @Field(() => [AiSettlementPoint]) settlementTrend: AiSettlementPoint[];
  @Field(() => [AiDurationPoint]) treatmentDurationTrend: AiDurationPoint[];
}

@ObjectType({ description: 'The spec’s AI insights, computed from the scope’s own cases' })
export class AiInsights {
  @Field(() => AiCaseMetrics) caseMetrics: AiCaseMetrics;
  @Field(() => [AiRecommendation], { description: 'Most urgent first, at most 50' })
  recommendations: AiRecommendation[];
  @Field(() => AiTrends) trends: AiTrends;
}
