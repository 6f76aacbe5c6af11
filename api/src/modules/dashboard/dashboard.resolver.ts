import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { DashboardStats } from './dashboard-stats.type';

@Resolver()
export class DashboardResolver {
  @Authorized()
  @Query(() => DashboardStats, {
    description: 'Active cases, active patients, pending tasks and revenue this month, in scope',
  })
  dashboardStats(@Ctx() { scope, services }: GraphQLContext): Promise<DashboardStats> {
    return services.dashboard.stats(scope!);
  }
}
