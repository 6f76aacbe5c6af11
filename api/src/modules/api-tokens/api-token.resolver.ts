import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { ApiTokenCreateInput } from './api-token.input';
import { ApiTokenCreated, ApiTokenView } from './api-token.type';

@Resolver()
export class ApiTokenResolver {
  @Authorized()
  @Query(() => [ApiTokenView], {
    description: 'The signed-in user’s own API tokens, newest first (the 100 newest, revoked and expired included)',
  })
  apiTokens(@Ctx() { scope, services }: GraphQLContext): Promise<ApiTokenView[]> {
    return services.apiTokens.list(scope!);
  }

  @Authorized()
  @Mutation(() => ApiTokenCreated, {
    description: 'Creates a personal API token and returns its secret, once. Refused to a request made with a token',
  })
  apiTokenCreate(
    @Arg('input', () => ApiTokenCreateInput) input: ApiTokenCreateInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<ApiTokenCreated> {
    return services.apiTokens.create(scope!, input);
  }

  @Authorized()
  @Mutation(() => ApiTokenView, { description: 'Revokes one of the signed-in user’s tokens for good' })
  apiTokenRevoke(@Arg('id', () => Int) id: number, @Ctx() { scope, services }: GraphQLContext): Promise<ApiTokenView> {
    return services.apiTokens.revoke(scope!, id);
  }
}
