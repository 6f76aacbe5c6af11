import { graphql } from '../../../gql';

/**
 * New messages the user may read, as they are sent (of one case when `caseId` is set). The badge and
 * the Secure Messaging list use the same document and variables, so Apollo shares one server operation.
 */
export const MessageAddedSubscription = graphql(`
  subscription MessageAdded($caseId: Int) {
    messageAdded(caseId: $caseId) {
      ...MessageFields
    }
  }
`);
