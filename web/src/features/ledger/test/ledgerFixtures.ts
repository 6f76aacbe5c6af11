import { GraphQLError, type DocumentNode } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { CaseLedgerQuery } from '../caseLedgerQuery';
import type { CaseLedger, LedgerAbilities, LedgerEntry, ReductionRequest } from '../ledgerFields';

export const CASE_ID = 101;

export function anEntry(overrides: Partial<LedgerEntry> = {}) {
  return {
    __typename: 'LedgerEntry' as const,
    id: 1,
    kind: 'charge' as LedgerEntry['kind'],
    amount: '1000.00',
    balanceAfter: '1000.00',
    description: 'Initial exam and adjustments',
    effectiveDate: '2025-03-03',
    billingId: 11 as number | null,
    invoiceNumber: 'INV-2025-0011' as string | null,
    reductionRequestId: null as number | null,
    paymentMethod: null as LedgerEntry['paymentMethod'],
    reference: null as string | null,
    createdByName: 'Maria Lopez',
    createdAt: '2025-03-03T15:00:00Z',
    ...overrides,
  };
}

/** Two bills and a payment: $1,000.00 + $250.00 − $100.00 = $1,150.00. */
export const threeEntries = [
  anEntry(),
  anEntry({
    id: 2,
    amount: '250.00',
    balanceAfter: '1250.00',
    description: 'Therapy, week 2',
    effectiveDate: '2025-03-10',
    billingId: 12,
    invoiceNumber: 'INV-2025-0012',
  }),
  anEntry({
    id: 3,
    kind: 'payment',
    amount: '100.00',
    balanceAfter: '1150.00',
    description: 'Payment received',
    effectiveDate: '2025-03-20',
    billingId: null,
    invoiceNumber: null,
    paymentMethod: 'check',
    reference: '#1042',
    createdByName: 'Jo Park',
  }),
];

export function aReductionRequest(overrides: Partial<ReductionRequest> = {}) {
  return {
    __typename: 'ReductionRequest' as const,
    id: 7,
    caseId: CASE_ID,
    status: 'pending' as ReductionRequest['status'],
    originalAmount: '1150.00',
    requestedPercentage: '20.00' as string | null,
    requestedAmount: '920.00',
    reason: 'Policy limit is $15,000 across three providers.',
    requestedByName: 'Sam Harper',
    counterAmount: null as string | null,
    clinicNotes: null as string | null,
    approvedAmount: null as string | null,
    respondedByName: null as string | null,
    resolvedAt: null as string | null,
    createdAt: '2025-04-01T14:00:00Z',
    letterUrl: null as string | null,
    ...overrides,
  };
}

export function abilities(overrides: Partial<LedgerAbilities> = {}) {
  return {
    __typename: 'CaseLedgerAbilities' as const,
    canRequestReduction: false,
    canRecordSettlement: false,
    canRecordPayment: false,
    canClose: false,
    reductionActions: [] as LedgerAbilities['reductionActions'],
    ...overrides,
  };
}

/** What the clinic may do on an open ledger (answers to a pending request are added per test). */
export const clinicAbilities = abilities({ canRecordPayment: true, canClose: true });
/** What the case's attorney may do on an open ledger with a balance and no open request. */
export const attorneyAbilities = abilities({ canRequestReduction: true, canRecordSettlement: true });

type LedgerOverrides = Partial<Omit<CaseLedger, 'entries' | 'reductionRequests' | 'abilities'>> & {
  entries?: ReturnType<typeof anEntry>[];
  reductionRequests?: ReturnType<typeof aReductionRequest>[];
  abilities?: ReturnType<typeof abilities>;
};

export function aLedger(overrides: LedgerOverrides = {}) {
  return {
    __typename: 'CaseLedger' as const,
    caseId: CASE_ID,
    caseNumber: 'CASE-2025-001',
    patientName: 'Alex Rivera',
    attorneyName: 'Sam Harper' as string | null,
    balance: '1150.00',
    totalCharges: '1250.00',
    totalPayments: '100.00',
    totalReductions: '0.00',
    totalWriteOffs: '0.00',
    settlementAmount: null as string | null,
    settlementDate: null as string | null,
    closedAt: null as string | null,
    closedByName: null as string | null,
    entries: threeEntries,
    reductionRequests: [] as ReturnType<typeof aReductionRequest>[],
    abilities: clinicAbilities,
    ...overrides,
  };
}

export type MockLedger = ReturnType<typeof aLedger>;

/** The `caseLedger` answer for the test case. */
export function ledgerMock(ledger: MockLedger): MockLink.MockedResponse {
  return {
    request: { query: CaseLedgerQuery, variables: { caseId: CASE_ID } },
    result: { data: { caseLedger: ledger } },
  };
}

/**
 * A ledger mutation answered only for exactly `input`: a form that sends anything else gets no
 * answer, and `result` records that the expected request was made.
 */
export function ledgerMutationMock(
  mutation: DocumentNode,
  input: Record<string, unknown>,
  answer: MockLink.MockedResponse['result'],
) {
  const result = jest.fn(() => answer);
  const mock: MockLink.MockedResponse = {
    request: { query: mutation, variables: { input } },
    result: result as MockLink.MockedResponse['result'],
  };
  return { mock, result };
}

/** Any request of a ledger mutation, whatever its variables: for asserting that nothing was sent. */
export function anyRequestOf(mutation: DocumentNode) {
  const sent = jest.fn();
  const mock: MockLink.MockedResponse = {
    request: {
      query: mutation,
      variables: (variables) => {
        sent(variables);
        return true;
      },
    },
    result: { errors: [new GraphQLError('Not expected in this test')] },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, sent };
}
