import type { MailMessage } from '../../platform/mail/mailer';
import { portalInviteLifetimeHours } from './portal.enums';

const redactedLink = '[portal link: sent to the patient only]';

/** The invitation e-mail: what happened and the link, nothing of the record (PRODUCT 15). */
export function portalInviteEmail(facts: { to: string; firstName: string; clinicName: string; link: string }): {
  message: MailMessage;
  storedText: string;
} {
  const text = (link: string) =>
    [
      facts.firstName ? `Hello ${facts.firstName},` : 'Hello,',
      '',
      `${facts.clinicName} invites you to its patient portal on Casebridge: your appointments, the documents the clinic shares with you, your statement and messages with the clinic.`,
      'Open this link to choose your password and set up sign-in:',
      '',
      link,
      '',
      `The link works once and expires in ${portalInviteLifetimeHours} hours. If you did not expect this e-mail, you can ignore it.`,
      '',
      'Casebridge',
    ].join('\n');
  return {
    message: { to: facts.to, subject: 'Your patient portal invitation', text: text(facts.link) },
    storedText: text(redactedLink),
  };
}

/** The invitation text message: short, no PHI. */
export const portalInviteSms = (facts: { link: string }) =>
  `Your clinic invites you to its patient portal. Set it up within ${portalInviteLifetimeHours} h: ${facts.link}`;

/** A family member's invitation: who gave access, and the link; nothing of the record (PRODUCT 15). */
export function portalFamilyInviteEmail(facts: {
  to: string;
  firstName: string;
  patientFirstName: string;
  clinicName: string;
  link: string;
}): { message: MailMessage; storedText: string } {
  const text = (link: string) =>
    [
      `Hello ${facts.firstName},`,
      '',
      `${facts.patientFirstName} gave you access to their patient portal at ${facts.clinicName} on Casebridge.`,
      'Open this link to choose your password and set up sign-in:',
      '',
      link,
      '',
      `The link works once and expires in ${portalInviteLifetimeHours} hours. If you did not expect this e-mail, you can ignore it.`,
      '',
      'Casebridge',
    ].join('\n');
  return {
    message: { to: facts.to, subject: 'You have been given access to a patient portal', text: text(facts.link) },
    storedText: text(redactedLink),
  };
}
