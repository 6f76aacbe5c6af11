import { Field, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../platform/graphql/connection';
import { Decimal, LocalDate } from '../../platform/graphql/scalars';

@ObjectType({ description: "The clinic's saved card as the provider described it; never the number" })
export class ClinicBillingCard {
  @Field(() => Int) id: number;
  @Field(() => String, { description: 'e.g. Visa' }) brand: string;
  @Field(() => String) last4: string;
  @Field(() => Int) expMonth: number;
  @Field(() => Int) expYear: number;
  @Field(() => Date) createdAt: Date;
}

@ObjectType({ description: "The clinic console's billing: the balance and the card the subscription is charged to" })
export class ClinicBilling {
  @Field(() => Decimal, { description: 'Payments and credits less invoices and refunds; negative means owed' })
  balance: string;
  @Field(() => ClinicBillingCard, { nullable: true }) card: ClinicBillingCard | null;
  @Field(() => String, { description: 'builtin (test cards) or stripe (a PaymentMethod from Stripe.js)' })
  paymentProvider: string;
}

@ObjectType({ description: 'An invoice of the subscription, as the clinic sees it' })
export class ClinicBillingInvoice {
  @Field(() => Int) id: number;
  @Field(() => String) number: string;
  @Field(() => String, { description: 'subscription, proration, late_fee or debit' }) kind: string;
  @Field(() => String, { description: 'open, paid, void or uncollectible' }) status: string;
  @Field(() => LocalDate, { nullable: true }) periodStart: string | null;
  @Field(() => LocalDate, { nullable: true }) periodEnd: string | null;
  @Field(() => Date) issuedAt: Date;
  @Field(() => LocalDate) dueDate: string;
  @Field(() => Decimal) total: string;
  @Field(() => Decimal) amountPaid: string;
}

@ObjectType()
export class ClinicBillingInvoiceConnection {
  @Field(() => [ClinicBillingInvoice]) nodes: ClinicBillingInvoice[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

@ObjectType({ description: 'A charge or refund of the subscription, as the clinic sees it' })
export class ClinicBillingPayment {
  @Field(() => Int) id: number;
  @Field(() => String, { description: 'charge or refund' }) kind: string;
  @Field(() => String, { description: 'successful, failed or pending' }) status: string;
  @Field(() => Decimal) amount: string;
  @Field(() => String, { description: 'e.g. Visa •••• 4242' }) methodLabel: string;
  @Field(() => String) description: string;
  @Field(() => String, { nullable: true }) invoiceNumber: string | null;
  @Field(() => String, { nullable: true, description: 'Why a charge failed, in the words of the provider' })
  failureMessage: string | null;
  @Field(() => Date) createdAt: Date;
}

@ObjectType()
export class ClinicBillingPaymentConnection {
  @Field(() => [ClinicBillingPayment]) nodes: ClinicBillingPayment[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}
