import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { requireSessionCookie } from '../../../platform/graphql/context';
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
    @Ctx() context: GraphQLContext,
  ): Promise<SecondFactorChallenge> {
    const { services, meta } = context;
    const sessionCookie = requireSessionCookie(context);
    const { token, challenge } = await services.superAdminSignIn.signIn(input, meta, sessionCookie.currentSessionId);
    sessionCookie.set(token);
    return challengeView(challenge);
  }

  @Mutation(() => SuperAdminSignedIn, {
    description: 'The second factor; on success the session is replaced and verified',
  })
  async superAdminVerify(
    @Arg('input', () => SecondFactorInput) input: SecondFactorInput,
    @Ctx() context: GraphQLContext,
  ): Promise<SuperAdminSignedIn> {
    const { services, meta } = context;
    const sessionCookie = requireSessionCookie(context);
    const verified = await services.superAdminSignIn.verify(sessionCookie.currentSessionId, input, meta);
    sessionCookie.set(verified.token);
    return { user: await services.users.byIdForSession(verified.userId), recoveryCodes: verified.recoveryCodes };
  }
}
