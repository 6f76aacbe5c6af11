import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { CasePredictions, PredictionModelView, PredictionRefitRequest } from './ai-predictions.type';

@Resolver()
export class AiPredictionResolver {
  @Authorized()
  @Query(() => CasePredictions, {
    description: 'Every prediction for a case in the caller’s AI scope, with ranges, confidence and factors',
  })
  casePredictions(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('caseId', () => Int) caseId: number,
  ): Promise<CasePredictions> {
    return services.aiPredictions.casePredictions(scope!, caseId);
  }

  @Authorized()
  @Query(() => [PredictionModelView], { description: 'The caller’s scope’s newest models with their back-tests' })
  predictionModels(@Ctx() { scope, services }: GraphQLContext): Promise<PredictionModelView[]> {
    return services.aiPredictions.predictionModels(scope!);
  }

  @Authorized()
  @Mutation(() => PredictionRefitRequest, { description: 'Clinic admins and attorneys: refit the models now' })
  async predictionRefit(@Ctx() { scope, services }: GraphQLContext): Promise<PredictionRefitRequest> {
    return { queued: await services.aiPredictions.refitNow(scope!) };
  }
}
