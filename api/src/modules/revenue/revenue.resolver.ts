import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { Role } from '../../platform/access/role';
import { LocalDate } from '../../platform/graphql/scalars';
import type { GraphQLContext } from '../../graphql-context';
import { RevenueDefinition, RevenueMonth, RevenuePeriod, RevenuePeriodKind, RevenueSummary } from './revenue.types';

/** The Revenue tab of /admin: super admin only. */
@Resolver()
export class RevenueResolver {
  @Authorized(Role.super_admin)
  @Query(() => RevenueSummary, { description: 'MRR, ARR, ARPA and revenue by plan now' })
  revenueSummary(@Ctx() { scope, services }: GraphQLContext): Promise<RevenueSummary> {
    return services.revenue.summary(scope!);
  }

  @Authorized(Role.super_admin)
  @Query(() => RevenuePeriod, { description: 'Growth, movements, churn, retention and LTV of one calendar period' })
  revenuePeriod(
    @Arg('kind', () => RevenuePeriodKind) kind: RevenuePeriodKind,
    @Arg('day', () => LocalDate, { nullable: true, description: 'Any day of the period; default today (UTC)' })
    day: string | null,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<RevenuePeriod> {
    return services.revenue.period(scope!, kind, day);
  }

  @Authorized(Role.super_admin)
  @Query(() => [RevenueMonth], { description: 'The last twelve calendar months: closing MRR and movements' })
  revenueMonths(@Ctx() { scope, services }: GraphQLContext): Promise<RevenueMonth[]> {
    return services.revenue.lastTwelveMonths(scope!);
  }

  @Authorized(Role.super_admin)
  @Query(() => [RevenueDefinition], { description: 'What each revenue figure means' })
  revenueDefinitions(@Ctx() { scope, services }: GraphQLContext): RevenueDefinition[] {
    return services.revenue.definitions(scope!);
  }
}
