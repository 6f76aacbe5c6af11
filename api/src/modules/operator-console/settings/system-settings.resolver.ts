import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Role } from '../../../platform/access/role';
import type { GraphQLContext } from '../../../graphql-context';
import { SystemSettings, SystemSettingsInput } from './system-settings.types';

@Resolver(() => SystemSettings)
export class SystemSettingsResolver {
  @Authorized(Role.super_admin)
  @Query(() => SystemSettings, { description: 'The platform settings in force (Settings tab)' })
  systemSettings(@Ctx() { scope, services }: GraphQLContext): Promise<SystemSettings> {
    return services.systemSettings.read(scope!);
  }

  @Authorized(Role.super_admin)
  @Mutation(() => SystemSettings, {
    description:
      'Changes the given settings (audited). This api process applies them at once, the others within 15 seconds',
  })
  systemSettingsUpdate(
    @Arg('input', () => SystemSettingsInput) input: SystemSettingsInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<SystemSettings> {
    return services.systemSettings.update(scope!, input);
  }
}
