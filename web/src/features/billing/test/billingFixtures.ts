import type { MockLink } from '@apollo/client/testing';
import type { BillingStatus } from '../../../gql/graphql';
import { aUser, currentUserMock, graphqlError } from '../../../test/fixtures';
import { liveTestClient } from '../../../test/liveTestClient';
import type { BillingEntryItem } from '../billingEntryFields';
import { BillingEntriesQuery } from '../list/billingEntriesQuery';
import { BillingSummaryQuery } from '../summary/billingSummaryQuery';

/** A clinic user of these tests (may move bills), and an attorney (reads them). */
export const staffUser = aUser();
export const attorneyUser = aUser({
  id: '4c1d2e3f-0000-4000-8000-000000000005',
  email: 'sam.harper@harper-law.example',
  firstName: 'Sam',
  lastName: 'Harper',
  fullName: 'Sam Harper',
  role: 'attorney',
  clinicId: null,
  attorneyId: 5,
  clinic: null,
});

/** What the server offers a clinic user from each status. */
const clinicMoves: Record<BillingStatus, BillingStatus[]> = {
  pending: ['submitted'],
  submitted: ['paid', 'denied'],
  denied: ['pending'],
  paid: [],
};

export function anEntry(overrides: Partial<BillingEntryItem> = {}) {
  const id = overrides.id ?? 1;
  const status = overrides.status ?? 'pending';
  return {
    __typename: 'BillingEntry' as const,
    id,
    caseId: 101,
    caseNumber: 'CASE-2025-001',
    patientName: 'Alex Rivera',
    clinicName: 'Riverside Chiropractic',
    invoiceNumber: `INV-2026-${String(id).padStart(6, '0')}`,
    invoiceUrl: `/api/v1/billing/${id}/invoice.pdf`,
    amount: '1250.00',
    adjustedAmount: null as string | null,
    description: 'Initial exam and X-rays' as string | null,
    status,
    dueDate: null as string | null,
    paidDate: null as string | null,
    paymentMethod: null as BillingEntryItem['paymentMethod'],
    nextStatuses: clinicMoves[status],
    lines: [] as BillingEntryItem['lines'],
    createdAt: '2026-03-05T14:30:00.000Z',
    updatedAt: '2026-03-05T14:30:00.000Z',
    ...overrides,
  };
}

export type MockEntry = ReturnType<typeof anEntry>;

/** A coded line of a bill raised by a signed note. */
export function aLine(overrides: Partial<BillingEntryItem['lines'][number]> = {}) {
  return {
    __typename: 'BillingLine' as const,
    id: 1,
    lineNumber: 1,
    serviceDate: '2026-03-02',
    procedureCode: '98941',
    description: 'Spinal adjustment, 3-4 regions',
    modifiers: [],
    units: 1,
    unitFee: '65.00',
    amount: '65.00',
    diagnosisCodes: ['S13.4XXA', 'S33.5XXA'],
    providerName: 'Dana Reyes',
    ...overrides,
  };
}

/** A bill a signed note raised: 98941 and 97140 ×2 with modifier 59. */
export function aCodedEntry(overrides: Partial<BillingEntryItem> = {}) {
  return anEntry({
    id: 7,
    status: 'submitted',
    amount: '150.00',
    description: 'Visit of 03/02/2026: 98941, 97140 ×2',
    lines: [
      aLine(),
      aLine({
        id: 2,
        lineNumber: 2,
        procedureCode: '97140',
        description: 'Manual therapy, each 15 minutes',
        modifiers: ['59'],
        units: 2,
        unitFee: '42.50',
        amount: '85.00',
        diagnosisCodes: ['M54.2'],
      }),
    ],
    ...overrides,
  });
}

/** The entry as an attorney sees it: no moves offered. */
export function readOnly(entry: MockEntry): MockEntry {
  return { ...entry, nextStatuses: [] };
}

interface EntriesPage {
  nodes: MockEntry[];
  endCursor?: string | null;
  hasNextPage?: boolean;
}

/** Answers every `billingEntries` query with `answer(variables)` and records the variables of each request. */
export function entriesMock(answer: (variables: Record<string, unknown>) => EntriesPage | Error) {
  const requests: Record<string, unknown>[] = [];
  const mock: MockLink.MockedResponse = {
    request: {
      query: BillingEntriesQuery,
      variables: (variables) => {
        requests.push(variables);
        return true;
      },
    },
    result: (variables) => {
      const page = answer(variables);
      if (page instanceof Error) return { errors: [graphqlError(page.message, 'INTERNAL_SERVER_ERROR')] };
      const { nodes, endCursor = null, hasNextPage = false } = page;
      return {
        data: {
          billingEntries: {
            __typename: 'BillingEntryConnection',
            nodes,
            pageInfo: { __typename: 'PageInfo', endCursor, hasNextPage },
          },
        },
      };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, requests };
}

export function aSummary(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'BillingSummary' as const,
    totalBilled: '0.00',
    entryCount: 0,
    outstanding: '0.00',
    outstandingCount: 0,
    paidThisMonth: '0.00',
    paidThisMonthCount: 0,
    denied: '0.00',
    deniedCount: 0,
    ...overrides,
  };
}

/** The cards' figures, answered as often as they are asked (`summaries` in turn, the last one repeating). */
export function summaryMock(...summaries: ReturnType<typeof aSummary>[]) {
  const requests = jest.fn();
  const mock: MockLink.MockedResponse = {
    request: { query: BillingSummaryQuery },
    result: () => {
      requests();
      return { data: { billingSummary: summaries[Math.min(requests.mock.calls.length, summaries.length) - 1] } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, requests };
}

/**
 * The app's own client over mocks; `deliver` pushes an entry to the open `billingStatusChanged`
 * subscription, `breakLiveUpdates` ends it with an error as when the socket gives up.
 */
export function billingTestClient(mocks: ReadonlyArray<MockLink.MockedResponse>, user = staffUser) {
  const live = liveTestClient([currentUserMock(user), ...mocks]);
  return {
    client: live.client,
    subscriptions: live.subscriptions,
    deliver: (entry: MockEntry) => live.deliver({ billingStatusChanged: entry }),
    breakLiveUpdates: () => live.fail(),
  };
}
