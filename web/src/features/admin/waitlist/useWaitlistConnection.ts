import { useQuery } from '@apollo/client/react';
import { useConnectionPages } from '../../../lib/useConnectionPages';
import { WAITLIST_PAGE_SIZE, WaitlistEntriesQuery } from './waitlistQueries';

/** The waitlist newest first, searched by the server (`null` for everyone), page by page. */
export function useWaitlistConnection(search: string | null) {
  return useConnectionPages(
    useQuery(WaitlistEntriesQuery, {
      variables: { search, first: WAITLIST_PAGE_SIZE },
      // New signups arrive from the landing page at any time: ask again whenever the tab opens.
      fetchPolicy: 'cache-and-network',
      nextFetchPolicy: 'cache-first',
    }),
    'waitlistEntries',
    'waitlist entries',
  );
}
