import { registerEnumType } from 'type-graphql';

export enum BillingStatus {
  pending = 'pending',
  submitted = 'submitted',
  paid = 'paid',
  denied = 'denied',
}
registerEnumType(BillingStatus, {
  name: 'BillingStatus',
  description: 'pending -> submitted -> paid or denied; denied -> pending (resubmit after correction)',
});

export const billingStatuses = Object.values(BillingStatus);

export enum PaymentMethod {
  check = 'check',
  ach = 'ach',
  credit_card = 'credit_card',
  cash = 'cash',
  insurance = 'insurance',
  settlement = 'settlement',
  other = 'other',
}
registerEnumType(PaymentMethod, { name: 'PaymentMethod' });

export const paymentMethods = Object.values(PaymentMethod);
