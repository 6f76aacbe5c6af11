import { formatMoney } from '../../platform/money';
import { renderBusinessDocument } from '../../platform/pdf/business-document';
import type { LienNoticeDocument } from './lien-notice.service';

const kindLabels: Record<string, string> = {
  charge: 'Charge',
  payment: 'Payment',
  reduction: 'Reduction',
  write_off: 'Write-off',
};

/** The lien notice as a PDF letter from the clinic: the letter, then the ledger to date with its totals. */
export function renderLienNotice(
  notice: LienNoticeDocument,
  branding: { note: string | null; logo: Buffer | null },
): Promise<Buffer> {
  const [salutation, ...paragraphs] = notice.letter.split('\n\n');
  return renderBusinessDocument({
    letterhead: { name: notice.clinicName, lines: notice.clinicLines.filter(Boolean), ...branding },
    title: 'Notice of lien',
    subject: `Notice of lien for case ${notice.caseNumber}`,
    facts: [
      ['Case', notice.caseNumber],
      ['To', notice.toAttorneyName],
      ['Balance as of', notice.asOf],
      ['Balance to date', formatMoney(notice.balance)],
    ],
    paragraphs: [salutation, ...paragraphs],
    table: {
      columns: [
        { header: 'Date', width: 80 },
        { header: 'Entry', width: 80 },
        { header: 'Description', width: 250 },
        { header: 'Amount', width: 90, align: 'right' },
      ],
      rows: notice.lines.map((line) => [
        line.date,
        kindLabels[line.kind] ?? line.kind,
        line.description,
        formatMoney(line.amount),
      ]),
      totals: [
        ['Billed', formatMoney(notice.totalCharges)],
        ['Payments', formatMoney(notice.totalPayments)],
        ['Reductions', formatMoney(notice.totalReductions)],
        ['Write-offs', formatMoney(notice.totalWriteOffs)],
        ['Balance', formatMoney(notice.balance)],
      ],
    },
    footer: 'Confidential: contains protected health information. Issued through Casebridge.',
  });
}
