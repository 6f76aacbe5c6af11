import { Ctx, Query, Resolver } from 'type-graphql';
import { OperatorAreaOnly } from '../../platform/graphql/operator-area';
import { OperatorArea } from '../../platform/access/operator-areas';
import type { GraphQLContext } from '../../graphql-context';
import { PlatformOverview } from './platform-overview.type';

@Resolver()
export class PlatformOverviewResolver {
  @OperatorAreaOnly(OperatorArea.overview)
  @Query(() => PlatformOverview, {
    description: 'Users, clinics, monthly revenue and active cases across the whole platform (super admin only)',
  })
  platformOverview(@Ctx() { scope, services }: GraphQLContext): Promise<PlatformOverview> {
    return services.platformOverview.overview(scope!);
  }
}
