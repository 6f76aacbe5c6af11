import { formatMoney } from '../../platform/money';
import type { BusinessDocument } from '../../platform/pdf/business-document';
import type { CaseSettlementView, SettlementStatementView } from './settlement.type';

const statusLine = (statement: SettlementStatementView): string => {
  switch (statement.status) {
    case 'confirmed':
      return `Confirmed by ${statement.confirmedByName ?? 'the clinic'} on ${statement.confirmedAt?.toISOString().slice(0, 10)}: the payment was posted to the clinic's lien ledger and the ledger closed.`;
    case 'disputed':
      return `Disputed by the clinic on ${statement.disputedAt?.toISOString().slice(0, 10)}: "${statement.disputeReason}".`;
    case 'superseded':
      return 'Superseded by a later version of this statement.';
    default:
      return "Awaiting the clinic's confirmation of its lien line.";
  }
};

/** The disbursement statement as printed: the firm's letterhead, every line, the sums and the status. */
export function settlementStatementDocument(
  settlement: CaseSettlementView,
  statement: SettlementStatementView,
): BusinessDocument {
  const fee = statement.feePercentage ? `Attorney fee (${statement.feePercentage}%)` : 'Attorney fee';
  const rows: string[][] = [
    ['Gross settlement', formatMoney(statement.grossAmount)],
    [fee, `-${formatMoney(statement.attorneyFee)}`],
    ...statement.costs.map((cost) => [`Cost: ${cost.description}`, `-${formatMoney(cost.amount)}`]),
    [
      `Lien: ${settlement.clinicName} (balance ${formatMoney(statement.clinicBalance)})`,
      `-${formatMoney(statement.clinicPayment)}`,
    ],
    ...statement.otherLiens.map((lien) => [`Lien: ${lien.description}`, `-${formatMoney(lien.amount)}`]),
  ];
  return {
    letterhead: {
      name: settlement.firmName ?? settlement.attorneyName ?? 'Counsel of record',
      lines: [settlement.firmName && settlement.attorneyName ? settlement.attorneyName : ''].filter(Boolean),
    },
    title: 'Settlement disbursement statement',
    subject: `Settlement disbursement statement for case ${settlement.caseNumber}, version ${statement.version}`,
    facts: [
      ['Case', settlement.caseNumber],
      ['Client', settlement.patientName],
      ['Settlement date', statement.settlementDate],
      ['Version', String(statement.version)],
      ['Status', statement.status],
    ],
    table: {
      columns: [
        { header: 'Item', width: 380 },
        { header: 'Amount', width: 120, align: 'right' },
      ],
      rows,
      totals: [
        ['Total costs', formatMoney(statement.totalCosts)],
        ['Total liens', formatMoney(statement.totalLiens)],
        ['Net to client', formatMoney(statement.netToClient)],
      ],
    },
    paragraphs: [
      `${settlement.clinicName}'s lien line: ${formatMoney(statement.clinicPayment)} against a balance of ${formatMoney(statement.clinicBalance)}, a reduction of ${formatMoney(statement.clinicReduction)}.`,
      ...(statement.notes ? [`Notes: ${statement.notes}`] : []),
      statusLine(statement),
    ],
    footer: 'Confidential: contains protected health information. Issued through Casebridge.',
  };
}
