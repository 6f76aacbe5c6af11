import type { PlatformContext } from './platform/graphql/context';
import type { Services } from './services';
import type { Loaders } from './loaders';

export type { SessionCookieControl } from './platform/graphql/context';

/** What every resolver gets: the platform's part (scope, meta, session cookie), every service, the request's loaders. */
export interface GraphQLContext extends PlatformContext {
  services: Services;
  loaders: Loaders;
}
