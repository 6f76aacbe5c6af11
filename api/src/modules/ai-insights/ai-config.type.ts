import { Field, ObjectType } from 'type-graphql';
import { AnalysisType, PredictionType } from '../ai/ai.enums';

@ObjectType({ description: 'Which AI features the platform’s AI features setting turns on' })
export class AiFeatureSwitches {
  @Field() insights: boolean;
  @Field() caseAnalysis: boolean;
  @Field() documentAnalysis: boolean;
  @Field() chat: boolean;
  @Field() predictions: boolean;
}

@ObjectType({ description: 'The spec’s AI config: the features switched on, the analysis and prediction types' })
export class AiConfig {
  @Field(() => AiFeatureSwitches) features: AiFeatureSwitches;
  @Field(() => [AnalysisType]) analysisTypes: AnalysisType[];
  @Field(() => [PredictionType]) predictionTypes: PredictionType[];
}
