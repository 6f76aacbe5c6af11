import type { NextFunction, Request, Response } from 'express';
import { bearerTokenOf } from './bearer-token';
import { isAllowedOrigin } from './origin';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const allowedContentTypes = ['application/json', 'multipart/form-data'];

/**
 * The REST shim's CSRF rule for cookie-authenticated writes: an Origin, when present, that is ours
 * (browsers send it on every cross-origin write, forms included), and a JSON or multipart body only.
 * A JSON body cannot come from a cross-site form at all; a multipart upload could, but it is refused
 * by the Origin check, and the SameSite=Lax session cookie is not sent with cross-site POSTs anyway.
 * A bearer request carries no ambient credential (a page cannot add the header cross-site without a
 * preflight we never allow), so the rule does not apply to it; authenticate then reads only its token.
 */
export function restCsrfGuard(publicOrigin: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (safeMethods.has(req.method) || bearerTokenOf(req) !== null) return next();
    if (!isAllowedOrigin(req.headers.origin, req.headers.host, publicOrigin)) {
      res.status(403).json({ success: false, message: 'Cross-site request refused' });
      return;
    }
    const contentType = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    const hasBody = req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0';
    if ((hasBody || req.headers['transfer-encoding']) && !allowedContentTypes.includes(contentType)) {
      res.status(415).json({ success: false, message: 'Send the request body as application/json' });
      return;
    }
    next();
  };
}
