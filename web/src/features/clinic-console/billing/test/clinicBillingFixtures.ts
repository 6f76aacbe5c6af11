import type { MockLink } from '@apollo/client/testing';
import { ClinicBillingInvoicesQuery, ClinicBillingPaymentsQuery, ClinicBillingQuery } from '../clinicBillingQueries';

export const visa = {
  __typename: 'ClinicBillingCard',
  id: 4,
  brand: 'Visa',
  last4: '4242',
  expMonth: 8,
  expYear: 2029,
};

export function billingMock(overrides: Record<string, unknown> = {}): MockLink.MockedResponse {
  return {
    request: { query: ClinicBillingQuery },
    result: {
      data: {
        clinicBilling: {
          __typename: 'ClinicBilling',
          balance: '-149.00',
          paymentProvider: 'builtin',
          card: visa,
          ...overrides,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export const novemberInvoice = {
  __typename: 'ClinicBillingInvoice',
  id: 31,
  number: 'CB-2026-000031',
  kind: 'subscription',
  status: 'open',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  issuedAt: '2026-11-01T09:00:00.000Z',
  dueDate: '2026-11-01',
  total: '149.00',
  amountPaid: '0.00',
};

export function invoicesMock(nodes: unknown[] = [novemberInvoice]): MockLink.MockedResponse {
  return {
    request: { query: ClinicBillingInvoicesQuery, variables: () => true },
    result: {
      data: {
        clinicBillingInvoices: {
          __typename: 'ClinicBillingInvoiceConnection',
          nodes,
          pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export const declinedCharge = {
  __typename: 'ClinicBillingPayment',
  id: 77,
  kind: 'charge',
  status: 'failed',
  amount: '149.00',
  methodLabel: 'Visa •••• 0002',
  description: 'Casebridge Professional, Nov 2026',
  invoiceNumber: 'CB-2026-000031',
  failureMessage: 'The card was declined.',
  createdAt: '2026-11-01T09:01:00.000Z',
};

export function paymentsMock(nodes: unknown[] = [declinedCharge]): MockLink.MockedResponse {
  return {
    request: { query: ClinicBillingPaymentsQuery, variables: () => true },
    result: {
      data: {
        clinicBillingPayments: {
          __typename: 'ClinicBillingPaymentConnection',
          nodes,
          pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
