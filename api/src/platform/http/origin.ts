/**
 * The one same-origin rule for cookie-authenticated requests (REST writes, WebSocket upgrades):
 * no Origin header (not a browser), our public origin, or the host the request was sent to.
 */
export function isAllowedOrigin(origin: string | undefined, host: string | undefined, publicOrigin: string): boolean {
  if (origin === undefined || origin === publicOrigin) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}
