import type { MockLink } from '@apollo/client/testing';
import { LandingPlansQuery, type LandingPlan } from '../pricing/plansQuery';

type PlanFixture = LandingPlan & { __typename: 'Plan' };

/** The seeded public pricing (PRODUCT.md, decision 2). */
export const plans: PlanFixture[] = [
  {
    __typename: 'Plan',
    id: 1,
    code: 'starter',
    name: 'Starter',
    monthlyPrice: '249.00',
    annualPrice: '2490.00',
    annualSaving: '498.00',
    maxUsers: 3,
    maxActiveCases: 50,
    storageGb: 5,
    supportLevel: 'basic',
  },
  {
    __typename: 'Plan',
    id: 2,
    code: 'professional',
    name: 'Professional',
    monthlyPrice: '349.00',
    annualPrice: '3500.00',
    annualSaving: '688.00',
    maxUsers: 10,
    maxActiveCases: 200,
    storageGb: 50,
    supportLevel: 'priority',
  },
  {
    __typename: 'Plan',
    id: 3,
    code: 'enterprise',
    name: 'Enterprise',
    monthlyPrice: '599.00',
    annualPrice: '5990.00',
    annualSaving: '1198.00',
    maxUsers: null,
    maxActiveCases: null,
    storageGb: 500,
    supportLevel: '24/7',
  },
];

export function plansMock(answer: PlanFixture[] = plans): MockLink.MockedResponse {
  return { request: { query: LandingPlansQuery }, result: { data: { plans: answer } } };
}

/** The plans never arrive (for tests about other sections). */
export const pendingPlansMock: MockLink.MockedResponse = {
  request: { query: LandingPlansQuery },
  delay: Number.POSITIVE_INFINITY,
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** window.scrollTo is not implemented in jsdom: record the calls instead. */
export function spyOnScrollTo() {
  return jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
}
