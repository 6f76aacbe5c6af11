import { Field, InputType, Int } from 'type-graphql';
import { OneOf, RecordId } from '../../platform/validation/rules';
import { AnalysisType, analysisTypes } from '../ai/ai.enums';

@InputType({ description: 'The case to analyse and the kind of analysis' })
export class CaseAnalyzeInput {
  @Field(() => Int) @RecordId('Case must be chosen from the list') caseId: number;
  @Field(() => AnalysisType) @OneOf('Analysis type', analysisTypes) analysisType: AnalysisType;
}
