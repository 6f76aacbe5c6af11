import { formatMoney } from '../../platform/money';

export interface LienNoticeFacts {
  clinicName: string;
  caseNumber: string;
  patientName: string;
  attorneyName: string;
  firmName: string | null;
  asOf: string;
  totalCharges: string;
  totalPayments: string;
  totalReductions: string;
  totalWriteOffs: string;
  balance: string;
}

/** The notice of lien sent to the new attorney on a substitution of counsel, as kept in lien_notices. */
export function lienNoticeText(facts: LienNoticeFacts): string {
  const addressee = [facts.attorneyName, facts.firmName].filter(Boolean).join(', ');
  return [
    `Dear ${addressee},`,
    `Re: ${facts.patientName}, case ${facts.caseNumber}.`,
    `We understand that you now represent our patient in this matter. ${facts.clinicName} holds a lien on the ` +
      `patient's recovery for the treatment it has provided, and gives you notice of it.`,
    `As of ${facts.asOf} we have billed ${formatMoney(facts.totalCharges)}, received ${formatMoney(facts.totalPayments)} ` +
      `in payments, and granted ${formatMoney(facts.totalReductions)} in reductions and ${formatMoney(facts.totalWriteOffs)} ` +
      `in write-offs. The balance of the lien to date is ${formatMoney(facts.balance)}.`,
    'Please protect this balance from the settlement proceeds and tell us of any settlement, judgment or change of ' +
      'counsel. Treatment billed after this date will be added to the lien. The case ledger is open to you in Casebridge.',
    `Sincerely,\n${facts.clinicName}`,
  ].join('\n\n');
}
