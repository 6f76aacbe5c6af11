import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CreatedAt, oneOf } from '../../db/columns';
import { CaseRecord } from '../cases/case.entity';
import { Clinic } from '../clinics/clinic.entity';
import { Patient } from '../patients/patient.entity';
import { automationExecutionStatuses } from './automation.enums';
import { WorkflowAutomationRule } from './automation-rule.entity';

/**
 * One firing of a rule on one record (spec fields plus the clinic, the record and the occurrence
 * key). UNIQUE (rule_id, occurrence_key) makes a record fire a rule once per occurrence.
 */
@Entity('workflow_automation_executions')
@Check('workflow_automation_executions_status_check', oneOf('execution_status', automationExecutionStatuses))
@Unique('workflow_automation_executions_occurrence_key', ['ruleId', 'occurrenceKey'])
@Index('workflow_automation_executions_rule_created_idx', ['ruleId', 'createdAt'])
@Index('workflow_automation_executions_clinic_created_idx', ['clinicId', 'createdAt'])
export class WorkflowAutomationExecution {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  ruleId: number;

  @ManyToOne(() => WorkflowAutomationRule, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'rule_id' })
  rule?: WorkflowAutomationRule;

  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Index()
  @Column({ type: 'integer', nullable: true })
  patientId: number | null;

  @ManyToOne(() => Patient, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'patient_id' })
  patient?: Patient;

  @Index()
  @Column({ type: 'integer', nullable: true })
  caseId: number | null;

  @ManyToOne(() => CaseRecord, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'case_id' })
  case?: CaseRecord;

  @Column({ type: 'text' })
  recordType: string;

  @Column({ type: 'text' })
  recordId: string;

  @Column({ type: 'text' })
  occurrenceKey: string;

  @Column({ type: 'text', default: 'pending' })
  executionStatus: string;

  @Column({ type: 'text', nullable: true })
  executionDetails: string | null;

  @Column({ type: 'timestamptz' })
  scheduledFor: Date;

  @Column({ type: 'timestamptz', nullable: true })
  executedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  errorMessage: string | null;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @CreatedAt()
  createdAt: Date;
}
