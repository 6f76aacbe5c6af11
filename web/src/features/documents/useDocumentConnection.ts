import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useConnectionPages } from '../../lib/useConnectionPages';

export const DocumentsQuery = graphql(`
  query Documents($caseId: Int, $first: Int!, $after: String) {
    documents(caseId: $caseId, first: $first, after: $after) {
      nodes {
        ...DocumentFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const DOCUMENTS_PAGE_SIZE = 20;

/** Documents in the user's scope (of one case when `caseId` is given), newest first, page by page. */
export function useDocumentConnection(caseId: number | null) {
  return useConnectionPages(
    useQuery(DocumentsQuery, { variables: { caseId, first: DOCUMENTS_PAGE_SIZE } }),
    'documents',
    'documents',
  );
}
