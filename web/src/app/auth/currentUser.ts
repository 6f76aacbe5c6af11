import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../gql';
import type { CurrentUserFieldsFragment } from '../../gql/graphql';

export const CurrentUserFields = graphql(`
  fragment CurrentUserFields on User {
    id
    email
    firstName
    lastName
    fullName
    role
    clinicId
    attorneyId
    operatorAreas
    clinic {
      id
      name
    }
  }
`);

export const CurrentUserQuery = graphql(`
  query CurrentUser {
    me {
      ...CurrentUserFields
    }
  }
`);

export type CurrentUser = CurrentUserFieldsFragment;

/**
 * Records who is signed in (or that nobody is) in the cache, which every `useCurrentUser`
 * reads: writing `null` is what sends protected pages into the logged-out flow.
 */
export function writeCurrentUser(cache: ApolloCache, user: CurrentUser | null): void {
  cache.writeQuery({ query: CurrentUserQuery, data: { me: user } });
}
