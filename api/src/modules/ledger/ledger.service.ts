import type { DataSource, EntityManager } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { ConflictError, ForbiddenError, InputError, NotFoundError } from '../../platform/errors';
import type { LiveHub, LiveTopic } from '../../platform/events/live-hub';
import { compareMoney } from '../../platform/money';
import { PaymentMethod } from '../billing/billing.enums';
import { caseScopeSql, caseVisibleTo, isCaseAttorney, isOwningClinic } from '../cases/case-access.policy';
import { caseFactsForWrite, type CaseFacts } from '../cases/case-facts';
import { ledgerBalance, ledgerClosedMessage, postLedgerEntry, signedAmountSql } from './ledger-postings';
import { LedgerEntryKind } from './ledger.enums';
import type { LedgerCloseInput, LedgerPaymentInput, SettlementRecordInput } from './ledger.input';
import type { CaseLedgerView, LedgerEntryView, ReductionRequestView } from './ledger.type';
import { openReductionStatusList } from './reduction-transitions';
import { CaseActivity } from '../timeline/case-activity';

const personName = (alias: string, fallback = "'Former user'") =>
  `coalesce(nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${fallback})`;

const total = (kind: LedgerEntryKind) =>
  `coalesce(sum(e.amount) FILTER (WHERE e.kind = '${kind}'), 0)::numeric(14,2)::text`;

/** The case facts and totals of a ledger, in one statement. */
const ledgerHeadSql = `
  SELECT c.id AS "caseId", c.case_number AS "caseNumber", trim(p.first_name || ' ' || p.last_name) AS "patientName",
         nullif(trim(a.first_name || ' ' || a.last_name), '') AS "attorneyName",
         c.clinic_id AS "clinicId", c.attorney_id AS "caseAttorneyId",
         c.settlement_amount::text AS "settlementAmount", c.settlement_date AS "settlementDate",
         c.ledger_closed_at AS "closedAt", CASE WHEN c.ledger_closed_at IS NULL THEN NULL ELSE ${personName('cu')} END AS "closedByName",
         t."totalCharges", t."totalPayments", t."totalReductions", t."totalWriteOffs", t.balance
    FROM cases c
    JOIN patients p ON p.id = c.patient_id
    LEFT JOIN attorneys a ON a.id = c.attorney_id
    LEFT JOIN users cu ON cu.id = c.ledger_closed_by
    CROSS JOIN LATERAL (
      SELECT ${total(LedgerEntryKind.charge)} AS "totalCharges", ${total(LedgerEntryKind.payment)} AS "totalPayments",
             ${total(LedgerEntryKind.reduction)} AS "totalReductions", ${total(LedgerEntryKind.write_off)} AS "totalWriteOffs",
             coalesce(sum(${signedAmountSql('e')}), 0)::numeric(14,2)::text AS balance
        FROM case_ledger_entries e WHERE e.case_id = c.id) t`;

const entriesSql = `
  SELECT e.id, e.kind, e.amount::text AS amount,
         (sum(${signedAmountSql('e')}) OVER (ORDER BY e.id))::numeric(14,2)::text AS "balanceAfter",
         e.description, e.effective_date AS "effectiveDate", e.billing_id AS "billingId", b.invoice_number AS "invoiceNumber",
         e.reduction_request_id AS "reductionRequestId", e.payment_method AS "paymentMethod", e.reference,
         ${personName('u')} AS "createdByName", e.created_at AS "createdAt"
    FROM case_ledger_entries e
    LEFT JOIN billing b ON b.id = e.billing_id
    LEFT JOIN users u ON u.id = e.created_by
   WHERE e.case_id = $1
   ORDER BY e.id`;

const requestsSql = `
  SELECT r.id, r.case_id AS "caseId", r.status, r.original_amount::text AS "originalAmount",
         r.requested_percentage::text AS "requestedPercentage", r.requested_amount::text AS "requestedAmount",
         r.reason, ${personName('ru')} AS "requestedByName", r.counter_amount::text AS "counterAmount",
         r.clinic_notes AS "clinicNotes", r.approved_amount::text AS "approvedAmount",
         CASE WHEN r.responded_by IS NULL THEN NULL ELSE ${personName('pu')} END AS "respondedByName",
         r.resolved_at AS "resolvedAt", r.created_at AS "createdAt",
         CASE WHEN r.status = 'accepted' THEN '/api/ledger/reductions/' || r.id || '/letter.pdf' END AS "letterUrl"
    FROM bill_reduction_requests r
    LEFT JOIN users ru ON ru.id = r.requested_by
    LEFT JOIN users pu ON pu.id = r.responded_by
   WHERE r.case_id = $1
   ORDER BY r.created_at DESC, r.id DESC`;

