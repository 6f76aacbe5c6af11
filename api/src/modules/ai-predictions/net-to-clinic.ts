import type { CaseFeatures } from './case-features.sql';
import { noAttorneyHistory } from './predict-case';
import type { CasePrediction, NetToClinic } from './ai-predictions.type';

const cents = (value: number) => Math.round(value * 100) / 100;

function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + Math.round(days));
  return moment.toISOString().slice(0, 10);
}

/**
 * Net to clinic: billed to date less the reduction this case's attorney is likely to ask (their
 * history with the clinic), and when the clinic is likely paid (the settlement date, once known, plus
 * their usual delay). A figure without history stays null, with the reason.
 */
export function netToClinicOf(
  features: CaseFeatures,
  reduction: CasePrediction | undefined,
  paymentDays: CasePrediction | undefined,
): NetToClinic {
  const billed = features.billedTotal;
  const share = reduction?.value ?? null;
  const netAt = (value: number | null) => (value === null ? null : cents(billed * (1 - value)));
  const days = paymentDays?.value ?? null;
  return {
    billedToDate: cents(billed),
    reductionShare: share,
    reductionShareLow: reduction?.rangeLow ?? null,
    reductionShareHigh: reduction?.rangeHigh ?? null,
    net: netAt(share),
    // The higher reduction gives the lower net.
    netLow: netAt(reduction?.rangeHigh ?? null),
    netHigh: netAt(reduction?.rangeLow ?? null),
    paymentDays: days,
    paymentDaysLow: paymentDays?.rangeLow ?? null,
    paymentDaysHigh: paymentDays?.rangeHigh ?? null,
    paymentDate: days !== null && features.settlementDate ? addDays(features.settlementDate, days) : null,
    noHistoryReason:
      share === null
        ? `${noAttorneyHistory}: the reduction and the payment date come from their closed cases at this clinic.`
        : days === null
          ? 'No payment after a settlement of this attorney’s cases yet, so no likely payment date.'
          : null,
  };
}
