import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CreatedAt, oneOf } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed', 'parked'] as const;

/** One event sent (or to be sent) to one endpoint: at most one per endpoint and event. */
@Entity('webhook_deliveries')
@Unique('webhook_deliveries_endpoint_event_key', ['endpointId', 'eventId'])
@Check('webhook_deliveries_status_check', oneOf('status', webhookDeliveryStatuses))
@Check('webhook_deliveries_attempts_check', `"attempts" >= 0`)
@Index('webhook_deliveries_endpoint_created_idx', ['endpointId', 'createdAt'])
export class WebhookDelivery {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  endpointId: number;

  @ManyToOne(() => WebhookEndpoint, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'endpoint_id' })
  endpoint?: WebhookEndpoint;

  @Index('webhook_deliveries_clinic_idx')
  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'text' })
  eventId: string;

  @Column({ type: 'text' })
  eventKind: string;

  /** The body sent: `{id, type, createdAt, data}` with ids and plain facts only. */
  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @Column({ type: 'text', default: 'pending' })
  status: string;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'integer', nullable: true })
  lastStatusCode: number | null;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;

  @CreatedAt()
  createdAt: Date;
}
