import { graphql } from '../../gql';
import type {
  CaseLedgerFieldsFragment,
  LedgerEntryFieldsFragment,
  ReductionRequestFieldsFragment,
} from '../../gql/graphql';

/** One posting of the ledger table. */
export const LedgerEntryFields = graphql(`
  fragment LedgerEntryFields on LedgerEntry {
    id
    kind
    amount
    balanceAfter
    description
    effectiveDate
    billingId
    invoiceNumber
    reductionRequestId
    paymentMethod
    reference
    createdByName
    createdAt
  }
`);

/** One reduction request with every step of its negotiation. */
export const ReductionRequestFields = graphql(`
  fragment ReductionRequestFields on ReductionRequest {
    id
    caseId
    status
    originalAmount
    requestedPercentage
    requestedAmount
    reason
    requestedByName
    counterAmount
    clinicNotes
    approvedAmount
    respondedByName
    resolvedAt
    createdAt
    letterUrl
  }
`);

/**
 * The whole ledger as the Billing tab shows it. The query, the live event and every ledger mutation
 * carry exactly these fields, so any of them can replace the cached ledger.
 */
export const CaseLedgerFields = graphql(`
  fragment CaseLedgerFields on CaseLedger {
    caseId
    caseNumber
    patientName
    attorneyName
    balance
    totalCharges
    totalPayments
    totalReductions
    totalWriteOffs
    settlementAmount
    settlementDate
    closedAt
    closedByName
    entries {
      ...LedgerEntryFields
    }
    reductionRequests {
      ...ReductionRequestFields
    }
    abilities {
      canRequestReduction
      canRecordSettlement
      canRecordPayment
      canClose
      reductionActions
    }
  }
`);

export type CaseLedger = CaseLedgerFieldsFragment;
export type LedgerEntry = LedgerEntryFieldsFragment;
export type ReductionRequest = ReductionRequestFieldsFragment;
export type LedgerAbilities = CaseLedger['abilities'];
