import { IsEnum, IsOptional } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { Decimal, LocalDate } from '../../platform/graphql/scalars';
import { CalendarDate, MoneyAmount, OptionalText, RecordId, Required } from '../../platform/validation/rules';
import { BillingStatus, PaymentMethod } from './billing.enums';

@InputType()
export class BillingFilter {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @RecordId('Case must be a case id')
  caseId?: number | null;

  @Field(() => BillingStatus, { nullable: true })
  @IsOptional()
  @IsEnum(BillingStatus, { message: 'Status must be one of pending, submitted, paid, denied' })
  status?: BillingStatus | null;
}

@InputType()
export class BillingEntryCreateInput {
  @Field(() => Int)
  @Required('Case')
  @RecordId('Case must be chosen from the list')
  caseId: number;

  @Field(() => Decimal) @Required('Amount') @MoneyAmount('Amount') amount: string;
  @Field(() => String, { nullable: true }) @OptionalText('Description', 1000) description?: string | null;
  @Field(() => LocalDate, { nullable: true }) @IsOptional() @CalendarDate('Due date') dueDate?: string | null;

  @Field(() => BillingStatus, {
    nullable: true,
    description: 'New entries are always pending; only pending is accepted',
  })
  @IsOptional()
  @IsEnum(BillingStatus, { message: 'Status must be one of pending, submitted, paid, denied' })
  status?: BillingStatus | null;
}

@InputType()
export class BillingStatusChangeInput {
  @Field(() => Int)
  @Required('Billing entry')
  @RecordId('Billing entry must be an entry id')
  id: number;

  @Field(() => BillingStatus)
  @Required('Status')
  @IsEnum(BillingStatus, { message: 'Status must be one of pending, submitted, paid, denied' })
  status: BillingStatus;

  @Field(() => LocalDate, { nullable: true, description: 'When paid; defaults to today' })
  @IsOptional()
  paidDate?: string | null;

  @Field(() => PaymentMethod, { nullable: true, description: 'Required when marking paid' })
  @IsOptional()
  @IsEnum(PaymentMethod, {
    message: 'Payment method must be one of check, ach, credit_card, cash, insurance, settlement, other',
  })
  paymentMethod?: PaymentMethod | null;
}
