import { graphql } from '../../../gql';

/** A document's analysis status, asked again while it is pending (the list's chip follows it in the cache). */
export const DocumentAnalysisStatusQuery = graphql(`
  query DocumentAnalysisStatus($documentId: Int!) {
    documentAnalysis(documentId: $documentId) {
      id
      status
    }
  }
`);

export const DocumentAnalysisFields = graphql(`
  fragment DocumentAnalysisFields on DocumentAnalysis {
    id
    documentId
    status
    confidence
    processingTimeMs
    error
    completedAt
    canRetry
    findings {
      totalAmount
      pages
      characters
      truncated
      dates {
        date
        text
        context
        verified
      }
      providers {
        name
        source
        context
        verified
      }
      amounts {
        amount
        isTotal
        context
        verified
      }
      diagnosisCodes {
        code
        description
        context
        verified
      }
    }
  }
`);

export const DocumentAnalysisQuery = graphql(`
  query DocumentAnalysis($documentId: Int!) {
    documentAnalysis(documentId: $documentId) {
      ...DocumentAnalysisFields
    }
  }
`);

export const DocumentAnalysisRetryMutation = graphql(`
  mutation DocumentAnalysisRetry($documentId: Int!) {
    documentAnalysisRetry(documentId: $documentId) {
      ...DocumentAnalysisFields
    }
  }
`);
