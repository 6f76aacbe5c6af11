import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { ContactMessageInput } from '../../../gql/graphql';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { hasErrorCode, serverMessage } from '../../../lib/graphqlErrors';

export const ContactMessageSendMutation = graphql(`
  mutation ContactMessageSend($input: ContactMessageInput!) {
    contactMessageSend(input: $input) {
      id
      createdAt
    }
  }
`);

export const SEND_FAILED_MESSAGE = "We couldn't send your message. Please try again.";

export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'fieldErrors'; fieldErrors: Record<string, string> }
  /** A message for the whole form: too many submissions (the server says when to retry) or any failure. */
  | { kind: 'failed'; message: string };

/** Sends a visitor's message to the team (public, no sign-in). */
export function useSendContactMessage() {
  const [send] = useMutation(ContactMessageSendMutation);

  return useCallback(
    async (input: ContactMessageInput): Promise<SendOutcome> => {
      try {
        const { data } = await send({ variables: { input } });
        return data ? { kind: 'sent' } : { kind: 'failed', message: SEND_FAILED_MESSAGE };
      } catch (error) {
        const fieldErrors = formFieldErrorsOf(error);
        if (Object.keys(fieldErrors).length > 0) return { kind: 'fieldErrors', fieldErrors };
        const message = hasErrorCode(error, 'TOO_MANY_REQUESTS') ? serverMessage(error) : undefined;
        return { kind: 'failed', message: message ?? SEND_FAILED_MESSAGE };
      }
    },
    [send],
  );
}
