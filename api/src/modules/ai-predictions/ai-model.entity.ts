import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, jsonbDefault, oneOf } from '../../db/columns';
import { aiScopeKinds, predictionTypes } from '../ai/ai.enums';

/**
 * A fitted model: one version per scope (a clinic's or an attorney's own cases) and prediction type.
 * The newest version of a scope and type is the one predictions answer from; older ones stay, so every
 * stored prediction can name the model it came from.
 */
@Entity('ai_models')
@Check('ai_models_scope_kind_check', oneOf('scope_kind', aiScopeKinds))
@Check('ai_models_prediction_type_check', oneOf('prediction_type', predictionTypes))
@Index('ai_models_scope_version_key', ['scopeKind', 'scopeId', 'predictionType', 'version'], { unique: true })
export class AiModel {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  scopeKind: string;

  /** The clinic's id or the attorney's id, as scope_kind says. */
  @Column({ type: 'integer' })
  scopeId: number;

  @Column({ type: 'text' })
  predictionType: string;

  @Column({ type: 'integer' })
  version: number;

  /** What fitted it, e.g. "multivariate-linear" or "random-forest(50)". */
  @Column({ type: 'text' })
  algorithm: string;

  /** Feature names, their scaling, and the fitted model as its library serialises it. */
  @Column({ type: 'jsonb', default: jsonbDefault({}) })
  parameters: Record<string, unknown>;

  /** How many closed cases it was fitted on. */
  @Column({ type: 'integer' })
  trainingSize: number;

  /** The back-test on the scope's closed cases: mean absolute error, 90% range coverage, how measured. */
  @Column({ type: 'jsonb', nullable: true })
  backtest: Record<string, unknown> | null;

  /** A digest of the data it was fitted on: the refit job skips a scope whose digest has not changed. */
  @Column({ type: 'text' })
  dataFingerprint: string;

  @CreatedAt()
  fittedAt: Date;
}