type LedgerHead = Omit<CaseLedgerView, 'entries' | 'reductionRequests'>;

/**
 * The lien ledger of a case: every charge, payment, reduction and write-off with its running balance,
 * payments, the settlement and the close. The reduction negotiation between the attorney and the
 * clinic is reduction-negotiation.service.ts, writing through `writeLedger`. Money is computed in
 * SQL numeric only.
 */
export class LedgerService {
  readonly topic: LiveTopic<CaseLedgerView>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly live: LiveHub,
  ) {
    this.topic = { eventType: 'ledger.changed', load: (caseId) => this.load(caseId), visibleTo: caseVisibleTo };
  }

  get(scope: Scope, caseId: number): Promise<CaseLedgerView> {
    return readLedger(this.dataSource, scope, caseId);
  }

  /** Unscoped: for live events, whose visibility is decided per subscriber. */
  private async load(caseId: number): Promise<CaseLedgerView | null> {
    const [head] = (await this.dataSource.query(`${ledgerHeadSql} WHERE c.id = $1`, [caseId])) as LedgerHead[];
    return head ? withDetails(this.dataSource.manager, head) : null;
  }

  async recordSettlement(scope: Scope, input: SettlementRecordInput): Promise<CaseLedgerView> {
    await this.write(scope, input.caseId, async (manager, record) => {
      if (!isCaseAttorney(scope, record))
        throw new ForbiddenError('Only the attorney on this case can record its settlement');
      const [before] = (await manager.query(
        `SELECT settlement_amount::text AS "settlementAmount", settlement_date AS "settlementDate" FROM cases WHERE id = $1`,
        [record.caseId],
      )) as { settlementAmount: string | null; settlementDate: string | null }[];
      await manager.query(
        `UPDATE cases SET settlement_amount = $2, settlement_date = $3, updated_at = now() WHERE id = $1`,
        [record.caseId, input.settlementAmount, input.settlementDate],
      );
      await writeAudit(manager, scope, {
        entityType: 'case',
        entityId: record.caseId,
        action: 'settlement',
        clinicId: record.clinicId,
        oldValues: before,
        newValues: { settlementAmount: input.settlementAmount, settlementDate: input.settlementDate },
      });
    });
    return this.get(scope, input.caseId);
  }

  async recordPayment(scope: Scope, input: LedgerPaymentInput): Promise<CaseLedgerView> {
    await this.write(scope, input.caseId, async (manager, record) => {
      if (!isOwningClinic(scope, record)) throw new ForbiddenError('Only the clinic can record payments on its ledger');
      if (compareMoney(input.amount, '0') <= 0) throw InputError.field('amount', 'Amount must be more than $0.00');
      await postLedgerEntry(manager, scope, {
        caseId: record.caseId,
        clinicId: record.clinicId,
        kind: LedgerEntryKind.payment,
        amount: input.amount,
        paymentMethod: input.paymentMethod,
        reference: input.reference ?? null,
        effectiveDate: input.receivedDate,
        description:
          input.paymentMethod === PaymentMethod.settlement ? 'Settlement payment received' : 'Payment received',
      });
      await writeAudit(manager, scope, {
        entityType: 'case_ledger',
        entityId: record.caseId,
        action: 'payment',
        clinicId: record.clinicId,
        newValues: { amount: input.amount, receivedDate: input.receivedDate, paymentMethod: input.paymentMethod },
      });
    });
    return this.get(scope, input.caseId);
  }

  /** Closes the ledger: whatever balance is left is written off, and nothing is posted after. */
  async close(scope: Scope, input: LedgerCloseInput): Promise<CaseLedgerView> {
    await this.write(scope, input.caseId, async (manager, record) => {
      if (!isOwningClinic(scope, record)) throw new ForbiddenError('Only the clinic can close its ledger');
      await closeLedgerWithin(manager, scope, record, input.notes ?? null);
    });
    return this.get(scope, input.caseId);
  }

  async subscribe(scope: Scope, caseId: number): Promise<AsyncIterableIterator<CaseLedgerView>> {
    await this.get(scope, caseId);
    return this.live.subscribe(this.topic, scope, (ledger) => ledger.caseId === caseId);
  }

  private write(
    scope: Scope,
    caseId: number,
    work: (manager: EntityManager, record: CaseFacts) => Promise<void>,
  ): Promise<void> {
    return writeLedger(this.dataSource, this.live, scope, caseId, work);
  }
}

