import { Field, Int, ObjectType } from 'type-graphql';
import { Check, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, oneOf } from '../../db/columns';

export const waitlistStates = ['NJ', 'NY', 'FL', 'CA', 'TX', 'other'] as const;
export const monthlyCaseRanges = ['10-25', '25-50', '50-100', '100+'] as const;

/** A practice waiting for early access, from the landing page's form. */
@ObjectType()
@Entity('waitlist')
@Check('waitlist_state_check', oneOf('state', waitlistStates))
@Check('waitlist_monthly_pi_cases_check', oneOf('monthly_pi_cases', monthlyCaseRanges))
@Check('waitlist_email_lower_check', `"email" = lower("email")`)
export class WaitlistEntry {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String)
  @Column({ type: 'text' })
  name: string;

  @Field(() => String)
  @Column({ type: 'text', unique: true })
  email: string;

  @Field(() => String)
  @Column({ type: 'text' })
  practiceName: string;

  @Field(() => String)
  @Column({ type: 'text' })
  state: string;

  @Field(() => String)
  @Column({ type: 'text', name: 'monthly_pi_cases' })
  monthlyPICases: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  attorneyReferral: string | null;

  @Field(() => Boolean)
  @Column({ type: 'boolean', default: false })
  isContacted: boolean;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Field(() => Date)
  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
