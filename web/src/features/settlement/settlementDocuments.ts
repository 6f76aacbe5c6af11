import { graphql } from '../../gql';
import type { CaseSettlementFieldsFragment, SettlementStatementFieldsFragment } from '../../gql/graphql';

/** One version of the disbursement statement, every figure as the server computed it. */
export const SettlementStatementFields = graphql(`
  fragment SettlementStatementFields on SettlementStatement {
    id
    version
    status
    settlementDate
    grossAmount
    feePercentage
    attorneyFee
    costs {
      position
      description
      amount
    }
    totalCosts
    clinicPayment
    clinicBalance
    clinicReduction
    otherLiens {
      position
      description
      amount
    }
    totalLiens
    netToClient
    notes
    recordedByName
    createdAt
    disputeReason
    disputedByName
    disputedAt
    confirmedByName
    confirmedAt
    pdfUrl
  }
`);

/** A case's settlement: the current statement, every version, the ledger's balance and what the viewer may do. */
export const CaseSettlementFields = graphql(`
  fragment CaseSettlementFields on CaseSettlement {
    caseId
    caseNumber
    clinicName
    attorneyName
    caseStatus
    ledgerBalance
    ledgerClosedAt
    current {
      ...SettlementStatementFields
    }
    history {
      ...SettlementStatementFields
    }
    abilities {
      canRecord
      canConfirm
      canDispute
    }
  }
`);

export const CaseSettlementQuery = graphql(`
  query CaseSettlement($caseId: Int!) {
    caseSettlement(caseId: $caseId) {
      ...CaseSettlementFields
    }
  }
`);

export const CaseSettlementChangedSubscription = graphql(`
  subscription CaseSettlementChanged($caseId: Int!) {
    caseSettlementChanged(caseId: $caseId) {
      ...CaseSettlementFields
    }
  }
`);

export const SettlementStatementRecordMutation = graphql(`
  mutation SettlementStatementRecord($input: SettlementStatementInput!) {
    settlement: settlementStatementRecord(input: $input) {
      ...CaseSettlementFields
    }
  }
`);

export const SettlementStatementConfirmMutation = graphql(`
  mutation SettlementStatementConfirm($input: SettlementConfirmInput!) {
    settlement: settlementStatementConfirm(input: $input) {
      ...CaseSettlementFields
    }
  }
`);

export const SettlementStatementDisputeMutation = graphql(`
  mutation SettlementStatementDispute($input: SettlementDisputeInput!) {
    settlement: settlementStatementDispute(input: $input) {
      ...CaseSettlementFields
    }
  }
`);

export type CaseSettlement = CaseSettlementFieldsFragment;
export type SettlementStatement = SettlementStatementFieldsFragment;
