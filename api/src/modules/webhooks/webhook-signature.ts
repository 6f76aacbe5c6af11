import { createHmac, randomBytes } from 'node:crypto';

/** A new endpoint secret: shown once, then only its sealed form is kept. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * The `Casebridge-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` with
 * the endpoint's secret. The timestamp is signed too, so a receiver can refuse old replays.
 */
export function webhookSignature(secret: string, unixSeconds: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}
