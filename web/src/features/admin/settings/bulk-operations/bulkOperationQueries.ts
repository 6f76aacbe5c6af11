import { graphql } from '../../../../gql';

export const BulkOperationPreviewQuery = graphql(`
  query BulkOperationPreview($kind: BulkOperationKind!) {
    bulkOperationPreview(kind: $kind) {
      kind
      rule
      count
      sample
    }
  }
`);

export const BulkOperationRunMutation = graphql(`
  mutation BulkOperationRun($kind: BulkOperationKind!, $expectedCount: Int!) {
    bulkOperationRun(kind: $kind, expectedCount: $expectedCount) {
      kind
      changedCount
      ranAt
    }
  }
`);
