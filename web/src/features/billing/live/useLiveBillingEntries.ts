import { useSubscription } from '@apollo/client/react';
import { placeBillingEntryInLists } from '../billingCache';
import { refreshBillingSummary } from '../summary/billingSummaryQuery';
import { BillingStatusChangedSubscription } from './billingStatusChangedSubscription';

/** The spec's refresh period, used while live updates are down. */
export const BILLING_POLL_INTERVAL_MS = 30_000;

/**
 * Keeps the billing lists and cards current while the page is open: each entry raised or changed
 * (anywhere) updates in place, joins the lists it belongs to, and the cards' figures are asked for
 * again. When the subscription fails, `pollInterval` says how often the page should ask the server
 * itself instead, and `reconnect` tries the subscription again.
 */
export function useLiveBillingEntries() {
  const { error, restart } = useSubscription(BillingStatusChangedSubscription, {
    variables: { caseId: null },
    onData: ({ client, data }) => {
      const entry = data.data?.billingStatusChanged;
      if (!entry) return;
      placeBillingEntryInLists(client.cache, entry);
      refreshBillingSummary(client);
    },
  });
  return {
    liveError: error,
    pollInterval: error ? BILLING_POLL_INTERVAL_MS : undefined,
    reconnect: restart,
  };
}
