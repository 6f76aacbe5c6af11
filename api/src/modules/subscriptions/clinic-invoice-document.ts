import { formatMoney, subtractMoney } from '../../platform/money';
import type { BusinessDocument } from '../../platform/pdf/business-document';

/** What a clinic invoice's PDF shows: the invoice, its lines and the clinic billed. */
export interface ClinicInvoiceFacts {
  invoice: {
    number: string;
    kind: string;
    status: string;
    periodStart: string | null;
    periodEnd: string | null;
    issuedAt: Date;
    dueDate: string;
    total: string;
    amountPaid: string;
    paidAt: Date | null;
  };
  lines: { description: string; quantity: number; unitAmount: string; amount: string }[];
  clinic: {
    name: string;
    address: string | null;
    city: string | null;
    state: string | null;
    zipCode: string | null;
    email: string | null;
  };
}

/** The operator issues every clinic invoice; its name heads the document. */
export const clinicInvoiceIssuer = { name: 'Casebridge', lines: ['Practice software for personal-injury clinics'] };

export const clinicInvoiceStatusLabels: Record<string, string> = {
  open: 'Open',
  paid: 'Paid',
  void: 'Void',
  uncollectible: 'Uncollectible',
};
const kindTitles: Record<string, string> = {
  subscription: 'Subscription',
  proration: 'Plan change (prorated)',
  late_fee: 'Late fee',
  debit: 'Account debit',
};
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** The operator's invoice to a clinic: who bills whom, for which period, each line, and what is still due. */
export function clinicInvoiceDocument({ invoice, lines, clinic }: ClinicInvoiceFacts): BusinessDocument {
  const cityLine = [clinic.city, [clinic.state, clinic.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const billedTo = [clinic.name, clinic.address, cityLine, clinic.email].filter(Boolean).join(', ');
  const facts: [string, string][] = [
    ['Invoice number', invoice.number],
    ['Billed to', billedTo],
    ['For', kindTitles[invoice.kind] ?? invoice.kind],
  ];
  if (invoice.periodStart && invoice.periodEnd)
    facts.push(['Period', `${usDate(invoice.periodStart)} to ${usDate(invoice.periodEnd)}`]);
  facts.push(
    ['Issued', usDate(invoice.issuedAt.toISOString().slice(0, 10))],
    ['Due', usDate(invoice.dueDate)],
    ['Status', clinicInvoiceStatusLabels[invoice.status] ?? invoice.status],
  );
  if (invoice.paidAt) facts.push(['Paid on', usDate(invoice.paidAt.toISOString().slice(0, 10))]);

  return {
    letterhead: clinicInvoiceIssuer,
    title: 'Invoice',
    subject: `Casebridge invoice ${invoice.number} to ${clinic.name}`,
    facts,
    table: {
      columns: [
        { header: 'Description', width: 4 },
        { header: 'Qty', width: 1, align: 'right' },
        { header: 'Unit price', width: 1.5, align: 'right' },
        { header: 'Amount', width: 1.5, align: 'right' },
      ],
      rows: lines.map((line) => [
        line.description,
        String(line.quantity),
        formatMoney(line.unitAmount),
        formatMoney(line.amount),
      ]),
      totals: [
        ['Total', formatMoney(invoice.total)],
        ['Paid', formatMoney(invoice.amountPaid)],
        [
          'Balance due',
          formatMoney(invoice.status === 'void' ? '0.00' : subtractMoney(invoice.total, invoice.amountPaid)),
        ],
      ],
    },
    paragraphs: [
      invoice.status === 'void'
        ? 'This invoice was voided and is not owed.'
        : 'Charged to the card on file on the due date. Tax-free: no sales tax is charged on this subscription.',
    ],
    footer:
      'Issued by Casebridge for its subscription service. Questions: the Subscription tab of your clinic console.',
  };
}
