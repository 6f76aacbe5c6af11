import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, moneyColumn, oneOf } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';
import { User } from '../users/user.entity';
import { paymentKinds, paymentProviders, paymentStatuses } from './subscription-states';
import { ClinicInvoice } from './clinic-invoice.entity';
import { PaymentMethod } from './payment-method.entity';

/**
 * One attempt to move money through the provider: a charge of an invoice or a refund. The spec's
 * payment history entry. `idempotencyKey` is unique and sent to the provider, so a job that runs twice
 * charges once (`charge:{invoiceId}:{attempt}`, `refund:{adjustmentId}`).
 */
@Entity('payments')
@Check('payments_kind_check', oneOf('kind', paymentKinds))
@Check('payments_status_check', oneOf('status', paymentStatuses))
@Check('payments_provider_check', oneOf('provider', paymentProviders))
@Check('payments_amount_check', '"amount" > 0')
@Index('payments_created_idx', ['createdAt', 'id'])
@Index('payments_clinic_idx', ['clinicId', 'createdAt', 'id'])
@Index('payments_invoice_idx', ['invoiceId'])
export class Payment {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'integer', nullable: true })
  invoiceId: number | null;

  @ManyToOne(() => ClinicInvoice, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'invoice_id' })
  invoice?: ClinicInvoice;

  @Column({ type: 'text', default: 'charge' })
  kind: string;

  @Column({ type: 'text' })
  status: string;

  @Column(moneyColumn)
  amount: string;

  @Column({ type: 'text' })
  provider: string;

  @Column({ type: 'integer', nullable: true })
  paymentMethodId: number | null;

  @ManyToOne(() => PaymentMethod, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'payment_method_id' })
  paymentMethod?: PaymentMethod;

  /** As shown in the history, e.g. "Visa •••• 4242". */
  @Column({ type: 'text' })
  methodLabel: string;

  @Column({ type: 'text', nullable: true })
  transactionId: string | null;

  @Column({ type: 'text', unique: true })
  idempotencyKey: string;

  @Column({ type: 'text', nullable: true })
  failureCode: string | null;

  @Column({ type: 'text', nullable: true })
  failureMessage: string | null;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'integer', nullable: true })
  refundOfPaymentId: number | null;

  /** Null: the billing engine (a renewal or a dunning retry). */
  @Column({ type: 'text', nullable: true })
  initiatedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'initiated_by' })
  initiator?: User;

  @CreatedAt()
  createdAt: Date;
}
