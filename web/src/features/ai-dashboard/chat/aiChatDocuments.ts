import { graphql } from '../../../gql';

graphql(`
  fragment AiChatSessionFields on AiChatSessionView {
    id
    sessionType
    caseId
    caseNumber
    title
    updatedAt
  }
`);

graphql(`
  fragment AiChatMessageFields on AiChatMessageView {
    id
    role
    content
    engine
    fallbackReason
    createdAt
    citations {
      type
      id
      label
      path
    }
  }
`);

export const AiChatEngineQuery = graphql(`
  query AiChatEngine {
    aiChatEngine {
      kind
      name
      exampleQuestions
    }
  }
`);

export const AiChatSessionsQuery = graphql(`
  query AiChatSessions($first: Int!) {
    aiChatSessions(first: $first) {
      nodes {
        ...AiChatSessionFields
      }
      pageInfo {
        hasNextPage
      }
    }
  }
`);

export const AiChatSessionQuery = graphql(`
  query AiChatSession($id: Int!) {
    aiChatSession(id: $id) {
      session {
        ...AiChatSessionFields
      }
      messages {
        ...AiChatMessageFields
      }
    }
  }
`);

export const AiChatSessionCreateMutation = graphql(`
  mutation AiChatSessionCreate($input: AiChatSessionCreateInput!) {
    aiChatSessionCreate(input: $input) {
      ...AiChatSessionFields
    }
  }
`);

export const AiChatSendMutation = graphql(`
  mutation AiChatSend($input: AiChatSendInput!) {
    aiChatSend(input: $input) {
      question {
        ...AiChatMessageFields
      }
      answer {
        ...AiChatMessageFields
      }
    }
  }
`);

/** The recent chats the tab shows before "Show all" (the spec's 3), and how many "Show all" reads. */
export const recentChatCount = 3;
export const allChatsCount = 50;
