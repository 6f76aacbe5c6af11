import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, oneOf } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';
import { User } from '../users/user.entity';
import { activityPriorities, activityRelations, activityStatuses, activityTypes } from './marketing.enums';

/** A call, meeting, e-mail, task or note about a lead, a clinic (the operator's) or a patient (a clinic's). */
@Entity('crm_activities')
@Check('crm_activities_type_check', oneOf('type', activityTypes))
@Check('crm_activities_status_check', oneOf('status', activityStatuses))
@Check('crm_activities_priority_check', oneOf('priority', activityPriorities))
@Check('crm_activities_related_to_check', oneOf('related_to', activityRelations))
@Check('crm_activities_completed_check', `("status" = 'completed') = ("completed_at" IS NOT NULL)`)
@Check(
  'crm_activities_owner_check',
  `("related_to" <> 'clinic' OR "clinic_id" IS NULL) AND ("related_to" <> 'patient' OR "clinic_id" IS NOT NULL)`,
)
@Index('crm_activities_clinic_due_idx', ['clinicId', 'status', 'dueDate'])
@Index('crm_activities_related_idx', ['relatedTo', 'relatedId'])
export class CrmActivity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer', nullable: true })
  clinicId: number | null;

  @ManyToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'text' })
  type: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'text' })
  relatedTo: string;

  @Column({ type: 'integer' })
  relatedId: number;

  @Column({ type: 'text', default: 'pending' })
  status: string;

  @Column({ type: 'text', default: 'medium' })
  priority: string;

  @Column({ type: 'text', nullable: true })
  outcome: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  dueDate: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  assignedTo: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assigned_to', foreignKeyConstraintName: 'crm_activities_assigned_to_fk' })
  assignee?: User;

  @Column({ type: 'text', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'crm_activities_created_by_fk' })
  creator?: User;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
