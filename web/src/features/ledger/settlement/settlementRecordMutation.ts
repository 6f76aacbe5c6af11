import { graphql } from '../../../gql';

/** The attorney records (or corrects) the settlement amount and date. */
export const SettlementRecordMutation = graphql(`
  mutation SettlementRecord($input: SettlementRecordInput!) {
    ledger: settlementRecord(input: $input) {
      ...CaseLedgerFields
    }
  }
`);
