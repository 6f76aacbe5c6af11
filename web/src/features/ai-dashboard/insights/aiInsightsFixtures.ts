import type { MockLink } from '@apollo/client/testing';
import { AiConfigQuery, AiInsightsQuery } from './aiInsightsQueries';

/** The config answer with every feature on, or with the given ones switched. */
export function aiConfigMock(features: Partial<Record<string, boolean>> = {}): MockLink.MockedResponse {
  return {
    request: { query: AiConfigQuery },
    result: {
      data: {
        aiConfig: {
          __typename: 'AiConfig',
          features: {
            __typename: 'AiFeatureSwitches',
            insights: true,
            caseAnalysis: true,
            documentAnalysis: true,
            chat: true,
            predictions: true,
            ...features,
          },
          analysisTypes: ['treatment_progress', 'documentation_review', 'billing_review', 'settlement_readiness'],
          predictionTypes: ['settlement_amount', 'case_duration', 'success_probability'],
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const months = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];

export function aiInsightsMock({ closed = true } = {}): MockLink.MockedResponse {
  return {
    request: { query: AiInsightsQuery },
    result: {
      data: {
        aiInsights: {
          __typename: 'AiInsights',
          caseMetrics: {
            __typename: 'AiCaseMetrics',
            totalCases: closed ? 5 : 2,
            activeCases: 2,
            closedCases: closed ? 3 : 0,
            settledCases: closed ? 2 : 0,
            averageSettlement: closed ? '15250.00' : null,
            averageDuration: closed ? 3.3 : null,
          },
          recommendations: [
            {
              __typename: 'AiRecommendation',
              kind: 'treatment_gap',
              message: 'No visit in 20 days: schedule a follow-up or record why treatment paused.',
              urgency: 6,
              caseId: 12,
              caseNumber: 'C1-CASE-2026-0012',
              patientName: 'Maria Lopez',
            },
          ],
          trends: {
            __typename: 'AiTrends',
            caseVolumeTrend: months.map((month, index) => ({ __typename: 'AiVolumePoint', month, count: index % 3 })),
            settlementTrend: months.map((month, index) => ({
              __typename: 'AiSettlementPoint',
              month,
              count: index === 11 && closed ? 2 : 0,
              averageAmount: index === 11 && closed ? '15250.00' : null,
            })),
            treatmentDurationTrend: months.map((month, index) => ({
              __typename: 'AiDurationPoint',
              month,
              count: index === 11 && closed ? 2 : 0,
              averageMonths: index === 11 && closed ? 4.5 : null,
            })),
          },
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
