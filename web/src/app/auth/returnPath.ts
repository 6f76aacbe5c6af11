import { useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '../paths';

/** The query parameter that carries the page a sign-in returns to. */
export const returnToParam = 'returnTo';

const probeOrigin = 'http://return-path.invalid';

/**
 * The page a sign-in returns to, when it is a path on this site: `/cases/12?tab=bills`. Anything
 * that could leave the site is refused (null): absolute URLs, protocol-relative `//host`, `/\host`
 * (browsers read a backslash as a slash), control characters, and what the URL parser would move
 * to another origin. The api's `safeReturnPath` (api/src/platform/http/return-path.ts) is the same
 * rule, for the external sign-in's redirect.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let parsed: URL;
  try {
    parsed = new URL(value, probeOrigin);
  } catch {
    return null;
  }
  if (parsed.origin !== probeOrigin) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** `path` with `?returnTo=` (or `&returnTo=`) added when there is a safe page to return to. */
export function withReturnTo(path: string, returnTo: string | null): string {
  const safe = safeReturnPath(returnTo);
  if (!safe) return path;
  const query = new URLSearchParams({ [returnToParam]: safe }).toString();
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** The login dialog, returning to `returnTo` after the sign-in. */
export const loginPathReturningTo = (returnTo: string | null) => withReturnTo(paths.login, returnTo);

/** The current page as a return path. */
export function useCurrentPath(): string {
  const { pathname, search, hash } = useLocation();
  return `${pathname}${search}${hash}`;
}

/** The safe return path the current address carries, if any. */
export function useReturnPath(): string | null {
  const [searchParams] = useSearchParams();
  return safeReturnPath(searchParams.get(returnToParam));
}
