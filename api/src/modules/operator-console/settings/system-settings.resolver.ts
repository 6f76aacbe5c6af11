import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Role } from '../../../platform/access/role';
import type { GraphQLContext } from '../../../graphql-context';
import { SystemSettings, SystemSettingsInput } from './system-settings.types';
import { BillingSettings, BillingSettingsInput } from './billing-settings.types';

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

  @Authorized(Role.super_admin)
  @Query(() => BillingSettings, { description: "The Billing tab's settings in force (dunning and notices)" })
  billingSettings(@Ctx() { scope, services }: GraphQLContext): Promise<BillingSettings> {
    return services.systemSettings.readBilling(scope!);
  }

  @Authorized(Role.super_admin)
  @Mutation(() => BillingSettings, {
    description: 'Changes the given billing settings (audited); the billing engine uses them from its next run',
  })
  billingSettingsUpdate(
    @Arg('input', () => BillingSettingsInput) input: BillingSettingsInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<BillingSettings> {
    return services.systemSettings.updateBilling(scope!, input);
  }
}
