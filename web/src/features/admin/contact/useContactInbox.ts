import { useCallback } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useToast } from '../../../app/toast/toastContext';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { useConnectionPages } from '../../../lib/useConnectionPages';
import { CONTACT_PAGE_SIZE, ContactMessageSetHandledMutation, ContactMessagesQuery } from './contactQueries';

/** The contact messages newest first, page by page, and marking one handled or open again. */
export function useContactInbox() {
  const showToast = useToast();
  const pages = useConnectionPages(
    useQuery(ContactMessagesQuery, {
      variables: { first: CONTACT_PAGE_SIZE },
      fetchPolicy: 'cache-and-network',
      nextFetchPolicy: 'cache-first',
    }),
    'contactMessages',
    'contact messages',
  );
  const [mutate] = useMutation(ContactMessageSetHandledMutation, { refetchQueries: [ContactMessagesQuery] });

  const setHandled = useCallback(
    async (id: number, handled: boolean) => {
      try {
        await mutate({ variables: { id, handled } });
      } catch (error) {
        showToast({
          title: 'Error',
          description: `Failed to update the message: ${errorMessageOf(error)}`,
          severity: 'error',
        });
      }
    },
    [mutate, showToast],
  );

  return { ...pages, setHandled };
}
