import { graphql } from '../../gql';

export const TimelineItemFields = graphql(`
  fragment TimelineItemFields on TimelineItem {
    id
    caseId
    kind
    event
    sourceId
    occurredAt
    summary
    actorName
    link
  }
`);

export const CaseTimelineQuery = graphql(`
  query CaseTimeline($caseId: Int!, $kinds: [TimelineKind!], $first: Int, $after: String) {
    caseTimeline(caseId: $caseId, kinds: $kinds, first: $first, after: $after) {
      nodes {
        ...TimelineItemFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const CaseActivitySubscription = graphql(`
  subscription CaseActivity($caseId: Int!) {
    caseActivity(caseId: $caseId) {
      caseId
      items {
        ...TimelineItemFields
      }
    }
  }
`);
