import { graphql } from '../../../gql';

/** The clinic closes the ledger, writing off whatever balance is left. */
export const LedgerCloseMutation = graphql(`
  mutation LedgerClose($input: LedgerCloseInput!) {
    ledger: ledgerClose(input: $input) {
      ...CaseLedgerFields
    }
  }
`);
