import * as yup from 'yup';
import type { BillingEntryCreateInput } from '../../../gql/graphql';
import { isValidLocalDate } from '../../../lib/localDate';
import { parseMoneyInput, type MoneyInput } from '../../../lib/moneyInput';
import type { CaseOption } from '../../cases/form/CasePicker';

export interface BillingEntryFormValues {
  case: CaseOption | null;
  /** Exactly as typed: money never passes through a number. */
  amount: string;
  description: string;
  /** YYYY-MM-DD, as a date input gives it, or empty. */
  dueDate: string;
}

/** The server's limit (BillingEntryCreateInput). */
export const DESCRIPTION_MAX_LENGTH = 1000;

export function initialBillingEntryValues(initialCase: CaseOption | null = null): BillingEntryFormValues {
  return { case: initialCase, amount: '', description: '', dueDate: '' };
}

const amountProblems: Record<Exclude<MoneyInput['kind'], 'valid'>, string> = {
  empty: 'Amount is required',
  notANumber: 'Amount must be a number, such as 125.50',
  negative: 'Amount cannot be negative',
  tooManyDecimals: 'Amount can have at most 2 decimal places',
  tooLarge: 'Amount cannot be more than $99,999,999.99',
};

/** Case and amount are required (spec: Billing form); description and due date are optional. */
export const billingEntryFormSchema = yup.object({
  case: yup.mixed<CaseOption>().nullable().required('Case is required'),
  amount: yup
    .string()
    .ensure()
    .test('money', (amount, context) => {
      const parsed = parseMoneyInput(amount);
      return parsed.kind === 'valid' ? true : context.createError({ message: amountProblems[parsed.kind] });
    }),
  description: yup
    .string()
    .ensure()
    .max(DESCRIPTION_MAX_LENGTH, `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters`),
  dueDate: yup
    .string()
    .ensure()
    .test('valid-date', 'Due date must be a valid date', (date) => !date || isValidLocalDate(date)),
});

/** The mutation's input from a valid form: the amount as a 2-place decimal string, empty optionals as null. */
export function toCreateInput(values: BillingEntryFormValues): BillingEntryCreateInput | null {
  const amount = parseMoneyInput(values.amount);
  if (!values.case || amount.kind !== 'valid') return null;
  const description = values.description.trim();
  return {
    caseId: values.case.id,
    amount: amount.decimal,
    description: description === '' ? null : description,
    dueDate: values.dueDate === '' ? null : values.dueDate,
  };
}
