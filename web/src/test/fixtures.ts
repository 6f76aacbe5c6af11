import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { CurrentUserQuery, type CurrentUser } from '../app/auth/currentUser';
import type { OperatorArea } from '../gql/graphql';

/** Every console area: what the server answers for a super admin. */
const everyOperatorArea: OperatorArea[] = [
  'overview',
  'users',
  'clinics',
  'waitlist',
  'intake',
  'billing',
  'revenue',
  'sales',
  'funding',
  'audit',
  'health',
  'email',
  'settings',
  'providers',
  'support',
  'marketing',
  'flags',
  'logs',
  'staff',
];

export function aUser(overrides: Partial<CurrentUser> = {}) {
  return {
    operatorAreas: overrides.role === 'super_admin' ? everyOperatorArea : ([] as OperatorArea[]),
    __typename: 'User' as const,
    id: '9b2f6c1e-0d4f-4f53-9a53-5b7f3c2f1a10',
    email: 'maria.lopez@riverside.example',
    firstName: 'Maria',
    lastName: 'Lopez',
    fullName: 'Maria Lopez',
    role: 'clinic_staff' as const,
    clinicId: 1,
    attorneyId: null,
    clinic: { __typename: 'Clinic' as const, id: 1, name: 'Riverside Chiropractic' },
    ...overrides,
  };
}

/** The `me` answer, reusable because several components and cache resets may ask for it. */
export function currentUserMock(user: ReturnType<typeof aUser> | null): MockLink.MockedResponse {
  return {
    request: { query: CurrentUserQuery },
    result: { data: { me: user } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function graphqlError(message: string, code: string, extensions: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}
