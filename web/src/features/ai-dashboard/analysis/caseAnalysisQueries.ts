import { graphql } from '../../../gql';

graphql(`
  fragment CaseAnalysisFields on AiCaseAnalysis {
    id
    caseId
    analysisType
    status
    confidence
    prediction {
      label
      value
    }
    insights
    recommendations
    dataPoints {
      key
      label
      value
    }
    error
    requestedByName
    createdAt
  }
`);

export const CaseAnalysesQuery = graphql(`
  query CaseAnalyses($caseId: Int!) {
    caseAnalyses(caseId: $caseId) {
      ...CaseAnalysisFields
    }
  }
`);

export const CaseAnalyzeMutation = graphql(`
  mutation CaseAnalyze($input: CaseAnalyzeInput!) {
    caseAnalyze(input: $input) {
      ...CaseAnalysisFields
    }
  }
`);
