import { Field, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../platform/graphql/connection';
import { Decimal, LocalDate } from '../../platform/graphql/scalars';
import { BillingStatus, PaymentMethod } from './billing.enums';

/**
 * A billing entry as people see it: one SQL row with the case number and patient name joined, so a
 * list and a live event cost the same single query whatever their size.
 */
@ObjectType('BillingEntry', { description: 'A bill raised by the clinic on a case' })
export class BillingEntryView {
  @Field(() => Int) id: number;
  @Field(() => Int) caseId: number;
  @Field(() => String) caseNumber: string;
  @Field(() => String, { description: "The case's patient" }) patientName: string;
  @Field(() => String, { description: 'The clinic that raised the bill' }) clinicName: string;
  @Field(() => String, {
    description: 'Assigned by the server: C{clinic}-INV-{year}-{n}, counted per clinic, unique platform-wide',
  })
  invoiceNumber: string;
  @Field(() => Decimal) amount: string;
  @Field(() => Decimal, { nullable: true }) adjustedAmount: string | null;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => BillingStatus) status: BillingStatus;
  @Field(() => LocalDate, { nullable: true }) dueDate: string | null;
  @Field(() => LocalDate, { nullable: true }) paidDate: string | null;
  @Field(() => PaymentMethod, { nullable: true }) paymentMethod: PaymentMethod | null;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date) updatedAt: Date;
  @Field(() => String, { description: 'The PDF invoice (GET, same session)' }) invoiceUrl: string;

  /** Not fields: what scope checks need. */
  clinicId: number;
  caseAttorneyId: number | null;
}

@ObjectType()
export class BillingEntryConnection {
  @Field(() => [BillingEntryView]) nodes: BillingEntryView[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

@ObjectType({ description: "Figures for the billing page's cards, over every entry in scope" })
export class BillingSummary {
  @Field(() => Decimal, { description: 'Sum of every entry (adjusted amount where set)' }) totalBilled: string;
  @Field(() => Decimal, { description: 'Pending and submitted entries' }) outstanding: string;
  @Field(() => Int) outstandingCount: number;
  @Field(() => Decimal, { description: 'Entries paid since the first of this month' }) paidThisMonth: string;
  @Field(() => Int) paidThisMonthCount: number;
  @Field(() => Decimal) denied: string;
  @Field(() => Int) deniedCount: number;
  @Field(() => Int) entryCount: number;
}

@ObjectType({ description: "A case's bills in figures" })
export class BillingTotals {
  @Field(() => Int) entries: number;
  @Field(() => Decimal, { description: 'Sum of its bills (adjusted amount where set)' }) billed: string;
  @Field(() => Decimal) paid: string;
  @Field(() => Decimal, { description: 'Pending and submitted bills' }) outstanding: string;
}
