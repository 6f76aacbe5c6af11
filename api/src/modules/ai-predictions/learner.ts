import type { CaseFeatures } from './case-features.sql';

/** One prediction of a learner: the value, what each feature added to it, and its own range if it has one. */
export interface LearnerPrediction {
  value: number;
  /** Feature name -> its effect on the value (coefficient x standardised deviation from the mean). */
  contributions: Record<string, number>;
  /** A range the learner states itself (the attorney history's quantiles); null: the back-test's residuals. */
  range: { low: number; high: number } | null;
}

/** A way of predicting one type: fitted on closed cases' features and outcomes, serialisable as JSON. */
export interface Learner<P> {
  algorithm: string;
  fit(rows: CaseFeatures[], targets: number[]): P;
  /** Null: nothing to say for this case (an attorney without history). */
  predict(params: P, row: CaseFeatures): LearnerPrediction | null;
}
