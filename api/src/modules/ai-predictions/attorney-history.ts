import { mean, quantile } from 'simple-statistics';
import type { Learner } from './learner';

export interface AttorneyHistoryParameters {
  /** Attorney id -> how many closed cases, the mean outcome and its 5th and 95th percentiles. */
  byAttorney: Record<string, { n: number; mean: number; low: number; high: number }>;
}

/**
 * The clinic's history with each attorney (net to clinic): the reduction share they were granted and
 * the days from settlement to the clinic's payment, summarised per attorney (simple-statistics). A
 * case's prediction is its attorney's mean with that attorney's 5th–95th percentile as the range; an
 * attorney without closed cases at the clinic gets no number.
 */
export const attorneyHistoryLearner: Learner<AttorneyHistoryParameters> = {
  algorithm: 'attorney history (mean, 5th–95th percentile)',
  fit(rows, targets) {
    const byKey = new Map<string, number[]>();
    rows.forEach((row, i) => {
      if (row.attorneyId === null) return;
      const key = String(row.attorneyId);
      const values = byKey.get(key);
      if (values) values.push(targets[i]);
      else byKey.set(key, [targets[i]]);
    });
    const byAttorney: AttorneyHistoryParameters['byAttorney'] = {};
    for (const [key, values] of byKey)
      byAttorney[key] = {
        n: values.length,
        mean: mean(values),
        low: quantile(values, 0.05),
        high: quantile(values, 0.95),
      };
    return { byAttorney };
  },
  predict(params, row) {
    const history = row.attorneyId === null ? undefined : params.byAttorney[String(row.attorneyId)];
    if (!history) return null;
    return { value: history.mean, contributions: {}, range: { low: history.low, high: history.high } };
  },
};
