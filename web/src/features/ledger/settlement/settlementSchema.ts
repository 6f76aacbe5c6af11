import * as yup from 'yup';
import type { SettlementRecordInput } from '../../../gql/graphql';
import { todayLocalDate } from '../../../lib/localDate';
import { moneyRule, pastDateRule } from '../form/ledgerFieldRules';
import type { CaseLedger } from '../ledgerFields';
import { moneyInputDecimal } from '../../../lib/moneyInput';

export interface SettlementValues {
  settlementAmount: string;
  /** YYYY-MM-DD, as a date input gives it. */
  settlementDate: string;
}

/** A recorded settlement is shown for correction; otherwise the date starts at today. */
export function settlementValuesOf(ledger: Pick<CaseLedger, 'settlementAmount' | 'settlementDate'>): SettlementValues {
  return {
    settlementAmount: ledger.settlementAmount ?? '',
    settlementDate: ledger.settlementDate ?? todayLocalDate(),
  };
}

/** Mirrors SettlementRecordInput; a case may settle for nothing, so $0.00 is allowed. */
export const settlementSchema: yup.ObjectSchema<SettlementValues> = yup.object({
  settlementAmount: moneyRule('Settlement amount', { allowZero: true }),
  settlementDate: pastDateRule('Settlement date'),
});

export function settlementInput(caseId: number, values: SettlementValues): SettlementRecordInput {
  return {
    caseId,
    settlementAmount: moneyInputDecimal(values.settlementAmount) ?? values.settlementAmount.trim(),
    settlementDate: values.settlementDate,
  };
}
