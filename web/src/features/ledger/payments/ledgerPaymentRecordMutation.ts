import { graphql } from '../../../gql';

/** The clinic records a payment received on the case. */
export const LedgerPaymentRecordMutation = graphql(`
  mutation LedgerPaymentRecord($input: LedgerPaymentInput!) {
    ledger: ledgerPaymentRecord(input: $input) {
      ...CaseLedgerFields
    }
  }
`);
