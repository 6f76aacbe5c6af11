import { Ctx, Query, Resolver } from 'type-graphql';
import { OperatorAreaOnly } from '../../../platform/graphql/operator-area';
import { OperatorArea } from '../../../platform/access/operator-areas';
import type { GraphQLContext } from '../../../graphql-context';
import { SystemHealth } from '../../../platform/health/system-health.types';

@Resolver(() => SystemHealth)
export class SystemHealthResolver {
  @OperatorAreaOnly(OperatorArea.health)
  @Query(() => SystemHealth, {
    description: "Measured figures for the Health tab (requests and memory: this api process's)",
  })
  systemHealth(@Ctx() { scope, services }: GraphQLContext): Promise<SystemHealth> {
    return services.systemHealth.systemHealth(scope!);
  }
}
