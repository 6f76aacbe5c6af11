import { graphql } from '../../../gql';

/** The attorney asks for a reduction; the answer is the updated ledger (aliased `ledger`, as every ledger mutation). */
export const ReductionRequestMutation = graphql(`
  mutation ReductionRequest($input: ReductionRequestInput!) {
    ledger: reductionRequest(input: $input) {
      ...CaseLedgerFields
    }
  }
`);

/** Accept, reject, counter or withdraw the open request. */
export const ReductionRespondMutation = graphql(`
  mutation ReductionRespond($input: ReductionRespondInput!) {
    ledger: reductionRespond(input: $input) {
      ...CaseLedgerFields
    }
  }
`);
