import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { AttorneyDashboard } from './attorney-dashboard.type';
import { AttorneyPortalSummary } from './attorney-portal.type';

@Resolver()
export class AttorneyPortalResolver {
  @Authorized()
  @Query(() => AttorneyPortalSummary, { description: "The attorney portal's cards (attorneys only)" })
  attorneyPortalSummary(@Ctx() { scope, services }: GraphQLContext): Promise<AttorneyPortalSummary> {
    return services.attorneyPortal.summary(scope!);
  }

  @Authorized()
  @Query(() => AttorneyDashboard, {
    description: "The attorney's own dashboard: their cases by clinic and what waits on them (attorneys only)",
  })
  attorneyDashboard(@Ctx() { scope, services }: GraphQLContext): Promise<AttorneyDashboard> {
    return services.attorneyDashboard.dashboard(scope!);
  }
}
