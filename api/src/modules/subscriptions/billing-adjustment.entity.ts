import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, moneyColumn, oneOf } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';
import { User } from '../users/user.entity';
import { adjustmentStatuses, adjustmentTypes } from './subscription-states';

/**
 * An operator's change to a clinic's balance: a credit (+), a debit (-, raised as an invoice) or a
 * refund (money back through the provider). `requestKey` comes from the form (one per opening of the
 * dialog), so a form submitted twice applies once.
 */
@Entity('billing_adjustments')
@Check('billing_adjustments_type_check', oneOf('type', adjustmentTypes))
@Check('billing_adjustments_status_check', oneOf('status', adjustmentStatuses))
@Check('billing_adjustments_amount_check', '"amount" > 0')
@Index('billing_adjustments_created_idx', ['createdAt', 'id'])
@Index('billing_adjustments_clinic_idx', ['clinicId', 'createdAt'])
export class BillingAdjustment {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'text' })
  type: string;

  @Column(moneyColumn)
  amount: string;

  @Column({ type: 'text' })
  reason: string;

  @Column({ type: 'text', default: 'pending' })
  status: string;

  @Column({ type: 'text' })
  appliedBy: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'applied_by' })
  applier?: User;

  @Column({ type: 'timestamptz', nullable: true })
  appliedAt: Date | null;

  @Column({ type: 'text', unique: true })
  requestKey: string;

  /** A refund's payment row; a debit's invoice. */
  @Column({ type: 'integer', nullable: true })
  paymentId: number | null;

  @Column({ type: 'integer', nullable: true })
  invoiceId: number | null;

  @Column({ type: 'text', nullable: true })
  failureMessage: string | null;

  @CreatedAt()
  createdAt: Date;
}
