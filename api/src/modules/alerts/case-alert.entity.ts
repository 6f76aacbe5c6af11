import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CreatedAt, jsonbDefault, oneOf } from '../../db/columns';
import { CaseRecord } from '../cases/case.entity';
import { Clinic } from '../clinics/clinic.entity';
import { Task } from '../tasks/task.entity';
import {
  type CaseAlertClearReason,
  type CaseAlertKindName,
  type CaseAlertSeverityName,
  caseAlertClearReasons,
  caseAlertKinds,
  caseAlertSeverities,
} from './alert.enums';

/**
 * An alert on a case that both sides see (decision 330): raised and cleared by the alerts job, never
 * typed in. One occurrence is one row (UNIQUE case + dedupe key), so a sweep that runs twice raises it
 * once. `facts` holds counts, amounts and thresholds, never PHI.
 */
@Entity('case_alerts')
@Unique('case_alerts_dedupe_key', ['caseId', 'dedupeKey'])
@Check('case_alerts_kind_check', oneOf('kind', caseAlertKinds))
@Check('case_alerts_severity_check', oneOf('severity', caseAlertSeverities))
@Check('case_alerts_cleared_reason_check', oneOf('cleared_reason', caseAlertClearReasons, true))
@Check('case_alerts_cleared_check', '("cleared_at" IS NULL) = ("cleared_reason" IS NULL)')
@Index('case_alerts_open_idx', ['clinicId', 'raisedAt'], { where: '"cleared_at" IS NULL' })
@Index('case_alerts_case_idx', ['caseId', 'raisedAt'])
export class CaseAlert {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'integer' })
  caseId: number;

  @ManyToOne(() => CaseRecord, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'case_id' })
  case?: CaseRecord;

  @Column({ type: 'text' })
  kind: CaseAlertKindName;

  @Column({ type: 'text' })
  severity: CaseAlertSeverityName;

  /** One occurrence: e.g. `gap:since:2026-03-02`, `limit:12:10000.00:80`, `sol:2027-05-01:30`. */
  @Column({ type: 'text' })
  dedupeKey: string;

  @Column({ type: 'timestamptz' })
  raisedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  clearedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  clearedReason: CaseAlertClearReason | null;

  /** Plain numbers and labels (days, counts, amounts, thresholds, a coverage type): never PHI. */
  @Column({ type: 'jsonb', default: jsonbDefault({}) })
  facts: Record<string, string | number | boolean | null>;

  /** The alert in words as raised ("Policy limit: ..."), what the case timeline shows; no PHI. */
  @Column({ type: 'text' })
  summary: string;

  /** The clinic's task made when the alert was raised (completed when it clears). */
  @Column({ type: 'integer', nullable: true })
  taskId: number | null;

  @ManyToOne(() => Task, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'task_id' })
  task?: Task;

  @CreatedAt()
  createdAt: Date;
}
