import type { DataSource } from 'typeorm';
import { AiScopeKind, PredictionType } from '../../api/src/modules/ai/ai.enums';
import type { AiScope } from '../../api/src/modules/ai/ai-scope';
import { AiPredictionService } from '../../api/src/modules/ai-predictions/ai-predictions.service';
import type { CasePrediction } from '../../api/src/modules/ai-predictions/ai-predictions.type';
import type { CaseFeatures } from '../../api/src/modules/ai-predictions/case-features.sql';
import { PredictionModelStore } from '../../api/src/modules/ai-predictions/prediction-model-store';
import { AiInsightsService } from '../../api/src/modules/ai-insights/ai-insights.service';
import type { AiInsights } from '../../api/src/modules/ai-insights/ai-insights.types';
import { Role } from '../../api/src/platform/access/role';
import type { Scope } from '../../api/src/platform/access/scope';
import { SettingsReader } from '../../api/src/platform/settings/settings-reader';
import { benchUsers, mainClinicId } from './dataset';
import type { InProcessQuestion } from './in-process';

const mainClinic: AiScope = { kind: AiScopeKind.clinic, id: mainClinicId };
const caseModels: string[] = [
  PredictionType.settlement_amount,
  PredictionType.case_duration,
  PredictionType.success_probability,
];

/**
 * Fits the main clinic's prediction models as the refit job does (not timed as a question: the job
 * queue does it off the request path); returns how long it took, which the report shows.
 */
export async function fitMainClinicModels(dataSource: DataSource): Promise<number> {
  const started = performance.now();
  await new PredictionModelStore(dataSource).refit(mainClinic);
  return performance.now() - started;
}

/**
 * C3: one case's predictions (every type of a clinic, net to clinic included) from the clinic's fitted
 * models: what the Predictions tab asks, without recording the row (a write, not the hot path).
 */
export function predictionQuestion(dataSource: DataSource, caseId: number): InProcessQuestion {
  const predictions = new AiPredictionService(
    dataSource,
    new SettingsReader(dataSource),
    new PredictionModelStore(dataSource),
    async () => false,
  );
  return {
    id: 'C3',
    title: "Prediction: a case's settlement, duration, success and net to clinic from the fitted models",
    run: () => predictions.predictCase(mainClinic, caseId),
    normalize: (answer) => {
      const { features, predictions: made } = answer as { features: CaseFeatures; predictions: CasePrediction[] };
      return {
        billed: features.billedTotal.toFixed(2),
        visits: features.visitCount,
        // The three case models (not the attorney-history pair, which may lack this attorney's history).
        predicted: made.filter((prediction) => caseModels.includes(prediction.type) && prediction.value !== null)
          .length,
      };
    },
    golden: async (admin) => {
      const { rows } = await admin.query<{ billed: string; visits: number; predicted: number }>(
        `SELECT (SELECT coalesce(sum(amount), 0)::numeric(14,2)::text FROM billing
                  WHERE case_id = $1 AND status IN ('submitted', 'paid')) AS billed,
                (SELECT count(*)::int FROM (
                   SELECT (a.scheduled_start AT TIME ZONE cl.time_zone)::date FROM appointments a
                     JOIN clinics cl ON cl.id = a.clinic_id
                    WHERE a.case_id = $1 AND a.status IN ('checked_in', 'completed')
                   UNION SELECT l.service_date FROM billing_lines l WHERE l.case_id = $1
                   UNION SELECT (b.created_at AT TIME ZONE cl.time_zone)::date FROM billing b
                     JOIN clinics cl ON cl.id = b.clinic_id
                    WHERE b.case_id = $1 AND NOT EXISTS (SELECT 1 FROM billing_lines l WHERE l.billing_id = b.id)) v
                ) AS visits,
                (SELECT count(*)::int FROM (
                   SELECT DISTINCT ON (prediction_type) prediction_type, parameters FROM ai_models
                    WHERE scope_kind = 'clinic' AND scope_id = $2 ORDER BY prediction_type, version DESC) m
                  WHERE NOT (m.parameters ? 'insufficient') AND m.prediction_type = ANY($3)) AS predicted`,
        [caseId, mainClinicId, caseModels],
      );
      return rows[0];
    },
  };
}

/** A clinic of ordinary size: the other nine clinics share a tenth of the cases (about 11k each at 1M). */
export const insightsClinicId = 2;

/**
 * C4: the AI dashboard's insights of one clinic (its figures, every recommendation kind, twelve months
 * of trends). It reads every case of the clinic, so it grows with the clinic: reported at each size,
 * not held to the scaling check (main.ts `unscaledQuestions`).
 */
export function insightsQuestion(dataSource: DataSource): InProcessQuestion {
  const insights = new AiInsightsService(dataSource, new SettingsReader(dataSource));
  const clinicUser: Scope = {
    userId: benchUsers.staff.id,
    role: Role.clinic_staff,
    clinicId: insightsClinicId,
    attorneyId: null,
    displayName: 'Bench Clinic User',
    sessionId: 'bench',
    request: { requestId: 'bench', ip: null, userAgent: null },
  };
  return {
    id: 'C4',
    title: "AI insights: one clinic's figures, recommendations and twelve months of trends",
    run: () => insights.insights(clinicUser),
    normalize: (answer) => {
      const { caseMetrics } = answer as AiInsights;
      return { totalCases: caseMetrics.totalCases, activeCases: caseMetrics.activeCases };
    },
    golden: async (admin) => {
      const { rows } = await admin.query<{ totalCases: number; activeCases: number }>(
        `SELECT count(*)::int AS "totalCases",
                count(*) FILTER (WHERE status <> 'closed' AND archived_at IS NULL)::int AS "activeCases"
           FROM cases WHERE clinic_id = $1`,
        [insightsClinicId],
      );
      return rows[0];
    },
  };
}
