import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../app/toast/toastContext';
import { graphql } from '../../../gql';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { WaitlistStatsQuery } from './waitlistQueries';

export const WaitlistEntrySetContactedMutation = graphql(`
  mutation WaitlistEntrySetContacted($id: Int!, $isContacted: Boolean!) {
    waitlistEntrySetContacted(id: $id, isContacted: $isContacted) {
      id
      isContacted
    }
  }
`);

/**
 * Marks an entry contacted or pending. The answer updates the cached entry, so its row's chip and
 * button change, and the stats cards are asked for again.
 */
export function useSetWaitlistContacted() {
  const showToast = useToast();
  const [setContacted] = useMutation(WaitlistEntrySetContactedMutation, {
    refetchQueries: [WaitlistStatsQuery],
  });

  return useCallback(
    async (entry: { id: number; name: string }, isContacted: boolean): Promise<void> => {
      try {
        await setContacted({ variables: { id: entry.id, isContacted } });
        showToast({
          title: isContacted ? 'Marked as contacted' : 'Marked as pending',
          description: `${entry.name} is now ${isContacted ? 'contacted' : 'pending'}.`,
          severity: 'success',
        });
      } catch (error) {
        showToast({
          title: 'Error',
          description: `Failed to update the waitlist entry: ${errorMessageOf(error)}`,
          severity: 'error',
        });
      }
    },
    [setContacted, showToast],
  );
}
