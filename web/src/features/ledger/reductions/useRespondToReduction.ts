import type { ReductionRespondInput } from '../../../gql/graphql';
import { useLedgerMutation } from '../form/useLedgerMutation';
import { ReductionRespondMutation } from './reductionMutations';

/** An answer to the open reduction request (accept, reject, counter, withdraw). */
export function useRespondToReduction() {
  return useLedgerMutation<ReductionRespondInput>(ReductionRespondMutation);
}
