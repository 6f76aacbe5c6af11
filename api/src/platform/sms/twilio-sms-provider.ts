import { SmsSendError, type SmsMessage, type SmsProvider } from './sms-provider';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** The sending number, E.164. */
  from: string;
  /** https://api.twilio.com, or a local fake's URL in tests. */
  apiBase: string;
}

const requestTimeoutMs = 15_000;

/**
 * Twilio's Programmable Messaging REST API with plain fetch (decision 281): POST
 * /2010-04-01/Accounts/{sid}/Messages.json, Basic auth, a form body of To, From and Body.
 */
export class TwilioSmsProvider implements SmsProvider {
  readonly name = 'twilio';

  constructor(private readonly config: TwilioConfig) {}

  async send(message: SmsMessage): Promise<{ providerMessageId: string }> {
    const { accountSid, authToken, from, apiBase } = this.config;
    const url = `${apiBase.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ To: message.to, From: from, Body: message.body }).toString(),
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
    } catch (error) {
      throw new SmsSendError(`Twilio could not be reached: ${(error as Error).message}`, false);
    }
    const payload = (await response.json().catch(() => null)) as {
      sid?: string;
      message?: string;
      code?: number;
    } | null;
    if (!response.ok || !payload?.sid) {
      const detail = payload?.message ? `: ${payload.message}` : '';
      const code = payload?.code ? ` (code ${payload.code})` : '';
      // 4xx (a bad number, an unverified recipient) will not improve with a retry; 429 and 5xx may.
      const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
      throw new SmsSendError(`Twilio answered ${response.status}${detail}${code}`.slice(0, 500), permanent);
    }
    return { providerMessageId: payload.sid };
  }
}
