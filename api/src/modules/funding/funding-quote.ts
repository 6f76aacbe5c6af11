import http from 'node:http';
import https from 'node:https';
import { guardedLookup, isIpLiteralInternal } from '../webhooks/webhook-sender';
import type { FundingPacket } from './funding.type';

/** What is posted to a partner's quote API: the shared packet and the request, nothing else. */
export interface QuoteRequest {
  reference: string;
  requestedAmount: string;
  purpose: string;
  urgencyLevel: string;
  packet: FundingPacket;
}

export interface QuoteResult {
  outcome: 'quoted' | 'none' | 'failed';
  message: string;
  amount: string | null;
  rate: string | null;
  terms: string | null;
}

/** Asks a partner for an instant quote; never throws (a failure is a result with its message). */
export interface FundingQuoteProvider {
  quote(partner: { url: string | null; apiKey: string | null }, request: QuoteRequest): Promise<QuoteResult>;
}

export interface HttpQuoteOptions {
  timeoutMs: number;
  /** Loopback and private addresses allowed (tests, a developer's fake): the webhooks' rule (decision 386). */
  allowPrivateUrls: boolean;
}

const maxAnswerBytes = 64 * 1024;
const none = (message: string): QuoteResult => ({ outcome: 'none', message, amount: null, rate: null, terms: null });
const failed = (message: string): QuoteResult => ({
  outcome: 'failed',
  message: message.slice(0, 300),
  amount: null,
  rate: null,
  terms: null,
});

/** The partner's answer read as a quote: {amount, rate?, terms?} (or the same inside "quote"). */
export function readQuoteAnswer(text: string): QuoteResult {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return failed('The partner answered something that is not JSON');
  }
  const inner =
    body && typeof body === 'object' && 'quote' in body ? (body as { quote: unknown }).quote : (body as unknown);
  if (!inner || typeof inner !== 'object') return failed('The partner answered without a quote');
  const { amount, rate, terms } = inner as Record<string, unknown>;
  const asMoney = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2) : typeof value === 'string' ? value : null;
  const money = asMoney(amount);
  if (money === null || !/^\d{1,8}(\.\d{1,2})?$/.test(money) || Number(money) <= 0)
    return failed('The partner answered without a valid amount');
  const rateText = rate === undefined || rate === null ? null : asMoney(rate);
  if (rateText !== null && (!/^\d{1,2}(\.\d{1,2})?$/.test(rateText) || Number(rateText) >= 100))
    return failed('The partner answered with an invalid rate');
  return {
    outcome: 'quoted',
    message: 'Quote received',
    amount: Number(money).toFixed(2),
    rate: rateText === null ? null : Number(rateText).toFixed(2),
    terms: typeof terms === 'string' ? terms.slice(0, 2000) : null,
  };
}

/**
 * Posts the packet to the partner's quote API (JSON, its key as a bearer token), bounded by the
 * timeout and the answer's size; no redirect is followed; internal addresses are refused unless
 * allowed, on the address actually connected to (the webhooks' guarded lookup). Without a URL, the
 * built-in default quotes nothing and says so.
 */
export class HttpQuoteProvider implements FundingQuoteProvider {
  constructor(private readonly options: HttpQuoteOptions) {}

  quote(partner: { url: string | null; apiKey: string | null }, request: QuoteRequest): Promise<QuoteResult> {
    if (!partner.url)
      return Promise.resolve(
        none('This partner has no instant quote API, so no quote was asked: wait for its answer through its link'),
      );
    let url: URL;
    try {
      url = new URL(partner.url);
    } catch {
      return Promise.resolve(failed("The partner's quote API address is not valid"));
    }
    if (!this.options.allowPrivateUrls && isIpLiteralInternal(url))
      return Promise.resolve(failed("The partner's quote API points to a private or internal address"));
    const body = JSON.stringify(request);
    const client = url.protocol === 'https:' ? https : http;
    const timeoutMs = this.options.timeoutMs;
    return new Promise((resolve) => {
      let settled = false;
      const finish = (result: QuoteResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(result);
      };
      const req = client.request(
        url,
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            'Content-Length': Buffer.byteLength(body).toString(),
            ...(partner.apiKey ? { Authorization: `Bearer ${partner.apiKey}` } : {}),
          },
          agent: false,
          ...(this.options.allowPrivateUrls ? {} : { lookup: guardedLookup }),
        },
        (res) => {
          const status = res.statusCode ?? 0;
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxAnswerBytes) {
              finish(failed('The partner answered with more than 64 KB'));
              res.destroy();
              return;
            }
            chunks.push(chunk);
          });
          res.on('end', () => {
            if (status < 200 || status >= 300)
              return finish(
                failed(
                  status >= 300 && status < 400
                    ? `The partner's quote API answered ${status} (redirects are not followed)`
                    : `The partner's quote API answered ${status}`,
                ),
              );
            finish(readQuoteAnswer(Buffer.concat(chunks).toString('utf8')));
          });
          res.on('error', () => finish(failed("The partner's answer was cut off")));
        },
      );
      const timer = setTimeout(() => {
        finish(failed(`The partner's quote API did not answer within ${timeoutMs / 1000} s`));
        req.destroy();
      }, timeoutMs);
      req.on('error', (error) =>
        finish(failed(`Could not reach the partner's quote API: ${error.message || 'the connection failed'}`)),
      );
      req.end(body);
    });
  }
}
