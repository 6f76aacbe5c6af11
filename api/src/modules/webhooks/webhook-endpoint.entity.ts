import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';
import { User } from '../users/user.entity';

/** A URL a clinic admin subscribed to some event kinds; its signing secret is sealed at rest. */
@Entity('webhook_endpoints')
@Check('webhook_endpoints_parked_check', `("parked_at" IS NULL) = ("parked_reason" IS NULL)`)
@Check('webhook_endpoints_failures_check', `"consecutive_failures" >= 0`)
export class WebhookEndpoint {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('webhook_endpoints_clinic_idx')
  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'text' })
  url: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'text', array: true })
  eventKinds: string[];

  /** SecretBox-sealed, bound to the endpoint's id. */
  @Column({ type: 'text' })
  secretSealed: string;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  parkedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  parkedReason: string | null;

  /** Deliveries parked in a row since the last one delivered. */
  @Column({ type: 'integer', default: 0 })
  consecutiveFailures: number;

  @Column({ type: 'text', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  creator?: User;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
