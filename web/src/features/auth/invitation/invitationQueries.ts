import { graphql } from '../../../gql';

export const InvitationQuery = graphql(`
  query Invitation($token: String!) {
    invitation(token: $token) {
      state
      message
      email
      firstName
      expiresAt
    }
  }
`);

export const InvitationAcceptMutation = graphql(`
  mutation InvitationAccept($token: String!, $password: String!) {
    invitationAccept(token: $token, password: $password) {
      email
      role
      signInPath
    }
  }
`);
