import MultivariateLinearRegression from 'ml-regression-multivariate-linear';
import { mean, standardDeviation } from 'simple-statistics';
import type { CaseFeatures } from './case-features.sql';
import {
  encode,
  groupEncoding,
  groupFeatures,
  numericFeatures,
  outOfFoldEncoding,
  priorReductionFeature,
  priorReductionShare,
  reductionHistoryOf,
  type GroupEncoding,
  type ReductionHistory,
} from './prediction-features';
import type { Learner } from './learner';

/**
 * Ridge penalty on the standardised features, in pseudo-cases: fitted by the library on the data
 * augmented with one row sqrt(lambda) per feature (target 0), which is ridge regression exactly. It
 * keeps 20 cases and ten features from fitting noise (decision 202).
 */
const ridgeLambda = 2;
const encodingFolds = 5;

export interface LinearParameters {
  features: string[];
  /** Mean of each numeric feature (training cases that have it), standing in for a missing value. */
  impute: Record<string, number>;
  encodings: Record<string, GroupEncoding>;
  reductionHistory: ReductionHistory;
  means: number[];
  stds: number[];
  targetMean: number;
  coefficients: number[];
  model: unknown;
  /** Success probability is clipped to [0, 1]. */
  bounded: boolean;
}

const featureNames = [
  ...numericFeatures.map((f) => f.name),
  priorReductionFeature.name,
  ...groupFeatures.map((f) => f.name),
];

/** The numeric features and the attorney's earlier reductions, a missing value imputed by its training mean. */
function numericRow(row: CaseFeatures, impute: Record<string, number>, history: ReductionHistory): number[] {
  return [
    ...numericFeatures.map((feature) => row[feature.name] ?? impute[feature.name]),
    priorReductionShare(history, row) ?? impute[priorReductionFeature.name],
  ];
}

const meanOfKnown = (values: (number | null)[]) => {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? mean(known) : 0;
};

/** Standardised multivariate linear regression (ml-regression-multivariate-linear) with ridge. */
export function linearLearner(bounded: boolean): Learner<LinearParameters> {
  return {
    algorithm: bounded ? 'ridge linear probability (clipped to 0–1)' : 'ridge multivariate linear',
    fit(rows, targets) {
      const reductionHistory = reductionHistoryOf(rows);
      const impute = Object.fromEntries([
        ...numericFeatures.map((feature) => [feature.name, meanOfKnown(rows.map((row) => row[feature.name]))]),
        [priorReductionFeature.name, meanOfKnown(rows.map((row) => priorReductionShare(reductionHistory, row)))],
      ]) as Record<string, number>;
      const encodings = Object.fromEntries(
        groupFeatures.map((group) => [group.name, groupEncoding(rows.map(group.key), targets)]),
      );
      const groupColumns = groupFeatures.map((group) => outOfFoldEncoding(rows.map(group.key), targets, encodingFolds));
      const raw = rows.map((row, i) => [
        ...numericRow(row, impute, reductionHistory),
        ...groupColumns.map((column) => column[i]),
      ]);
      const means = featureNames.map((_, j) => mean(raw.map((r) => r[j])));
      const stds = featureNames.map((_, j) => standardDeviation(raw.map((r) => r[j])) || 1);
      const targetMean = mean(targets);
      const x = raw.map((r) => r.map((value, j) => (value - means[j]) / stds[j]));
      const y = targets.map((t) => [t - targetMean]);
      featureNames.forEach((_, j) => {
        x.push(featureNames.map((__, k) => (k === j ? Math.sqrt(ridgeLambda) : 0)));
        y.push([0]);
      });
      const model = new MultivariateLinearRegression(x, y, { intercept: false, statistics: false });
      return {
        features: featureNames,
        impute,
        encodings,
        reductionHistory,
        means,
        stds,
        targetMean,
        coefficients: model.weights.map((w) => w[0]),
        model: model.toJSON(),
        bounded,
      };
    },
    predict(params, row) {
      const current = [
        ...numericRow(row, params.impute, params.reductionHistory),
        ...groupFeatures.map((group) => encode(params.encodings[group.name], group.key(row))),
      ];
      // By name: a model stored before a feature was added or dropped still reads its own columns; a
      // column the code no longer computes counts as the training mean (no effect).
      const byName = new Map(featureNames.map((name, j) => [name as string, current[j]]));
      const contributions: Record<string, number> = {};
      let value = params.targetMean;
      params.features.forEach((name, j) => {
        const raw = byName.get(name) ?? params.means[j];
        const effect = params.coefficients[j] * ((raw - params.means[j]) / params.stds[j]);
        contributions[name] = effect;
        value += effect;
      });
      return { value, contributions, range: null };
    },
  };
}
