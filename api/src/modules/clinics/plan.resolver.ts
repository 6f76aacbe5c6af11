import { Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { Decimal } from '../../platform/graphql/scalars';
import { Plan } from './plan.entity';
import { annualSaving } from './plan-pricing';

@Resolver(() => Plan)
export class PlanResolver {
  @Query(() => [Plan], { description: 'The plans on sale, in display order (public: the pricing section)' })
  plans(@Ctx() { services }: GraphQLContext): Promise<Plan[]> {
    return services.plans.active();
  }

  @FieldResolver(() => Decimal, { description: 'Twelve monthly payments minus the annual price' })
  annualSaving(@Root() plan: Plan): string {
    return annualSaving(plan);
  }
}
