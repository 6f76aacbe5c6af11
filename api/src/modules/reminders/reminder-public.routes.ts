import { Router, urlencoded, type Request, type Response } from 'express';
import { requestMetaOf } from '../../platform/http/request-meta';
import type { RateRule } from '../../platform/rate-limit/rate-limiter';
import { rest } from '../../platform/rest/rest-handler';
import { isValidTwilioSignature } from '../../platform/sms/twilio-signature';
import type { Services } from '../../services';
import type { ReminderLinkPurpose } from './reminder-links';

export interface InboundSmsConfig {
  /** Twilio's auth token, which signs its webhooks; null when Twilio is not configured (the route answers 404). */
  authToken: string | null;
  /** The URL Twilio is told to post to: PUBLIC_URL + /api/sms/inbound (what the signature covers). */
  url: string;
}

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
        `<title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    );
}

/** A link's button pressed from one address: enough for a household, not for a flood. */
export const reminderLinkRule: RateRule = { name: 'reminder-link:address', limit: 30, windowSeconds: 3600 };

const wording: Record<ReminderLinkPurpose, { ask: string; button: string; done: string }> = {
  confirm: {
    ask: 'Confirm that you will come to your appointment.',
    button: 'Confirm my appointment',
    done: 'Thank you: your appointment is confirmed.',
  },
  unsubscribe: {
    ask: 'Stop receiving reminder e-mails from this clinic.',
    button: 'Unsubscribe',
    done: 'You will receive no more reminder e-mails from this clinic.',
  },
};

/**
 * The patients' side of reminders, public and mounted before the REST shim's JSON-only CSRF guard:
 *
 * - POST /api/sms/inbound: Twilio's webhook for replies (form post, X-Twilio-Signature checked):
 *   STOP opts the number out, C/CONFIRM/YES acknowledges; answers empty TwiML.
 * - GET /api/reminders/confirm|unsubscribe?token=...: a small page with one button (a mail scanner
 *   that opens the link changes nothing); POST with the same token does it (at most 30 an hour per address).
 */
export function reminderPublicRoutes(services: Services, sms: InboundSmsConfig): Router {
  const router = Router();
  const form = urlencoded({ extended: false, limit: '16kb', parameterLimit: 50 });

  router.post(
    '/api/sms/inbound',
    form,
    rest(async (req: Request, res: Response) => {
      if (!sms.authToken) {
        res.status(404).json({ success: false, message: 'Not found' });
        return;
      }
      const params = Object.fromEntries(
        Object.entries((req.body ?? {}) as Record<string, unknown>).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
      if (!isValidTwilioSignature(sms.authToken, sms.url, params, req.get('x-twilio-signature'))) {
        res.status(403).json({ success: false, message: 'The request signature is not valid' });
        return;
      }
      await services.reminderReplies.smsReply(params.From ?? '', params.Body ?? '');
      res.type('text/xml').send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    }),
  );

  for (const purpose of ['confirm', 'unsubscribe'] as const) {
    const path = `/api/reminders/${purpose}`;
    const text = wording[purpose];
    router.get(path, (req, res) => {
      const token = req.query.token;
      if (services.reminderLinks.reminderIdOf(purpose, token) === null) {
        page(res, 404, 'Link not valid', '<p>This link is not valid. Please contact your clinic.</p>');
        return;
      }
      page(
        res,
        200,
        text.button,
        `<p>${escapeHtml(text.ask)}</p><form method="post" action="${path}">` +
          `<input type="hidden" name="token" value="${escapeHtml(String(token))}">` +
          `<button type="submit">${escapeHtml(text.button)}</button></form>`,
      );
    });
    router.post(
      path,
      form,
      rest(async (req, res) => {
        const verdict = await services.rateLimiter.hit(reminderLinkRule, requestMetaOf(req).ip ?? 'unknown');
        if (!verdict.allowed) {
          res.set('retry-after', String(verdict.retryAfterSeconds));
          page(res, 429, 'Too many attempts', '<p>Too many attempts from this address. Please try again later.</p>');
          return;
        }
        const id = services.reminderLinks.reminderIdOf(purpose, (req.body as Record<string, unknown>)?.token);
        const done =
          id !== null &&
          (purpose === 'confirm'
            ? await services.reminderReplies.confirmEmail(id)
            : await services.reminderReplies.unsubscribeEmail(id));
        if (!done)
          page(res, 404, 'Link not valid', '<p>This link is not valid any more. Please contact your clinic.</p>');
        else page(res, 200, 'Done', `<p>${escapeHtml(text.done)}</p>`);
      }),
    );
  }
  return router;
}
