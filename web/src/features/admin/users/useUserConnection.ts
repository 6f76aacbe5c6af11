import { useQuery } from '@apollo/client/react';
import type { Role } from '../../../gql/graphql';
import { useConnectionPages } from '../../../lib/useConnectionPages';
import { AdminUsersQuery, USERS_PAGE_SIZE } from './userAdminQueries';

/** Every user by name, searched and filtered by the server, page by page. */
export function useUserConnection(search: string | null, role: Role | null) {
  return useConnectionPages(
    useQuery(AdminUsersQuery, {
      variables: { search, role, first: USERS_PAGE_SIZE },
      // Users sign in (last login) and accept invitations at any time: ask again whenever the tab opens.
      fetchPolicy: 'cache-and-network',
      nextFetchPolicy: 'cache-first',
    }),
    'adminUsers',
    'users',
  );
}
