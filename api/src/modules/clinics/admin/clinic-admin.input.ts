import { IsBoolean, IsOptional, ValidateIf } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Decimal } from '../../../platform/graphql/scalars';
import {
  Email,
  MoneyAmount,
  OneOf,
  OptionalText,
  Phone,
  Required,
  RequiredText,
  ZipCode,
} from '../../../platform/validation/rules';
import { billingStatuses } from '../clinic.entity';

/** The address lines every clinic form shares; not an input type of its own. */
@InputType('AdminClinicAddress')
abstract class AdminClinicAddress {
  @Field(() => String, { nullable: true }) @OptionalText('Address', 200) address?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('City', 100) city?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('State', 50) state?: string | null;
  @Field(() => String, { nullable: true }) @ZipCode() zipCode?: string | null;
}

@InputType({
  description:
    'The Add New Clinic dialog (POST /superadmin/api/clinics): name, email and phone required; the plan is ' +
    "Starter unless given, the status the 14-day trial unless given, and the monthly billing always the plan's price",
})
export class AdminClinicCreateInput extends AdminClinicAddress {
  @Field(() => String) @RequiredText('Name', 200) name: string;
  @Field(() => String) @Email('Email', { required: true }) email: string;
  @Field(() => String) @Phone('Phone', { required: true }) phone: string;

  @Field(() => String, { nullable: true, description: 'A plan code from `plans` (starter unless given)' })
  @OptionalText('Plan', 50)
  subscriptionPlan?: string | null;

  @Field(() => String, { nullable: true, description: 'trial, active, overdue, suspended or cancelled (trial)' })
  @OneOf('Billing status', billingStatuses, { required: false })
  billingStatus?: string | null;

  @Field(() => Decimal, {
    nullable: true,
    description: "The plan's monthly price; any other amount is refused (the amount comes from the plan)",
  })
  @MoneyAmount('Monthly billing')
  monthlyBilling?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'true unless given' })
  @IsOptional()
  @IsBoolean({ message: 'Active must be true or false' })
  isActive?: boolean | null;
}

/** A billing field left out keeps the clinic's value; one sent (even null or blank) must be a real one. */
const given = (_input: object, value: unknown): boolean => value !== undefined;

@InputType({
  description:
    "The Manage dialog (PUT /superadmin/api/clinics/{id}/billing): the clinic's details are replaced. The billing " +
    'part (plan, status, monthly billing) may be left out to keep what the clinic has; changing any of it needs ' +
    "the console's Billing area. A plan change bills the new plan's monthly price and no change keeps the amount; " +
    'monthlyBilling, if sent, must be that amount. Plan, status and amount changes go through the billing engine ' +
    '(history, proration).',
})
export class AdminClinicUpdateInput extends AdminClinicAddress {
  @Field(() => String) @RequiredText('Name', 200) name: string;
  @Field(() => String, { nullable: true }) @Email('Email') email?: string | null;
  @Field(() => String, { nullable: true }) @Phone('Phone') phone?: string | null;

  @Field(() => String, { nullable: true, description: 'A plan code from `plans`; left out, the plan stays' })
  @ValidateIf(given)
  @RequiredText('Plan', 50)
  subscriptionPlan?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'trial, active, overdue, suspended or cancelled; left out, the status stays',
  })
  @ValidateIf(given)
  @OneOf('Billing status', billingStatuses)
  billingStatus?: string | null;

  @Field(() => Decimal, {
    nullable: true,
    description: "The monthly billing: only the amount the plan sets (the new plan's price, or the current one)",
  })
  @MoneyAmount('Monthly billing')
  monthlyBilling?: string | null;

  @Field(() => Boolean)
  @Required('Active')
  @IsBoolean({ message: 'Active must be true or false' })
  isActive: boolean;
}

/**
 * The simple admin panel's Update Billing (PUT /api/admin/clinics/{clinicId}/billing): plan and status
 * only; the amount is always the plan's monthly price (PRODUCT.md decision 2), never the client's.
 */
export class AdminClinicBillingInput {
  @RequiredText('Plan', 50) subscriptionPlan: string;
  @OneOf('Billing status', billingStatuses) billingStatus: string;
}
