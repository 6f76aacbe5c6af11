import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { AttorneyPortalSummary } from './attorney-portal.type';

@Resolver()
export class AttorneyPortalResolver {
  @Authorized()
  @Query(() => AttorneyPortalSummary, { description: "The attorney portal's cards (attorneys only)" })
  attorneyPortalSummary(@Ctx() { scope, services }: GraphQLContext): Promise<AttorneyPortalSummary> {
    return services.attorneyPortal.summary(scope!);
  }
}
