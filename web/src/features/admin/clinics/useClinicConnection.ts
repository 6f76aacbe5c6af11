import { useQuery } from '@apollo/client/react';
import { useConnectionPages } from '../../../lib/useConnectionPages';
import { AdminClinicsQuery, CLINICS_PAGE_SIZE } from './clinicQueries';

/** Every clinic by name with its usage, page by page. */
export function useClinicConnection() {
  return useConnectionPages(
    useQuery(AdminClinicsQuery, {
      variables: { first: CLINICS_PAGE_SIZE },
      // Usage moves as clinics work (users, cases, documents): ask again whenever the tab opens.
      fetchPolicy: 'cache-and-network',
      nextFetchPolicy: 'cache-first',
    }),
    'adminClinics',
    'clinics',
  );
}
