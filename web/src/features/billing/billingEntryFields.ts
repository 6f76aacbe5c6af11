import { graphql } from '../../gql';
import type { BillingEntryFieldsFragment } from '../../gql/graphql';

/** What a billing row shows; the list, the live subscription and both mutations all carry it. */
export const BillingEntryFields = graphql(`
  fragment BillingEntryFields on BillingEntry {
    id
    caseId
    caseNumber
    patientName
    clinicName
    invoiceNumber
    invoiceUrl
    amount
    adjustedAmount
    description
    status
    dueDate
    paidDate
    paymentMethod
    nextStatuses
    lines {
      ...BillingLineFields
    }
    createdAt
    updatedAt
  }
`);

export type BillingEntryItem = BillingEntryFieldsFragment;
