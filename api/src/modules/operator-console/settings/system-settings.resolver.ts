import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { OperatorAreaOnly } from '../../../platform/graphql/operator-area';
import { OperatorArea } from '../../../platform/access/operator-areas';
import type { GraphQLContext } from '../../../graphql-context';
import { SystemSettings, SystemSettingsInput } from './system-settings.types';
import { BillingSettings, BillingSettingsInput } from './billing-settings.types';

@Resolver(() => SystemSettings)
export class SystemSettingsResolver {
  @OperatorAreaOnly(OperatorArea.settings)
  @Query(() => SystemSettings, { description: 'The platform settings in force (Settings tab)' })
  systemSettings(@Ctx() { scope, services }: GraphQLContext): Promise<SystemSettings> {
    return services.systemSettings.read(scope!);
  }

  @OperatorAreaOnly(OperatorArea.settings)
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

  @OperatorAreaOnly(OperatorArea.settings)
  @Query(() => BillingSettings, { description: "The Billing tab's settings in force (dunning and notices)" })
  billingSettings(@Ctx() { scope, services }: GraphQLContext): Promise<BillingSettings> {
    return services.systemSettings.readBilling(scope!);
  }

  @OperatorAreaOnly(OperatorArea.settings)
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
