import * as yup from 'yup';
import type { ReductionRespondInput } from '../../../gql/graphql';
import { formatMoney } from '../../../lib/format';
import { moneyRule, optionalText, optionalTextRule } from '../form/ledgerFieldRules';
import { compareMoney } from '../../../lib/money';
import { moneyInputDecimal } from '../../../lib/moneyInput';
import type { ReductionRequest } from '../ledgerFields';

export interface CounterOfferValues {
  counterAmount: string;
  notes: string;
}

export const emptyCounterOffer: CounterOfferValues = { counterAmount: '', notes: '' };

export const NOTES_MAX_LENGTH = 2000;

type CounteredRequest = Pick<ReductionRequest, 'requestedAmount' | 'originalAmount'>;

/**
 * The counter is a balance the clinic would accept: more than the attorney proposed and less than the
 * balance at the request (the server checks the same and has the last word).
 */
export function counterOfferSchema(request: CounteredRequest): yup.ObjectSchema<CounterOfferValues> {
  return yup.object({
    counterAmount: moneyRule('Counter amount').test(
      'between-offer-and-balance',
      `Counter amount must be more than the proposed ${formatMoney(request.requestedAmount)} and less than ${formatMoney(request.originalAmount)}`,
      (text) => {
        const amount = moneyInputDecimal(text);
        if (!amount) return true;
        return compareMoney(amount, request.requestedAmount) > 0 && compareMoney(amount, request.originalAmount) < 0;
      },
    ),
    notes: optionalTextRule('Notes', NOTES_MAX_LENGTH),
  });
}

export function counterOfferInput(requestId: number, values: CounterOfferValues): ReductionRespondInput {
  return {
    requestId,
    action: 'counter',
    counterAmount: moneyInputDecimal(values.counterAmount),
    notes: optionalText(values.notes),
  };
}
