import { useSubscription } from '@apollo/client/react';
import { writeCaseLedger } from '../ledgerCache';
import { CaseLedgerChangedSubscription } from './caseLedgerChangedSubscription';

/**
 * While the tab is open, every change to the case's ledger (a bill, a payment, the other side
 * answering a reduction) replaces the cached ledger, so the screen follows without a reload.
 * Returns the subscription's error when live updates stopped.
 */
export function useLiveLedger(caseId: number) {
  const { error } = useSubscription(CaseLedgerChangedSubscription, {
    variables: { caseId },
    onData: ({ client, data }) => {
      const ledger = data.data?.caseLedgerChanged;
      if (ledger) writeCaseLedger(client.cache, ledger);
    },
  });
  return { liveError: error };
}
