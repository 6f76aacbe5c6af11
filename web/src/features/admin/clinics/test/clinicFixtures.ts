import type { MockLink } from '@apollo/client/testing';
import { AdminClinicPlansQuery, AdminClinicsQuery, type ClinicCardData, type PlanData } from '../clinicQueries';

const GB = 1024 ** 3;

export const plans: (PlanData & { __typename: 'Plan' })[] = [
  {
    __typename: 'Plan',
    id: 1,
    code: 'starter',
    name: 'Starter',
    monthlyPrice: '249.00',
    annualPrice: '2490.00',
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
    maxUsers: null,
    maxActiveCases: null,
    storageGb: 500,
    supportLevel: '24/7',
  },
];

const planCard = (code: string) => {
  const { monthlyPrice: _m, annualPrice: _a, supportLevel: _s, ...plan } = plans.find((p) => p.code === code)!;
  return plan;
};

export function aCard(
  overrides: {
    clinic?: Partial<ClinicCardData['clinic']>;
    plan?: string;
    usage?: Partial<ClinicCardData['usage']>;
  } = {},
): ClinicCardData & { __typename: 'AdminClinic' } {
  const clinic = {
    __typename: 'Clinic' as const,
    id: 7,
    name: 'Riverside Chiropractic',
    email: 'office@riverside.example',
    phone: '973-555-0100',
    address: '12 River Rd',
    city: 'Newark',
    state: 'NJ',
    zipCode: '07102',
    subscriptionPlan: overrides.plan ?? 'starter',
    billingStatus: 'active',
    monthlyRate: '249.00',
    nextBillingDate: '2025-07-01',
    isActive: true,
    ...overrides.clinic,
  };
  return {
    __typename: 'AdminClinic',
    id: clinic.id,
    clinic,
    plan: planCard(overrides.plan ?? 'starter'),
    usage: {
      __typename: 'ClinicUsage' as const,
      users: 2,
      activeCases: 41,
      storageBytes: 1.5 * GB,
      ...overrides.usage,
    } as ClinicCardData['usage'],
  };
}

export const plansMock: MockLink.MockedResponse = {
  request: { query: AdminClinicPlansQuery },
  result: { data: { plans } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** Answers every `adminClinics` query with the given cards. */
export function clinicsMock(cards: ClinicCardData[], totalCount = cards.length): MockLink.MockedResponse {
  return {
    request: { query: AdminClinicsQuery, variables: () => true },
    result: {
      data: {
        adminClinics: {
          __typename: 'AdminClinicConnection',
          nodes: cards,
          pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
          totalCount,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
