import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { User } from '../users/user.entity';
import { ForbiddenError } from '../../platform/errors';
import { requireSessionCookie } from '../../platform/graphql/context';
import { bearerSignInRefusal } from '../../platform/http/bearer-token';
import type { GraphQLContext } from '../../graphql-context';
import { LoginInput } from '../../platform/auth/login.input';

@Resolver()
export class AuthResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in user, or null when signed out' })
  async me(@Ctx() { scope, services }: GraphQLContext): Promise<User | null> {
    return scope ? services.users.me(scope) : null;
  }

  @Mutation(() => User, { description: 'Signs in with email and password and sets the session cookie' })
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() context: GraphQLContext): Promise<User> {
    const { services, meta } = context;
    const sessionCookie = requireSessionCookie(context);
    const { userId, token } = await services.auth.login(input, meta, sessionCookie.currentSessionId);
    sessionCookie.set(token);
    const user = await services.users.byIdForSession(userId);
    return user;
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Ends this session' })
  async logout(@Ctx() { scope, services, sessionCookie }: GraphQLContext): Promise<boolean> {
    if (scope!.request.apiToken) throw new ForbiddenError(bearerSignInRefusal);
    await services.auth.logout(scope!);
    sessionCookie?.clear();
    return true;
  }
}
