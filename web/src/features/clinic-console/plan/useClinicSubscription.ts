import { useQuery } from '@apollo/client/react';
import { ClinicSubscriptionQuery } from './clinicSubscriptionQuery';

/** The clinic's plan, usage and billing, asked for again whenever a tab opens (usage moves all day). */
export function useClinicSubscription() {
  return useQuery(ClinicSubscriptionQuery, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
}
