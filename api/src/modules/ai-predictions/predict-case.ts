import { PredictionType } from '../ai/ai.enums';
import { rangeOf } from './backtest';
import type { CaseFeatures } from './case-features.sql';
import { confidenceOf } from './confidence';
import { clipOf, isAttorneyHistoryType, learnerOf, minimumClosedCases, tooFewClosedCases } from './fit-scope-models';
import type { StoredModel } from './prediction-model-store';
import { currentValueOf, featureLabels } from './prediction-features';
import type { CasePrediction } from './ai-predictions.type';

/** Factors shown with a prediction: the features that moved it most, largest effect first. */
const maxFactors = 5;

export const noModelYet = 'No model has been fitted for your cases yet; a refit has been queued.';
export const noAttorneyHistory = 'No history with this attorney yet';

/** Arithmetic only: one case's features through one stored model. */
export function predictWithModel(
  type: PredictionType,
  model: StoredModel | undefined,
  row: CaseFeatures,
): CasePrediction {
  const base = {
    type,
    currentValue: currentValueOf(row, type),
    modelVersion: model?.modelVersion ?? null,
    trainingSize: model?.trainingSize ?? null,
    factors: [],
    value: null,
    rangeLow: null,
    rangeHigh: null,
    confidence: null,
  };
  if (!model) return { ...base, insufficientReason: noModelYet };
  if (!model.parameters)
    return {
      ...base,
      insufficientReason: isAttorneyHistoryType(type)
        ? noAttorneyHistory
        : tooFewClosedCases(type, Math.min(model.trainingSize, minimumClosedCases - 1)),
    };
  const prediction = learnerOf(type).predict(model.parameters.learner, row);
  if (!prediction) return { ...base, insufficientReason: noAttorneyHistory };
  const clip = clipOf(model.parameters.bounded);
  const range = rangeOf(prediction, model.parameters.residuals);
  return {
    ...base,
    value: clip(prediction.value),
    rangeLow: range ? clip(range.low) : null,
    rangeHigh: range ? clip(range.high) : null,
    confidence: model.backtest ? confidenceOf(model.backtest.coverage, model.backtest.n) : null,
    factors: Object.entries(prediction.contributions)
      .filter(([, effect]) => effect !== 0)
      .sort(([, a], [, b]) => Math.abs(b) - Math.abs(a))
      .slice(0, maxFactors)
      .map(([name, effect]) => ({ name, label: featureLabels[name] ?? name, effect })),
    insufficientReason: null,
  };
}
