import * as yup from 'yup';

export interface CardValues {
  cardNumber: string;
  expMonth: string;
  expYear: string;
  holderName: string;
}

export const emptyCard: CardValues = { cardNumber: '', expMonth: '', expYear: '', holderName: '' };

/** The server's rule (ClinicCardInput): 12 to 19 digits with spaces or dashes, or a Stripe pm_ id. */
const cardNumberOrToken = /^(?:[0-9][0-9 -]{10,26}[0-9]|pm_[A-Za-z0-9_]{1,200})$/;

export const cardSchema = yup.object({
  cardNumber: yup
    .string()
    .trim()
    .required('Card number is required')
    .matches(cardNumberOrToken, 'Card number must be 12 to 19 digits'),
  expMonth: yup.string().required('Expiry month is required'),
  expYear: yup.string().required('Expiry year is required'),
  holderName: yup
    .string()
    .trim()
    .required('Name on card is required')
    .max(100, 'Name on card must be at most 100 characters'),
});

export const expiryMonths = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
export const expiryYears = (now = new Date()) => Array.from({ length: 16 }, (_, i) => String(now.getFullYear() + i));
