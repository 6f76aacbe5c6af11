import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, jsonbDefault, oneOf } from '../../db/columns';
import { CaseRecord } from '../cases/case.entity';
import { Clinic } from '../clinics/clinic.entity';
import { User } from '../users/user.entity';
import { analysisStatuses, analysisTypes } from '../ai/ai.enums';

/** The spec's ai_analytics: one structured analysis of a case, as asked for on the Case Analysis tab. */
@Entity('ai_analytics')
@Check('ai_analytics_analysis_type_check', oneOf('analysis_type', analysisTypes))
@Check('ai_analytics_status_check', oneOf('status', analysisStatuses))
@Check('ai_analytics_confidence_check', `"confidence" IS NULL OR ("confidence" >= 0 AND "confidence" <= 1)`)
@Index('ai_analytics_case_idx', ['caseId', 'createdAt'])
export class AiAnalysis {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  caseId: number;

  @ManyToOne(() => CaseRecord, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'case_id' })
  case?: CaseRecord;

  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'text' })
  analysisType: string;

  @Column({ type: 'text' })
  status: string;

  @Column({ type: 'numeric', precision: 5, scale: 4, nullable: true })
  confidence: string | null;

  /** The headline finding, e.g. { label, value, unit }; null when the analysis failed. */
  @Column({ type: 'jsonb', nullable: true })
  prediction: Record<string, unknown> | null;

  @Column({ type: 'jsonb', default: jsonbDefault([]) })
  insights: unknown[];

  @Column({ type: 'jsonb', default: jsonbDefault([]) })
  recommendations: unknown[];

  /** The record's figures the analysis read (visits, gaps, billed, ...), so a reader can check it. */
  @Column({ type: 'jsonb', default: jsonbDefault({}) })
  dataPoints: Record<string, unknown>;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ type: 'text', nullable: true })
  requestedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'requested_by' })
  requester?: User;

  @CreatedAt()
  createdAt: Date;
}
