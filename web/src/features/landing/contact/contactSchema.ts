import * as yup from 'yup';
import type { ContactMessageInput } from '../../../gql/graphql';

/** The server's limits (ContactMessageInput). */
const TEXT_MAX = 200;
const EMAIL_MAX = 254;
export const MESSAGE_MAX = 5000;
/** The server's phone rule: digits, spaces and ( ) . - with an optional leading +, 7 to 20 characters. */
const PHONE_PATTERN = /^\+?[0-9().\-\s]{7,20}$/;

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  practiceName: string;
  message: string;
}

export const initialContactValues: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  practiceName: '',
  message: '',
};

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

export const contactSchema = yup.object({
  name: yup.string().trim().required('Name is required').max(TEXT_MAX, tooLong('Name', TEXT_MAX)),
  email: yup
    .string()
    .trim()
    .required('Email is required')
    .email('Enter a valid email address')
    .max(EMAIL_MAX, tooLong('Email', EMAIL_MAX)),
  phone: yup
    .string()
    .trim()
    .test('phone', 'Enter a valid phone number', (phone) => !phone || PHONE_PATTERN.test(phone)),
  practiceName: yup.string().trim().max(TEXT_MAX, tooLong('Practice name', TEXT_MAX)),
  message: yup.string().trim().required('Message is required').max(MESSAGE_MAX, tooLong('Message', MESSAGE_MAX)),
});

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The mutation's input: text trimmed, empty optional fields sent as null. */
export function toContactInput(values: ContactFormValues): ContactMessageInput {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: orNull(values.phone),
    practiceName: orNull(values.practiceName),
    message: values.message.trim(),
  };
}
