import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { moneyColumn, oneOf } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';
import { User } from '../users/user.entity';
import { billingFrequencies, subscriptionEventKinds, subscriptionStatuses } from './subscription-states';

/**
 * The subscription history: one row per change of plan, frequency, status or amount, with the state
 * before and after, who made it (null: the billing engine) and why. Revenue figures (MRR, churn,
 * upgrades, retention) are computed from these rows, never stored as totals. `mrr` is the monthly
 * recurring revenue the clinic brings after the change: the period amount normalised to a month
 * while the status is active or overdue, else 0.
 */
@Entity('subscription_events')
@Check('subscription_events_kind_check', oneOf('kind', subscriptionEventKinds))
@Check('subscription_events_status_check', oneOf('status', subscriptionStatuses))
@Check('subscription_events_previous_status_check', oneOf('previous_status', subscriptionStatuses, true))
@Check('subscription_events_frequency_check', oneOf('frequency', billingFrequencies))
@Check('subscription_events_previous_frequency_check', oneOf('previous_frequency', billingFrequencies, true))
@Index('subscription_events_clinic_idx', ['clinicId', 'occurredAt', 'id'])
@Index('subscription_events_occurred_idx', ['occurredAt', 'id'])
export class SubscriptionEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'timestamptz' })
  occurredAt: Date;

  @Column({ type: 'text' })
  kind: string;

  @Column({ type: 'text' })
  planCode: string;

  @Column({ type: 'text' })
  frequency: string;

  @Column({ type: 'text' })
  status: string;

  /** What one billing period costs after the change. */
  @Column(moneyColumn)
  amount: string;

  @Column(moneyColumn)
  mrr: string;

  @Column({ type: 'text', nullable: true })
  previousPlanCode: string | null;

  @Column({ type: 'text', nullable: true })
  previousFrequency: string | null;

  @Column({ type: 'text', nullable: true })
  previousStatus: string | null;

  @Column({ ...moneyColumn, nullable: true })
  previousAmount: string | null;

  @Column({ ...moneyColumn, nullable: true })
  previousMrr: string | null;

  /** Null: the billing engine (a renewal, a failed payment, the end of a grace period). */
  @Column({ type: 'text', nullable: true })
  actorUserId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_user_id' })
  actor?: User;

  @Column({ type: 'text' })
  reason: string;
}
