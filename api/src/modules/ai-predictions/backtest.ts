import { mean, quantile } from 'simple-statistics';
import type { CaseFeatures } from './case-features.sql';
import type { Learner, LearnerPrediction } from './learner';

export const backtestFolds = 5;
/** Points of the predicted-vs-actual chart kept with a back-test. */
const maxChartPoints = 300;

export interface ResidualRange {
  low: number;
  high: number;
}

/** The published accuracy of a model: 5-fold cross-validation on the scope's closed cases. */
export interface Backtest {
  folds: number;
  /** Held-out cases predicted (an attorney without history in the other folds is not). */
  n: number;
  mae: number;
  /** MAE as a percentage of the mean outcome (null when that mean is 0). */
  maePercentOfMean: number | null;
  /** Share of held-out outcomes inside their 90% range. */
  coverage: number;
  points: { caseId: number; actual: number; predicted: number }[];
}

/** The 90% range of one prediction: its own (attorney history) or value + the residuals' 5th and 95th percentiles. */
export function rangeOf(prediction: LearnerPrediction, residuals: ResidualRange | null): ResidualRange | null {
  if (prediction.range) return prediction.range;
  if (!residuals) return null;
  return { low: prediction.value + residuals.low, high: prediction.value + residuals.high };
}

export function residualRangeOf(residuals: number[]): ResidualRange | null {
  return residuals.length ? { low: quantile(residuals, 0.05), high: quantile(residuals, 0.95) } : null;
}

/**
 * K-fold cross-validation (fold = position mod K, cases ordered by id). Each held-out case is
 * predicted by a model fitted without its fold; its range takes the out-of-fold residuals of the
 * other folds (split-conformal), so the coverage is measured on cases the range never saw. Answers
 * the back-test and the out-of-fold residuals' 5th–95th percentiles, which the served model's
 * ranges use.
 */
export function crossValidate<P>(
  learner: Learner<P>,
  rows: CaseFeatures[],
  targets: number[],
  clip: (value: number) => number,
): { backtest: Backtest; residuals: ResidualRange | null } | null {
  if (rows.length < backtestFolds * 2) return null;
  const outOfFold: { index: number; fold: number; prediction: LearnerPrediction }[] = [];
  for (let fold = 0; fold < backtestFolds; fold += 1) {
    const train = rows.map((_, i) => i).filter((i) => i % backtestFolds !== fold);
    const params = learner.fit(
      train.map((i) => rows[i]),
      train.map((i) => targets[i]),
    );
    rows.forEach((row, index) => {
      if (index % backtestFolds !== fold) return;
      const prediction = learner.predict(params, row);
      if (prediction) outOfFold.push({ index, fold, prediction: { ...prediction, value: clip(prediction.value) } });
    });
  }
  if (!outOfFold.length) return null;
  const residualOf = (entry: (typeof outOfFold)[number]) => targets[entry.index] - entry.prediction.value;
  // Each fold's range from the other folds' residuals: computed once per fold, not per case.
  const foldResiduals = Array.from({ length: backtestFolds }, (_, fold) =>
    residualRangeOf(outOfFold.filter((other) => other.fold !== fold).map(residualOf)),
  );
  let covered = 0;
  for (const entry of outOfFold) {
    const range = rangeOf(entry.prediction, foldResiduals[entry.fold]);
    const truth = targets[entry.index];
    if (range && clip(range.low) <= truth && truth <= clip(range.high)) covered += 1;
  }
  const errors = outOfFold.map((entry) => Math.abs(residualOf(entry)));
  const mae = mean(errors);
  const meanOutcome = mean(outOfFold.map((entry) => targets[entry.index]));
  const step = Math.max(1, Math.ceil(outOfFold.length / maxChartPoints));
  return {
    backtest: {
      folds: backtestFolds,
      n: outOfFold.length,
      mae,
      maePercentOfMean: meanOutcome === 0 ? null : (100 * mae) / Math.abs(meanOutcome),
      coverage: covered / outOfFold.length,
      points: outOfFold
        .filter((_, i) => i % step === 0)
        .map((entry) => ({
          caseId: rows[entry.index].caseId,
          actual: targets[entry.index],
          predicted: entry.prediction.value,
        })),
    },
    residuals: residualRangeOf(outOfFold.map(residualOf)),
  };
}
