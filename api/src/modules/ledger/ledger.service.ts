import type { DataSource, EntityManager } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { ConflictError, ForbiddenError, InputError, NotFoundError } from '../../platform/errors';
import type { LiveHub, LiveTopic } from '../../platform/events/live-hub';
import { PaymentMethod } from '../billing/billing.enums';
import {
  caseOwnedScopeSql,
  caseVisibleTo,
  isCaseAttorney,
  isOwningClinic,
} from '../cases/case-access.policy';
import { caseFactsForWrite, type CaseFacts } from '../cases/case-facts';
import { compareMoney, formatMoney, percentOf, subtractMoney } from '../../platform/money';
import { ledgerBalance, ledgerClosedMessage, postLedgerEntry, signedAmountSql } from './ledger-postings';
import { LedgerEntryKind, ReductionAction, ReductionStatus } from './ledger.enums';
import type {
  LedgerCloseInput,
  LedgerPaymentInput,
  ReductionRequestInput,
  ReductionRespondInput,
  SettlementRecordInput,
} from './ledger.input';
import { reductionActionsFor } from './ledger.policy';
import { reductionLetterText } from './reduction-letter';
import type { CaseLedgerView, LedgerEntryView, ReductionRequestView } from './ledger.type';

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

export interface ReductionLetter {
  caseNumber: string;
  clinicName: string;
  clinicLines: string[];
  agreedOn: string;
  letter: string;
}

type LedgerHead = Omit<CaseLedgerView, 'entries' | 'reductionRequests'>;

interface LockedRequest {
  id: number;
  caseId: number;
  status: ReductionStatus;
  originalAmount: string;
  requestedAmount: string;
  requestedPercentage: string | null;
  counterAmount: string | null;
}

/**
 * The lien ledger of a case: every charge, payment, reduction and write-off with its running balance,
 * the reduction negotiation between the attorney and the clinic, and the settlement that closes it.
 * Money is computed in SQL numeric only.
 */
