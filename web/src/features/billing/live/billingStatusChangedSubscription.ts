import { graphql } from '../../../gql';

/** Entries the user may read, as they are raised or change status (of one case when `caseId` is set). */
export const BillingStatusChangedSubscription = graphql(`
  subscription BillingStatusChanged($caseId: Int) {
    billingStatusChanged(caseId: $caseId) {
      ...BillingEntryFields
    }
  }
`);
