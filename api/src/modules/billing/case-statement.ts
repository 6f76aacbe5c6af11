import type { DataSource } from 'typeorm';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { readLedger } from '../ledger/ledger.service';
import type { CaseLedgerView } from '../ledger/ledger.type';

/** One line of an itemized statement: a coded service, a free-text bill, or a payment, reduction or write-off. */
export interface StatementRow {
  date: string;
  invoiceNumber: string | null;
  code: string | null;
  modifiers: string[];
  description: string;
  diagnoses: string[];
  units: number | null;
  unitFee: string | null;
  charge: string | null;
  credit: string | null;
  /** The ledger's running balance, on the last row of each posting. */
  balance: string | null;
}

export interface CaseStatement {
  /** Today in the clinic's time zone. */
  issuedOn: string;
  clinic: {
    id: number;
    name: string;
    lines: string[];
  };
  caseNumber: string;
  patientName: string;
  patientDateOfBirth: string | null;
  accidentDate: string | null;
  attorneyName: string | null;
  firmName: string | null;
  rows: StatementRow[];
  totals: Pick<CaseLedgerView, 'totalCharges' | 'totalPayments' | 'totalReductions' | 'totalWriteOffs' | 'balance'>;
}

export type StatementFormat = 'pdf' | 'csv';

interface ServiceLine {
  billingId: number;
  serviceDate: string;
  code: string;
  modifiers: string[];
  description: string;
  diagnoses: string[];
  units: number;
  unitFee: string;
  amount: string;
}

const creditLabels: Record<string, string> = { payment: 'Payment', reduction: 'Reduction', write_off: 'Write-off' };

/**
 * The itemized statement of a case, read from the ledger as its reader sees it (`readLedger`: the case
 * in scope, else "Case not found") and the coded lines of the bills charged on it: every charge
 * spelled out per service (a free-text bill as one line), every payment, reduction and write-off, and
 * the running balance. Reading it is audited as a disclosure. Statements: the ledger's, one for the
 * facts, one for all lines, whatever the number of visits.
 */
export async function readCaseStatement(
  dataSource: DataSource,
  scope: Scope,
  caseId: number,
  format: StatementFormat,
): Promise<CaseStatement> {
  const ledger = await readLedger(dataSource, scope, caseId);
  const [facts] = (await dataSource.query(
    `SELECT cl.id AS "clinicId", cl.name AS "clinicName", cl.address, cl.city, cl.state, cl.zip_code AS "zipCode",
            cl.phone, cl.email, p.date_of_birth AS "patientDateOfBirth", c.accident_date AS "accidentDate",
            a.firm_name AS "firmName", to_char(now() AT TIME ZONE cl.time_zone, 'YYYY-MM-DD') AS "issuedOn"
       FROM cases c JOIN clinics cl ON cl.id = c.clinic_id JOIN patients p ON p.id = c.patient_id
       LEFT JOIN attorneys a ON a.id = c.attorney_id
      WHERE c.id = $1`,
    [caseId],
  )) as {
    clinicId: number;
    clinicName: string;
    address: string | null;
    city: string | null;
    state: string | null;
    zipCode: string | null;
    phone: string | null;
    email: string | null;
    patientDateOfBirth: string | null;
    accidentDate: string | null;
    firmName: string | null;
    issuedOn: string;
  }[];
  const charged = ledger.entries.filter((entry) => entry.kind === 'charge' && entry.billingId !== null);
  const lines = (await dataSource.query(
    `SELECT billing_id AS "billingId", service_date AS "serviceDate", procedure_code AS code, modifiers, description,
            diagnosis_codes AS diagnoses, units, unit_fee::text AS "unitFee", amount::text AS amount
       FROM billing_lines WHERE billing_id = ANY($1) ORDER BY billing_id, line_number`,
    [charged.map((entry) => entry.billingId)],
  )) as ServiceLine[];
  const linesOfBill = new Map<number, ServiceLine[]>();
  for (const line of lines) {
    const group = linesOfBill.get(line.billingId);
    if (group) group.push(line);
    else linesOfBill.set(line.billingId, [line]);
  }

  const rows: StatementRow[] = [];
  for (const entry of ledger.entries) {
    const base = { invoiceNumber: entry.invoiceNumber, modifiers: [], diagnoses: [], units: null, unitFee: null };
    const billLines =
      entry.kind === 'charge' && entry.billingId !== null ? linesOfBill.get(entry.billingId) : undefined;
    if (billLines?.length) {
      billLines.forEach((line, index) =>
        rows.push({
          date: line.serviceDate,
          invoiceNumber: entry.invoiceNumber,
          code: line.code,
          modifiers: line.modifiers,
          description: line.description,
          diagnoses: line.diagnoses,
          units: line.units,
          unitFee: line.unitFee,
          charge: line.amount,
          credit: null,
          balance: index === billLines.length - 1 ? entry.balanceAfter : null,
        }),
      );
    } else if (entry.kind === 'charge') {
      rows.push({
        ...base,
        date: entry.effectiveDate,
        code: null,
        description: entry.description,
        charge: entry.amount,
        credit: null,
        balance: entry.balanceAfter,
      });
    } else {
      const label = creditLabels[entry.kind] ?? entry.kind;
      const description = entry.description.startsWith(label) ? entry.description : `${label}: ${entry.description}`;
      const reference = entry.reference ? ` (ref. ${entry.reference})` : '';
      rows.push({
        ...base,
        date: entry.effectiveDate,
        code: null,
        description: description + reference,
        charge: null,
        credit: entry.amount,
        balance: entry.balanceAfter,
      });
    }
  }

  await writeAudit(dataSource.manager, scope, {
    entityType: 'case',
    entityId: ledger.caseId,
    action: 'download_statement',
    clinicId: facts.clinicId,
    newValues: { format, rows: rows.length, balance: ledger.balance },
  });
  const cityLine = [facts.city, [facts.state, facts.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    issuedOn: facts.issuedOn,
    clinic: {
      id: facts.clinicId,
      name: facts.clinicName,
      lines: [facts.address, cityLine, facts.phone, facts.email].filter((line): line is string => Boolean(line)),
    },
    caseNumber: ledger.caseNumber,
    patientName: ledger.patientName,
    patientDateOfBirth: facts.patientDateOfBirth,
    accidentDate: facts.accidentDate,
    attorneyName: ledger.attorneyName,
    firmName: facts.firmName,
    rows,
    totals: {
      totalCharges: ledger.totalCharges,
      totalPayments: ledger.totalPayments,
      totalReductions: ledger.totalReductions,
      totalWriteOffs: ledger.totalWriteOffs,
      balance: ledger.balance,
    },
  };
}
