import type { DataSource } from 'typeorm';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { NotFoundError } from '../../platform/errors';
import { renderBusinessDocument } from '../../platform/pdf/business-document';
import { clinicInvoiceDocument, type ClinicInvoiceFacts } from './clinic-invoice-document';

interface InvoiceRow {
  number: string;
  kind: string;
  status: string;
  period_start: string | null;
  period_end: string | null;
  issued_at: Date;
  due_date: string;
  total: string;
  amount_paid: string;
  paid_at: Date | null;
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  email: string | null;
}

/**
 * A clinic invoice as a PDF. The operator reads any; a clinic admin reads their own clinic's; every
 * other caller, and another clinic's invoice, gets the answer of a missing one.
 */
export class ClinicInvoicePdfService {
  constructor(private readonly dataSource: DataSource) {}

  async render(scope: Scope, invoiceId: number): Promise<{ fileName: string; pdf: Buffer }> {
    const facts = await this.facts(scope, invoiceId);
    return {
      fileName: `invoice-${facts.invoice.number}.pdf`,
      pdf: await renderBusinessDocument(clinicInvoiceDocument(facts)),
    };
  }

  async facts(scope: Scope, invoiceId: number): Promise<ClinicInvoiceFacts> {
    const clinicCondition =
      scope.role === Role.super_admin
        ? null
        : scope.role === Role.clinic_admin && scope.clinicId !== null
          ? scope.clinicId
          : undefined;
    if (clinicCondition === undefined) throw new NotFoundError('Invoice');
    const [row] = (await this.dataSource.query(
      `SELECT ci.number, ci.kind, ci.status, ci.period_start::text, ci.period_end::text, ci.issued_at,
              ci.due_date::text, ci.total, ci.amount_paid, ci.paid_at,
              cl.name, cl.address, cl.city, cl.state, cl.zip_code, cl.email
         FROM clinic_invoices ci JOIN clinics cl ON cl.id = ci.clinic_id
        WHERE ci.id = $1 AND ($2::int IS NULL OR ci.clinic_id = $2)`,
      [invoiceId, clinicCondition],
    )) as InvoiceRow[];
    if (!row) throw new NotFoundError('Invoice');
    const lines = (await this.dataSource.query(
      `SELECT description, quantity, unit_amount AS "unitAmount", amount
         FROM clinic_invoice_lines WHERE invoice_id = $1 ORDER BY position, id`,
      [invoiceId],
    )) as ClinicInvoiceFacts['lines'];
    return {
      invoice: {
        number: row.number,
        kind: row.kind,
        status: row.status,
        periodStart: row.period_start,
        periodEnd: row.period_end,
        issuedAt: row.issued_at,
        dueDate: row.due_date,
        total: row.total,
        amountPaid: row.amount_paid,
        paidAt: row.paid_at,
      },
      lines,
      clinic: {
        name: row.name,
        address: row.address,
        city: row.city,
        state: row.state,
        zipCode: row.zip_code,
        email: row.email,
      },
    };
  }
}
