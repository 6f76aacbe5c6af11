import * as yup from 'yup';
import type { MessageRecipientType } from '../../../gql/graphql';
import type { CaseOption } from '../../cases/form/CasePicker';

export interface MessageFormValues {
  case: CaseOption | null;
  recipientType: MessageRecipientType;
  subject: string;
  content: string;
}

/** The server's limits (MessageSendInput). */
export const SUBJECT_MAX_LENGTH = 200;
export const CONTENT_MAX_LENGTH = 10_000;

/**
 * Case, subject and message are required (spec: Message form); the recipient type always has a value.
 * A form for one fixed case (the case's Messages tab) has no case field to check.
 */
export function messageFormSchema({ fixedCase }: { fixedCase: boolean }): yup.ObjectSchema<MessageFormValues> {
  const caseField = yup.mixed<CaseOption>().nullable().defined();
  return yup.object({
    case: fixedCase ? caseField : caseField.required('Case is required'),
    recipientType: yup.string<MessageRecipientType>().required('Recipient type is required'),
    subject: yup
      .string()
      .trim()
      .required('Subject is required')
      .max(SUBJECT_MAX_LENGTH, `Subject must be at most ${SUBJECT_MAX_LENGTH} characters`),
    content: yup
      .string()
      .trim()
      .required('Message is required')
      .max(CONTENT_MAX_LENGTH, `Message must be at most ${CONTENT_MAX_LENGTH} characters`),
  });
}
