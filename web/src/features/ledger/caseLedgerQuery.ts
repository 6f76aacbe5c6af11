import { graphql } from '../../gql';

/** A case's lien ledger, with what the signed-in user may do on it. */
export const CaseLedgerQuery = graphql(`
  query CaseLedger($caseId: Int!) {
    caseLedger(caseId: $caseId) {
      ...CaseLedgerFields
    }
  }
`);
