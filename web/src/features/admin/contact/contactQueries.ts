import { graphql } from '../../../gql';

export const CONTACT_PAGE_SIZE = 10;

export const ContactMessagesQuery = graphql(`
  query ContactMessages($first: Int, $after: String) {
    contactMessages(first: $first, after: $after) {
      nodes {
        id
        name
        email
        phone
        practiceName
        message
        handledAt
        createdAt
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      openCount
    }
  }
`);

export const ContactMessageSetHandledMutation = graphql(`
  mutation ContactMessageSetHandled($id: Int!, $handled: Boolean!) {
    contactMessageSetHandled(id: $id, handled: $handled) {
      id
      handledAt
    }
  }
`);