export class LedgerService {
  readonly topic: LiveTopic<CaseLedgerView>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly live: LiveHub,
  ) {
    this.topic = { eventType: 'ledger.changed', load: (caseId) => this.load(caseId), visibleTo: caseVisibleTo };
  }

  async get(scope: Scope, caseId: number): Promise<CaseLedgerView> {
    const params = new SqlParams();
    const condition = caseOwnedScopeSql(scope, params, 'c', 'c');
    const [head] = (await this.dataSource.query(
      `${ledgerHeadSql} WHERE c.id = ${params.add(caseId)} AND ${condition}`,
      params.values,
    )) as LedgerHead[];
    if (!head) throw new NotFoundError('Case');
    return this.withDetails(this.dataSource.manager, head);
  }

  /** Unscoped: for live events, whose visibility is decided per subscriber. */
  private async load(caseId: number): Promise<CaseLedgerView | null> {
    const [head] = (await this.dataSource.query(`${ledgerHeadSql} WHERE c.id = $1`, [caseId])) as LedgerHead[];
    return head ? this.withDetails(this.dataSource.manager, head) : null;
  }

  private async withDetails(manager: EntityManager, head: LedgerHead): Promise<CaseLedgerView> {
    const [entries, reductionRequests] = await Promise.all([
      manager.query(entriesSql, [head.caseId]) as Promise<LedgerEntryView[]>,
      manager.query(requestsSql, [head.caseId]) as Promise<ReductionRequestView[]>,
    ]);
    return { ...head, entries, reductionRequests };
  }

  /** The case's attorney asks for a reduction of the whole balance, by a percentage or an amount. */
  async requestReduction(scope: Scope, input: ReductionRequestInput): Promise<CaseLedgerView> {
    const byPercentage = input.percentage !== null && input.percentage !== undefined;
    const byAmount = input.reductionAmount !== null && input.reductionAmount !== undefined;
    if (byPercentage === byAmount)
      throw InputError.field(
        'percentage',
        byPercentage ? 'Give a percentage or an amount, not both' : 'Give a percentage or an amount to reduce by',
      );
    await this.write(scope, input.caseId, async (manager, record) => {
      if (!isCaseAttorney(scope, record))
        throw new ForbiddenError('Only the attorney on this case can request a reduction');
      const open = await manager.query(
        `SELECT 1 FROM bill_reduction_requests WHERE case_id = $1 AND status IN ('pending', 'countered')`,
        [record.caseId],
      );
      if (open.length > 0)
        throw new ConflictError('A reduction request on this case is already open; wait for the answer or withdraw it');
      const balance = await ledgerBalance(manager, record.caseId);
      if (compareMoney(balance, '0') <= 0) throw InputError.field('caseId', 'There is no balance to reduce');
      const reduction = byPercentage
        ? percentOf(balance, input.percentage!)
        : subtractMoney(input.reductionAmount!, '0');
      if (compareMoney(reduction, '0') <= 0)
        throw InputError.field(
          byPercentage ? 'percentage' : 'reductionAmount',
          'The reduction must be more than $0.00',
        );
      if (compareMoney(reduction, balance) > 0)
        throw InputError.field(
          'reductionAmount',
          `The reduction cannot be more than the balance of ${formatMoney(balance)}`,
        );
      const [{ id }] = (await manager.query(
        `INSERT INTO bill_reduction_requests
           (case_id, clinic_id, requested_by, original_amount, requested_percentage, requested_amount, reason)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          record.caseId,
          record.clinicId,
          scope.userId,
          balance,
          byPercentage ? input.percentage : null,
          subtractMoney(balance, reduction),
          input.reason,
        ],
      )) as { id: number }[];
      await writeAudit(manager, scope, {
        entityType: 'bill_reduction_request',
        entityId: id,
        action: 'create',
        clinicId: record.clinicId,
        newValues: {
          caseId: record.caseId,
          originalAmount: balance,
          requestedPercentage: input.percentage ?? null,
          reduction,
        },
      });
    });
    return this.get(scope, input.caseId);
  }

  /** One answer on the open request; who may give which answer is ledger.policy's `reductionActionsFor`. */
  async respondToReduction(scope: Scope, input: ReductionRespondInput): Promise<CaseLedgerView> {
    const params = new SqlParams();
    const condition = caseOwnedScopeSql(scope, params, 'r', 'c');
    const [target] = (await this.dataSource.query(
      `SELECT r.case_id AS "caseId" FROM bill_reduction_requests r JOIN cases c ON c.id = r.case_id
        WHERE r.id = ${params.add(input.requestId)} AND ${condition}`,
      params.values,
    )) as { caseId: number }[];
    if (!target) throw new NotFoundError('Reduction request');

    await this.write(scope, target.caseId, async (manager, record) => {
      const [request] = (await manager.query(
        `SELECT id, case_id AS "caseId", status, original_amount::text AS "originalAmount",
                requested_amount::text AS "requestedAmount", requested_percentage::text AS "requestedPercentage",
                counter_amount::text AS "counterAmount"
           FROM bill_reduction_requests WHERE id = $1 FOR UPDATE`,
        [input.requestId],
      )) as LockedRequest[];
      if (request.status !== ReductionStatus.pending && request.status !== ReductionStatus.countered)
        throw new ConflictError(`This reduction request is already ${request.status}`);
      if (!reductionActionsFor(scope, record, request.status).includes(input.action))
        throw new ForbiddenError(`You cannot ${input.action} this reduction request`);
      const changes = await this.applyResponse(manager, scope, record, request, input);
      await writeAudit(manager, scope, {
        entityType: 'bill_reduction_request',
        entityId: request.id,
        action: input.action,
        clinicId: record.clinicId,
        oldValues: { status: request.status },
        newValues: changes,
      });
    });
    return this.get(scope, target.caseId);
  }

  private async applyResponse(
    manager: EntityManager,
    scope: Scope,
    record: CaseFacts,
    request: LockedRequest,
    input: ReductionRespondInput,
  ): Promise<Record<string, unknown>> {
    const notes = input.notes ?? null;
    const clinicNotes = isOwningClinic(scope, record) ? notes : null;
    switch (input.action) {
      case ReductionAction.counter: {
        const counter = input.counterAmount;
        if (!counter) throw InputError.field('counterAmount', 'Counter amount is required to counter');
        if (compareMoney(counter, request.requestedAmount) <= 0 || compareMoney(counter, request.originalAmount) >= 0)
          throw InputError.field(
            'counterAmount',
            `A counter must be between the requested ${formatMoney(request.requestedAmount)} and the balance ${formatMoney(request.originalAmount)}`,
          );
        await manager.query(
          `UPDATE bill_reduction_requests SET status = 'countered', counter_amount = $2, clinic_notes = coalesce($3, clinic_notes),
                  responded_by = $4, updated_at = now() WHERE id = $1`,
          [request.id, counter, clinicNotes, scope.userId],
        );
        return { status: ReductionStatus.countered, counterAmount: counter };
      }
      case ReductionAction.reject:
      case ReductionAction.withdraw: {
        const status = input.action === ReductionAction.reject ? ReductionStatus.rejected : ReductionStatus.withdrawn;
        await manager.query(
          `UPDATE bill_reduction_requests SET status = $2, clinic_notes = coalesce($3, clinic_notes), responded_by = $4,
                  resolved_at = now(), updated_at = now() WHERE id = $1`,
          [request.id, status, clinicNotes, scope.userId],
        );
        return { status };
      }
      case ReductionAction.accept:
        return this.acceptReduction(manager, scope, record, request, clinicNotes);
    }
  }

  /** Accepting writes the agreed reduction to the ledger and keeps the letter, all in one transaction. */
  private async acceptReduction(
    manager: EntityManager,
    scope: Scope,
    record: CaseFacts,
    request: LockedRequest,
    clinicNotes: string | null,
  ): Promise<Record<string, unknown>> {
    const approved = request.status === ReductionStatus.countered ? request.counterAmount! : request.requestedAmount;
    const reduction = subtractMoney(request.originalAmount, approved);
    const balance = await ledgerBalance(manager, record.caseId);
    if (compareMoney(reduction, balance) > 0)
      throw new ConflictError(
        `The balance is now ${formatMoney(balance)}, less than the agreed reduction of ${formatMoney(reduction)}; ask for a new reduction`,
      );
    await manager.query(
      `UPDATE bill_reduction_requests SET status = 'accepted', approved_amount = $2, approved_by = $3, responded_by = $3,
              clinic_notes = coalesce($4, clinic_notes), resolved_at = now(), updated_at = now() WHERE id = $1`,
      [request.id, approved, scope.userId, clinicNotes],
    );
    const [facts] = (await manager.query(
      `SELECT cl.name AS "clinicName", c.case_number AS "caseNumber", trim(p.first_name || ' ' || p.last_name) AS "patientName",
              nullif(trim(a.first_name || ' ' || a.last_name), '') AS "attorneyName", a.firm_name AS "firmName",
              r.reason, r.requested_by AS "requestedBy"
         FROM cases c JOIN clinics cl ON cl.id = c.clinic_id JOIN patients p ON p.id = c.patient_id
         LEFT JOIN attorneys a ON a.id = c.attorney_id
         JOIN bill_reduction_requests r ON r.id = $2
        WHERE c.id = $1`,
      [record.caseId, request.id],
    )) as {
      clinicName: string;
      caseNumber: string;
      patientName: string;
      attorneyName: string | null;
      firmName: string | null;
      reason: string;
      requestedBy: string | null;
    }[];
    const letter = reductionLetterText({
      ...facts,
      originalAmount: request.originalAmount,
      reduction,
      agreedBalance: approved,
      requestedPercentage: request.requestedPercentage,
      agreedOn: new Date().toISOString().slice(0, 10),
    });
    await manager.query(
      `INSERT INTO bill_reductions
         (case_id, clinic_id, reduction_request_id, requested_by, provider_name, original_amount, requested_percentage,
          requested_amount, negotiation_letter, response_received, response_date, response_notes, final_amount, status,
          template_used)
       SELECT r.case_id, r.clinic_id, r.id, r.requested_by, $2, r.original_amount, r.requested_percentage, r.requested_amount,
              $3, true, now(), r.clinic_notes, $4, 'accepted', 'lien-reduction-v1'
         FROM bill_reduction_requests r WHERE r.id = $1`,
      [request.id, facts.clinicName, letter, approved],
    );
    if (compareMoney(reduction, '0') > 0) {
      await postLedgerEntry(manager, scope, {
        caseId: record.caseId,
        clinicId: record.clinicId,
        kind: LedgerEntryKind.reduction,
        amount: reduction,
        reductionRequestId: request.id,
        description: `Reduction agreed: balance ${formatMoney(request.originalAmount)} reduced to ${formatMoney(approved)}`,
      });
    }
    return { status: ReductionStatus.accepted, approvedAmount: approved, reduction };
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
      const balance = await ledgerBalance(manager, record.caseId);
      const writeOff = compareMoney(balance, '0') > 0 ? balance : '0.00';
      if (compareMoney(writeOff, '0') > 0) {
        await postLedgerEntry(manager, scope, {
          caseId: record.caseId,
          clinicId: record.clinicId,
          kind: LedgerEntryKind.write_off,
          amount: writeOff,
          description: input.notes ? `Written off at close: ${input.notes}` : 'Written off at close',
        });
      }
      await manager.query(
        `UPDATE bill_reduction_requests SET status = 'withdrawn', resolved_at = now(), updated_at = now()
          WHERE case_id = $1 AND status IN ('pending', 'countered')`,
        [record.caseId],
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
        reason: input.notes ?? null,
      });
    });
    return this.get(scope, input.caseId);
  }

  /** The reduction letter as kept when the reduction was accepted, or null when missing or out of scope. */
  async reductionLetter(scope: Scope, requestId: number): Promise<ReductionLetter | null> {
    const params = new SqlParams();
    const condition = caseOwnedScopeSql(scope, params, 'br', 'c');
    const [row] = (await this.dataSource.query(
      `SELECT br.id, c.case_number AS "caseNumber", br.clinic_id AS "clinicId", br.negotiation_letter AS letter,
              br.response_date::date::text AS "agreedOn", cl.name AS "clinicName",
              array_remove(ARRAY[cl.address, concat_ws(', ', cl.city, nullif(concat_ws(' ', cl.state, cl.zip_code), '')),
                                 cl.phone, cl.email], NULL) AS "clinicLines"
         FROM bill_reductions br JOIN cases c ON c.id = br.case_id JOIN clinics cl ON cl.id = br.clinic_id
        WHERE br.reduction_request_id = ${params.add(requestId)} AND ${condition}`,
      params.values,
    )) as (ReductionLetter & { id: number; clinicId: number; letter: string | null })[];
    if (!row?.letter) return null;
    await writeAudit(this.dataSource.manager, scope, {
      entityType: 'bill_reduction',
      entityId: row.id,
      action: 'download_letter',
      clinicId: row.clinicId,
    });
    return row;
  }

  async subscribe(scope: Scope, caseId: number): Promise<AsyncIterableIterator<CaseLedgerView>> {
    await this.get(scope, caseId);
    return this.live.subscribe(this.topic, scope, (ledger) => ledger.caseId === caseId);
  }

  /**
   * Runs one ledger write: the case is locked (so writes on one ledger queue up), must be in scope and
   * open, and a live event goes out after the commit.
   */
  private async write(
    scope: Scope,
    caseId: number,
    work: (manager: EntityManager, record: CaseFacts) => Promise<void>,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const record = await caseFactsForWrite(manager, scope, caseId, { lock: true });
      if (!record) throw new NotFoundError('Case');
      if (record.ledgerClosedAt) throw new ConflictError(ledgerClosedMessage(record.caseNumber));
      await work(manager, record);
    });
    await this.live.publish({ type: 'ledger.changed', id: caseId });
  }
}
