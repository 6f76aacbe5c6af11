import { roleLabels } from '../../app/auth/roles';
import type { MessageRecipientType, Role } from '../../gql/graphql';
import { humanize } from '../../lib/format';
import type { MessageItem } from './messageFields';

export const recipientTypeLabels: Record<MessageRecipientType, string> = {
  patient: 'Patient',
  attorney: 'Attorney',
  insurance: 'Insurance',
  internal: 'Internal',
  clinic: 'Clinic',
};

/** The sender's role as a label ("Clinic Staff"), or nothing when it is unknown. */
export function senderRoleLabel(role: string | null | undefined): string | null {
  if (!role) return null;
  return role in roleLabels ? roleLabels[role as Role] : humanize(role);
}

/** "Alex Rivera (Patient)", "Northside Chiropractic (Clinic)", or just "Internal" when no one is named. */
export function recipientLine(message: Pick<MessageItem, 'recipientName' | 'recipientType'>): string {
  const type = recipientTypeLabels[message.recipientType];
  return message.recipientName ? `${message.recipientName} (${type})` : type;
}
