import { SalesRepresentative } from '../sales/sales-representative.entity';
import { Field, Int, ObjectType } from 'type-graphql';
import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, jsonbDefault, moneyColumn, oneOf } from '../../db/columns';
import { Decimal, LocalDate } from '../../platform/graphql/scalars';
import { FieldAccess } from '../../platform/access/field-access';
import { clinicBillingVisible } from './clinic.policy';
import { Plan } from './plan.entity';
import { defaultBusinessHours, defaultTimeZone, type BusinessDay } from './business-hours';

export const billingStatuses = ['trial', 'active', 'overdue', 'suspended', 'cancelled'] as const;
export const billingFrequencies = ['monthly', 'annual'] as const;

@ObjectType({ description: 'A chiropractic practice: the tenant' })
@Entity('clinics')
@Check('clinics_npi_check', `"npi" IS NULL OR "npi" ~ '^[0-9]{10}$'`)
@Check('clinics_tax_id_check', `"tax_id" IS NULL OR "tax_id" ~ '^[0-9]{9}$'`)
@Check('clinics_billing_status_check', oneOf('billing_status', billingStatuses))
@Check('clinics_billing_frequency_check', oneOf('billing_frequency', billingFrequencies))
export class Clinic {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String)
  @Column({ type: 'text' })
  name: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  address: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  city: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  state: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  zipCode: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  email: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  licenseNumber: string | null;

  /** The clinic's group National Provider Identifier (10 digits): the billing provider of its claims. */
  @Column({ type: 'text', nullable: true })
  npi: string | null;

  /** The clinic's federal tax id (EIN, 9 digits), for claims. */
  @Column({ type: 'text', nullable: true })
  taxId: string | null;

  @Field(() => String, { nullable: true })
  @FieldAccess(clinicBillingVisible)
  @Column({ type: 'text', default: 'professional' })
  subscriptionPlan: string;

  @ManyToOne(() => Plan, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'subscription_plan', referencedColumnName: 'code' })
  plan?: Plan;

  @Field(() => String, { nullable: true })
  @FieldAccess(clinicBillingVisible)
  @Column({ type: 'text', default: 'annual' })
  billingFrequency: string;

  @Field(() => String, { nullable: true })
  @FieldAccess(clinicBillingVisible)
  @Column({ type: 'text', default: 'trial' })
  billingStatus: string;

  @Field(() => Decimal, { nullable: true })
  @FieldAccess(clinicBillingVisible)
  @Column({ ...moneyColumn, default: 349.0 })
  monthlyRate: string;

  @Field(() => Decimal, { nullable: true })
  @FieldAccess(clinicBillingVisible)
  @Column({ ...moneyColumn, default: 3500.0 })
  annualRate: string;

  @Field(() => Decimal, { nullable: true })
  @FieldAccess(clinicBillingVisible)
  @Column({ ...moneyColumn, nullable: true })
  currentAmount: string | null;

  @Field(() => LocalDate, { nullable: true })
  @FieldAccess(clinicBillingVisible)
  @Column({ type: 'date', nullable: true })
  nextBillingDate: string | null;

  @Field(() => Date, { nullable: true })
  @FieldAccess(clinicBillingVisible)
  @Column({ type: 'timestamptz', nullable: true })
  trialEndsAt: Date | null;

  @Field(() => Boolean)
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /** The clinic's profile (its console's Profile tab): an IANA time zone and opening hours per weekday. */
  @Column({ type: 'text', default: defaultTimeZone })
  timeZone: string;

  @Column({ type: 'jsonb', default: jsonbDefault(defaultBusinessHours) })
  businessHours: BusinessDay[];

  /** Printed under the clinic's name on every PDF it issues (e.g. "Dr. Ana Ruiz, DC · NPI 1234567890"). */
  @Column({ type: 'text', nullable: true })
  letterheadText: string | null;

  /** The logo on every PDF: stored like documents are (DocumentStorage), under a server-made key. */
  @Column({ type: 'text', nullable: true })
  logoStorageKey: string | null;

  @Column({ type: 'text', nullable: true })
  logoContentType: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  logoUpdatedAt: Date | null;

  /**
   * The subscription's account: what the clinic has paid and been credited minus what it has been
   * invoiced and debited. Negative means owed (the spec's balance). Moved only by the billing engine,
   * in the transaction of the invoice, payment or adjustment that changes it.
   */
  @Column({ ...moneyColumn, default: 0 })
  balance: string;

  /** Early-bird (waitlist) price: 40% off every invoice of a period starting before this date. */
  @Column({ type: 'date', nullable: true })
  earlyBirdUntil: string | null;

  /** Early joiners keep their annual price for life: a change of the plan's price does not reach them. */
  @Column({ type: 'boolean', default: false })
  priceLocked: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  suspendedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  /** The billing date the last renewal (or trial end) reminder was sent for: one reminder per date. */
  @Column({ type: 'date', nullable: true })
  renewalReminderSentFor: string | null;

  /** The payment provider's customer (Stripe 'cus_...'); null with the built-in provider. */
  @Column({ type: 'text', nullable: true })
  paymentCustomerRef: string | null;

  /** The sales representative who sold the subscription (their commissions follow its paid invoices). */
  @Column({ type: 'integer', nullable: true })
  salesRepId: number | null;

  @ManyToOne(() => SalesRepresentative, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'sales_rep_id' })
  salesRep?: SalesRepresentative;

  @Field(() => Date)
  @CreatedAt()
  createdAt: Date;

  @Field(() => Date)
  @UpdatedAt()
  updatedAt: Date;
}
