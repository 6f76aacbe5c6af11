import { Matches } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { Decimal } from '../../platform/graphql/scalars';
import {
  OneOf,
  OptionalText,
  PositiveMoneyAmount,
  RecordId,
  Required,
  RequiredText,
} from '../../platform/validation/rules';
import { adjustmentTypes, type AdjustmentType } from '../subscriptions/subscription-states';

@InputType({ description: "A credit, debit or refund to a clinic's balance (the Add Adjustment dialog)" })
export class BillingAdjustmentInput {
  @Field(() => Int)
  @Required('Clinic')
  @RecordId('Clinic must be chosen from the list')
  clinicId: number;

  @Field(() => String, { description: 'credit, debit or refund' })
  @OneOf('Type', adjustmentTypes)
  type: AdjustmentType;

  @Field(() => Decimal)
  @Required('Amount')
  @PositiveMoneyAmount('Amount')
  amount: string;

  @Field(() => String)
  @RequiredText('Reason', 500)
  reason: string;

  @Field(() => String, {
    nullable: true,
    description: 'One per opening of the form: the same key twice applies the adjustment once',
  })
  @OptionalText('Request key', 100)
  @Matches(/^[A-Za-z0-9_-]{8,100}$/, { message: 'Request key must be 8 to 100 letters, digits, - or _' })
  requestKey?: string | null;
}

@InputType({ description: 'Why a subscription is cancelled (kept in its history)' })
export class BillingCancelInput {
  @Field(() => String, { nullable: true })
  @OptionalText('Reason', 500)
  reason?: string | null;
}
