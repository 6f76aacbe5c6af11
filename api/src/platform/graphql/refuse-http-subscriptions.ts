import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { PlatformContext } from './context';

/**
 * Subscriptions are served over WebSocket only. Over HTTP, Apollo would run one as a query and its
 * resolver would see no event; refuse it before any resolver runs: signed out first, as everywhere.
 */
export const refuseSubscriptionsOverHttp: ApolloServerPlugin<PlatformContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, contextValue }) {
        if (operation?.operation !== 'subscription') return;
        throw contextValue.scope
          ? new GraphQLError('Subscriptions are served over a WebSocket connection to /graphql', {
              extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
            })
          : new GraphQLError('Unauthorized', { extensions: { code: 'UNAUTHENTICATED' } });
      },
    };
  },
};
