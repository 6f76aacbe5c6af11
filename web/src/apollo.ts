import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { sessionExpiryLink } from './app/auth/sessionExpiryLink';

const GRAPHQL_PATH = '/graphql';

function webSocketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${GRAPHQL_PATH}`;
}

/** Queries and mutations over HTTP, subscriptions over graphql-ws; both carry the session cookie. */
function createTransportLink(): ApolloLink {
  const httpLink = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'same-origin' });
  // Lazy: the socket opens with the first subscription and closes after the last one ends.
  const wsLink = new GraphQLWsLink(createClient({ url: webSocketUrl(), lazy: true }));
  return ApolloLink.split(({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION, wsLink, httpLink);
}

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // One set of figures per user: keep it as a singleton instead of nesting it under the query.
      DashboardStats: { keyFields: [] },
      // A case's conversation, so reading its messages can lower its unread count in every list.
      MessageConversation: { keyFields: ['caseId'] },
      // A state's limitation period (one per state for the clinic), so a correction updates the table.
      StatutePeriodView: { keyFields: ['state'] },
      Query: {
        fields: {
          // A case already loaded by a list is shown at once by its detail page.
          // (`null` is a stored "not found" answer and must stay null, or the query would loop.)
          case: {
            read: (existing, { args, toReference }) =>
              existing !== undefined ? existing : toReference({ __typename: 'Case', id: args?.id as number }),
          },
        },
      },
    },
  });
}

/**
 * The app's Apollo Client. Data is cache-first and never retried (spec: "data cache never stale,
 * no refetch on focus, no retries"); an UNAUTHENTICATED answer ends the session client-side.
 */
export function createApolloClient(transport: ApolloLink = createTransportLink()): ApolloClient {
  return new ApolloClient({
    cache: createCache(),
    link: ApolloLink.from([sessionExpiryLink, transport]),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}

let appClient: ApolloClient | undefined;

/**
 * The one client of the running app, made on first use. Apollo loads with the first screen that
 * needs data (the signed-in app, or the landing page's forms), not with the landing page's first paint.
 */
export function appApolloClient(): ApolloClient {
  appClient ??= createApolloClient();
  return appClient;
}
