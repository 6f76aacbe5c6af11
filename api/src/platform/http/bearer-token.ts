import type { IncomingMessage } from 'node:http';
import type { RequestMeta, Scope } from '../access/scope';

/** Resolves a bearer token to the Scope it acts with, or throws the 401 (or 429) that says why not. */
export interface BearerAuthenticator {
  authenticate(token: string, meta: RequestMeta): Promise<Scope>;
}

/**
 * The token of an `Authorization: Bearer ...` header ('' when the scheme is there without one), or
 * null when the request carries no bearer credential. Other schemes are not ours and are ignored.
 */
export function bearerTokenOf(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^bearer(?:\s+(.*))?$/i.exec(header.trim());
  return match ? (match[1] ?? '').trim() : null;
}

/** Signing in or out is the session cookie's business; a token has nothing to sign in or out of. */
export const bearerSignInRefusal =
  'An API token cannot sign in or out: send this request without the Authorization header';
