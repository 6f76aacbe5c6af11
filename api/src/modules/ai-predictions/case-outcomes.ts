import type { EntityManager } from 'typeorm';
import type { AiScope } from '../ai/ai-scope';
import { AiScopeKind, predictionTypes } from '../ai/ai.enums';
import { readCaseFeatures } from './case-features.sql';
import { targetOf } from './prediction-features';
import type { RefitRequester } from './ai-predictions.service';

/** What CaseService calls, inside its transaction, when a case closes or reopens. */
export type CaseClosingHook = (
  manager: EntityManager,
  closedCase: { id: number; clinicId: number; attorneyId: number | null },
  closed: boolean,
) => Promise<void>;

/**
 * When a case closes, its predictions get their actual values (validated_at), in the close's own
 * transaction; when it reopens, those are cleared (the outcome is no longer final). Either way both
 * scopes the case belongs to (its clinic, its attorney) get a refit, queued in the same transaction
 * so it runs after commit.
 */
export function caseClosingHook(requestRefit: RefitRequester): CaseClosingHook {
  return async (manager, closedCase, closed) => {
    const clinicScope: AiScope = { kind: AiScopeKind.clinic, id: closedCase.clinicId };
    if (closed) {
      const [features] = await readCaseFeatures(manager, clinicScope, { caseId: closedCase.id });
      const actuals = predictionTypes
        .map((type) => ({ type, actual: features ? targetOf(features, type) : null }))
        .filter((row) => row.actual !== null);
      if (actuals.length > 0)
        await manager.query(
          `UPDATE ai_predictions p SET actual_value = a.actual, validated_at = now()
             FROM jsonb_to_recordset($2::jsonb) AS a(type text, actual numeric)
            WHERE p.case_id = $1 AND p.prediction_type = a.type AND p.validated_at IS NULL`,
          [closedCase.id, JSON.stringify(actuals)],
        );
    } else {
      await manager.query(
        `UPDATE ai_predictions SET actual_value = NULL, validated_at = NULL WHERE case_id = $1 AND validated_at IS NOT NULL`,
        [closedCase.id],
      );
    }
    await requestRefit(clinicScope, manager);
    if (closedCase.attorneyId !== null)
      await requestRefit({ kind: AiScopeKind.attorney, id: closedCase.attorneyId }, manager);
  };
}
