import type { MockLink } from '@apollo/client/testing';
import { aUser, currentUserMock } from '../../../test/fixtures';
import { anAdminUser, type MockAdminUser } from '../../admin/users/test/userFixtures';
import { ClinicSubscriptionQuery } from '../plan/clinicSubscriptionQuery';
import { ClinicProfileQuery } from '../profile/clinicProfileQueries';
import { ClinicUsersQuery } from '../users/clinicUserQueries';

export const clinicAdmin = aUser({
  id: '9b2f6c1e-0d4f-4f53-9a53-5b7f3c2f1a99',
  email: 'owner@riverside.example',
  firstName: 'Olivia',
  lastName: 'Owner',
  fullName: 'Olivia Owner',
  role: 'clinic_admin',
});
export const clinicAdminMock = currentUserMock(clinicAdmin);

export const maria = anAdminUser();
export const owner = anAdminUser({
  id: clinicAdmin.id,
  email: clinicAdmin.email,
  firstName: 'Olivia',
  lastName: 'Owner',
  fullName: 'Olivia Owner',
  role: 'clinic_admin',
});

export function clinicUsersMock(nodes: MockAdminUser[]): MockLink.MockedResponse {
  return {
    request: { query: ClinicUsersQuery, variables: () => true },
    result: {
      data: {
        clinicUsers: {
          __typename: 'ClinicUserConnection',
          nodes,
          pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
          totalCount: nodes.length,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export const subscriptionMock: MockLink.MockedResponse = {
  request: { query: ClinicSubscriptionQuery },
  result: {
    data: {
      clinicSubscription: {
        __typename: 'ClinicSubscription',
        plan: {
          __typename: 'Plan',
          code: 'starter',
          name: 'Starter',
          monthlyPrice: '249.00',
          annualPrice: '2490.00',
          maxUsers: 3,
          maxActiveCases: 50,
          storageGb: 5,
          supportLevel: 'basic',
        },
        usage: { __typename: 'ClinicUsage', users: 2, activeCases: 41, storageBytes: 1024 ** 2 * 12 },
        billingStatus: 'active',
        billingFrequency: 'monthly',
        monthlyRate: '249.00',
        annualRate: '2490.00',
        nextBillingDate: '2026-12-01',
        trialEndsAt: null,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export const profile = {
  __typename: 'ClinicProfile' as const,
  id: 1,
  name: 'Riverside Chiropractic',
  address: '1 River Rd',
  city: 'Trenton',
  state: 'NJ',
  zipCode: '08608',
  phone: '609-555-0100',
  email: 'front@riverside.example',
  timeZone: 'America/New_York',
  businessHours: weekdays.map((day) => ({
    __typename: 'BusinessDayHours' as const,
    day,
    closed: day === 'saturday' || day === 'sunday',
    opens: day === 'saturday' || day === 'sunday' ? null : '08:00',
    closes: day === 'saturday' || day === 'sunday' ? null : '17:00',
  })),
  letterheadText: null,
  logoUpdatedAt: null,
};

export const profileMock: MockLink.MockedResponse = {
  request: { query: ClinicProfileQuery },
  result: { data: { clinicProfile: profile } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
