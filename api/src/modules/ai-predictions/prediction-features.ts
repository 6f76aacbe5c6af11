import { mean } from 'simple-statistics';
import { PredictionType } from '../ai/ai.enums';
import type { CaseFeatures } from './case-features.sql';

/**
 * The numeric features the regression models read, with the labels factors are shown with. Only what the
 * record knows during treatment: not the ledger balance, which a closed case's ledger has written down to
 * zero, so a model fitted on closed cases would read every open case's balance as a huge signal.
 */
export const numericFeatures = [
  { name: 'accidentToFirstVisitDays', label: 'Days from accident to first visit' },
  { name: 'visitCount', label: 'Visits' },
  { name: 'longestGapDays', label: 'Longest gap between visits (days)' },
  { name: 'gapDaysOver14', label: 'Days in treatment gaps over 14 days' },
  { name: 'billedTotal', label: 'Billed to date' },
  { name: 'policyLimits', label: 'Known policy limits' },
] as const satisfies readonly { name: keyof CaseFeatures; label: string }[];

/** Categories encoded by their mean outcome (computed out of fold, so no case sees its own outcome). */
export const groupFeatures = [
  { name: 'caseTypeEffect', label: 'Case type', key: (row: CaseFeatures) => row.caseType },
  { name: 'attorneyEffect', label: 'Attorney', key: (row: CaseFeatures) => String(row.attorneyId ?? 'none') },
] as const;

/** The share of the bill this attorney's other closed cases at this clinic had reduced. */
export const priorReductionFeature = {
  name: 'attorneyPriorReductionShare',
  label: 'Reductions this attorney had before',
};

export const featureLabels: Record<string, string> = Object.fromEntries(
  [...numericFeatures, priorReductionFeature, ...groupFeatures].map((feature) => [feature.name, feature.label]),
);

/** Per clinic and attorney: the sum and count of the reduction shares of their closed cases. */
export type ReductionHistory = Record<string, [number, number]>;

const clinicAttorneyKey = (row: CaseFeatures) => (row.attorneyId === null ? null : `${row.clinicId}:${row.attorneyId}`);

export function reductionHistoryOf(rows: CaseFeatures[]): ReductionHistory {
  const history: ReductionHistory = {};
  for (const row of rows) {
    const key = clinicAttorneyKey(row);
    if (key === null || row.reductionShare === null) continue;
    const entry = (history[key] ??= [0, 0]);
    entry[0] += row.reductionShare;
    entry[1] += 1;
  }
  return history;
}

/**
 * The attorney's mean reduction share at the case's clinic, from the history, leaving the case's own
 * out when it is one of them (a training case never sees its own outcome); null without any.
 */
export function priorReductionShare(history: ReductionHistory, row: CaseFeatures): number | null {
  const key = clinicAttorneyKey(row);
  if (key === null || !history[key]) return null;
  const [sum, count] = history[key];
  const own = row.reductionShare;
  if (own === null) return sum / count;
  return count > 1 ? (sum - own) / (count - 1) : null;
}

/** The regression types (fitted per scope); the other two are the clinic's attorney history. */
export const regressionTypes = [
  PredictionType.settlement_amount,
  PredictionType.case_duration,
  PredictionType.success_probability,
] as const;
export type RegressionType = (typeof regressionTypes)[number];

/** The outcome a closed case teaches a model of each type (null: this case says nothing about it). */
export function targetOf(row: CaseFeatures, type: PredictionType): number | null {
  switch (type) {
    case PredictionType.settlement_amount:
      return row.settlementAmount;
    case PredictionType.case_duration:
      return row.durationMonths;
    case PredictionType.success_probability:
      return row.success;
    case PredictionType.clinic_reduction:
      return row.reductionShare;
    case PredictionType.clinic_payment_days:
      return row.paymentDays;
  }
}

/** What the record says today, beside the prediction: billed to date, months open so far. */
export function currentValueOf(row: CaseFeatures, type: PredictionType): number | null {
  switch (type) {
    case PredictionType.settlement_amount:
      return row.billedTotal;
    case PredictionType.case_duration:
      return row.monthsOpen;
    default:
      return null;
  }
}

/** Group statistics: per key the sum and count of outcomes, and the prior (the overall mean). */
export interface GroupEncoding {
  sums: Record<string, [number, number]>;
  prior: number;
}

/** How many pseudo-cases of the overall mean a group's own mean is blended with. */
const encodingSmoothing = 5;

export function groupEncoding(keys: string[], targets: number[]): GroupEncoding {
  const sums: Record<string, [number, number]> = {};
  keys.forEach((key, i) => {
    const entry = (sums[key] ??= [0, 0]);
    entry[0] += targets[i];
    entry[1] += 1;
  });
  return { sums, prior: targets.length ? mean(targets) : 0 };
}

export function encode(encoding: GroupEncoding, key: string): number {
  const [sum, count] = encoding.sums[key] ?? [0, 0];
  return (sum + encoding.prior * encodingSmoothing) / (count + encodingSmoothing);
}

/**
 * Out-of-fold group encodings of training rows: row i's value comes from the rows of the other folds
 * (fold = i mod folds), so a case's own outcome never enters its feature.
 */
export function outOfFoldEncoding(keys: string[], targets: number[], folds: number): number[] {
  const byFold = Array.from({ length: folds }, (_, fold) =>
    groupEncoding(
      keys.filter((_, i) => i % folds !== fold),
      targets.filter((_, i) => i % folds !== fold),
    ),
  );
  return keys.map((key, i) => encode(byFold[i % folds], key));
}
