import { IsEnum, IsInt, IsOptional, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { Decimal, LocalDate } from '../../platform/graphql/scalars';
import {
  MoneyAmount,
  OptionalText,
  PastDate,
  Percentage,
  RecordId,
  Required,
  RequiredText,
} from '../../platform/validation/rules';
import { PaymentMethod } from '../billing/billing.enums';
import { ReductionAction } from './ledger.enums';

function CaseId(): PropertyDecorator {
  return (target, key) => {
    Required('Case')(target, key);
    IsInt({ message: 'Case must be a case id' })(target, key);
    Min(1, { message: 'Case must be a case id' })(target, key);
  };
}

@InputType({ description: 'Give either percentage or reductionAmount' })
export class ReductionRequestInput {
  @Field(() => Int) @CaseId() caseId: number;

  @Field(() => Decimal, { nullable: true, description: 'Reduce the balance by this percentage (0.01 to 99.99)' })
  @IsOptional()
  @Percentage('Percentage')
  percentage?: string | null;

  @Field(() => Decimal, { nullable: true, description: 'Reduce the balance by this amount' })
  @IsOptional()
  @MoneyAmount('Reduction amount')
  reductionAmount?: string | null;

  @Field(() => String) @RequiredText('Reason', 2000) reason: string;
}

@InputType()
export class ReductionRespondInput {
  @Field(() => Int)
  @Required('Reduction request')
  @RecordId('Reduction request must be a request id')
  requestId: number;

  @Field(() => ReductionAction)
  @Required('Action')
  @IsEnum(ReductionAction, { message: 'Action must be one of accept, reject, counter, withdraw' })
  action: ReductionAction;

  @Field(() => Decimal, { nullable: true, description: 'For counter: the balance the clinic would accept' })
  @IsOptional()
  @MoneyAmount('Counter amount')
  counterAmount?: string | null;

  @Field(() => String, { nullable: true }) @OptionalText('Notes', 2000) notes?: string | null;
}

@InputType()
export class SettlementRecordInput {
  @Field(() => Int) @CaseId() caseId: number;
  @Field(() => Decimal) @Required('Settlement amount') @MoneyAmount('Settlement amount') settlementAmount: string;
  @Field(() => LocalDate) @Required('Settlement date') @PastDate('Settlement date') settlementDate: string;
}

@InputType()
export class LedgerPaymentInput {
  @Field(() => Int) @CaseId() caseId: number;
  @Field(() => Decimal) @Required('Amount') @MoneyAmount('Amount') amount: string;
  @Field(() => LocalDate) @Required('Date received') @PastDate('Date received') receivedDate: string;

  @Field(() => PaymentMethod)
  @Required('Payment method')
  @IsEnum(PaymentMethod, {
    message: 'Payment method must be one of check, ach, credit_card, cash, insurance, settlement, other',
  })
  paymentMethod: PaymentMethod;

  @Field(() => String, { nullable: true }) @OptionalText('Reference', 100) reference?: string | null;
}

@InputType()
export class LedgerCloseInput {
  @Field(() => Int) @CaseId() caseId: number;
  @Field(() => String, { nullable: true }) @OptionalText('Notes', 2000) notes?: string | null;
}
