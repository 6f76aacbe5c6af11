import { graphql } from '../../../gql';

export const WaitlistEntryFields = graphql(`
  fragment WaitlistEntryFields on WaitlistEntry {
    id
    name
    email
    practiceName
    state
    monthlyPICases
    attorneyReferral
    isContacted
    notes
    createdAt
  }
`);

export const WaitlistEntriesQuery = graphql(`
  query WaitlistEntries($search: String, $first: Int!, $after: String) {
    waitlistEntries(search: $search, first: $first, after: $after) {
      nodes {
        ...WaitlistEntryFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

export const WaitlistStatsQuery = graphql(`
  query WaitlistStats {
    waitlistStats {
      total
      contacted
      pending
      lastSevenDays
    }
  }
`);

export const WAITLIST_PAGE_SIZE = 25;
