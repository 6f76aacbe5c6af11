import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, oneOf } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';
import { crmDeliveryStatuses, crmEvents } from './marketing.enums';

/** One signed post of a lead or activity to a clinic's CRM, delivered by the `marketing.crm-deliver` job. */
@Entity('crm_sync_deliveries')
@Check('crm_sync_deliveries_event_check', oneOf('event', crmEvents))
@Check('crm_sync_deliveries_status_check', oneOf('status', crmDeliveryStatuses))
@Check('crm_sync_deliveries_payload_check', `jsonb_typeof("payload") = 'object'`)
@Index('crm_sync_deliveries_clinic_idx', ['clinicId', 'createdAt'])
export class CrmSyncDelivery {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'text' })
  event: string;

  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @Column({ type: 'text', default: 'pending' })
  status: string;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'integer', nullable: true })
  responseStatus: number | null;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;

  @CreatedAt()
  createdAt: Date;
}
