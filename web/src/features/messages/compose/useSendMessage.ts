import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { MessageSendInput } from '../../../gql/graphql';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { serverMessage } from '../../../lib/graphqlErrors';
import { addMessageToLists } from '../messageCache';

export const MessageSendMutation = graphql(`
  mutation MessageSend($input: MessageSendInput!) {
    messageSend(input: $input) {
      ...MessageFields
    }
  }
`);

export const SEND_FAILED_MESSAGE = 'Error sending message. Please try again.';
export const SENT_MESSAGE = 'Message sent successfully!';

export type SendOutcome =
  | { ok: true }
  /** The server's messages for individual fields, and its overall message when it gave one. */
  | { ok: false; fieldErrors: Record<string, string>; message: string | undefined };

/**
 * Sends a message. The answer is put at the top of the cached message lists at once; the same
 * message arriving live a moment later is recognised and not shown twice.
 */
export function useSendMessage() {
  const [send] = useMutation(MessageSendMutation, {
    update: (cache, { data }) => {
      if (data) addMessageToLists(cache, data.messageSend);
    },
  });

  return useCallback(
    async (input: MessageSendInput): Promise<SendOutcome> => {
      try {
        await send({ variables: { input } });
        return { ok: true };
      } catch (error) {
        return {
          ok: false,
          // The server names the case `caseId`; the form's field is `case`.
          fieldErrors: formFieldErrorsOf(error, { caseId: 'case' }),
          message: serverMessage(error),
        };
      }
    },
    [send],
  );
}
