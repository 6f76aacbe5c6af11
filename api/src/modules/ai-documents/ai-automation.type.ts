import { Field, Float, Int, ObjectType } from 'type-graphql';
import { DocumentAnalysisStatus, PredictionType } from '../ai/ai.enums';

@ObjectType({ description: "One figure of a model's back-test, as the refit job stored it" })
export class BacktestFigure {
  @Field(() => String) name: string;
  @Field(() => Float) value: number;
}

@ObjectType({ description: 'The refits of one prediction type in the caller’s AI scope (from ai_models)' })
export class ModelRefitSummary {
  @Field(() => PredictionType) predictionType: PredictionType;
  @Field(() => Int, { description: 'The current (newest) version' }) currentVersion: number;
  @Field(() => Date) fittedAt: Date;
  @Field(() => Int, { description: 'Cases the current version was fitted on' }) trainingSize: number;
  @Field(() => Int, { description: 'Fits after the first one' }) refits: number;
  @Field(() => [BacktestFigure], { description: "The current version's back-test figures; empty when it has none" })
  backtest: BacktestFigure[];
}

@ObjectType()
export class DocumentAnalysisCount {
  @Field(() => DocumentAnalysisStatus) status: DocumentAnalysisStatus;
  @Field(() => Int) count: number;
}

@ObjectType({ description: 'A recent document analysis, with its document and case' })
export class RecentDocumentAnalysis {
  @Field(() => Int) documentId: number;
  @Field(() => String) fileName: string;
  @Field(() => Int) caseId: number;
  @Field(() => String) caseNumber: string;
  @Field(() => DocumentAnalysisStatus) status: DocumentAnalysisStatus;
  @Field(() => Int, { nullable: true }) processingTimeMs: number | null;
  @Field(() => Date, { description: 'When it completed, else when it was queued' }) at: Date;
}

@ObjectType({ description: 'What the AI does on its own in the caller’s scope, from the records it leaves' })
export class AiAutomationSummary {
  @Field(() => Boolean, { description: 'Whether the AI features setting turns predictions on' })
  predictionsOn: boolean;
  @Field(() => [ModelRefitSummary]) modelRefits: ModelRefitSummary[];
  @Field(() => Boolean, { description: 'Whether the AI features setting turns document analysis on' })
  documentAnalysisOn: boolean;
  @Field(() => [DocumentAnalysisCount], { description: 'Each status, with zero counts too' })
  documentAnalysisCounts: DocumentAnalysisCount[];
  @Field(() => Int, { nullable: true, description: 'Over completed analyses; null when none' })
  averageProcessingTimeMs: number | null;
  @Field(() => [RecentDocumentAnalysis], { description: 'The latest 5' })
  recentDocumentAnalyses: RecentDocumentAnalysis[];
}
