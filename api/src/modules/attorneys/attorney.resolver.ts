import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { CaseRecord } from '../cases/case.entity';
import { SearchArgs } from '../../platform/graphql/search-args';
import { AttorneyConnection } from './attorney-connection.type';
import { Attorney } from './attorney.entity';
import { AttorneyCreateInput } from './attorney.input';

@Resolver(() => Attorney)
export class AttorneyResolver {
  @Authorized()
  @Query(() => AttorneyConnection, { description: 'The attorney directory, searchable by name, email or firm' })
  async attorneys(
    @Ctx() { scope, services }: GraphQLContext,
    @Args() { search }: SearchArgs,
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ): Promise<AttorneyConnection> {
    const [page, totalCount] = await Promise.all([
      services.attorneys.list(scope!, search, first, after),
      services.attorneys.count(scope!, search),
    ]);
    return { ...page, totalCount };
  }

  @Authorized()
  @Query(() => Attorney, {
    nullable: true,
    description: 'An attorney of the directory (an attorney user can read only their own record)',
  })
  attorney(@Arg('id', () => Int) id: number, @Ctx() { scope, services }: GraphQLContext): Promise<Attorney | null> {
    return services.attorneys.findById(scope!, id);
  }

  @Authorized()
  @Mutation(() => Attorney, { description: 'Adds an attorney to the directory (clinic users and operators)' })
  attorneyCreate(
    @Arg('input', () => AttorneyCreateInput) input: AttorneyCreateInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<Attorney> {
    return services.attorneys.create(scope!, input);
  }

  @FieldResolver(() => String)
  fullName(@Root() attorney: Attorney): string {
    return `${attorney.firstName} ${attorney.lastName}`.trim();
  }

  @FieldResolver(() => Int, { description: "Number of the attorney's cases in the caller's scope" })
  caseCount(@Root() attorney: Attorney, @Ctx() { scope, services }: GraphQLContext): Promise<number> {
    return services.cases.countForAttorney(scope!, attorney.id);
  }

  @FieldResolver(() => [CaseRecord], { description: "The attorney's cases in the caller's scope, newest first" })
  cases(@Root() attorney: Attorney, @Ctx() { scope, services }: GraphQLContext): Promise<CaseRecord[]> {
    return services.cases.forAttorney(scope!, attorney.id);
  }
}
