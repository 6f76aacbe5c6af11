import type { ReductionRequestInput } from '../../../gql/graphql';
import { useLedgerMutation } from '../form/useLedgerMutation';
import { ReductionRequestMutation } from './reductionMutations';

/** The attorney's reduction request; the ledger shows it as pending at once. */
export function useRequestReduction() {
  return useLedgerMutation<ReductionRequestInput>(ReductionRequestMutation);
}
