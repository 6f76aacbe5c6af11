import type { BusinessDocument } from '../../platform/pdf/business-document';
import { formatMoney, subtractMoney } from '../../platform/money';
import type { BillingEntryView } from './billing.type';

export interface InvoiceFacts {
  entry: BillingEntryView;
  clinic: {
    name: string;
    address: string | null;
    city: string | null;
    state: string | null;
    zipCode: string | null;
    phone: string | null;
    email: string | null;
  };
  patientDateOfBirth: string | null;
  accidentDate: string | null;
  attorneyName: string | null;
  firmName: string | null;
}

const statusLabels: Record<string, string> = {
  pending: 'Pending',
  submitted: 'Submitted',
  paid: 'Paid',
  denied: 'Denied',
};
export const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** The invoice for one billing entry: who bills whom, for what, and what is still due. */
export function invoiceDocument({
  entry,
  clinic,
  patientDateOfBirth,
  accidentDate,
  attorneyName,
  firmName,
}: InvoiceFacts): BusinessDocument {
  const cityLine = [clinic.city, [clinic.state, clinic.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const charged = entry.adjustedAmount ?? entry.amount;
  const paid = entry.status === 'paid' ? charged : '0.00';
  const totals: [string, string][] = [['Amount billed', formatMoney(entry.amount)]];
  if (entry.adjustedAmount !== null)
    totals.push(['Adjustment', formatMoney(subtractMoney(entry.adjustedAmount, entry.amount))]);
  totals.push(['Paid', formatMoney(paid)], ['Balance due', formatMoney(subtractMoney(charged, paid))]);

  const facts: [string, string][] = [
    ['Invoice number', entry.invoiceNumber],
    ['Issued', usDate(entry.createdAt.toISOString().slice(0, 10))],
    ['Due', entry.dueDate ? usDate(entry.dueDate) : 'On settlement'],
    ['Status', statusLabels[entry.status] ?? entry.status],
    ['Patient', entry.patientName + (patientDateOfBirth ? ` (DOB ${usDate(patientDateOfBirth)})` : '')],
    ['Case', entry.caseNumber + (accidentDate ? `, accident of ${usDate(accidentDate)}` : '')],
  ];
  if (attorneyName) facts.push(['Attorney', [attorneyName, firmName].filter(Boolean).join(', ')]);
  if (entry.status === 'paid' && entry.paidDate)
    facts.push([
      'Paid on',
      `${usDate(entry.paidDate)}${entry.paymentMethod ? ` by ${entry.paymentMethod.replace('_', ' ')}` : ''}`,
    ]);

  return {
    letterhead: {
      name: clinic.name,
      lines: [clinic.address, cityLine, clinic.phone, clinic.email].filter((line): line is string => Boolean(line)),
    },
    title: 'Invoice',
    subject: `Invoice ${entry.invoiceNumber} for case ${entry.caseNumber}`,
    facts,
    table: {
      columns: [
        { header: 'Description', width: 4 },
        { header: 'Amount', width: 1, align: 'right' },
      ],
      rows: [[entry.description || 'Treatment services', formatMoney(entry.amount)]],
      totals,
    },
    paragraphs: [
      'This bill is secured by a lien on the proceeds of the personal-injury claim named above. ' +
        'Please quote the invoice number with any payment or correspondence.',
    ],
    footer: 'Confidential: contains protected health information. Issued through Casebridge.',
  };
}
