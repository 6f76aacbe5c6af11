import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../../gql';

/** The four cards' figures over every entry in scope, summed by the server in decimal. */
export const BillingSummaryQuery = graphql(`
  query BillingSummary {
    billingSummary {
      totalBilled
      entryCount
      outstanding
      outstandingCount
      paidThisMonth
      paidThisMonthCount
      denied
      deniedCount
    }
  }
`);

/**
 * Asks the server for the cards' figures again (only while they are on screen), keeping the current
 * ones shown meanwhile. Sums are the server's: the client never adds money up itself.
 */
export function refreshBillingSummary(client: ApolloClient): void {
  client.refetchQueries({ include: [BillingSummaryQuery] }).catch(() => undefined);
}
