import { graphql } from '../../../gql';

export const ClinicUsersQuery = graphql(`
  query ClinicUsers($search: String, $first: Int!, $after: String) {
    clinicUsers(search: $search, first: $first, after: $after) {
      nodes {
        ...AdminUserFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
      totalCount
    }
  }
`);

export const ClinicUserInviteMutation = graphql(`
  mutation ClinicUserInvite($input: ClinicUserInviteInput!) {
    clinicUserInvite(input: $input) {
      user {
        ...AdminUserFields
      }
      invitation {
        ...InvitationDeliveryFields
      }
    }
  }
`);

export const ClinicUserSetRoleMutation = graphql(`
  mutation ClinicUserSetRole($id: ID!, $role: Role!) {
    clinicUserSetRole(id: $id, role: $role) {
      ...AdminUserFields
    }
  }
`);

export const ClinicUserSetActiveMutation = graphql(`
  mutation ClinicUserSetActive($id: ID!, $isActive: Boolean!) {
    clinicUserSetActive(id: $id, isActive: $isActive) {
      ...AdminUserFields
    }
  }
`);

export const ClinicUserForceLogoutMutation = graphql(`
  mutation ClinicUserForceLogout($id: ID!) {
    clinicUserForceLogout(id: $id) {
      userId
      sessionsEnded
    }
  }
`);

export const ClinicUserResendInvitationMutation = graphql(`
  mutation ClinicUserResendInvitation($id: ID!) {
    clinicUserResendInvitation(id: $id) {
      user {
        ...AdminUserFields
      }
      invitation {
        ...InvitationDeliveryFields
      }
    }
  }
`);

export const CLINIC_USERS_PAGE_SIZE = 25;
