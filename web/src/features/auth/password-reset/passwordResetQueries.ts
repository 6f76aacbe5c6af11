import { graphql } from '../../../gql';

export const PasswordResetRequestMutation = graphql(`
  mutation PasswordResetRequest($input: PasswordResetRequestInput!) {
    passwordResetRequest(input: $input) {
      message
    }
  }
`);

export const PasswordResetLinkQuery = graphql(`
  query PasswordResetLink($token: String!) {
    passwordResetLink(token: $token) {
      state
      message
      email
      expiresAt
    }
  }
`);

export const PasswordResetMutation = graphql(`
  mutation PasswordReset($token: String!, $password: String!) {
    passwordReset(token: $token, password: $password) {
      email
      signInPath
    }
  }
`);
