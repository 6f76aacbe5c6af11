import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { OperatorArea } from '../../platform/access/operator-areas';
import { OperatorAreaOnly } from '../../platform/graphql/operator-area';
import type { GraphQLContext } from '../../graphql-context';
import { FeatureFlagOverrideClearInput, FeatureFlagSetInput, FeatureFlagView } from './feature-flag.types';

/** The console's Flags tab (OperatorArea.flags). */
@Resolver()
export class FeatureFlagResolver {
  @OperatorAreaOnly(OperatorArea.flags)
  @Query(() => [FeatureFlagView], { description: 'Every feature flag with its global value and clinic overrides' })
  featureFlags(@Ctx() { scope, services }: GraphQLContext): Promise<FeatureFlagView[]> {
    return services.featureFlags.list(scope!);
  }

  @OperatorAreaOnly(OperatorArea.flags)
  @Mutation(() => FeatureFlagView, { description: "Sets a flag's global value or a clinic's override; audited" })
  featureFlagSet(
    @Arg('input', () => FeatureFlagSetInput) input: FeatureFlagSetInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<FeatureFlagView> {
    return services.featureFlags.set(scope!, input);
  }

  @OperatorAreaOnly(OperatorArea.flags)
  @Mutation(() => FeatureFlagView, {
    description: "Removes a clinic's override (it follows the global value); audited",
  })
  featureFlagOverrideClear(
    @Arg('input', () => FeatureFlagOverrideClearInput) input: FeatureFlagOverrideClearInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<FeatureFlagView> {
    return services.featureFlags.clearOverride(scope!, input);
  }
}
