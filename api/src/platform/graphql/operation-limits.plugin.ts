import type { ApolloServerPlugin } from '@apollo/server';
import type { PlatformContext } from './context';
import { operationLimitErrors, type QueryLimits } from './limits';

/**
 * Refuses an HTTP operation over the query limits once its variables are known, before any
 * resolver runs. graphql-ws applies the same check in app.ts's onSubscribe.
 */
export function enforceOperationLimits(limits: QueryLimits): ApolloServerPlugin<PlatformContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operationName, request }) {
          const [error] = operationLimitErrors(schema, document, operationName, request.variables, limits);
          if (error) throw error;
        },
      };
    },
  };
}
