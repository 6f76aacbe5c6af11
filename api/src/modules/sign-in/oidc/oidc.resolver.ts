import { Arg, Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql-context';
import { oidcLoginErrorMessage } from '../../../platform/auth/oidc/oidc-login-errors';

@ObjectType({ description: 'An external sign-in provider (OpenID Connect) that is configured' })
export class AuthProvider {
  @Field(() => String, { description: 'oidc, google or apple: the start route is /api/auth/oidc/{id}/start' })
  id: string;

  @Field(() => String, { description: 'Shown as "Continue with {label}"' })
  label: string;
}

@Resolver()
export class OidcResolver {
  @Query(() => [AuthProvider], { description: 'The external sign-in providers the login dialog offers' })
  authProviders(@Ctx() { services }: GraphQLContext): AuthProvider[] {
    return services.oidc.providers();
  }

  @Query(() => String, {
    description:
      'What to tell the user when an external sign-in was refused: the callback sends them back with ?loginError=<code>',
  })
  externalLoginErrorMessage(@Arg('code', () => String) code: string): string {
    return oidcLoginErrorMessage(code.slice(0, 64));
  }
}
