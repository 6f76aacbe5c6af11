import type { DataSource, EntityManager } from 'typeorm';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import type { SettingsReader } from '../../platform/settings/settings-reader';
import { assertAiFeature } from '../ai/ai-features';
import { aiScopeKey, aiScopeOf, type AiScope } from '../ai/ai-scope';
import { AiScopeKind, PredictionType } from '../ai/ai.enums';
import { readCaseFeatures, type CaseFeatures } from './case-features.sql';
import { confidenceDefinition } from './confidence';
import { isAttorneyHistoryType, predictionTypesOf, tooFewClosedCases } from './fit-scope-models';
import { netToClinicOf } from './net-to-clinic';
import { noModelYet, predictWithModel } from './predict-case';
import type { PredictionModelStore } from './prediction-model-store';
import type { CasePrediction, CasePredictions, PredictionModelView } from './ai-predictions.type';

/** How the service asks for a refit (the jobs file sends `ai.refit-models`). */
export type RefitRequester = (aiScope: AiScope, manager?: EntityManager) => Promise<boolean>;

export const refitRefusal = 'Only a clinic admin or an attorney can ask for the models to be refitted.';

/** Predictions of a case, the scope's models with their back-tests, and refits on request. */
export class AiPredictionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsReader,
    private readonly models: PredictionModelStore,
    private readonly requestRefit: RefitRequester,
  ) {}

  /**
   * A case's predictions from the scope's newest models: one small read of the models (each parsed
   * once per process), one read of this case's rows, arithmetic. Empty when the case is not in scope.
   */
  async predictCase(
    aiScope: AiScope,
    caseId: number,
    type?: PredictionType,
  ): Promise<{ features: CaseFeatures; predictions: CasePrediction[] } | null> {
    const [models, [features]] = await Promise.all([
      this.models.newest(aiScope),
      readCaseFeatures(this.dataSource.manager, aiScope, { caseId }),
    ]);
    if (!features) return null;
    const types = predictionTypesOf(aiScope.kind).filter((candidate) => type === undefined || candidate === type);
    return { features, predictions: types.map((each) => predictWithModel(each, models.get(each), features)) };
  }

  /** `casePredictions` / GET /api/ai/predictions: predicted, recorded (once per model version and day). */
  async casePredictions(scope: Scope, caseId: number): Promise<CasePredictions> {
    await assertAiFeature(this.settings, 'predictions', { dataSource: this.dataSource, clinicId: scope.clinicId });
    const aiScope = aiScopeOf(scope);
    const answer = await this.predictCase(aiScope, caseId);
    if (!answer) throw new NotFoundError('Case');
    if (answer.predictions.some((prediction) => prediction.insufficientReason === noModelYet))
      await this.requestRefit(aiScope);
    await this.record(scope, aiScope, answer.features, answer.predictions);
    const byType = new Map(answer.predictions.map((prediction) => [prediction.type, prediction]));
    return {
      caseId,
      predictions: answer.predictions.filter((prediction) => !isAttorneyHistoryType(prediction.type)),
      netToClinic:
        aiScope.kind === AiScopeKind.clinic
          ? netToClinicOf(
              answer.features,
              byType.get(PredictionType.clinic_reduction),
              byType.get(PredictionType.clinic_payment_days),
            )
          : null,
      confidenceDefinition,
    };
  }

  /** The scope's newest model per type with its back-test. */
  async predictionModels(scope: Scope): Promise<PredictionModelView[]> {
    await assertAiFeature(this.settings, 'predictions', { dataSource: this.dataSource, clinicId: scope.clinicId });
    const aiScope = aiScopeOf(scope);
    const models = await this.models.newest(aiScope);
    return predictionTypesOf(aiScope.kind)
      .map((type) => models.get(type))
      .filter((model) => model !== undefined)
      .map((model) => ({
        type: model.type,
        version: model.version,
        modelVersion: model.modelVersion,
        algorithm: model.algorithm,
        trainingSize: model.trainingSize,
        fittedAt: model.fittedAt,
        insufficientReason:
          model.parameters || isAttorneyHistoryType(model.type)
            ? null
            : tooFewClosedCases(model.type, model.trainingSize),
        backtest: model.backtest,
      }));
  }

  /** `predictionRefit`: a clinic admin or an attorney queues a refit of their scope now (audited). */
  async refitNow(scope: Scope): Promise<boolean> {
    await assertAiFeature(this.settings, 'predictions', { dataSource: this.dataSource, clinicId: scope.clinicId });
    const aiScope = aiScopeOf(scope);
    if (scope.role !== Role.clinic_admin && scope.role !== Role.attorney) throw new ForbiddenError(refitRefusal);
    return this.dataSource.transaction(async (manager) => {
      const queued = await this.requestRefit(aiScope, manager);
      await writeAudit(manager, scope, {
        entityType: 'ai_models',
        entityId: aiScopeKey(aiScope),
        action: 'refit_requested',
        clinicId: scope.clinicId,
        newValues: { scope: aiScopeKey(aiScope), queued },
      });
      return queued;
    });
  }

  /**
   * At most one row per case, type and model version per day: a repeated question reuses it. One
   * statement for every type of the answer.
   */
  private async record(scope: Scope, aiScope: AiScope, features: CaseFeatures, predictions: CasePrediction[]) {
    const rows = predictions.map((prediction) => ({
      type: prediction.type,
      current: prediction.currentValue,
      value: prediction.value,
      low: prediction.rangeLow,
      high: prediction.rangeHigh,
      confidence: prediction.confidence === null ? null : Math.round(prediction.confidence * 10000) / 10000,
      factors: prediction.factors,
      version: prediction.modelVersion,
      reason: prediction.insufficientReason,
    }));
    await this.dataSource.query(
      `INSERT INTO ai_predictions (case_id, clinic_id, scope_kind, scope_id, prediction_type, current_value,
                                   predicted_value, range_low, range_high, confidence, factors, model_id,
                                   model_version, insufficient_reason, requested_by)
       SELECT $1, $2, $3, $4, r.type, r.current, r.value, r.low, r.high, r.confidence, coalesce(r.factors, '[]'),
              m.id, r.version, r.reason, $5
         FROM jsonb_to_recordset($6::jsonb) AS r(type text, current numeric, value numeric, low numeric, high numeric,
                                                 confidence numeric, factors jsonb, version text, reason text)
         LEFT JOIN ai_models m
           ON m.scope_kind = $3 AND m.scope_id = $4 AND m.prediction_type = r.type
          AND r.version = m.prediction_type || '@' || m.scope_kind || ':' || m.scope_id || ':v' || m.version
        WHERE NOT EXISTS (
          SELECT 1 FROM ai_predictions p
           WHERE p.case_id = $1 AND p.prediction_type = r.type AND p.scope_kind = $3
             AND p.model_version IS NOT DISTINCT FROM r.version AND p.created_at >= date_trunc('day', now()))`,
      [features.caseId, features.clinicId, aiScope.kind, aiScope.id, scope.userId, JSON.stringify(rows)],
    );
  }
}
