import { InputError, type FieldError } from '../../platform/errors';
import { compareMoney, formatMoney, fromCents, percentOf, subtractMoney, toCents } from '../../platform/money';

export interface SettlementItem {
  description: string;
  amount: string;
}

/** What the attorney types: the gross, the fee (a percentage or an amount), costs and liens. */
export interface SettlementDraft {
  grossAmount: string;
  feePercentage?: string | null;
  attorneyFee?: string | null;
  costs: SettlementItem[];
  clinicPayment: string;
  otherLiens: SettlementItem[];
}

/** The statement's sums, exact to the cent: gross = fee + costs + liens + net. */
export interface SettlementFigures {
  grossAmount: string;
  feePercentage: string | null;
  attorneyFee: string;
  totalCosts: string;
  /** Every lien paid, the clinic's line included. */
  totalLiens: string;
  clinicPayment: string;
  netToClient: string;
}

const sum = (amounts: string[]): string => fromCents(amounts.reduce((total, amount) => total + toCents(amount), 0n));

/**
 * The disbursement's figures from the attorney's draft, in whole cents (never floats); a fee given as
 * a percentage is rounded half away from zero to the cent. Throws an InputError naming every field
 * that is wrong: a fee given both ways or neither, lines at $0.00, deductions above the gross.
 */
export function settlementFigures(draft: SettlementDraft): SettlementFigures {
  const errors: FieldError[] = [];
  const byPercentage = draft.feePercentage !== null && draft.feePercentage !== undefined;
  const byAmount = draft.attorneyFee !== null && draft.attorneyFee !== undefined;
  if (compareMoney(draft.grossAmount, '0') <= 0)
    errors.push({ field: 'grossAmount', message: 'Gross settlement must be more than $0.00' });
  if (byPercentage && byAmount)
    errors.push({ field: 'attorneyFee', message: 'Give the attorney fee as a percentage or an amount, not both' });
  const attorneyFee = byPercentage
    ? percentOf(draft.grossAmount, draft.feePercentage!)
    : byAmount
      ? subtractMoney(draft.attorneyFee!, '0')
      : '0.00';
  if (compareMoney(attorneyFee, draft.grossAmount) > 0)
    errors.push({
      field: 'attorneyFee',
      message: `The attorney fee cannot be more than the gross settlement of ${formatMoney(draft.grossAmount)}`,
    });
  draft.costs.forEach((cost, index) => {
    if (!cost.description?.trim())
      errors.push({ field: `costs.${index}.description`, message: 'Each cost needs a description' });
    if (compareMoney(cost.amount, '0') <= 0)
      errors.push({ field: `costs.${index}.amount`, message: 'Each cost must be more than $0.00' });
  });
  draft.otherLiens.forEach((lien, index) => {
    if (!lien.description?.trim())
      errors.push({ field: `otherLiens.${index}.description`, message: "Each lien needs the lienholder's name" });
    if (compareMoney(lien.amount, '0') <= 0)
      errors.push({ field: `otherLiens.${index}.amount`, message: 'Each lien must be more than $0.00' });
  });
  const totalCosts = sum(draft.costs.map((cost) => cost.amount));
  const clinicPayment = subtractMoney(draft.clinicPayment, '0');
  const totalLiens = sum([clinicPayment, ...draft.otherLiens.map((lien) => lien.amount)]);
  const deductions = sum([attorneyFee, totalCosts, totalLiens]);
  if (errors.length === 0 && compareMoney(deductions, draft.grossAmount) > 0)
    errors.push({
      field: 'grossAmount',
      message: `Fees, costs and liens (${formatMoney(deductions)}) cannot exceed the gross settlement (${formatMoney(draft.grossAmount)})`,
    });
  if (errors.length) throw new InputError(errors);
  return {
    grossAmount: subtractMoney(draft.grossAmount, '0'),
    feePercentage: byPercentage ? draft.feePercentage! : null,
    attorneyFee,
    totalCosts,
    totalLiens,
    clinicPayment,
    netToClient: subtractMoney(draft.grossAmount, deductions),
  };
}
