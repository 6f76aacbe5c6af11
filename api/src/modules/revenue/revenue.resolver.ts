import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { OperatorAreaOnly } from '../../platform/graphql/operator-area';
import { OperatorArea } from '../../platform/access/operator-areas';
import { LocalDate } from '../../platform/graphql/scalars';
import type { GraphQLContext } from '../../graphql-context';
import { RevenueDefinition, RevenueMonth, RevenuePeriod, RevenuePeriodKind, RevenueSummary } from './revenue.types';

/** The Revenue tab of /admin: super admin only. */
@Resolver()
export class RevenueResolver {
  @OperatorAreaOnly(OperatorArea.revenue)
  @Query(() => RevenueSummary, { description: 'MRR, ARR, ARPA and revenue by plan now' })
  revenueSummary(@Ctx() { scope, services }: GraphQLContext): Promise<RevenueSummary> {
    return services.revenue.summary(scope!);
  }

  @OperatorAreaOnly(OperatorArea.revenue)
  @Query(() => RevenuePeriod, { description: 'Growth, movements, churn, retention and LTV of one calendar period' })
  revenuePeriod(
    @Arg('kind', () => RevenuePeriodKind) kind: RevenuePeriodKind,
    @Arg('day', () => LocalDate, { nullable: true, description: 'Any day of the period; default today (UTC)' })
    day: string | null,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<RevenuePeriod> {
    return services.revenue.period(scope!, kind, day);
  }

  @OperatorAreaOnly(OperatorArea.revenue)
  @Query(() => [RevenueMonth], { description: 'The last twelve calendar months: closing MRR and movements' })
  revenueMonths(@Ctx() { scope, services }: GraphQLContext): Promise<RevenueMonth[]> {
    return services.revenue.lastTwelveMonths(scope!);
  }

  @OperatorAreaOnly(OperatorArea.revenue)
  @Query(() => [RevenueDefinition], { description: 'What each revenue figure means' })
  revenueDefinitions(@Ctx() { scope, services }: GraphQLContext): RevenueDefinition[] {
    return services.revenue.definitions(scope!);
  }
}
