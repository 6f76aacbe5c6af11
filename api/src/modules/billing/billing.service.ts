import type { DataSource, EntityManager } from 'typeorm';
import type { AlertRecheckHook } from '../alerts/alert-recheck-hook';
import { SqlParams } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { ConflictError, InputError, NotFoundError } from '../../platform/errors';
import type { LiveHub, LiveTopic } from '../../platform/events/live-hub';
import { decodeCursor, toPage, type Page } from '../../platform/graphql/connection';
import { allocateInvoiceNumber } from './invoice-number';
import { clampLimit } from '../../platform/graphql/pagination';
import { latestToday } from '../../platform/validation/rules';
import { caseFactsForWrite } from '../cases/case-facts';
import type { CaseService } from '../cases/case.service';
import { NotificationKind } from '../notifications/notification-kinds';
import type { NotificationService } from '../notifications/notification.service';
import { Role } from '../../platform/access/role';
import { postLedgerEntry, ledgerClosedMessage } from '../ledger/ledger-postings';
import { LedgerEntryKind } from '../ledger/ledger.enums';
import { BillingStatus } from './billing.enums';
import type { BillingEntryCreateInput, BillingStatusChangeInput } from './billing.input';
import { assertCanWriteBilling, billingScopeSql, billVisibleTo } from './billing.policy';
import { assertTransition } from './billing-transitions';
import type { BillingEntryView, BillingSummary, BillingTotals } from './billing.type';
import type { InvoiceFacts } from './invoice-document';
import { assertClinicMayCreate } from '../subscriptions/subscription-guard';
import { postBillCharge } from './bill-charge';
import { readBillLines, type BillingLineView } from './billing-lines';
import { readCaseStatement, type CaseStatement, type StatementFormat } from './case-statement';
import { CaseActivity } from '../timeline/case-activity';

interface BillingRow extends Omit<BillingEntryView, 'invoiceUrl'> {
  sortKey: string;
}

/** The one SELECT behind every billing entry a person sees. */
const billingViewSql = `
  SELECT b.id, b.case_id AS "caseId", c.case_number AS "caseNumber",
         trim(p.first_name || ' ' || p.last_name) AS "patientName",
         b.invoice_number AS "invoiceNumber", b.amount::text AS amount, b.adjusted_amount::text AS "adjustedAmount",
         b.description, b.status, b.due_date AS "dueDate", b.paid_date AS "paidDate",
         b.payment_method AS "paymentMethod", b.created_at AS "createdAt", b.updated_at AS "updatedAt",
         b.created_at::text AS "sortKey", b.clinic_id AS "clinicId", c.attorney_id AS "caseAttorneyId",
         cl.name AS "clinicName"
    FROM billing b
    JOIN cases c ON c.id = b.case_id
    JOIN patients p ON p.id = c.patient_id
    JOIN clinics cl ON cl.id = b.clinic_id`;

const toView = ({ sortKey: _sortKey, ...row }: BillingRow): BillingEntryView => ({
  ...row,
  invoiceUrl: `/api/v1/billing/${row.id}/invoice.pdf`,
});

/** What a bill is worth now: the adjusted amount where one is set. */
export const billValueSql = (alias: string) => `coalesce(${alias}.adjusted_amount, ${alias}.amount)`;

/** The sum of the bills `b` matching `filter`, as text with two decimals: money is summed in SQL, never in floats. */
const moneySumSql = (filter: string) =>
  `coalesce(sum(${billValueSql('b')}) FILTER (WHERE ${filter}), 0)::numeric(14,2)::text`;

/** A case's billing totals over the bills `b` of one group. */
const totalsColumnsSql = `count(*)::int AS entries, ${moneySumSql('TRUE')} AS billed, ${moneySumSql(`b.status = 'paid'`)} AS paid,
  ${moneySumSql(`b.status IN ('pending', 'submitted')`)} AS outstanding`;

const noBills: BillingTotals = { entries: 0, billed: '0.00', paid: '0.00', outstanding: '0.00' };

/**
 * A scalar subquery: the billing totals of the case `caseId` (an SQL expression of the outer
 * query) as a JSON object, for a parent that reads them in its own statement (`billingTotalsFromJson`).
 */
export function billingTotalsJsonSql(scope: Scope, params: SqlParams, caseId: string): string {
  const condition = billingScopeSql(scope, params, 'b', 'c');
  return `(SELECT row_to_json(t) FROM (SELECT ${totalsColumnsSql}
             FROM billing b JOIN cases c ON c.id = b.case_id
            WHERE b.case_id = ${caseId} AND ${condition}) t)`;
}

/** The totals `billingTotalsJsonSql` read (pg has already parsed the JSON). */
export const billingTotalsFromJson = (value: unknown): BillingTotals => (value as BillingTotals | null) ?? noBills;

