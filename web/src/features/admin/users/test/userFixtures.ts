import type { MockLink } from '@apollo/client/testing';
import type { AdminUserFieldsFragment } from '../../../../gql/graphql';
import { currentUserMock } from '../../../../test/fixtures';
import { aSuperAdmin } from '../../waitlist/test/waitlistFixtures';
import { AdminUserClinicOptionsQuery, AdminUsersQuery } from '../userAdminQueries';

export const operator = aSuperAdmin();

/** A row of the Users tab as the server answers it (mocks need the type names). */
export type MockAdminUser = AdminUserFieldsFragment & { __typename: 'AdminUser' };

export function anAdminUser(overrides: Partial<MockAdminUser> = {}): MockAdminUser {
  return {
    __typename: 'AdminUser' as const,
    id: '5d6c1f0a-1111-4c6d-8e9f-a0b1c2d3e4f5',
    email: 'maria.lopez@riverside.example',
    firstName: 'Maria',
    lastName: 'Lopez',
    fullName: 'Maria Lopez',
    role: 'clinic_staff',
    isActive: true,
    lastLoginAt: '2025-03-05T14:30:00Z',
    clinicId: 1,
    clinicName: 'Riverside Chiropractic',
    attorneyId: null,
    attorneyName: null,
    attorneyFirmName: null,
    hasPassword: true,
    invitation: null,
    ...overrides,
  };
}

export const maria = anAdminUser();
export const harper = anAdminUser({
  id: '5d6c1f0a-2222-4c6d-8e9f-a0b1c2d3e4f5',
  email: 'harper@harperlaw.example',
  firstName: 'James',
  lastName: 'Harper',
  fullName: 'James Harper',
  role: 'attorney',
  lastLoginAt: null,
  clinicId: null,
  clinicName: null,
  attorneyId: 7,
  attorneyName: 'James Harper',
  attorneyFirmName: 'Harper & Associates',
  isActive: false,
});
const pendingInvitation = {
  __typename: 'AdminUserInvitation' as const,
  status: 'pending' as const,
  expiresAt: '2025-03-12T14:30:00Z',
  lastSentAt: '2025-03-05T14:30:00Z',
  emailSentAt: null,
  emailError: 'Email is not configured on this server (SMTP_URL and MAIL_FROM)',
};

export const invitee = anAdminUser({
  id: '5d6c1f0a-3333-4c6d-8e9f-a0b1c2d3e4f5',
  email: 'new.hire@riverside.example',
  firstName: 'Nia',
  lastName: 'Brooks',
  fullName: 'Nia Brooks',
  lastLoginAt: null,
  hasPassword: false,
  invitation: pendingInvitation,
});
export const self = anAdminUser({
  id: operator.id,
  email: operator.email,
  firstName: operator.firstName,
  lastName: operator.lastName,
  fullName: operator.fullName,
  role: 'super_admin',
  clinicId: null,
  clinicName: null,
});

interface UsersPage {
  nodes: MockAdminUser[];
  totalCount?: number;
  endCursor?: string | null;
  hasNextPage?: boolean;
}

/** Answers every `adminUsers` query with `answer(variables)` and records the variables of each request. */
export function usersMock(answer: (variables: Record<string, unknown>, request: number) => UsersPage) {
  const requests: Record<string, unknown>[] = [];
  const mock: MockLink.MockedResponse = {
    request: {
      query: AdminUsersQuery,
      variables: (variables) => {
        requests.push(variables);
        return true;
      },
    },
    result: (variables) => {
      const {
        nodes,
        totalCount = nodes.length,
        endCursor = null,
        hasNextPage = false,
      } = answer(variables, requests.length);
      return {
        data: {
          adminUsers: {
            __typename: 'AdminUserConnection',
            nodes,
            pageInfo: { __typename: 'PageInfo', endCursor, hasNextPage },
            totalCount,
          },
        },
      };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, requests };
}

export const clinicOptionsMock: MockLink.MockedResponse = {
  request: { query: AdminUserClinicOptionsQuery },
  result: {
    data: {
      adminUserClinicOptions: [
        {
          __typename: 'AdminClinicOption',
          id: 1,
          name: 'Riverside Chiropractic',
          isActive: true,
          planName: 'Professional',
          maxUsers: 10,
          activeUsers: 4,
        },
        {
          __typename: 'AdminClinicOption',
          id: 2,
          name: 'Summit Spine',
          isActive: true,
          planName: 'Starter',
          maxUsers: 3,
          activeUsers: 3,
        },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

export const operatorMock = currentUserMock(operator);
