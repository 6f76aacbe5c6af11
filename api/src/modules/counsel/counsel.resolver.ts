import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { LienNoticeView } from './lien-notice.type';
import { ScorecardPeriod, ScorecardView } from './scorecard.type';

/** Substitution of counsel (the lien notices) and the attorney scorecard. */
@Resolver()
export class CounselResolver {
  @Authorized()
  @Query(() => [LienNoticeView], {
    description:
      "A case's lien notices, newest first: the clinic's (all) or the attorney's own while the case is theirs",
  })
  lienNotices(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('caseId', () => Int) caseId: number,
  ): Promise<LienNoticeView[]> {
    return services.lienNotices.list(scope!, caseId);
  }

  @Authorized()
  @Query(() => [ScorecardView], {
    description:
      "One attorney's scorecard: the caller's clinic's figures (clinic users), one per clinic (the attorney themself, the operator)",
  })
  attorneyScorecard(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('attorneyId', () => Int) attorneyId: number,
    @Arg('period', () => ScorecardPeriod, { defaultValue: ScorecardPeriod.month }) period: ScorecardPeriod,
  ): Promise<ScorecardView[]> {
    return services.scorecards.forAttorney(scope!, attorneyId, period);
  }

  @Authorized()
  @Query(() => [ScorecardView], {
    description: "Every attorney the caller's clinic works with, side by side (clinic users)",
  })
  attorneyScorecards(@Ctx() { scope, services }: GraphQLContext): Promise<ScorecardView[]> {
    return services.scorecards.forClinic(scope!);
  }

  @Authorized()
  @Query(() => [ScorecardView], { description: "The signed-in attorney's own scorecard, one per clinic" })
  myScorecard(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('period', () => ScorecardPeriod, { defaultValue: ScorecardPeriod.month }) period: ScorecardPeriod,
  ): Promise<ScorecardView[]> {
    return services.scorecards.mine(scope!, period);
  }
}