/** Whether the bill's charge is on its case ledger: it is posted once, at the bill's first submission. */
async function hasCharge(manager: EntityManager, billingId: number): Promise<boolean> {
  const [row] = (await manager.query(
    `SELECT EXISTS (SELECT 1 FROM case_ledger_entries WHERE billing_id = $1 AND kind = 'charge') AS charged`,
    [billingId],
  )) as { charged: boolean }[];
  return row.charged;
}

export interface BillingListArgs {
  caseId?: number | null;
  status?: BillingStatus | null;
  first?: number | null;
  after?: string | null;
}

export class BillingService {
  /** Live `billingStatusChanged` events: loaded once per event, shown to each subscriber who may read it. */
  readonly topic: LiveTopic<BillingEntryView>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly cases: CaseService,
    private readonly live: LiveHub,
    private readonly notifications: NotificationService,
    /** A posted charge re-evaluates its case's alerts (policy limits). */
    private readonly alertRecheck: AlertRecheckHook | null = null,
  ) {
    this.topic = { eventType: 'billing.changed', load: (id) => this.loadUnscoped(id), visibleTo: billVisibleTo };
  }

  /** Entries in scope, newest first, keyset-paginated, optionally of one case or one status. */
  async list(scope: Scope, args: BillingListArgs): Promise<Page<BillingEntryView>> {
    const params = new SqlParams();
    const where = [billingScopeSql(scope, params, 'b', 'c')];
    if (args.caseId) where.push(`b.case_id = ${params.add(args.caseId)}`);
    if (args.status) where.push(`b.status = ${params.add(args.status)}`);
    if (args.after) {
      const [createdKey, id] = decodeCursor(args.after, ['timestamptz', 'id']);
      where.push(`(b.created_at, b.id) < (${params.add(createdKey)}::timestamptz, ${params.add(id)})`);
    }
    const limit = clampLimit(args.first);
    const rows: BillingRow[] = await this.dataSource.query(
      `${billingViewSql} WHERE ${where.join(' AND ')} ORDER BY b.created_at DESC, b.id DESC LIMIT ${params.add(limit + 1)}`,
      params.values,
    );
    const page = toPage(rows, limit, (row) => [row.sortKey, row.id]);
    return { nodes: page.nodes.map(toView), pageInfo: page.pageInfo };
  }

  /** One entry as the viewer sees it, or null when it is missing or out of scope. */
  async findById(scope: Scope, id: number): Promise<BillingEntryView | null> {
    const params = new SqlParams();
    const condition = billingScopeSql(scope, params, 'b', 'c');
    const rows: BillingRow[] = await this.dataSource.query(
      `${billingViewSql} WHERE b.id = ${params.add(id)} AND ${condition}`,
      params.values,
    );
    return rows[0] ? toView(rows[0]) : null;
  }

  async getById(scope: Scope, id: number): Promise<BillingEntryView> {
    const entry = await this.findById(scope, id);
    if (!entry) throw new NotFoundError('Billing entry');
    return entry;
  }

  private async loadUnscoped(id: number): Promise<BillingEntryView | null> {
    const rows: BillingRow[] = await this.dataSource.query(`${billingViewSql} WHERE b.id = $1`, [id]);
    return rows[0] ? toView(rows[0]) : null;
  }

  /** The card figures, in one aggregate over the entries in scope; money summed in SQL, never in floats. */
  async summary(scope: Scope): Promise<BillingSummary> {
    const params = new SqlParams();
    const condition = billingScopeSql(scope, params, 'b', 'c');
    const money = moneySumSql;
    const paidThisMonth = `b.status = 'paid' AND b.paid_date >= date_trunc('month', current_date)::date`;
    const [row] = (await this.dataSource.query(
      `SELECT ${money('TRUE')} AS "totalBilled",
              ${money(`b.status IN ('pending', 'submitted')`)} AS outstanding,
              count(*) FILTER (WHERE b.status IN ('pending', 'submitted'))::int AS "outstandingCount",
              ${money(paidThisMonth)} AS "paidThisMonth",
              count(*) FILTER (WHERE ${paidThisMonth})::int AS "paidThisMonthCount",
              ${money(`b.status = 'denied'`)} AS denied,
              count(*) FILTER (WHERE b.status = 'denied')::int AS "deniedCount",
              count(*)::int AS "entryCount"
         FROM billing b JOIN cases c ON c.id = b.case_id
        WHERE ${condition}`,
      params.values,
    )) as BillingSummary[];
    return row;
  }

  /** Count, billed and paid per case, for cases the caller already reads; one statement for all of them. */
  async totalsForCases(scope: Scope, caseIds: readonly number[]): Promise<BillingTotals[]> {
    const params = new SqlParams();
    const condition = billingScopeSql(scope, params, 'b', 'c');
    const rows = (await this.dataSource.query(
      `SELECT b.case_id AS "caseId", ${totalsColumnsSql}
         FROM billing b JOIN cases c ON c.id = b.case_id
        WHERE b.case_id = ANY(${params.add([...caseIds])}) AND ${condition}
        GROUP BY b.case_id`,
      params.values,
    )) as (BillingTotals & { caseId: number })[];
    const byCase = new Map(rows.map(({ caseId, ...totals }) => [caseId, totals]));
    return caseIds.map((id) => byCase.get(id) ?? noBills);
  }

  async create(scope: Scope, input: BillingEntryCreateInput): Promise<BillingEntryView> {
    assertCanWriteBilling(scope);
    if (input.status && input.status !== BillingStatus.pending)
      throw InputError.field('status', 'New billing entries start as pending');
    const id = await this.dataSource.transaction(async (manager) => {
      // A pending bill is the clinic's draft: nothing reaches the lien ledger until it is submitted.
      const record = await caseFactsForWrite(manager, scope, input.caseId);
      if (!record) throw InputError.field('caseId', 'Case not found');
      if (record.ledgerClosedAt) throw new ConflictError(ledgerClosedMessage(record.caseNumber), 'caseId');
      await assertClinicMayCreate(manager, record.clinicId, 'bills');
      const [entry] = (await manager.query(
        `INSERT INTO billing (case_id, clinic_id, invoice_number, amount, description, due_date)
         VALUES ($1, $2, $3, $4, $5, $6)
         RETURNING id, invoice_number AS "invoiceNumber", amount::text AS amount`,
        [
          record.caseId,
          record.clinicId,
          await allocateInvoiceNumber(manager, record.clinicId, new Date().getUTCFullYear()),
          input.amount,
          input.description ?? null,
          input.dueDate ?? null,
        ],
      )) as { id: number; invoiceNumber: string; amount: string }[];
      new CaseActivity(this.live).publish(manager, record.caseId, 'bills', entry.id);
      // The description names treatment (PHI) and stays in the bill; the audit row keeps the money facts.
      await writeAudit(manager, scope, {
        entityType: 'billing',
        entityId: entry.id,
        action: 'create',
        clinicId: record.clinicId,
        newValues: {
          caseId: record.caseId,
          invoiceNumber: entry.invoiceNumber,
          amount: entry.amount,
          status: BillingStatus.pending,
          dueDate: input.dueDate ?? null,
        },
      });
      return entry.id;
    });
    // A draft changes no ledger: only the bill's own readers hear of it.
    await this.live.publish({ type: 'billing.changed', id });
    return this.getById(scope, id);
  }

  /**
   * Moves an entry along the allowed path. The first submission posts the bill's charge to the case
   * ledger and paid posts its payment, each in the same transaction under the case's lock.
   */
  async changeStatus(scope: Scope, input: BillingStatusChangeInput): Promise<BillingEntryView> {
    assertCanWriteBilling(scope);
    const paying = input.status === BillingStatus.paid;
    if (!paying && (input.paidDate || input.paymentMethod))
      throw InputError.field('paidDate', 'Paid date and payment method are set only when marking an entry paid');
    if (paying && !input.paymentMethod)
      throw InputError.field('paymentMethod', 'Payment method is required to mark an entry paid');
    if (paying && input.paidDate && input.paidDate > latestToday())
      throw InputError.field('paidDate', 'Paid date cannot be in the future');

    const { caseId, posted } = await this.dataSource.transaction(async (manager) => {
      const params = new SqlParams();
      const condition = billingScopeSql(scope, params, 'b', 'c');
      const [entry] = (await manager.query(
        `SELECT b.id, b.case_id AS "caseId", b.clinic_id AS "clinicId", b.status, b.invoice_number AS "invoiceNumber",
                ${billValueSql('b')}::text AS value, b.description, c.case_number AS "caseNumber"
           FROM billing b JOIN cases c ON c.id = b.case_id
          WHERE b.id = ${params.add(input.id)} AND ${condition}
          FOR UPDATE OF b`,
        params.values,
      )) as {
        id: number;
        caseId: number;
        clinicId: number;
        status: BillingStatus;
        invoiceNumber: string;
        value: string;
        description: string | null;
        caseNumber: string;
      }[];
      if (!entry) throw new NotFoundError('Billing entry');
      assertTransition(entry.status, input.status);
      const charging = input.status === BillingStatus.submitted && !(await hasCharge(manager, entry.id));
      if (paying || charging) {
        // Locked, so a ledger close cannot interleave with this bill's posting.
        const record = await caseFactsForWrite(manager, scope, entry.caseId, { lock: true });
        if (!record) throw new NotFoundError('Billing entry');
        if (record.ledgerClosedAt) throw new ConflictError(ledgerClosedMessage(entry.caseNumber), 'status');
      }

      // TypeORM answers an UPDATE with [rows, rowCount].
      const [[updated]] = (await manager.query(
        `UPDATE billing SET status = $2,
                paid_date = CASE WHEN $2 = 'paid' THEN coalesce($3::date, current_date) ELSE paid_date END,
                payment_method = CASE WHEN $2 = 'paid' THEN $4 ELSE payment_method END,
                updated_at = now()
          WHERE id = $1
          RETURNING paid_date AS "paidDate"`,
        [entry.id, input.status, input.paidDate ?? null, input.paymentMethod ?? null],
      )) as [{ paidDate: string | null }[], number];
      const paidDate = paying ? updated.paidDate : null;
      if (charging) {
        await postBillCharge(manager, scope, entry);
        await this.alertRecheck?.request(manager, entry.caseId);
      }
      if (paying) {
        await postLedgerEntry(manager, scope, {
          caseId: entry.caseId,
          clinicId: entry.clinicId,
          kind: LedgerEntryKind.payment,
          amount: entry.value,
          billingId: entry.id,
          paymentMethod: input.paymentMethod!,
          effectiveDate: paidDate,
          description: 'Bill paid',
        });
      }
      await writeAudit(manager, scope, {
        entityType: 'billing',
        entityId: entry.id,
        action: 'status_change',
        clinicId: entry.clinicId,
        oldValues: { status: entry.status },
        newValues: paying
          ? { status: input.status, paidDate, paymentMethod: input.paymentMethod }
          : charging
            ? { status: input.status, charged: entry.value }
            : { status: input.status },
      });
      await this.notifications.notify(manager, {
        // A bill sent back to pending is the clinic's draft again: its attorney no longer reads it.
        recipients: {
          caseReaders: entry.caseId,
          mayRead: (reader) => reader.role === Role.attorney && input.status !== BillingStatus.pending,
        },
        actorId: scope.userId,
        kind: NotificationKind.bill_status,
        title: `Bill ${entry.invoiceNumber} on ${entry.caseNumber} is now ${input.status}`,
        link: `/cases/${entry.caseId}?tab=billing`,
        caseId: entry.caseId,
      });
      await new CaseActivity(this.live).publishTouched(manager, entry.caseId);
      return { caseId: entry.caseId, posted: paying || charging };
    });
    await this.live.publish({ type: 'billing.changed', id: input.id });
    if (posted) await this.live.publish({ type: 'ledger.changed', id: caseId });
    return this.getById(scope, input.id);
  }

  /** The facts printed on an entry's invoice; reading them is audited like a document download. */
  async invoiceFacts(scope: Scope, id: number): Promise<InvoiceFacts> {
    const entry = await this.getById(scope, id);
    const [row] = (await this.dataSource.query(
      `SELECT cl.name, cl.address, cl.city, cl.state, cl.zip_code AS "zipCode", cl.phone, cl.email,
              p.date_of_birth AS "patientDateOfBirth", c.accident_date AS "accidentDate",
              nullif(trim(a.first_name || ' ' || a.last_name), '') AS "attorneyName", a.firm_name AS "firmName"
         FROM cases c JOIN clinics cl ON cl.id = c.clinic_id JOIN patients p ON p.id = c.patient_id
         LEFT JOIN attorneys a ON a.id = c.attorney_id
        WHERE c.id = $1`,
      [entry.caseId],
    )) as (InvoiceFacts['clinic'] & Omit<InvoiceFacts, 'entry' | 'clinic'>)[];
    const { patientDateOfBirth, accidentDate, attorneyName, firmName, ...clinic } = row;
    await writeAudit(this.dataSource.manager, scope, {
      entityType: 'billing',
      entityId: entry.id,
      action: 'download_invoice',
      clinicId: entry.clinicId,
    });
    return { entry, clinic, patientDateOfBirth, accidentDate, attorneyName, firmName };
  }

  /** The coded lines of bills the caller already reads, per bill (the `lines` loader and the REST answers). */
  linesOf(billIds: readonly number[]): Promise<BillingLineView[][]> {
    return readBillLines(this.dataSource.manager, billIds);
  }

  /** The itemized statement of a case in scope (case-statement.ts); the download is audited. */
  statement(scope: Scope, caseId: number, format: StatementFormat): Promise<CaseStatement> {
    return readCaseStatement(this.dataSource, scope, caseId, format);
  }

  /** Live entries the subscriber may read, optionally of one case (which must be in scope). */
  async subscribe(scope: Scope, caseId: number | null): Promise<AsyncIterableIterator<BillingEntryView>> {
    if (caseId !== null && !(await this.cases.findById(scope, caseId))) throw new NotFoundError('Case');
    return this.live.subscribe(this.topic, scope, (entry) => caseId === null || entry.caseId === caseId);
  }
}
