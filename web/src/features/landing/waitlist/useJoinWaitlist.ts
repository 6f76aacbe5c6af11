import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { WaitlistJoinInput } from '../../../gql/graphql';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { hasErrorCode, serverMessage } from '../../../lib/graphqlErrors';

export const WaitlistJoinMutation = graphql(`
  mutation WaitlistJoin($input: WaitlistJoinInput!) {
    waitlistJoin(input: $input) {
      id
      name
      email
      practiceName
    }
  }
`);

export type JoinOutcome =
  | { kind: 'joined'; name: string; email: string }
  /** The server named fields (invalid input, or an email already on the waitlist). */
  | { kind: 'fieldErrors'; fieldErrors: Record<string, string> }
  /** Too many submissions from this address: the server's message says when to try again. */
  | { kind: 'tooManyRequests'; message: string }
  | { kind: 'failed' };

/** Joins the waitlist (public, no sign-in) and sorts the answer into what the form shows. */
export function useJoinWaitlist() {
  const [join] = useMutation(WaitlistJoinMutation);

  return useCallback(
    async (input: WaitlistJoinInput): Promise<JoinOutcome> => {
      try {
        const { data } = await join({ variables: { input } });
        if (!data) return { kind: 'failed' };
        return { kind: 'joined', name: data.waitlistJoin.name, email: data.waitlistJoin.email };
      } catch (error) {
        const fieldErrors = formFieldErrorsOf(error, {}, ['BAD_USER_INPUT', 'CONFLICT']);
        if (Object.keys(fieldErrors).length > 0) return { kind: 'fieldErrors', fieldErrors };
        if (hasErrorCode(error, 'TOO_MANY_REQUESTS'))
          return {
            kind: 'tooManyRequests',
            message: serverMessage(error) ?? 'Too many attempts. Please try again later.',
          };
        return { kind: 'failed' };
      }
    },
    [join],
  );
}