async function withDetails(manager: EntityManager, head: LedgerHead): Promise<CaseLedgerView> {
  const [entries, reductionRequests] = await Promise.all([
    manager.query(entriesSql, [head.caseId]) as Promise<LedgerEntryView[]>,
    manager.query(requestsSql, [head.caseId]) as Promise<ReductionRequestView[]>,
  ]);
  return { ...head, entries, reductionRequests };
}

/**
 * Closes a ledger inside the caller's transaction (the caller holds the case lock and has checked
 * who may): the balance left is written off, open reduction requests are withdrawn, the close is
 * stamped and audited. The clinic's Close and a confirmed settlement (modules/settlement) both use it.
 */
export async function closeLedgerWithin(
  manager: EntityManager,
  scope: Scope,
  record: CaseFacts,
  notes: string | null,
): Promise<{ balanceBefore: string; writeOff: string }> {
  const balance = await ledgerBalance(manager, record.caseId);
  const writeOff = compareMoney(balance, '0') > 0 ? balance : '0.00';
  if (compareMoney(writeOff, '0') > 0) {
    await postLedgerEntry(manager, scope, {
      caseId: record.caseId,
      clinicId: record.clinicId,
      kind: LedgerEntryKind.write_off,
      amount: writeOff,
      description: notes ? `Written off at close: ${notes}` : 'Written off at close',
    });
  }
  await manager.query(
    `UPDATE bill_reduction_requests SET status = 'withdrawn', resolved_at = now(), updated_at = now()
      WHERE case_id = $1 AND status = ANY($2)`,
    [record.caseId, openReductionStatusList],
  );
  await manager.query(`UPDATE cases SET ledger_closed_at = now(), ledger_closed_by = $2 WHERE id = $1`, [
    record.caseId,
    scope.userId,
  ]);
  await writeAudit(manager, scope, {
    entityType: 'case_ledger',
    entityId: record.caseId,
    action: 'close',
    clinicId: record.clinicId,
    newValues: { balanceBefore: balance, writeOff },
    reason: notes,
  });
  return { balanceBefore: balance, writeOff };
}

/** A case's ledger as the scope sees it; a case out of scope is not found. */
export async function readLedger(dataSource: DataSource, scope: Scope, caseId: number): Promise<CaseLedgerView> {
  const params = new SqlParams();
  const condition = caseScopeSql(scope, params, 'c');
  const [head] = (await dataSource.query(
    `${ledgerHeadSql} WHERE c.id = ${params.add(caseId)} AND ${condition}`,
    params.values,
  )) as LedgerHead[];
  if (!head) throw new NotFoundError('Case');
  return withDetails(dataSource.manager, head);
}

/**
 * Runs one ledger write (a posting, the settlement, a reduction's answer): the case is locked (so
 * writes on one ledger queue up), must be in scope and open, and a live event goes out after the commit.
 */
export async function writeLedger(
  dataSource: DataSource,
  live: LiveHub,
  scope: Scope,
  caseId: number,
  work: (manager: EntityManager, record: CaseFacts) => Promise<void>,
): Promise<void> {
  await dataSource.transaction(async (manager) => {
    const record = await caseFactsForWrite(manager, scope, caseId, { lock: true });
    if (!record) throw new NotFoundError('Case');
    if (record.ledgerClosedAt) throw new ConflictError(ledgerClosedMessage(record.caseNumber));
    await work(manager, record);
    await new CaseActivity(live).publishTouched(manager, caseId);
  });
  await live.publish({ type: 'ledger.changed', id: caseId });
}
