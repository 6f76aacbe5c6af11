import { Router, urlencoded, type Response } from 'express';
import { requestMetaOf } from '../../platform/http/request-meta';
import type { RateRule } from '../../platform/rate-limit/rate-limiter';
import { rest } from '../../platform/rest/rest-handler';
import type { Services } from '../../services';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(res: Response, status: number, title: string, body: string) {
  res
    .status(status)
    .type('html')
    .set('cache-control', 'no-store')
    .set('referrer-policy', 'no-referrer')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5}button{font-size:1rem;padding:.6rem 1.2rem}</style></head>` +
        `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    );
}

/** The 1x1 transparent GIF the open pixel answers. */
const pixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Unsubscribe presses from one address: enough for a household, not for a flood. */
export const marketingLinkRule: RateRule = { name: 'marketing-link:address', limit: 30, windowSeconds: 3600 };

/**
 * The recipients' side of campaigns (decision 465), public and mounted before the REST shim's
 * JSON-only CSRF guard:
 * - GET /api/marketing/open/:token.gif: the open pixel (always the pixel, whatever the token);
 * - GET /api/marketing/click/:token: a 302 to the campaign's own link at the token's index, or 404;
 * - GET /api/marketing/unsubscribe?token=...: a page with one button (a mail scanner opening the link
 *   changes nothing); POST with the token unsubscribes the address from that sender's campaigns.
 */
export function marketingPublicRoutes(services: Services): Router {
  const router = Router();
  const form = urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 });

  router.get(
    '/api/marketing/open/:token.gif',
    rest(async (req, res) => {
      await services.marketingCampaigns.recordOpen(req.params.token);
      res.status(200).type('gif').set('cache-control', 'no-store, private').send(pixel);
    }),
  );

  router.get(
    '/api/marketing/click/:token',
    rest(async (req, res) => {
      const target = await services.marketingCampaigns.recordClick(req.params.token);
      if (!target) {
        page(res, 404, 'Link not valid', '<p>This link is not valid.</p>');
        return;
      }
      res.set('cache-control', 'no-store').set('referrer-policy', 'no-referrer').redirect(302, target);
    }),
  );

  router.get(
    '/api/marketing/unsubscribe',
    rest(async (req, res) => {
      const token = req.query.token;
      const subject = await services.marketingCampaigns.unsubscribeSubject(token);
      if (!subject) {
        page(res, 404, 'Link not valid', '<p>This link is not valid.</p>');
        return;
      }
      if (subject.done) {
        page(
          res,
          200,
          'You are unsubscribed',
          `<p>${escapeHtml(subject.email)} receives no more e-mail campaigns from ${escapeHtml(subject.senderName)}.</p>`,
        );
        return;
      }
      page(
        res,
        200,
        'Unsubscribe',
        `<p>Stop receiving e-mail campaigns from ${escapeHtml(subject.senderName)} at ${escapeHtml(subject.email)}.</p>` +
          `<form method="post" action="/api/marketing/unsubscribe"><input type="hidden" name="token" value="${escapeHtml(String(token))}">` +
          `<button type="submit">Unsubscribe</button></form>`,
      );
    }),
  );

  router.post(
    '/api/marketing/unsubscribe',
    form,
    rest(async (req, res) => {
      const verdict = await services.rateLimiter.hit(marketingLinkRule, requestMetaOf(req).ip ?? 'unknown');
      if (!verdict.allowed) {
        res.set('retry-after', String(verdict.retryAfterSeconds));
        page(res, 429, 'Too many attempts', '<p>Too many attempts from this address. Please try again later.</p>');
        return;
      }
      const done = await services.marketingCampaigns.unsubscribe((req.body as Record<string, unknown>)?.token);
      if (!done) page(res, 404, 'Link not valid', '<p>This link is not valid.</p>');
      else
        page(
          res,
          200,
          'You are unsubscribed',
          `<p>You will receive no more e-mail campaigns from ${escapeHtml(done.senderName)}.</p>`,
        );
    }),
  );
  return router;
}
