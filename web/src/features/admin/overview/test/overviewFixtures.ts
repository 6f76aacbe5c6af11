import type { MockLink } from '@apollo/client/testing';
import { PlatformOverviewQuery } from '../overviewQueries';

export function platformFigures(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'PlatformOverview' as const,
    totalUsers: 128,
    activeUsers: 121,
    totalClinics: 14,
    activeClinics: 12,
    superAdminUsers: 2,
    monthlyRevenue: '4186.50',
    activeCases: 347,
    ...overrides,
  };
}

/** Answers `platformOverview` with each of `answers` in turn (the last one from then on); `asked()` counts requests. */
export function overviewMock(...answers: ({ figures: ReturnType<typeof platformFigures> } | { error: Error })[]) {
  let asked = 0;
  const mock: MockLink.MockedResponse = {
    request: { query: PlatformOverviewQuery },
    result: () => {
      const answer = answers[Math.min(asked, answers.length - 1)];
      asked += 1;
      return 'error' in answer ? { errors: [answer.error] } : { data: { platformOverview: answer.figures } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, asked: () => asked };
}
