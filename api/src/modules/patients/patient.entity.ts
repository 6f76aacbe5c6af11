import { Field, Int, ObjectType } from 'type-graphql';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../../db/columns';
import { FieldAccess } from '../../platform/access/field-access';
import { LocalDate } from '../../platform/graphql/scalars';
import { internalNotesVisible } from '../cases/case-access.policy';
import { Clinic } from '../clinics/clinic.entity';

@ObjectType()
@Entity('patients')
@Check('patients_sex_check', `"sex" IS NULL OR "sex" IN ('female', 'male', 'unknown')`)
@Index('patients_clinic_name_idx', ['clinicId', 'lastName', 'firstName'])
@Index('patients_clinic_created_idx', ['clinicId', 'createdAt'])
// Trigram indexes for substring search live in a hand-written migration.
@Index('patients_full_name_trgm_idx', { synchronize: false })
@Index('patients_email_trgm_idx', { synchronize: false })
@Index('patients_phone_trgm_idx', { synchronize: false })
@Index('patients_insurance_provider_trgm_idx', { synchronize: false })
@Index('patients_sms_number_idx', { synchronize: false })
export class Patient {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => Int)
  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Field(() => String)
  @Column({ type: 'text' })
  firstName: string;

  @Field(() => String)
  @Column({ type: 'text' })
  lastName: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  email: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Field(() => LocalDate, { nullable: true })
  @Column({ type: 'date', nullable: true })
  dateOfBirth: string | null;

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
  emergencyContact: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  emergencyPhone: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  emergencyRelation: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  insuranceProvider: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  insurancePolicyNumber: string | null;

  /** Administrative sex as claims ask for it (837P DMG03, CMS-1500 box 3). */
  @Field(() => String, { nullable: true, description: 'female, male or unknown (CMS-1500 box 3, 837P DMG03)' })
  @Column({ type: 'text', nullable: true })
  sex: 'female' | 'male' | 'unknown' | null;

  @Field(() => String, { nullable: true, description: 'Internal notes: clinic users and operators only' })
  @FieldAccess(internalNotesVisible)
  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Field(() => String)
  @Column({ type: 'text', default: 'intake' })
  status: string;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  statusChangedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  statusChangedBy: string | null;

  @Field(() => Boolean)
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /** When the patient agreed to reminders by text message; null: no consent (no SMS reminder is sent). */
  @Field(() => Date, { nullable: true })
  @FieldAccess(internalNotesVisible)
  @Column({ type: 'timestamptz', nullable: true })
  smsReminderConsentAt: Date | null;

  /** When the patient agreed to reminders by e-mail; null: no consent. */
  @Field(() => Date, { nullable: true })
  @FieldAccess(internalNotesVisible)
  @Column({ type: 'timestamptz', nullable: true })
  emailReminderConsentAt: Date | null;

  /** When the patient agreed to marketing e-mail (campaigns); null: never included in a campaign (decision 463). */
  @Field(() => Date, { nullable: true })
  @FieldAccess(internalNotesVisible)
  @Column({ type: 'timestamptz', nullable: true })
  marketingConsentAt: Date | null;

  /** A STOP reply: no text message is sent after this, whatever the consent. */
  @Field(() => Date, { nullable: true })
  @FieldAccess(internalNotesVisible)
  @Column({ type: 'timestamptz', nullable: true })
  smsOptedOutAt: Date | null;

  /** The unsubscribe link of a reminder e-mail: no reminder e-mail is sent after this. */
  @Field(() => Date, { nullable: true })
  @FieldAccess(internalNotesVisible)
  @Column({ type: 'timestamptz', nullable: true })
  emailOptedOutAt: Date | null;

  @Field(() => Date)
  @CreatedAt()
  createdAt: Date;

  @Field(() => Date)
  @UpdatedAt()
  updatedAt: Date;
}
