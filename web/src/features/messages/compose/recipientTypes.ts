import type { MessageRecipientType, Role } from '../../../gql/graphql';
import type { MessageItem } from '../messageFields';

// The patient reads their messages in the patient's portal (decision 422); insurer messages still have
// no one to deliver them (decision 82), so the form does not offer them.
const clinicRecipientTypes: readonly MessageRecipientType[] = ['attorney', 'patient', 'internal'];
const attorneyRecipientTypes: readonly MessageRecipientType[] = ['clinic'];

/** Who a user may write to: clinic users and operators choose (the attorney first); attorneys write to the clinic. */
export function recipientTypesFor(role: Role): readonly MessageRecipientType[] {
  return role === 'attorney' ? attorneyRecipientTypes : clinicRecipientTypes;
}

export function defaultRecipientType(role: Role): MessageRecipientType {
  return recipientTypesFor(role)[0];
}

/**
 * Who a reply goes to: attorneys always answer the clinic; clinic users answer an attorney's message
 * to the attorney, and otherwise keep the conversation's audience (internal stays internal).
 */
export function replyRecipientType(role: Role, message: Pick<MessageItem, 'senderRole' | 'recipientType'>) {
  if (role === 'attorney') return 'clinic';
  if (message.senderRole === 'attorney') return 'attorney';
  return clinicRecipientTypes.includes(message.recipientType) ? message.recipientType : defaultRecipientType(role);
}

/** "Re: " before the subject, once. */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
}
