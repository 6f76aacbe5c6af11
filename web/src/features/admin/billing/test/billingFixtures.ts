import type { MockLink } from '@apollo/client/testing';
import { BillingAdjustmentsQuery, BillingRecordsQuery, BillingSummaryQuery } from '../billingQueries';
import { BillingClinicOptionsQuery } from '../BillingClinicPicker';

export function aPayment(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'PaymentHistoryEntry' as const,
    id: 1,
    clinicId: 7,
    clinicName: 'Birch Spine',
    description: 'Professional plan, annual',
    paymentMethod: 'Visa •••• 4242',
    transactionId: 'txn_abc123',
    invoiceId: 31,
    invoiceNumber: 'CB-2026-000031',
    amount: '3500.00',
    paymentDate: '2026-11-20T10:00:00Z',
    status: 'successful',
    kind: 'charge',
    ...overrides,
  };
}

export function aSummary(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'OperatorBillingSummary' as const,
    monthlyRevenue: '1139.67',
    activeSubscriptions: 4,
    overdueAccounts: 2,
    outstandingTotal: '416.67',
    successRate: '33.3' as string | null,
    successfulCharges: 1,
    failedCharges: 2,
    alerts: [
      {
        __typename: 'BillingAlert' as const,
        kind: 'overdue_past_grace',
        count: 1,
        message: '1 clinic is overdue past the 7-day grace period',
        status: 'overdue',
      },
    ],
    recentPayments: [aPayment()],
    ...overrides,
  };
}

export function aRecord(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'BillingRecord' as const,
    id: 7,
    clinicId: 7,
    clinicName: 'Birch Spine',
    subscriptionPlan: 'professional',
    billingFrequency: 'annual',
    amount: '3500.00',
    status: 'overdue',
    nextBillingDate: '2026-12-01',
    balance: '-291.67',
    ...overrides,
  };
}

export const summaryMock = (summary = aSummary()): MockLink.MockedResponse => ({
  request: { query: BillingSummaryQuery },
  result: { data: { operatorBillingSummary: summary } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export const recordsMock = (
  variables: Record<string, unknown>,
  records: ReturnType<typeof aRecord>[],
): MockLink.MockedResponse => ({
  request: { query: BillingRecordsQuery, variables },
  result: {
    data: {
      billingRecords: {
        __typename: 'BillingRecordConnection',
        nodes: records,
        pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** The Add Adjustment picker's search: `search` null is the first page of every clinic by name. */
export const clinicOptionsMock = (
  search: string | null,
  records: ReturnType<typeof aRecord>[],
): MockLink.MockedResponse => ({
  request: { query: BillingClinicOptionsQuery, variables: { search } },
  result: {
    data: {
      billingRecords: {
        __typename: 'BillingRecordConnection',
        nodes: records.map(({ clinicId, clinicName, subscriptionPlan, status }) => ({
          __typename: 'BillingRecord',
          clinicId,
          clinicName,
          subscriptionPlan,
          status,
        })),
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export const adjustmentsMock = (nodes: Record<string, unknown>[] = []): MockLink.MockedResponse => ({
  request: { query: BillingAdjustmentsQuery, variables: { first: 50 } },
  result: {
    data: {
      billingAdjustments: {
        __typename: 'BillingAdjustmentConnection',
        nodes,
        pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
