import { toCsv } from '../../platform/csv';
import { formatMoney } from '../../platform/money';
import type { BusinessDocument } from '../../platform/pdf/business-document';
import type { CaseStatement, StatementRow } from './case-statement';
import { usDate } from './invoice-document';

const codeWithModifiers = (row: StatementRow) => (row.code ? [row.code, ...row.modifiers].join('-') : '');
const money = (amount: string | null) => (amount === null ? '' : formatMoney(amount));

/** The itemized statement as a printed document: the one a law firm puts in its demand package. */
export function statementDocument(statement: CaseStatement): BusinessDocument {
  const facts: [string, string][] = [
    ['Issued', usDate(statement.issuedOn)],
    [
      'Patient',
      statement.patientName + (statement.patientDateOfBirth ? ` (DOB ${usDate(statement.patientDateOfBirth)})` : ''),
    ],
    ['Case', statement.caseNumber],
    ['Date of accident', statement.accidentDate ? usDate(statement.accidentDate) : 'Not recorded'],
  ];
  if (statement.attorneyName)
    facts.push(['Attorney', [statement.attorneyName, statement.firmName].filter(Boolean).join(', ')]);
  const { totals } = statement;
  return {
    letterhead: { name: statement.clinic.name, lines: statement.clinic.lines },
    title: 'Itemized statement',
    subject: `Itemized statement for case ${statement.caseNumber}`,
    facts,
    table: {
      columns: [
        { header: 'Date', width: 1.2 },
        { header: 'Code', width: 1.1 },
        { header: 'Description', width: 2.6 },
        { header: 'Dx', width: 1.5 },
        { header: 'Units', width: 0.7, align: 'right' },
        { header: 'Charges', width: 1.2, align: 'right' },
        { header: 'Credits', width: 1.2, align: 'right' },
        { header: 'Balance', width: 1.3, align: 'right' },
      ],
      fontSize: 9,
      rows: statement.rows.map((row) => [
        usDate(row.date),
        codeWithModifiers(row),
        row.description,
        row.diagnoses.join(', '),
        row.units === null ? '' : String(row.units),
        money(row.charge),
        money(row.credit),
        money(row.balance),
      ]),
      totals: [
        ['Total charges', formatMoney(totals.totalCharges)],
        ['Payments', formatMoney(totals.totalPayments)],
        ['Reductions', formatMoney(totals.totalReductions)],
        ['Write-offs', formatMoney(totals.totalWriteOffs)],
        ['Balance due', formatMoney(totals.balance)],
      ],
    },
    paragraphs: [
      statement.rows.length === 0
        ? 'Nothing has been charged on this case yet.'
        : 'Charges are listed by date of service with their procedure codes and the diagnoses treated; ' +
          'this balance is secured by a lien on the proceeds of the personal-injury claim named above.',
    ],
    footer: 'Confidential: contains protected health information. Issued through Casebridge.',
  };
}

export const statementCsvHeader = [
  'Date',
  'Invoice',
  'Code',
  'Modifiers',
  'Description',
  'Diagnoses',
  'Units',
  'Unit fee',
  'Charge',
  'Credit',
  'Balance',
] as const;

/** The same statement as CSV: one row per service or credit, amounts as plain decimals, then the totals. */
export function statementCsv(statement: CaseStatement): string {
  const { totals } = statement;
  const total = (label: string, amount: string) => ['', '', '', '', label, '', '', '', '', '', amount];
  return toCsv(statementCsvHeader, [
    ...statement.rows.map((row) => [
      row.date,
      row.invoiceNumber,
      row.code,
      row.modifiers.join(' '),
      row.description,
      row.diagnoses.join(' '),
      row.units,
      row.unitFee,
      row.charge,
      row.credit,
      row.balance,
    ]),
    total('Total charges', totals.totalCharges),
    total('Payments', totals.totalPayments),
    total('Reductions', totals.totalReductions),
    total('Write-offs', totals.totalWriteOffs),
    total('Balance due', totals.balance),
  ]);
}
