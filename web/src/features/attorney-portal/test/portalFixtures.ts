import { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { liveTestClient } from '../../../test/liveTestClient';
import { AttorneyPortalSummaryQuery } from '../PortalSummaryCards';
import { AttorneyRecentMessagesQuery } from '../recentActivity';
import { MyScorecardQuery } from '../../counsel/scorecardQueries';

/**
 * A real client (the app's cache policies) over mocks that records the name of every operation it
 * is asked for, queries and subscriptions alike; `live` pushes subscription events.
 */
export function recordingClient(mocks: MockLink.MockedResponse[]) {
  const operations: string[] = [];
  const record = new ApolloLink((operation, forward) => {
    operations.push(operation.operationName ?? '(anonymous)');
    return forward(operation);
  });
  const { client, subscriptions } = liveTestClient(mocks, [record]);
  return { client, operations, live: subscriptions };
}

export function aSummary(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AttorneyPortalSummary' as const,
    activeCases: 7,
    settledCases: 2,
    averageSettlement: '42500.50' as string | null,
    responseTimeHours: 6.5 as number | null,
    answeredMessages: 12,
    ...overrides,
  };
}

export function summaryMock(summary = aSummary()): MockLink.MockedResponse {
  return {
    request: { query: AttorneyPortalSummaryQuery },
    result: { data: { attorneyPortalSummary: summary } },
  };
}

export function aMessage(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Message' as const,
    id,
    caseId: 101,
    caseNumber: 'CASE-2025-001',
    patientName: 'Alex Rivera',
    subject: `Update ${id}`,
    content: `Treatment note ${id}`,
    senderName: 'Maria Lopez',
    sentDate: '2025-04-02T15:30:00Z',
    isRead: true,
    ...overrides,
  };
}

export function recentMessagesMock(nodes: ReturnType<typeof aMessage>[]): MockLink.MockedResponse {
  return {
    request: { query: AttorneyRecentMessagesQuery, variables: { first: 10 } },
    result: { data: { messages: { __typename: 'MessageConnection', nodes } } },
  };
}

/** "My scorecard": one clinic, with a short trend. */
export function myScorecardMock(): MockLink.MockedResponse {
  return {
    request: { query: MyScorecardQuery, variables: { period: 'month' } },
    result: {
      data: {
        myScorecard: [
          {
            __typename: 'AttorneyScorecard' as const,
            clinicId: 1,
            clinicName: 'Northside Chiropractic',
            attorneyId: 5,
            attorneyName: 'Daniel Harper',
            firmName: 'Harper Law',
            casesOpen: 4,
            casesClosed: 9,
            withdrawals: 1,
            withdrawalRate: 7.1,
            paidSettlements: 8,
            awaitingPayment: 1,
            avgDaysToPayment: 21.5,
            reducedCases: 9,
            avgReductionPercent: 18.2,
            answeredMessages: 20,
            awaitingReply: 2,
            avgResponseHours: 9.5,
            medianResponseHours: 7,
            trend: [
              {
                __typename: 'AttorneyScorecardPoint' as const,
                periodStart: '2026-10-01',
                casesOpened: 2,
                casesClosed: 1,
                withdrawals: 0,
                avgDaysToPayment: 20,
                avgReductionPercent: 15,
                avgResponseHours: 8,
              },
            ],
          },
        ],
      },
    },
  };
}
