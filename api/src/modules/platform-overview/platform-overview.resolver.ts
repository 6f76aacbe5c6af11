import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { Role } from '../../platform/access/role';
import type { GraphQLContext } from '../../graphql-context';
import { PlatformOverview } from './platform-overview.type';

@Resolver()
export class PlatformOverviewResolver {
  @Authorized(Role.super_admin)
  @Query(() => PlatformOverview, {
    description: 'Users, clinics, monthly revenue and active cases across the whole platform (super admin only)',
  })
  platformOverview(@Ctx() { scope, services }: GraphQLContext): Promise<PlatformOverview> {
    return services.platformOverview.overview(scope!);
  }
}
