import { graphql } from '../../../gql';

/** One document for the summary cards and the Insights tab: Apollo asks the server once for both. */
export const AiInsightsQuery = graphql(`
  query AiInsights {
    aiInsights {
      caseMetrics {
        totalCases
        activeCases
        closedCases
        settledCases
        averageSettlement
        averageDuration
      }
      recommendations {
        kind
        message
        urgency
        caseId
        caseNumber
        patientName
      }
      trends {
        caseVolumeTrend {
          month
          count
        }
        settlementTrend {
          month
          count
          averageAmount
        }
        treatmentDurationTrend {
          month
          count
          averageMonths
        }
      }
    }
  }
`);

export const AiConfigQuery = graphql(`
  query AiConfig {
    aiConfig {
      features {
        insights
        caseAnalysis
        documentAnalysis
        chat
        predictions
      }
      analysisTypes
      predictionTypes
    }
  }
`);
