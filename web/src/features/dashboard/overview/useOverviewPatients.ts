import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { useConnectionPages } from '../../../lib/useConnectionPages';

export const OverviewPatientsQuery = graphql(`
  query OverviewPatients($first: Int!, $after: String) {
    patients(first: $first, after: $after) {
      nodes {
        ...PatientCardFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

/** Every patient in scope, by name, 100 at a time. */
export function useOverviewPatients(pageSize: number) {
  return useConnectionPages(
    useQuery(OverviewPatientsQuery, { variables: { first: pageSize } }),
    'patients',
    'patients',
  );
}
