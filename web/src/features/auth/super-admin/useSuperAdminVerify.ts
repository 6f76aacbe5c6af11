import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { writeCurrentUser } from '../../../app/auth/currentUser';
import { graphql } from '../../../gql';
import { errorReasonOf, isUnauthenticatedError, serverMessage } from '../../../lib/graphqlErrors';
import { signInFailureOf, type SignInFailure } from './signInFailure';

export const SuperAdminVerifyMutation = graphql(`
  mutation SuperAdminVerify($input: SecondFactorInput!) {
    superAdminVerify(input: $input) {
      user {
        ...CurrentUserFields
      }
      recoveryCodes
    }
  }
`);

/**
 * The server's answer when the pending sign-in (5 minutes after the password) is gone. It is an
 * UNAUTHENTICATED error like a wrong code, so only its message tells the two apart.
 */
export const signInExpiredMessage = 'Your sign-in has expired. Please enter your email and password again.';
/** The server's `extensions.reason` for an expired pending sign-in. */
export const signInExpiredReason = 'second_factor_expired';

/** The authenticator's 6-digit code, or one of the single-use recovery codes. */
export type SecondFactorAnswer = { code: string } | { recoveryCode: string };

export type VerifyOutcome =
  /** Signed in; after an enrolment, the recovery codes to show this once (else null). */
  | { kind: 'verified'; recoveryCodes: string[] | null }
  /** The pending sign-in expired: the password step must be done again. */
  | { kind: 'expired'; message: string }
  | SignInFailure;

/** The second factor. On success the verified session is in place and the app's current user is refreshed. */
export function useSuperAdminVerify() {
  const client = useApolloClient();
  const [verify] = useMutation(SuperAdminVerifyMutation);

  return useCallback(
    async (answer: SecondFactorAnswer): Promise<VerifyOutcome> => {
      try {
        const { data } = await verify({ variables: { input: answer } });
        if (!data) throw new Error('The second factor answered without data');
        // As after any login (useLogin): start the new session from an empty cache, then record who signed in.
        await client.resetStore().catch(() => undefined);
        writeCurrentUser(client.cache, data.superAdminVerify.user);
        return { kind: 'verified', recoveryCodes: data.superAdminVerify.recoveryCodes ?? null };
      } catch (error) {
        if (isUnauthenticatedError(error) && errorReasonOf(error) === signInExpiredReason)
          return { kind: 'expired', message: serverMessage(error) ?? signInExpiredMessage };
        // Both inputs are one field on screen, so their field errors go to it.
        return signInFailureOf(error, { code: 'answer', recoveryCode: 'answer' });
      }
    },
    [client, verify],
  );
}
