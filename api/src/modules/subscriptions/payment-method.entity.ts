import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, oneOf } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';
import { paymentProviders } from './subscription-states';

/** A clinic's saved card: the provider's reference and what a person needs to recognise it, never the number. */
@Entity('payment_methods')
@Check('payment_methods_provider_check', oneOf('provider', paymentProviders))
@Index('payment_methods_clinic_idx', ['clinicId', 'createdAt'])
@Index('payment_methods_one_default_idx', ['clinicId'], { unique: true, where: 'is_default AND removed_at IS NULL' })
export class PaymentMethod {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'text' })
  provider: string;

  @Column({ type: 'text' })
  providerRef: string;

  @Column({ type: 'text' })
  brand: string;

  @Column({ type: 'text' })
  last4: string;

  @Column({ type: 'integer' })
  expMonth: number;

  @Column({ type: 'integer' })
  expYear: number;

  @Column({ type: 'boolean', default: true })
  isDefault: boolean;

  @CreatedAt()
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  removedAt: Date | null;
}
