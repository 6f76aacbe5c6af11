import { graphql } from '../../../gql';

export const AdminUserFields = graphql(`
  fragment AdminUserFields on AdminUser {
    id
    email
    firstName
    lastName
    fullName
    role
    isActive
    lastLoginAt
    clinicId
    clinicName
    attorneyId
    attorneyName
    attorneyFirmName
    hasPassword
    invitation {
      status
      expiresAt
      lastSentAt
      emailSentAt
      emailError
    }
  }
`);

export const AdminUsersQuery = graphql(`
  query AdminUsers($search: String, $role: Role, $first: Int!, $after: String) {
    adminUsers(search: $search, role: $role, first: $first, after: $after) {
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

export const AdminUserClinicOptionsQuery = graphql(`
  query AdminUserClinicOptions {
    adminUserClinicOptions {
      id
      name
      isActive
      planName
      maxUsers
      activeUsers
    }
  }
`);

export const InvitationDeliveryFields = graphql(`
  fragment InvitationDeliveryFields on InvitationDelivery {
    expiresAt
    mailConfigured
    emailSent
    emailError
    link
  }
`);

export const USERS_PAGE_SIZE = 25;
