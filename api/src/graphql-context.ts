import type { RequestMeta, Scope } from './platform/access/scope';
import type { Services } from './services';
import type { Loaders } from './loaders';

/** What an operation may do with the session cookie: only over HTTP, not over a socket. */
export interface SessionCookieControl {
  currentSessionId: string | null;
  set(token: string): void;
  clear(): void;
}

export interface GraphQLContext {
  scope: Scope | null;
  /** A super admin past the password but not the second factor (scope is null meanwhile). */
  secondFactorPending?: boolean;
  meta: RequestMeta;
  services: Services;
  loaders: Loaders;
  sessionCookie: SessionCookieControl | null;
}
