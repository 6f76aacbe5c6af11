import { AiScopeKind, PredictionType } from '../ai/ai.enums';
import { attorneyHistoryLearner } from './attorney-history';
import { crossValidate, type Backtest, type ResidualRange } from './backtest';
import type { CaseFeatures } from './case-features.sql';
import type { Learner } from './learner';
import { linearLearner } from './linear-model';
import { targetOf } from './prediction-features';

/** Closed cases with a known outcome a regression model needs before it predicts (decision 201). */
export const minimumClosedCases = 20;

export const predictionTypeLabels: Record<PredictionType, string> = {
  [PredictionType.settlement_amount]: 'the settlement amount',
  [PredictionType.case_duration]: 'the case duration',
  [PredictionType.success_probability]: 'the success probability',
  [PredictionType.clinic_reduction]: 'the reduction this attorney asks',
  [PredictionType.clinic_payment_days]: 'the payment delay after settlement',
};

export const tooFewClosedCases = (type: PredictionType, n: number): string =>
  `Too few closed cases to predict ${predictionTypeLabels[type]}: ${n} of ${minimumClosedCases} needed`;

/** What a model row holds besides its identity: fitted, or the honest "too few". */
export interface FittedModel {
  type: PredictionType;
  algorithm: string;
  trainingSize: number;
  /** Null: too few cases; predictions of this version answer `tooFewClosedCases`. */
  parameters: { learner: unknown; residuals: ResidualRange | null; bounded: boolean } | null;
  backtest: Backtest | null;
}

/** Amounts, durations and days are never negative, whatever a linear model extrapolates. */
const nonNegative = (value: number) => Math.max(0, value);
const probability = (value: number) => Math.min(1, Math.max(0, value));

interface TypeRecipe {
  learner: Learner<unknown>;
  bounded: boolean;
  minimum: number;
}

const recipes: Record<PredictionType, TypeRecipe> = {
  [PredictionType.settlement_amount]: { learner: linearLearner(false), bounded: false, minimum: minimumClosedCases },
  [PredictionType.case_duration]: { learner: linearLearner(false), bounded: false, minimum: minimumClosedCases },
  [PredictionType.success_probability]: { learner: linearLearner(true), bounded: true, minimum: minimumClosedCases },
  [PredictionType.clinic_reduction]: { learner: attorneyHistoryLearner as Learner<unknown>, bounded: true, minimum: 1 },
  [PredictionType.clinic_payment_days]: {
    learner: attorneyHistoryLearner as Learner<unknown>,
    bounded: false,
    minimum: 1,
  },
};

export const isAttorneyHistoryType = (type: PredictionType): boolean =>
  type === PredictionType.clinic_reduction || type === PredictionType.clinic_payment_days;

export const learnerOf = (type: PredictionType): Learner<unknown> => recipes[type].learner;
export const clipOf = (bounded: boolean) => (bounded ? probability : nonNegative);

/** The prediction types of a scope: the net-to-clinic pair belongs to clinics only. */
export const predictionTypesOf = (kind: AiScopeKind): PredictionType[] =>
  kind === AiScopeKind.clinic
    ? Object.values(PredictionType)
    : [PredictionType.settlement_amount, PredictionType.case_duration, PredictionType.success_probability];

/** Fits one type on a scope's closed cases (those whose outcome of that type is known). */
export function fitModel(type: PredictionType, closedCases: CaseFeatures[]): FittedModel {
  const recipe = recipes[type];
  const rows = closedCases.filter((row) => targetOf(row, type) !== null);
  const targets = rows.map((row) => targetOf(row, type) as number);
  if (rows.length < recipe.minimum)
    return { type, algorithm: recipe.learner.algorithm, trainingSize: rows.length, parameters: null, backtest: null };
  const validated = crossValidate(recipe.learner, rows, targets, clipOf(recipe.bounded));
  return {
    type,
    algorithm: recipe.learner.algorithm,
    trainingSize: rows.length,
    parameters: {
      learner: recipe.learner.fit(rows, targets),
      residuals: validated?.residuals ?? null,
      bounded: recipe.bounded,
    },
    backtest: validated?.backtest ?? null,
  };
}
