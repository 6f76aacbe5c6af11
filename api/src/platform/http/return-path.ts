const probeOrigin = 'http://return-path.invalid';

/**
 * The page a sign-in returns to, when it is a path on this site: `/cases/12?tab=bills`. Anything
 * that could leave the site is refused (null): absolute URLs, protocol-relative `//host`, `/\host`
 * (browsers read a backslash as a slash), control characters, and what the URL parser would move
 * to another origin. The web app's `safeReturnPath` (web/src/app/auth/returnPath.ts) is the same rule.
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
