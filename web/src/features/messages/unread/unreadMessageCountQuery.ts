import { graphql } from '../../../gql';

/** The server counts unread messages up to this number; the badge shows "99+" above 99. */
export const UNREAD_COUNT_CAP = 100;

export const UnreadMessageCountQuery = graphql(`
  query UnreadMessageCount {
    unreadMessageCount
  }
`);
