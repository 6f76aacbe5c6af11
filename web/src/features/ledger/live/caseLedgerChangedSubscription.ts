import { graphql } from '../../../gql';

/** The whole ledger again each time anything is posted to it or a reduction request moves, by anyone. */
export const CaseLedgerChangedSubscription = graphql(`
  subscription CaseLedgerChanged($caseId: Int!) {
    caseLedgerChanged(caseId: $caseId) {
      ...CaseLedgerFields
    }
  }
`);
