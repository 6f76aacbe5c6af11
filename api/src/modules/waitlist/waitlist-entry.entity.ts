import { Check, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, oneOf } from '../../db/columns';

export const waitlistStates = ['NJ', 'NY', 'FL', 'CA', 'TX', 'other'] as const;
export const monthlyCaseRanges = ['10-25', '25-50', '50-100', '100+'] as const;

@Entity('waitlist')
@Check('waitlist_state_check', oneOf('state', waitlistStates))
@Check('waitlist_monthly_pi_cases_check', oneOf('monthly_pi_cases', monthlyCaseRanges))
@Check('waitlist_email_lower_check', `"email" = lower("email")`)
export class WaitlistEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', unique: true })
  email: string;

  @Column({ type: 'text' })
  practiceName: string;

  @Column({ type: 'text' })
  state: string;

  @Column({ type: 'text', name: 'monthly_pi_cases' })
  monthlyPICases: string;

  @Column({ type: 'text', nullable: true })
  attorneyReferral: string | null;

  @Column({ type: 'boolean', default: false })
  isContacted: boolean;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
