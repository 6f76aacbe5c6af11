import http from 'node:http';
import https from 'node:https';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isInternalAddress } from './webhook-url';

export interface WebhookPost {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  allowPrivateUrls: boolean;
}

/** One attempt's outcome: the status the receiver answered, or why there was none. */
export interface WebhookAttempt {
  statusCode: number | null;
  error: string | null;
}

const maxErrorLength = 500;

/**
 * Resolves the host and refuses internal addresses on the connection itself: the address checked
 * is the address connected to, so a name re-pointed between the save and the delivery (DNS
 * rebinding) cannot reach inside.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as unknown as LookupAddress[];
    const refused = list.find((entry) => isInternalAddress(entry.address));
    if (refused || list.length === 0)
      return callback(new Error(`${hostname} resolves to a private or internal address`), '', 0);
    if ((options as { all?: boolean }).all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    callback(null, list[0].address, list[0].family);
  });
};

/**
 * POSTs one delivery: no redirect is followed (a 3xx is a failure), the whole attempt is bounded
 * by the timeout, and the answer's body is read and dropped (at most what arrives in time).
 */
export function postWebhook(post: WebhookPost): Promise<WebhookAttempt> {
  const url = new URL(post.url);
  if (!post.allowPrivateUrls && isIpLiteralInternal(url))
    return Promise.resolve({ statusCode: null, error: 'The URL points to a private or internal address' });
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (attempt: WebhookAttempt) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...attempt, error: attempt.error?.slice(0, maxErrorLength) ?? null });
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...post.headers, 'Content-Length': Buffer.byteLength(post.body).toString() },
        agent: false,
        ...(post.allowPrivateUrls ? {} : { lookup: guardedLookup }),
      },
      (response) => {
        response.resume();
        const statusCode = response.statusCode ?? null;
        const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
        const error = ok
          ? null
          : statusCode !== null && statusCode >= 300 && statusCode < 400
            ? `The receiver answered ${statusCode} (redirects are not followed)`
            : `The receiver answered ${statusCode}`;
        response.on('end', () => finish({ statusCode, error }));
        response.on('error', () => finish({ statusCode, error }));
      },
    );
    const timer = setTimeout(() => {
      finish({ statusCode: null, error: `No answer within ${post.timeoutMs / 1000} s` });
      request.destroy();
    }, post.timeoutMs);
    request.on('error', (error) => finish({ statusCode: null, error: error.message || 'The connection failed' }));
    request.end(post.body);
  });
}

export function isIpLiteralInternal(url: URL): boolean {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return /^[\d.]+$|:/.test(host) && isInternalAddress(host);
}
