import { IsBoolean, IsInt, IsOptional, Max, Min, registerDecorator } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Decimal } from '../../../platform/graphql/scalars';
import { MoneyAmount } from '../../../platform/validation/rules';
import { billingSettingBounds } from '../../../platform/settings/settings-reader';

@ObjectType({ description: "The Billing tab's Settings as in force: dunning and the clinic admin's notices" })
export class BillingSettings {
  @Field(() => Int, { description: 'Retries after a failed charge' }) maxRetries: number;
  @Field(() => Int, { description: 'Days between retries' }) retryIntervalDays: number;
  @Field(() => Decimal, { description: 'Charged once on an invoice still unpaid after the grace period' })
  lateFee: string;
  @Field(() => Int, { description: 'Days after the due date before the late fee and suspension' })
  gracePeriodDays: number;
  @Field(() => Int, { description: 'Days before a renewal or a trial end the clinic admin is reminded' })
  reminderDaysBefore: number;
  @Field(() => Boolean) notifyPaymentFailed: boolean;
  @Field(() => Boolean) notifyUpcomingRenewal: boolean;
  @Field(() => Boolean) notifySuspension: boolean;
  @Field(() => Date, { nullable: true, description: 'When one of these settings was last changed; null: never' })
  updatedAt: Date | null;
  @Field(() => String, { nullable: true, description: 'Who changed one of them last' })
  updatedByName: string | null;
}

type Bounds = { min: number; max: number };
const wholeNumber = (label: string, unit: string, { min, max }: Bounds) => {
  const message = `${label} must be a whole number of ${unit} from ${min} to ${max}`;
  return [IsOptional(), IsInt({ message }), Min(min, { message }), Max(max, { message })];
};
const applyAll =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) => {
    for (const decorator of decorators) decorator(target, key);
  };

const { lateFee } = billingSettingBounds;
const lateFeeMessage = `Late fee must be an amount from ${lateFee.min} to ${lateFee.max} with at most 2 decimals`;

/** The late fee within its bounds (MoneyAmount checks the shape). */
function LateFeeWithinBounds(): PropertyDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'lateFeeWithinBounds',
      target: target.constructor,
      propertyName: String(key),
      options: { message: lateFeeMessage },
      validator: {
        validate: (value: unknown) =>
          value === null ||
          value === undefined ||
          (typeof value === 'string' && Number(value) >= lateFee.min && Number(value) <= lateFee.max),
      },
    });
}

@InputType({ description: 'The billing settings to change; those left out (or null) stay as they are' })
export class BillingSettingsInput {
  @Field(() => Int, { nullable: true })
  @applyAll(wholeNumber('Max retries', 'retries', billingSettingBounds.maxRetries))
  maxRetries?: number | null;

  @Field(() => Int, { nullable: true })
  @applyAll(wholeNumber('Retry interval', 'days', billingSettingBounds.retryIntervalDays))
  retryIntervalDays?: number | null;

  @Field(() => Decimal, { nullable: true })
  @IsOptional()
  @MoneyAmount('Late fee')
  @LateFeeWithinBounds()
  lateFee?: string | null;

  @Field(() => Int, { nullable: true })
  @applyAll(wholeNumber('Grace period', 'days', billingSettingBounds.gracePeriodDays))
  gracePeriodDays?: number | null;

  @Field(() => Int, { nullable: true })
  @applyAll(wholeNumber('Reminder', 'days', billingSettingBounds.reminderDaysBefore))
  reminderDaysBefore?: number | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: 'Notify on payment failure must be true or false' })
  notifyPaymentFailed?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: 'Notify of upcoming renewals must be true or false' })
  notifyUpcomingRenewal?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: 'Notify on suspension must be true or false' })
  notifySuspension?: boolean | null;
}
