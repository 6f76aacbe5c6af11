import type { FieldError } from '../../platform/errors';
import { compareMoney, fromCents, toCents } from '../../platform/money';

export interface ClaimPaymentAmounts {
  allowedAmount: string;
  paidAmount: string;
  patientResponsibility?: string | null;
  deductibleApplied?: string | null;
  copayAmount?: string | null;
  coinsuranceAmount?: string | null;
}

/**
 * What the payer's remittance must agree with (decision 179): paid ≤ allowed ≤ billed, the patient's
 * share is at least its deductible + copay + coinsurance (and is that sum when not given), and paid plus
 * the patient's share is at most the allowed amount. Every disagreement names its field.
 */
export function claimPaymentProblems(billedAmount: string, amounts: ClaimPaymentAmounts): FieldError[] {
  const problems: FieldError[] = [];
  const { allowedAmount, paidAmount } = amounts;
  if (compareMoney(allowedAmount, billedAmount) > 0)
    problems.push({ field: 'allowedAmount', message: `Allowed amount cannot be more than the billed ${billedAmount}` });
  if (compareMoney(paidAmount, allowedAmount) > 0)
    problems.push({ field: 'paidAmount', message: 'Paid amount cannot be more than the allowed amount' });
  const share = patientShare(amounts);
  if (compareMoney(share, sharePartsOf(amounts)) < 0)
    problems.push({
      field: 'patientResponsibility',
      message: 'Patient responsibility cannot be less than deductible + copay + coinsurance',
    });
  const paidWithinAllowed = compareMoney(paidAmount, allowedAmount) <= 0;
  if (paidWithinAllowed && toCents(paidAmount) + toCents(share) > toCents(allowedAmount))
    problems.push({
      field: 'patientResponsibility',
      message: 'Paid amount plus patient responsibility cannot be more than the allowed amount',
    });
  return problems;
}

const sharePartsOf = (amounts: ClaimPaymentAmounts): string =>
  fromCents(
    toCents(amounts.deductibleApplied ?? '0') +
      toCents(amounts.copayAmount ?? '0') +
      toCents(amounts.coinsuranceAmount ?? '0'),
  );

/** The patient's share as recorded: the one given, else deductible + copay + coinsurance. */
export const patientShare = (amounts: ClaimPaymentAmounts): string =>
  amounts.patientResponsibility ?? sharePartsOf(amounts);
