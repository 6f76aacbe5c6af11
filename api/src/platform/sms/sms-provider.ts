/** One text message to send; the body carries no PHI (PRODUCT 15). */
export interface SmsMessage {
  /** E.164, e.g. "+15551234567". */
  to: string;
  body: string;
}

/** Sends text messages. A refused or unreachable provider throws SmsSendError; the caller retries or fails. */
export interface SmsProvider {
  /** 'recording' or 'twilio': kept with each message in outbound_sms. */
  readonly name: string;
  send(message: SmsMessage): Promise<{ providerMessageId: string }>;
}

/** The provider's refusal: `permanent` when retrying cannot help (a bad number, 4xx), else a transient failure. */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}
