import type { MailMessage } from '../../../platform/mail/mailer';

export interface PasswordResetEmailFacts {
  to: string;
  firstName: string;
  link: string;
  lifetimeMinutes: number;
}

const redactedLink = '[password reset link: sent to the recipient only]';

/** The reset email, and the same text with the link taken out for the outbound_emails record. */
export function passwordResetEmail(facts: PasswordResetEmailFacts): { message: MailMessage; storedText: string } {
  const greeting = facts.firstName ? `Hello ${facts.firstName},` : 'Hello,';
  const text = (link: string) =>
    [
      greeting,
      '',
      'Someone asked to reset the password of your Casebridge account. Choose a new password with this link:',
      '',
      link,
      '',
      `The link works once and expires in ${facts.lifetimeMinutes} minutes. Setting a new password signs you out everywhere.`,
      'If you did not ask for this, ignore this email: your password stays as it is.',
      '',
      'Casebridge',
    ].join('\n');
  return {
    message: { to: facts.to, subject: 'Reset your Casebridge password', text: text(facts.link) },
    storedText: text(redactedLink),
  };
}

export function passwordResetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${token}`;
}
