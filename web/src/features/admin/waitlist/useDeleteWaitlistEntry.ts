import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../app/toast/toastContext';
import { graphql } from '../../../gql';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { removeWaitlistEntry } from './waitlistCache';
import { WaitlistStatsQuery } from './waitlistQueries';

export const WaitlistEntryDeleteMutation = graphql(`
  mutation WaitlistEntryDelete($id: Int!) {
    waitlistEntryDelete(id: $id)
  }
`);

/** Deletes an entry, takes it off the lists on screen, asks for the stats again and says how it went. */
export function useDeleteWaitlistEntry() {
  const showToast = useToast();
  const [deleteEntry] = useMutation(WaitlistEntryDeleteMutation, {
    update: (cache, { data }) => {
      if (data) removeWaitlistEntry(cache, data.waitlistEntryDelete);
    },
    refetchQueries: [WaitlistStatsQuery],
  });

  return useCallback(
    async (entry: { id: number; name: string; email: string }): Promise<boolean> => {
      try {
        await deleteEntry({ variables: { id: entry.id } });
        showToast({
          title: 'Waitlist entry deleted',
          description: `${entry.name} (${entry.email}) was removed from the waitlist.`,
          severity: 'success',
        });
        return true;
      } catch (error) {
        showToast({
          title: 'Error',
          description: `Failed to delete the waitlist entry: ${errorMessageOf(error)}`,
          severity: 'error',
        });
        return false;
      }
    },
    [deleteEntry, showToast],
  );
}
