import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, jsonbDefault, oneOf } from '../../db/columns';
import { CaseRecord } from '../cases/case.entity';
import { Clinic } from '../clinics/clinic.entity';
import { User } from '../users/user.entity';
import { aiScopeKinds, predictionTypes } from '../ai/ai.enums';
import { AiModel } from './ai-model.entity';

/**
 * The spec's ai_predictions: a prediction made for a case, with the model that made it; when the case
 * closes, the actual value is recorded beside it (validated_at, actual_value).
 */
@Entity('ai_predictions')
@Check('ai_predictions_scope_kind_check', oneOf('scope_kind', aiScopeKinds))
@Check('ai_predictions_prediction_type_check', oneOf('prediction_type', predictionTypes))
@Check('ai_predictions_confidence_check', `"confidence" IS NULL OR ("confidence" >= 0 AND "confidence" <= 1)`)
@Index('ai_predictions_case_type_idx', ['caseId', 'predictionType', 'createdAt'])
@Index('ai_predictions_scope_idx', ['scopeKind', 'scopeId', 'createdAt'])
export class AiPrediction {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  caseId: number;

  @ManyToOne(() => CaseRecord, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'case_id' })
  case?: CaseRecord;

  /** The case's clinic (for tenancy), whatever the scope. */
  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'text' })
  scopeKind: string;

  @Column({ type: 'integer' })
  scopeId: number;

  @Column({ type: 'text' })
  predictionType: string;

  /** What the record says today (e.g. billed to date, months open so far), for comparison. */
  @Column({ type: 'numeric', precision: 14, scale: 4, nullable: true })
  currentValue: string | null;

  /** Null when there were too few comparable cases (insufficient_reason says so). */
  @Column({ type: 'numeric', precision: 14, scale: 4, nullable: true })
  predictedValue: string | null;

  @Column({ type: 'numeric', precision: 14, scale: 4, nullable: true })
  rangeLow: string | null;

  @Column({ type: 'numeric', precision: 14, scale: 4, nullable: true })
  rangeHigh: string | null;

  @Column({ type: 'numeric', precision: 5, scale: 4, nullable: true })
  confidence: string | null;

  /** The factors that moved it most: [{ name, label, value, effect }]. */
  @Column({ type: 'jsonb', default: jsonbDefault([]) })
  factors: unknown[];

  @Column({ type: 'integer', nullable: true })
  modelId: number | null;

  @ManyToOne(() => AiModel, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'model_id' })
  model?: AiModel;

  /** "{type}@{scope}:v{n}", kept even if the model row is later removed. */
  @Column({ type: 'text', nullable: true })
  modelVersion: string | null;

  @Column({ type: 'text', nullable: true })
  insufficientReason: string | null;

  @Column({ type: 'text', nullable: true })
  requestedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'requested_by' })
  requester?: User;

  /** When the case closed and the actual value was recorded. */
  @Column({ type: 'timestamptz', nullable: true })
  validatedAt: Date | null;

  @Column({ type: 'numeric', precision: 14, scale: 4, nullable: true })
  actualValue: string | null;

  @CreatedAt()
  createdAt: Date;
}
