import { graphql } from '../../gql';

export const SupportTicketSummaryFields = graphql(`
  fragment SupportTicketSummaryFields on SupportTicket {
    id
    ticketNumber
    subject
    category
    priority
    status
    requesterName
    clinicName
    assignedToName
    slaState
    slaDeadline
    firstResponseDueAt
    createdAt
    updatedAt
  }
`);

export const SupportTicketDetailFields = graphql(`
  fragment SupportTicketDetailFields on SupportTicket {
    ...SupportTicketSummaryFields
    description
    requesterEmail
    requesterType
    assignedToId
    tags
    internalNotes
    resolution
    firstResponseAt
    resolvedAt
    closedAt
    responseTimeMinutes
    resolutionTimeMinutes
    pausedMinutes
    firstResponseBreached
    resolutionBreached
    satisfactionRating
    satisfactionComment
    attachments {
      id
      fileName
    }
    messages {
      ...TicketMessageFields
    }
  }
`);

export const TicketMessageFields = graphql(`
  fragment TicketMessageFields on TicketMessage {
    id
    ticketId
    senderType
    senderName
    message
    isInternal
    createdAt
    attachments {
      id
      fileName
      size
    }
  }
`);

export const SupportTicketsQuery = graphql(`
  query SupportTickets($filter: SupportTicketFilter, $first: Int!, $after: String) {
    supportTickets(filter: $filter, first: $first, after: $after) {
      nodes {
        ...SupportTicketSummaryFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const SupportTicketQuery = graphql(`
  query SupportTicket($id: Int!) {
    supportTicket(id: $id) {
      ...SupportTicketDetailFields
    }
  }
`);

export const SupportTicketCreateMutation = graphql(`
  mutation SupportTicketCreate($input: SupportTicketCreateInput!) {
    supportTicketCreate(input: $input) {
      ...SupportTicketDetailFields
    }
  }
`);

export const SupportTicketReplyMutation = graphql(`
  mutation SupportTicketReply($input: TicketReplyInput!) {
    supportTicketReply(input: $input) {
      ...TicketMessageFields
    }
  }
`);

export const SupportTicketRateMutation = graphql(`
  mutation SupportTicketRate($input: TicketRatingInput!) {
    supportTicketRate(input: $input) {
      ...SupportTicketDetailFields
    }
  }
`);

export const SupportTicketMessageAddedSubscription = graphql(`
  subscription SupportTicketMessageAdded($ticketId: Int!) {
    supportTicketMessageAdded(ticketId: $ticketId) {
      ...TicketMessageFields
    }
  }
`);
