import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { CoverageCreateInput, CoverageUpdateInput } from './claim.input';
import { CoverageView } from './claim.type';

@Resolver(() => CoverageView)
export class CoverageResolver {
  @Authorized()
  @Query(() => [CoverageView], { description: "A case's insurance coverages (none when the case is out of scope)" })
  caseCoverages(@Arg('caseId', () => Int) caseId: number, @Ctx() { scope, services }: GraphQLContext) {
    return services.coverages.listForCase(scope!, caseId);
  }

  @Authorized()
  @Mutation(() => CoverageView, { description: 'Adds a coverage to a case (clinic users)' })
  caseCoverageCreate(
    @Arg('input', () => CoverageCreateInput) input: CoverageCreateInput,
    @Ctx() { scope, services }: GraphQLContext,
  ) {
    return services.coverages.create(scope!, input);
  }

  @Authorized()
  @Mutation(() => CoverageView, { description: 'Changes a coverage (clinic users)' })
  caseCoverageUpdate(
    @Arg('input', () => CoverageUpdateInput) input: CoverageUpdateInput,
    @Ctx() { scope, services }: GraphQLContext,
  ) {
    return services.coverages.update(scope!, input);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Removes a coverage no claim names; answers its id' })
  caseCoverageRemove(@Arg('id', () => Int) id: number, @Ctx() { scope, services }: GraphQLContext) {
    return services.coverages.remove(scope!, id);
  }
}
