import { graphql } from '../../gql';

export const ApiTokenFields = graphql(`
  fragment ApiTokenFields on ApiTokenView {
    id
    name
    prefix
    status
    createdAt
    expiresAt
    lastUsedAt
    lastUsedIp
    revokedAt
  }
`);

export const ApiTokensQuery = graphql(`
  query ApiTokens {
    apiTokens {
      ...ApiTokenFields
    }
  }
`);

export const ApiTokenCreateMutation = graphql(`
  mutation ApiTokenCreate($input: ApiTokenCreateInput!) {
    apiTokenCreate(input: $input) {
      secret
      apiToken {
        ...ApiTokenFields
      }
    }
  }
`);

export const ApiTokenRevokeMutation = graphql(`
  mutation ApiTokenRevoke($id: Int!) {
    apiTokenRevoke(id: $id) {
      ...ApiTokenFields
    }
  }
`);
