import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { UnauthenticatedError } from '../../../platform/errors';
import type { GraphQLContext } from '../../../graphql-context';
import type { SecondFactorChallenge as Challenge } from '../../../platform/auth/second-factor/super-admin-sign-in.service';
import {
  SecondFactorChallenge,
  SecondFactorInput,
  SecondFactorStep,
  SuperAdminSignedIn,
  SuperAdminSignInInput,
} from './super-admin-sign-in.types';

export const challengeView = (challenge: Challenge): SecondFactorChallenge =>
  challenge.step === 'enroll'
    ? {
        step: SecondFactorStep.enroll,
        enrollment: { secret: challenge.secret, otpauthUri: challenge.otpauthUri, qrCodeSvg: challenge.qrCodeSvg },
      }
    : { step: SecondFactorStep.verify, enrollment: null };

@Resolver()
export class SuperAdminSignInResolver {
  @Mutation(() => SecondFactorChallenge, {
    description: "The super admin's password step; the session it starts can only answer the second factor",
  })
  async superAdminSignIn(
    @Arg('input', () => SuperAdminSignInInput) input: SuperAdminSignInInput,
    @Ctx() { services, meta, sessionCookie }: GraphQLContext,
  ): Promise<SecondFactorChallenge> {
    if (!sessionCookie) throw new UnauthenticatedError('Sign in over HTTP, not over a socket');
    const { token, challenge } = await services.superAdminSignIn.signIn(input, meta, sessionCookie.currentSessionId);
    sessionCookie.set(token);
    return challengeView(challenge);
  }

  @Mutation(() => SuperAdminSignedIn, {
    description: 'The second factor; on success the session is replaced and verified',
  })
  async superAdminVerify(
    @Arg('input', () => SecondFactorInput) input: SecondFactorInput,
    @Ctx() { services, meta, sessionCookie }: GraphQLContext,
  ): Promise<SuperAdminSignedIn> {
    if (!sessionCookie) throw new UnauthenticatedError('Sign in over HTTP, not over a socket');
    const verified = await services.superAdminSignIn.verify(sessionCookie.currentSessionId, input, meta);
    sessionCookie.set(verified.token);
    return { user: await services.users.byIdForSession(verified.userId), recoveryCodes: verified.recoveryCodes };
  }
}
