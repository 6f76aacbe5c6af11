import { graphql } from '../../../gql';

export const PaymentHistoryEntryFields = graphql(`
  fragment PaymentHistoryEntryFields on PaymentHistoryEntry {
    id
    clinicId
    clinicName
    description
    paymentMethod
    transactionId
    invoiceId
    invoiceNumber
    amount
    paymentDate
    status
    kind
  }
`);

export const BillingRecordFields = graphql(`
  fragment BillingRecordFields on BillingRecord {
    id
    clinicId
    clinicName
    subscriptionPlan
    billingFrequency
    amount
    status
    nextBillingDate
    balance
  }
`);

export const BillingSummaryQuery = graphql(`
  query AdminBillingSummary {
    operatorBillingSummary {
      monthlyRevenue
      activeSubscriptions
      overdueAccounts
      outstandingTotal
      successRate
      successfulCharges
      failedCharges
      alerts {
        kind
        count
        message
        status
      }
      recentPayments {
        ...PaymentHistoryEntryFields
      }
    }
  }
`);

export const BillingRecordsQuery = graphql(`
  query AdminBillingRecords($status: SubscriptionStatusFilter, $first: Int!, $after: String) {
    billingRecords(status: $status, first: $first, after: $after) {
      nodes {
        ...BillingRecordFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const PaymentHistoryQuery = graphql(`
  query AdminPaymentHistory($range: PaymentHistoryRange!, $first: Int!, $after: String) {
    paymentHistory(range: $range, first: $first, after: $after) {
      nodes {
        ...PaymentHistoryEntryFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const BillingAdjustmentsQuery = graphql(`
  query AdminBillingAdjustments($first: Int!, $after: String) {
    billingAdjustments(first: $first, after: $after) {
      nodes {
        id
        clinicId
        clinicName
        type
        amount
        reason
        appliedBy
        appliedAt
        status
        failureMessage
        createdAt
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const BillingSettingsFields = graphql(`
  fragment BillingSettingsFields on BillingSettings {
    maxRetries
    retryIntervalDays
    lateFee
    gracePeriodDays
    reminderDaysBefore
    notifyPaymentFailed
    notifyUpcomingRenewal
    notifySuspension
    updatedAt
    updatedByName
  }
`);

export const BillingSettingsQuery = graphql(`
  query AdminBillingSettings {
    billingSettings {
      ...BillingSettingsFields
    }
  }
`);

export const BillingSettingsUpdateMutation = graphql(`
  mutation AdminBillingSettingsUpdate($input: BillingSettingsInput!) {
    billingSettingsUpdate(input: $input) {
      ...BillingSettingsFields
    }
  }
`);

export const BillingAdjustmentApplyMutation = graphql(`
  mutation AdminBillingAdjustmentApply($input: BillingAdjustmentInput!) {
    billingAdjustmentApply(input: $input) {
      id
      status
    }
  }
`);

export const BillingSubscriptionCancelMutation = graphql(`
  mutation AdminBillingSubscriptionCancel($clinicId: Int!) {
    billingSubscriptionCancel(clinicId: $clinicId) {
      ...BillingRecordFields
    }
  }
`);

export const BillingPaymentRetryMutation = graphql(`
  mutation AdminBillingPaymentRetry($clinicId: Int!) {
    billingPaymentRetry(clinicId: $clinicId) {
      payment {
        id
        status
      }
      record {
        ...BillingRecordFields
      }
    }
  }
`);

/** The queries every billing action refreshes (the spec: each action reloads the billing data). */
export const billingDataQueries = [
  'AdminBillingSummary',
  'AdminBillingRecords',
  'AdminPaymentHistory',
  'AdminBillingAdjustments',
];

export const BILLING_PAGE_SIZE = 50;
