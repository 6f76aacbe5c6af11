import { formatMoney } from '../../platform/money';

export interface ReductionLetterFacts {
  clinicName: string;
  caseNumber: string;
  patientName: string;
  attorneyName: string | null;
  firmName: string | null;
  reason: string;
  originalAmount: string;
  reduction: string;
  agreedBalance: string;
  requestedPercentage: string | null;
  agreedOn: string;
}

/** The letter confirming an agreed reduction, as kept in bill_reductions and printed as PDF. */
export function reductionLetterText(facts: ReductionLetterFacts): string {
  const addressee = [facts.attorneyName, facts.firmName].filter(Boolean).join(', ') || 'Counsel of record';
  const asked = facts.requestedPercentage ? ` (a reduction of ${facts.requestedPercentage}% was requested)` : '';
  return [
    `Dear ${addressee},`,
    `Re: ${facts.patientName}, case ${facts.caseNumber}.`,
    `${facts.clinicName} has reviewed your request to reduce the balance of its lien on this case${asked}. ` +
      `The reason given was: "${facts.reason}".`,
    `We agree to reduce the balance of ${formatMoney(facts.originalAmount)} by ${formatMoney(facts.reduction)}, ` +
      `to ${formatMoney(facts.agreedBalance)}, agreed on ${facts.agreedOn}.`,
    'This reduction is conditional on payment of the agreed balance from the settlement proceeds. ' +
      'Treatment billed after this date is not covered by this agreement.',
    `Sincerely,\n${facts.clinicName}`,
  ].join('\n\n');
}
