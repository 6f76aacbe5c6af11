import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, oneOf } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';
import { DocumentRecord } from '../documents/document.entity';
import { documentAnalysisStatuses } from '../ai/ai.enums';

/** The spec's ai_document_analysis: text extracted from an upload and what was found in it. */
@Entity('ai_document_analysis')
@Check('ai_document_analysis_status_check', oneOf('status', documentAnalysisStatuses))
@Index('ai_document_analysis_document_type_key', ['documentId', 'analysisType'], { unique: true })
@Index('ai_document_analysis_clinic_idx', ['clinicId', 'createdAt'])
export class AiDocumentAnalysis {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  documentId: number;

  @ManyToOne(() => DocumentRecord, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'document_id' })
  document?: DocumentRecord;

  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'text', default: 'extraction' })
  analysisType: string;

  @Column({ type: 'text', default: 'pending' })
  status: string;

  /** Detected dates, providers, amounts and ICD-10 codes, each with where it was found. */
  @Column({ type: 'jsonb', nullable: true })
  results: Record<string, unknown> | null;

  @Column({ type: 'numeric', precision: 5, scale: 4, nullable: true })
  confidence: string | null;

  @Column({ type: 'integer', nullable: true })
  processingTimeMs: number | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @CreatedAt()
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;
}
