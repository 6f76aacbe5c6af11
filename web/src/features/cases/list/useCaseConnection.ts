import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { CaseFilter, CaseSortField, SortDirection } from '../../../gql/graphql';
import { useConnectionPages } from '../../../lib/useConnectionPages';

export const CasesQuery = graphql(`
  query Cases(
    $filter: CaseFilter
    $sortBy: CaseSortField!
    $sortDirection: SortDirection!
    $first: Int!
    $after: String
  ) {
    cases(filter: $filter, sortBy: $sortBy, sortDirection: $sortDirection, first: $first, after: $after) {
      nodes {
        ...CaseSummaryFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
      totalInScope
    }
  }
`);

export interface CaseConnectionArgs {
  filter: CaseFilter;
  sortBy: CaseSortField;
  sortDirection: SortDirection;
  /** Page size. */
  first: number;
}

/** Cases in the user's scope, searched, filtered and sorted by the server, page by page. */
export function useCaseConnection(args: CaseConnectionArgs) {
  return useConnectionPages(useQuery(CasesQuery, { variables: args }), 'cases', 'cases');
}
