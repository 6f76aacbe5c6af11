import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestWindow } from './request-window';

/**
 * GraphQL answers an unexpected resolver failure with HTTP 200 and an INTERNAL_SERVER_ERROR in the
 * body, which the request-metrics middleware (status codes) cannot see: this counts those answers
 * as server errors of the Health tab. Refusals (bad input, forbidden, not found) are not errors of ours.
 */
export function countGraphqlServerErrors(window: RequestWindow): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          // A 5xx status is counted by the middleware already.
          if ((response.http.status ?? 200) >= 500 || response.body.kind !== 'single') return;
          const errors = response.body.singleResult.errors ?? [];
          if (errors.some((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR')) window.recordServerError();
        },
      };
    },
  };
}
