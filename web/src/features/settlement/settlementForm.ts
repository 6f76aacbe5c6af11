import * as yup from 'yup';
import type { SettlementStatementInput } from '../../gql/graphql';
import { formatMoney } from '../../lib/format';
import { compareMoney, fromCents, percentOfMoney, subtractMoney, toCents } from '../../lib/money';
import { moneyInputDecimal } from '../../lib/moneyInput';
import { todayLocalDate } from '../../lib/localDate';
import { moneyRule, optionalText, optionalTextRule, pastDateRule } from '../ledger/form/ledgerFieldRules';
import type { CaseSettlement } from './settlementDocuments';

export interface ItemValues {
  description: string;
  amount: string;
}

export interface SettlementFormValues {
  settlementDate: string;
  grossAmount: string;
  feeMode: 'percentage' | 'amount';
  feePercentage: string;
  attorneyFee: string;
  costs: ItemValues[];
  clinicPayment: string;
  otherLiens: ItemValues[];
  notes: string;
}

/** A revision starts from the current statement; a first one from today, with the clinic's line at the balance. */
export function settlementFormValuesOf(settlement: CaseSettlement): SettlementFormValues {
  const current = settlement.current;
  const items = (lines: { description: string; amount: string }[]) =>
    lines.map((line) => ({ description: line.description, amount: line.amount }));
  if (!current)
    return {
      settlementDate: todayLocalDate(),
      grossAmount: '',
      feeMode: 'percentage',
      feePercentage: '33.33',
      attorneyFee: '',
      costs: [],
      clinicPayment: compareMoney(settlement.ledgerBalance, '0') > 0 ? settlement.ledgerBalance : '0.00',
      otherLiens: [],
      notes: '',
    };
  return {
    settlementDate: current.settlementDate,
    grossAmount: current.grossAmount,
    feeMode: current.feePercentage ? 'percentage' : 'amount',
    feePercentage: current.feePercentage ?? '',
    attorneyFee: current.feePercentage ? '' : current.attorneyFee,
    costs: items(current.costs),
    clinicPayment: current.clinicPayment,
    otherLiens: items(current.otherLiens),
    notes: current.notes ?? '',
  };
}

const percentageRule = yup
  .string()
  .ensure()
  .trim()
  .required('Fee percentage is required')
  .test(
    'percentage',
    'Fee percentage must be more than 0 and less than 100, with at most 2 decimals',
    (text) => /^\d{1,2}(\.\d{1,2})?$/.test(text) && compareMoney(text, '0') > 0,
  );

const itemSchema = (what: string, nameLabel: string) =>
  yup.object({
    description: yup.string().ensure().trim().required(`${nameLabel} is required`).max(200, `${nameLabel} is too long`),
    amount: moneyRule(`${what} amount`),
  });

export interface SettlementPreview {
  attorneyFee: string;
  totalCosts: string;
  totalLiens: string;
  deductions: string;
  netToClient: string;
}

const sum = (amounts: string[]) => fromCents(amounts.reduce((total, amount) => total + toCents(amount), 0n));

/** The statement's sums as the server will compute them (exact cents), or null while an amount is not valid yet. */
export function settlementPreview(values: SettlementFormValues): SettlementPreview | null {
  const gross = moneyInputDecimal(values.grossAmount);
  const clinic = moneyInputDecimal(values.clinicPayment);
  const costs = values.costs.map((item) => moneyInputDecimal(item.amount));
  const liens = values.otherLiens.map((item) => moneyInputDecimal(item.amount));
  if (!gross || !clinic || costs.includes(null) || liens.includes(null)) return null;
  let attorneyFee: string | null;
  if (values.feeMode === 'percentage')
    attorneyFee = /^\d{1,2}(\.\d{1,2})?$/.test(values.feePercentage.trim())
      ? percentOfMoney(gross, values.feePercentage.trim())
      : null;
  else attorneyFee = values.attorneyFee.trim() === '' ? '0.00' : moneyInputDecimal(values.attorneyFee);
  if (!attorneyFee) return null;
  const totalCosts = sum(costs as string[]);
  const totalLiens = sum([clinic, ...(liens as string[])]);
  const deductions = sum([attorneyFee, totalCosts, totalLiens]);
  return { attorneyFee, totalCosts, totalLiens, deductions, netToClient: subtractMoney(gross, deductions) };
}

/** Mirrors SettlementStatementInput and the server's sums: deductions never above the gross, the clinic's line never above its balance. */
export function settlementFormSchema(ledgerBalance: string) {
  const balance = compareMoney(ledgerBalance, '0') > 0 ? ledgerBalance : '0.00';
  return yup.object({
    settlementDate: pastDateRule('Settlement date'),
    grossAmount: moneyRule('Gross settlement').test('covers', function (text) {
      const preview = settlementPreview(this.parent as SettlementFormValues);
      if (!preview || !text || compareMoney(preview.netToClient, '0') >= 0) return true;
      return this.createError({
        message: `Fees, costs and liens (${formatMoney(preview.deductions)}) cannot exceed the gross settlement (${formatMoney(moneyInputDecimal(text) ?? '0')})`,
      });
    }),
    feeMode: yup.string().oneOf(['percentage', 'amount']).required(),
    feePercentage: yup.string().when('feeMode', { is: 'percentage', then: () => percentageRule }),
    attorneyFee: yup
      .string()
      .when('feeMode', { is: 'amount', then: () => moneyRule('Attorney fee', { allowZero: true }) }),
    costs: yup.array().of(itemSchema('Cost', 'Description')).max(30, 'At most 30 costs'),
    clinicPayment: moneyRule("Clinic's lien payment", { allowZero: true }).test(
      'balance',
      `The clinic's lien line cannot be more than its balance on this case, ${formatMoney(balance)}`,
      (text) => {
        const amount = moneyInputDecimal(text ?? '');
        return !amount || compareMoney(amount, balance) <= 0;
      },
    ),
    otherLiens: yup.array().of(itemSchema('Lien', "Lienholder's name")).max(20, 'At most 20 other liens'),
    notes: optionalTextRule('Notes', 2000),
  });
}

export function settlementInputOf(caseId: number, values: SettlementFormValues): SettlementStatementInput {
  const money = (text: string) => moneyInputDecimal(text) ?? text.trim();
  const items = (list: ItemValues[]) =>
    list.map((item) => ({ description: item.description.trim(), amount: money(item.amount) }));
  return {
    caseId,
    settlementDate: values.settlementDate,
    grossAmount: money(values.grossAmount),
    feePercentage: values.feeMode === 'percentage' ? values.feePercentage.trim() : null,
    attorneyFee: values.feeMode === 'amount' ? money(values.attorneyFee || '0') : null,
    costs: items(values.costs),
    clinicPayment: money(values.clinicPayment),
    otherLiens: items(values.otherLiens),
    notes: optionalText(values.notes),
  };
}
