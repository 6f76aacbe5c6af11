import type { RequestMeta, Scope } from '../access/scope';
import type { DeniedAccessAudit } from '../audit/denied-access';
import { UnauthenticatedError } from '../errors';
import { bearerSignInRefusal } from '../http/bearer-token';

/** What an operation may do with the session cookie: only over HTTP, not over a socket. */
export interface SessionCookieControl {
  currentSessionId: string | null;
  set(token: string): void;
  clear(): void;
}

/**
 * The part of every operation's context the platform's GraphQL machinery reads (auth checker,
 * plugins). The app's GraphQLContext (graphql-context.ts, beside the composition root) extends it
 * with every service and the request's loaders.
 */
export interface PlatformContext {
  scope: Scope | null;
  /** A super admin past the password but not the second factor (scope is null meanwhile). */
  secondFactorPending?: boolean;
  meta: RequestMeta;
  sessionCookie: SessionCookieControl | null;
  services: { deniedAccess: DeniedAccessAudit };
}

/** The session cookie of a sign-in operation: only over HTTP, and never for a request made with an API token. */
export function requireSessionCookie(context: PlatformContext): SessionCookieControl {
  if (context.sessionCookie) return context.sessionCookie;
  throw new UnauthenticatedError(context.meta.apiToken ? bearerSignInRefusal : 'Sign in over HTTP, not over a socket');
}
