import type { PredictionType } from '../../../gql/graphql';

export const predictionTypeLabels: Record<PredictionType, string> = {
  settlement_amount: 'Settlement amount',
  case_duration: 'Case duration',
  success_probability: 'Success probability',
  clinic_reduction: 'Reduction asked of the clinic',
  clinic_payment_days: 'Days until the clinic is paid',
};

/** A back-test figure's stored name ("meanAbsoluteError", "coverage.rate") in words. */
export function backtestFigureLabel(name: string): string {
  return name
    .split('.')
    .map((part) =>
      part
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/_/g, ' ')
        .toLowerCase(),
    )
    .join(' ');
}

/** Small fractions read as percentages would mislead for errors in dollars or days: figures stay as they are, rounded. */
export function formatBacktestValue(value: number): string {
  return Number.isInteger(value)
    ? value.toLocaleString('en-US')
    : value.toLocaleString('en-US', { maximumFractionDigits: 3 });
}
