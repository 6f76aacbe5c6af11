import type { MailMessage } from '../../platform/mail/mailer';
import { notificationKindInfo, type NotificationKind } from './notification-kinds';

/** An app path as a full address. */
export const appUrl = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;

const footer = (publicUrl: string) => [
  '',
  `Choose which e-mails you get: ${appUrl(publicUrl, '/notifications')}`,
  '',
  'Casebridge',
];

/**
 * The e-mail for one notification: what kind of thing happened and the link, never the title or body
 * (they can name a patient or quote a message: PHI stays behind sign-in, PRODUCT 15).
 */
export function immediateEmail(to: string, kind: NotificationKind, link: string, publicUrl: string): MailMessage {
  const { emailSubject } = notificationKindInfo[kind];
  return {
    to,
    subject: emailSubject,
    text: [
      'Hello,',
      '',
      `${emailSubject} in Casebridge. Sign in to see it:`,
      '',
      appUrl(publicUrl, link),
      ...footer(publicUrl),
    ].join('\n'),
  };
}

/** One digest: how many of each kind, and the link to the list. */
export function digestEmail(
  to: string,
  counts: { kind: NotificationKind; count: number }[],
  publicUrl: string,
): MailMessage {
  const total = counts.reduce((sum, { count }) => sum + count, 0);
  return {
    to,
    subject: `Your Casebridge daily summary: ${total} new ${total === 1 ? 'notification' : 'notifications'}`,
    text: [
      'Hello,',
      '',
      'Here is what happened in Casebridge since your last summary:',
      '',
      ...counts.map(({ kind, count }) => `- ${notificationKindInfo[kind].label}: ${count}`),
      '',
      `See them all: ${appUrl(publicUrl, '/notifications')}`,
      ...footer(publicUrl),
    ].join('\n'),
  };
}
