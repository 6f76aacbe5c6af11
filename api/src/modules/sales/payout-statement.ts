import { formatMoney } from '../../platform/money';
import type { BusinessDocument } from '../../platform/pdf/business-document';
import { clinicInvoiceIssuer } from '../subscriptions/clinic-invoice-document';
import type { SalesCommissionView, SalesPayoutView } from './sales.types';

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const saleTypeLabels: Record<string, string> = { new: 'New', upgrade: 'Upgrade', renewal: 'Renewal' };

/** A rep's payout statement: the payout, and each commission (and clawback line) it settled. */
export function payoutStatementDocument(payout: SalesPayoutView, lines: SalesCommissionView[]): BusinessDocument {
  return {
    letterhead: clinicInvoiceIssuer,
    title: 'Commission payout statement',
    subject: `Payout ${payout.id} to ${payout.salesRepName}`,
    facts: [
      ['Payout', `#${payout.id}`],
      ['Representative', payout.salesRepName],
      ['Sales from', `${usDate(payout.periodStart)} to ${usDate(payout.periodEnd)}`],
      ['Processed', `${usDate(payout.processedAt.toISOString().slice(0, 10))} by ${payout.processedByName}`],
    ],
    table: {
      columns: [
        { header: 'Date', width: 1.3 },
        { header: 'Clinic', width: 3 },
        { header: 'Invoice', width: 2 },
        { header: 'Sale', width: 1.3 },
        { header: 'Sale amount', width: 1.6, align: 'right' },
        { header: 'Rate', width: 1, align: 'right' },
        { header: 'Commission', width: 1.6, align: 'right' },
      ],
      rows: lines.map((line) => [
        usDate(line.saleDate),
        line.clinicName,
        line.invoiceNumber,
        line.kind === 'clawback' ? 'Clawback' : (saleTypeLabels[line.saleType] ?? line.saleType),
        formatMoney(line.saleAmount),
        line.commissionRate === null ? 'Flat' : `${Number(line.commissionRate)}%`,
        formatMoney(line.commissionAmount),
      ]),
      totals: [['Total paid', formatMoney(payout.total)]],
      fontSize: 9,
    },
    paragraphs: [
      'Commissions are paid only on paid subscription invoices. A clawback line takes back a paid commission whose invoice was refunded or whose clinic cancelled for non-payment within 90 days of the sale.',
    ],
    footer: 'Issued by Casebridge to its sales representative.',
  };
}
