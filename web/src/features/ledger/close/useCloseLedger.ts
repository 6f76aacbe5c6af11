import type { LedgerCloseInput } from '../../../gql/graphql';
import { useLedgerMutation } from '../form/useLedgerMutation';
import { LedgerCloseMutation } from './ledgerCloseMutation';

/** The clinic closes the ledger; any balance left is written off. */
export function useCloseLedger() {
  return useLedgerMutation<LedgerCloseInput>(LedgerCloseMutation);
}
