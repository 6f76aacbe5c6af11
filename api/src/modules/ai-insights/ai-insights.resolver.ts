import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { AiConfig } from './ai-config.type';
import { AiInsights } from './ai-insights.types';
import { CaseAnalyzeInput } from './case-analysis.input';
import { AiCaseAnalysis } from './case-analysis.type';

/** The AI dashboard's config, Insights and Case Analysis (clinic users and attorneys; the operator is refused). */
@Resolver()
export class AiInsightsResolver {
  @Authorized()
  @Query(() => AiConfig, { description: 'The spec’s AI config: features switched on, analysis and prediction types' })
  aiConfig(@Ctx() { scope, services }: GraphQLContext): Promise<AiConfig> {
    return services.aiInsights.config(scope!);
  }

  @Authorized()
  @Query(() => AiInsights, { description: 'Case figures, recommendations and trends of the caller’s own cases' })
  aiInsights(@Ctx() { scope, services }: GraphQLContext): Promise<AiInsights> {
    return services.aiInsights.insights(scope!);
  }

  @Authorized()
  @Query(() => [AiCaseAnalysis], { description: 'A case’s past analyses, newest first (at most 50)' })
  caseAnalyses(
    @Arg('caseId', () => Int) caseId: number,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<AiCaseAnalysis[]> {
    return services.caseAnalysis.history(scope!, caseId);
  }

  @Authorized()
  @Mutation(() => AiCaseAnalysis, {
    description: 'Runs one analysis of a case and stores it; a failure is stored with status failed',
  })
  caseAnalyze(
    @Arg('input', () => CaseAnalyzeInput) input: CaseAnalyzeInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<AiCaseAnalysis> {
    return services.caseAnalysis.analyze(scope!, input);
  }
}
