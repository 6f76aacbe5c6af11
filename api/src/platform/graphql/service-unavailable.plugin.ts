import type { ApolloServerPlugin } from '@apollo/server';
import { serviceUnavailableRetryAfterSeconds } from '../database-unavailable';

/**
 * A GraphQL answer carrying SERVICE_UNAVAILABLE (the database out of reach, see
 * database-unavailable.ts) goes out with HTTP 503 and Retry-After, like the REST shim's, so clients
 * and load balancers can retry instead of reading a 200.
 */
export const serviceUnavailableStatus: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (
          response.body.kind === 'single' &&
          response.body.singleResult.errors?.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE')
        ) {
          response.http.status = 503;
          response.http.headers.set('retry-after', String(serviceUnavailableRetryAfterSeconds));
        }
      },
    };
  },
};
