import { Field, ObjectType } from 'type-graphql';
import { Decimal, LocalDate } from '../../platform/graphql/scalars';
import { ClinicUsage } from '../clinics/admin/clinic-admin.types';
import { Plan } from '../clinics/plan.entity';

@ObjectType({ description: "The clinic's plan, what it uses against the plan's limits, and its billing as stored" })
export class ClinicSubscription {
  @Field(() => Plan, { description: 'Its limits (null = unlimited) bound the usage' }) plan: Plan;
  @Field(() => ClinicUsage) usage: ClinicUsage;
  @Field(() => String, { description: 'trial, active, overdue, suspended or cancelled' }) billingStatus: string;
  @Field(() => String, { description: 'monthly or annual' }) billingFrequency: string;
  @Field(() => Decimal) monthlyRate: string;
  @Field(() => Decimal) annualRate: string;
  @Field(() => LocalDate, { nullable: true }) nextBillingDate: string | null;
  @Field(() => Date, { nullable: true }) trialEndsAt: Date | null;
}
