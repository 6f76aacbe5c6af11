import { createTransport } from 'nodemailer';
import type { MailConfig } from '../../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative of the text (campaigns: links and the open pixel); optional. */
  html?: string;
}

/** Sends one message; rejects with the transport's reason when the server refuses or cannot be reached. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Bounds on one SMTP conversation, so a slow or silent mail server never holds a request for minutes. */
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000, dnsTimeout: 10_000 };

/**
 * SMTP through nodemailer: STARTTLS when the server offers it on smtp://, TLS from the start on
 * smtps://. Not pooled: each message opens and closes its own connection, so nothing stays open.
 */
export function createSmtpMailer(config: MailConfig): Mailer {
  const transport = createTransport({ url: config.smtpUrl, ...smtpTimeouts }, { from: config.from });
  return {
    async send(message) {
      await transport.sendMail({
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
  };
}
