import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One row per write of a clinic-owned record, admin action or denied attempt.
 * No foreign keys: an audit row outlives what it describes.
 */
@Entity('audit_logs')
@Index('audit_logs_entity_idx', ['entityType', 'entityId', 'changedAt'])
@Index('audit_logs_clinic_idx', ['clinicId', 'changedAt'])
// The operator's Audit tab: newest first, by action, by entity type and by actor (each in the list's order).
@Index('audit_logs_changed_at_idx', ['changedAt', 'id'])
@Index('audit_logs_action_idx', ['action', 'changedAt', 'id'])
@Index('audit_logs_entity_type_idx', ['entityType', 'changedAt', 'id'])
@Index('audit_logs_changed_by_idx', ['changedBy', 'changedAt', 'id'])
export class AuditLog {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'integer', nullable: true })
  clinicId: number | null;

  @Column({ type: 'text' })
  entityType: string;

  @Column({ type: 'text' })
  entityId: string;

  @Column({ type: 'text' })
  action: string;

  @Column({ type: 'text', nullable: true })
  changedBy: string | null;

  @Column({ type: 'text', nullable: true })
  changedByRole: string | null;

  @Column({ type: 'text', nullable: true })
  changedByName: string | null;

  @Column({ type: 'text', nullable: true })
  ipAddress: string | null;

  @Column({ type: 'text', nullable: true })
  userAgent: string | null;

  @Column({ type: 'jsonb', nullable: true })
  oldValues: Record<string, unknown> | null;

  @Column({ type: 'jsonb', nullable: true })
  newValues: Record<string, unknown> | null;

  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  changedAt: Date;
}
