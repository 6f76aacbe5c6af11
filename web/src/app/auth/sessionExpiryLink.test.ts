import type { ApolloClient } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { createApolloClient } from '../../apollo';
import { LogoutMutation } from './useLogout';
import { LoginMutation } from '../../features/auth/useLogin';
import { DashboardStatsQuery } from '../../features/dashboard/DashboardStatsSection';
import { aUser, currentUserMock, graphqlError } from '../../test/fixtures';
import { CurrentUserQuery } from './currentUser';

async function signedInClient(...mocks: MockLink.MockedResponse[]): Promise<ApolloClient> {
  const client = createApolloClient(
    new MockLink([currentUserMock(aUser()), ...mocks], { defaultOptions: { delay: 0 } }),
  );
  await client.query({ query: CurrentUserQuery });
  return client;
}

function cachedUser(client: ApolloClient) {
  return client.cache.readQuery({ query: CurrentUserQuery })?.me;
}

describe('session expiry (error link of createApolloClient)', () => {
  it('marks the user as signed out when an operation is refused as UNAUTHENTICATED', async () => {
    const client = await signedInClient({
      request: { query: DashboardStatsQuery },
      result: { errors: [graphqlError('Not signed in', 'UNAUTHENTICATED')] },
    });
    expect(cachedUser(client)?.firstName).toBe('Maria');

    await expect(client.query({ query: DashboardStatsQuery })).rejects.toThrow('Not signed in');

    expect(cachedUser(client)).toBeNull();
  });

  it('keeps the user signed in after other errors', async () => {
    const client = await signedInClient({
      request: { query: DashboardStatsQuery },
      result: { errors: [graphqlError('Not allowed', 'FORBIDDEN')] },
    });

    await expect(client.query({ query: DashboardStatsQuery })).rejects.toThrow('Not allowed');

    expect(cachedUser(client)?.firstName).toBe('Maria');
  });

  it('ignores UNAUTHENTICATED from a failed login, which says nothing about the session', async () => {
    const input = { email: 'maria.lopez@riverside.example', password: 'wrong', loginType: 'provider' as const };
    const client = await signedInClient({
      request: { query: LoginMutation, variables: { input } },
      result: { errors: [graphqlError('Invalid email or password', 'UNAUTHENTICATED')] },
    });

    await expect(client.mutate({ mutation: LoginMutation, variables: { input } })).rejects.toThrow(
      'Invalid email or password',
    );

    expect(cachedUser(client)?.firstName).toBe('Maria');
  });

  it('ignores UNAUTHENTICATED from logging out of an already ended session', async () => {
    const client = await signedInClient({
      request: { query: LogoutMutation },
      result: { errors: [graphqlError('Not signed in', 'UNAUTHENTICATED')] },
    });

    await expect(client.mutate({ mutation: LogoutMutation })).rejects.toThrow('Not signed in');

    expect(cachedUser(client)?.firstName).toBe('Maria');
  });
});
