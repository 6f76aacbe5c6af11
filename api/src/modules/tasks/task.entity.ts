import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, oneOf } from '../../db/columns';
import { CaseRecord } from '../cases/case.entity';
import { Clinic } from '../clinics/clinic.entity';
import { Patient } from '../patients/patient.entity';
import { User } from '../users/user.entity';

export const taskStatuses = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export const taskPriorities = ['low', 'medium', 'high', 'urgent'] as const;
/** Who made the task: a person (manual) or a feature (createTask in task.service.ts). */
export const taskSources = ['manual', 'automation', 'alert', 'note', 'appointment', 'billing', 'claim'] as const;

@Entity('tasks')
@Check('tasks_status_check', oneOf('status', taskStatuses))
@Check('tasks_priority_check', oneOf('priority', taskPriorities))
@Check('tasks_source_check', oneOf('source', taskSources))
@Check('tasks_completed_check', `("status" = 'completed') = ("completed_at" IS NOT NULL)`)
@Index('tasks_clinic_status_idx', ['clinicId', 'status'])
@Index('tasks_clinic_assignee_idx', ['clinicId', 'assignedTo'])
@Index('tasks_clinic_due_idx', ['clinicId', 'dueDate'])
export class Task {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Index()
  @Column({ type: 'integer', nullable: true })
  caseId: number | null;

  @ManyToOne(() => CaseRecord, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'case_id' })
  case?: CaseRecord;

  @Column({ type: 'text', nullable: true })
  assignedTo: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assigned_to' })
  assignee?: User;

  @Index('tasks_patient_idx')
  @Column({ type: 'integer', nullable: true })
  patientId: number | null;

  @ManyToOne(() => Patient, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'patient_id', foreignKeyConstraintName: 'tasks_patient_fk' })
  patient?: Patient;

  @Column({ type: 'text', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'tasks_created_by_fk' })
  creator?: User;

  @Column({ type: 'text', default: 'manual' })
  source: string;

  @Column({ type: 'text', nullable: true })
  completedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'completed_by', foreignKeyConstraintName: 'tasks_completed_by_fk' })
  completer?: User;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'text', default: 'medium' })
  priority: string;

  @Column({ type: 'text', default: 'pending' })
  status: string;

  @Column({ type: 'date', nullable: true })
  dueDate: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
