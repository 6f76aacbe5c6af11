import { Field, Float, Int, ObjectType } from 'type-graphql';
import { AnalysisStatus, AnalysisType } from '../ai/ai.enums';

@ObjectType({ description: 'The headline finding of an analysis' })
export class AiAnalysisHeadline {
  @Field() label: string;
  @Field() value: string;
}

@ObjectType({ description: 'One figure of the record an analysis read' })
export class AiDataPoint {
  @Field() key: string;
  @Field() label: string;
  @Field(() => String, { nullable: true }) value: string | null;
}

@ObjectType({ description: 'The spec’s ai_analytics row: one structured analysis of a case' })
export class AiCaseAnalysis {
  @Field(() => Int) id: number;
  @Field(() => Int) caseId: number;
  @Field(() => AnalysisType) analysisType: AnalysisType;
  @Field(() => AnalysisStatus) status: AnalysisStatus;
  @Field(() => Float, {
    nullable: true,
    description: 'How much of what it needs the record holds and the caller may read (0..1)',
  })
  confidence: number | null;
  @Field(() => AiAnalysisHeadline, {
    nullable: true,
    description: 'The spec’s prediction: the headline; null when failed',
  })
  prediction: AiAnalysisHeadline | null;
  @Field(() => [String]) insights: string[];
  @Field(() => [String]) recommendations: string[];
  @Field(() => [AiDataPoint]) dataPoints: AiDataPoint[];
  @Field(() => String, { nullable: true }) error: string | null;
  @Field(() => String, { nullable: true }) requestedByName: string | null;
  @Field() createdAt: Date;
}
