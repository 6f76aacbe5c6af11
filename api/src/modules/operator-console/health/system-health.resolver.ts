import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { Role } from '../../../platform/access/role';
import type { GraphQLContext } from '../../../graphql-context';
import { SystemHealth } from '../../../platform/health/system-health.types';

@Resolver(() => SystemHealth)
export class SystemHealthResolver {
  @Authorized(Role.super_admin)
  @Query(() => SystemHealth, {
    description: "Measured figures for the Health tab (requests and memory: this api process's)",
  })
  systemHealth(@Ctx() { scope, services }: GraphQLContext): Promise<SystemHealth> {
    return services.systemHealth.systemHealth(scope!);
  }
}
