import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { writeCurrentUser } from '../../../app/auth/currentUser';
import { graphql } from '../../../gql';
import type { SuperAdminSignInMutation as SignInResult } from '../../../gql/graphql';
import type { LoginCredentials } from '../loginSchema';
import { signInFailureOf, type SignInFailure } from './signInFailure';

export const SuperAdminSignInMutation = graphql(`
  mutation SuperAdminSignIn($input: SuperAdminSignInInput!) {
    superAdminSignIn(input: $input) {
      step
      enrollment {
        secret
        otpauthUri
        qrCodeSvg
      }
    }
  }
`);

/** The authenticator to add: the base32 secret, its otpauth URI and that URI as an SVG QR code. */
export type Enrollment = Omit<NonNullable<SignInResult['superAdminSignIn']['enrollment']>, '__typename'>;

/** What the password step leads to: a code to enter, or first an authenticator to set up. */
export type SecondFactorChallenge = { step: 'verify' } | { step: 'enroll'; enrollment: Enrollment };

export type PasswordOutcome = { kind: 'challenge'; challenge: SecondFactorChallenge } | SignInFailure;

/** The password step: on success the server holds a short pending session that can only answer the second factor. */
export function useSuperAdminSignIn() {
  const client = useApolloClient();
  const [signIn] = useMutation(SuperAdminSignInMutation);

  return useCallback(
    async ({ email, password }: LoginCredentials): Promise<PasswordOutcome> => {
      try {
        const { data } = await signIn({ variables: { input: { email: email.trim(), password } } });
        if (!data) throw new Error('The password step answered without data');
        // The server ended any session this browser had: nobody is signed in until the second factor passes.
        writeCurrentUser(client.cache, null);
        const { step, enrollment } = data.superAdminSignIn;
        if (step === 'enroll' && enrollment) {
          const { secret, otpauthUri, qrCodeSvg } = enrollment;
          return { kind: 'challenge', challenge: { step: 'enroll', enrollment: { secret, otpauthUri, qrCodeSvg } } };
        }
        return { kind: 'challenge', challenge: { step: 'verify' } };
      } catch (error) {
        return signInFailureOf(error);
      }
    },
    [client, signIn],
  );
}
