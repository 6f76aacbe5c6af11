import { graphql } from '../../../gql';

export const AiAutomationQuery = graphql(`
  query AiAutomation {
    aiAutomation {
      predictionsOn
      modelRefits {
        predictionType
        currentVersion
        fittedAt
        trainingSize
        refits
        backtest {
          name
          value
        }
      }
      documentAnalysisOn
      documentAnalysisCounts {
        status
        count
      }
      averageProcessingTimeMs
      recentDocumentAnalyses {
        documentId
        fileName
        caseId
        caseNumber
        status
        processingTimeMs
        at
      }
    }
  }
`);
