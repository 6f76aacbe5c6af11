import type { MockLink } from '@apollo/client/testing';
import { aUser } from '../../../../test/fixtures';
import { ContactMessagesQuery } from '../../contact/contactQueries';
import { WaitlistEntriesQuery, WaitlistStatsQuery } from '../waitlistQueries';

export function aSuperAdmin() {
  return aUser({
    id: '0c1d2e3f-4a5b-4c6d-8e9f-a0b1c2d3e4f5',
    email: 'superadmin@casebridge.demo',
    firstName: 'Avery',
    lastName: 'Quinn',
    fullName: 'Avery Quinn',
    role: 'super_admin',
    clinicId: null,
    clinic: null,
  });
}

export function anEntry(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'WaitlistEntry' as const,
    id: 41,
    name: 'Dana Whitfield',
    email: 'dana@whitfieldchiro.example',
    practiceName: 'Whitfield Chiropractic',
    state: 'NJ',
    monthlyPICases: '25-50',
    attorneyReferral: 'Harper Law' as string | null,
    isContacted: false,
    notes: null as string | null,
    createdAt: '2025-03-05T15:00:00Z',
    ...overrides,
  };
}

export const twoEntries = [
  anEntry(),
  anEntry({
    id: 40,
    name: 'Luis Ortega',
    email: 'luis@ortegaspine.example',
    practiceName: 'Ortega Spine & Rehab',
    state: 'other',
    monthlyPICases: '100+',
    attorneyReferral: null,
    isContacted: true,
    notes: 'Called on Monday, wants a demo',
    createdAt: '2025-02-20T15:00:00Z',
  }),
];

interface EntriesPage {
  nodes: ReturnType<typeof anEntry>[];
  totalCount?: number;
  endCursor?: string | null;
  hasNextPage?: boolean;
}

/** Answers every `waitlistEntries` query with `answer(variables)` and records the variables of each request. */
export function entriesMock(answer: (variables: Record<string, unknown>) => EntriesPage) {
  const requests: Record<string, unknown>[] = [];
  const mock: MockLink.MockedResponse = {
    request: {
      query: WaitlistEntriesQuery,
      variables: (variables) => {
        requests.push(variables);
        return true;
      },
    },
    result: (variables) => {
      const { nodes, totalCount = nodes.length, endCursor = null, hasNextPage = false } = answer(variables);
      return {
        data: {
          waitlistEntries: {
            __typename: 'WaitlistEntryConnection',
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

export interface Stats {
  total: number;
  contacted: number;
  pending: number;
  lastSevenDays: number;
}

/** Answers `waitlistStats` with each of `answers` in turn (the last one from then on); `asked()` counts the requests. */
export function statsMock(...answers: Stats[]) {
  let asked = 0;
  const mock: MockLink.MockedResponse = {
    request: { query: WaitlistStatsQuery },
    result: () => {
      const stats = answers[Math.min(asked, answers.length - 1)];
      asked += 1;
      return { data: { waitlistStats: { __typename: 'WaitlistStats', ...stats } } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, asked: () => asked };
}

/** The contact inbox below the waitlist has its own tests: elsewhere its answer never arrives. */
export const pendingContactInboxMock: MockLink.MockedResponse = {
  request: { query: ContactMessagesQuery, variables: () => true },
  delay: Number.POSITIVE_INFINITY,
  maxUsageCount: Number.POSITIVE_INFINITY,
};
