import * as yup from 'yup';
import type { ReductionRequestInput } from '../../../gql/graphql';
import { formatMoney } from '../../../lib/format';
import { moneyRule } from '../form/ledgerFieldRules';
import { compareMoney } from '../../../lib/money';
import { moneyInputDecimal } from '../../../lib/moneyInput';

/** How the attorney states the reduction: the API takes one or the other, never both. */
export type ReductionMode = 'percentage' | 'amount';

export interface RequestReductionValues {
  mode: ReductionMode;
  /** Both boxes keep what was typed while the other is chosen; only the chosen one is sent. */
  percentage: string;
  reductionAmount: string;
  reason: string;
}

export const emptyReductionRequest: RequestReductionValues = {
  mode: 'percentage',
  percentage: '',
  reductionAmount: '',
  reason: '',
};

export const REASON_MAX_LENGTH = 2000;

/** A percentage as the API takes it: 0.01 to 99.99, at most 2 decimals; null when it is not one. */
export function parsePercentage(text: string): string | null {
  const percentage = moneyInputDecimal(text.replace(/%\s*$/, ''));
  if (!percentage || compareMoney(percentage, '0.01') < 0 || compareMoney(percentage, '99.99') > 0) return null;
  return percentage;
}

/** Mirrors ReductionRequestInput; the amount cannot be more than the balance to reduce. */
export function requestReductionSchema(balance: string): yup.ObjectSchema<RequestReductionValues> {
  return yup.object({
    mode: yup.string<ReductionMode>().required(),
    percentage: yup
      .string()
      .ensure()
      .when('mode', {
        is: 'percentage',
        then: (rule) =>
          rule
            .trim()
            .required('Percentage is required')
            .test(
              'percentage',
              'Percentage must be between 0.01 and 99.99, with at most 2 decimals',
              (text) => parsePercentage(text) !== null,
            ),
      }),
    reductionAmount: yup
      .string()
      .ensure()
      .when('mode', {
        is: 'amount',
        then: () =>
          moneyRule('Reduction amount').test(
            'within-balance',
            `Reduction amount cannot be more than the balance of ${formatMoney(balance)}`,
            (text) => {
              const amount = moneyInputDecimal(text);
              return !amount || compareMoney(amount, balance) <= 0;
            },
          ),
      }),
    reason: yup
      .string()
      .ensure()
      .trim()
      .required('Reason is required')
      .max(REASON_MAX_LENGTH, `Reason must be at most ${REASON_MAX_LENGTH} characters`),
  });
}

/** The request as sent: the chosen one of percentage or amount (as a canonical Decimal), and the reason. */
export function reductionRequestInput(caseId: number, values: RequestReductionValues): ReductionRequestInput {
  const reason = values.reason.trim();
  if (values.mode === 'percentage') return { caseId, percentage: parsePercentage(values.percentage), reason };
  return { caseId, reductionAmount: moneyInputDecimal(values.reductionAmount), reason };
}
