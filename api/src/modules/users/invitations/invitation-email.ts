import type { MailMessage } from '../../../platform/mail/mailer';
import { invitationLifetimeDays } from './invitation-token';

const roleLabels: Record<string, string> = {
  clinic_staff: 'clinic staff member',
  clinic_admin: 'clinic administrator',
  attorney: 'attorney',
  super_admin: 'platform administrator',
  operator_staff: 'Casebridge operator staff member',
};

export interface InvitationEmailFacts {
  to: string;
  firstName: string;
  role: string;
  /** The clinic or law firm the account belongs to, when there is one. */
  organisation: string | null;
  link: string;
}

const redactedLink = '[invitation link: sent to the recipient only]';

/** The invitation email, and the same text with the link taken out for the outbound_emails record. */
export function invitationEmail(facts: InvitationEmailFacts): { message: MailMessage; storedText: string } {
  const greeting = facts.firstName ? `Hello ${facts.firstName},` : 'Hello,';
  const where = facts.organisation ? ` for ${facts.organisation}` : '';
  const text = (link: string) =>
    [
      greeting,
      '',
      `A Casebridge account has been created for you as ${roleLabels[facts.role] ?? facts.role}${where}.`,
      'Choose your password with this link to start using it:',
      '',
      link,
      '',
      `The link works once and expires in ${invitationLifetimeDays} days. If you did not expect this email, you can ignore it.`,
      '',
      'Casebridge',
    ].join('\n');
  return {
    message: { to: facts.to, subject: 'Your Casebridge account: set your password', text: text(facts.link) },
    storedText: text(redactedLink),
  };
}
