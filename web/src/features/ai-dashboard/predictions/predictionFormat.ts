import type { PredictionType } from '../../../gql/graphql';

/** What each prediction type is called on the tab, in the order its cards show. */
export const predictionTitles: Partial<Record<PredictionType, string>> = {
  settlement_amount: 'Settlement amount',
  case_duration: 'Case duration',
  success_probability: 'Success probability',
  clinic_reduction: 'Reduction this attorney asks',
  clinic_payment_days: 'Payment delay after settlement',
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

export const formatDollars = (value: number) => usd.format(value);
export const formatPercent = (share: number) => percent.format(share);

/** A predicted value (or a range end, an error) in its type's unit. */
export function formatPredicted(type: PredictionType, value: number): string {
  switch (type) {
    case 'settlement_amount':
      return usd.format(value);
    case 'case_duration':
      return `${value.toFixed(1)} months`;
    case 'success_probability':
    case 'clinic_reduction':
      return percent.format(value);
    case 'clinic_payment_days':
      return `${Math.round(value)} days`;
  }
}

/** A factor's effect, signed, in the prediction's unit ("+$1,200", "−0.8 months"). */
export function formatEffect(type: PredictionType, effect: number): string {
  const sign = effect >= 0 ? '+' : '−';
  const size = Math.abs(effect);
  if (type === 'success_probability') return `${sign}${(size * 100).toFixed(0)} pts`;
  return `${sign}${formatPredicted(type, size)}`;
}
