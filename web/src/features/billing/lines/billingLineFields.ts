import { graphql } from '../../../gql';
import type { BillingLineFieldsFragment } from '../../../gql/graphql';

/** What a coded line of a bill shows, wherever a bill's services are listed. */
export const BillingLineFields = graphql(`
  fragment BillingLineFields on BillingLine {
    id
    lineNumber
    serviceDate
    procedureCode
    description
    modifiers
    units
    unitFee
    amount
    diagnosisCodes
    providerName
  }
`);

export type BillingLineItem = BillingLineFieldsFragment;
