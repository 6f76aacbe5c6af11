import type { PaymentMethod } from '../gql/graphql';

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  check: 'Check',
  ach: 'ACH',
  credit_card: 'Credit card',
  cash: 'Cash',
  insurance: 'Insurance',
  settlement: 'Settlement',
  other: 'Other',
};

/** The choices offered wherever a payment is recorded, in the order clinics meet them most. */
export const paymentMethods: readonly PaymentMethod[] = [
  'check',
  'ach',
  'credit_card',
  'cash',
  'insurance',
  'settlement',
  'other',
];
