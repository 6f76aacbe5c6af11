import type { DomainEvents } from '../domain-events/domain-events.service';
import type { DataSource, EntityManager } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { ConflictError, ForbiddenError, InputError, NotFoundError } from '../../platform/errors';
import type { LiveHub } from '../../platform/events/live-hub';
import { compareMoney, formatMoney, percentOf, subtractMoney } from '../../platform/money';
import { caseOwnedScopeSql, isCaseAttorney, isOwningClinic } from '../cases/case-access.policy';
import type { CaseFacts } from '../cases/case-facts';
import { NotificationKind } from '../notifications/notification-kinds';
import type { NotificationService } from '../notifications/notification.service';
import { ledgerBalance, postLedgerEntry } from './ledger-postings';
import { LedgerEntryKind, ReductionAction, ReductionStatus } from './ledger.enums';
import type { ReductionRequestInput, ReductionRespondInput } from './ledger.input';
import { reductionSideOf } from './ledger.policy';
import { readLedger, writeLedger } from './ledger.service';
import type { CaseLedgerView } from './ledger.type';
import { reductionLetterText } from './reduction-letter';
import { assertReductionMove, newReductionStatus, openReductionStatusList } from './reduction-transitions';

export interface ReductionLetter {
  caseNumber: string;
  clinicId: number;
  clinicName: string;
  clinicLines: string[];
  agreedOn: string;
  letter: string;
}

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
 * The reduction negotiation on a case's lien ledger: the case's attorney asks for a reduction of the
 * balance, the clinic accepts, rejects or counters, the attorney answers a counter or withdraws
 * (the moves: reduction-transitions.ts; who may: ledger.policy.ts). An accepted reduction is posted
 * to the ledger with its letter, in the same transaction. Each write goes through the ledger's
 * `writeLedger` (case locked, in scope, open; live event after the commit).
 */
export class ReductionNegotiationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly live: LiveHub,
    private readonly notifications: NotificationService,
    /** Where automation rules and webhooks hear of a reduction request. */
    private readonly events: DomainEvents | null = null,
  ) {}

  private get(scope: Scope, caseId: number): Promise<CaseLedgerView> {
    return readLedger(this.dataSource, scope, caseId);
  }

  private write(
    scope: Scope,
    caseId: number,
    work: (manager: EntityManager, record: CaseFacts) => Promise<void>,
  ): Promise<void> {
    return writeLedger(this.dataSource, this.live, scope, caseId, work);
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
        `SELECT 1 FROM bill_reduction_requests WHERE case_id = $1 AND status = ANY($2)`,
        [record.caseId, openReductionStatusList],
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
           (case_id, clinic_id, requested_by, original_amount, requested_percentage, requested_amount, reason, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          record.caseId,
          record.clinicId,
          scope.userId,
          balance,
          byPercentage ? input.percentage : null,
          subtractMoney(balance, reduction),
          input.reason,
          newReductionStatus,
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
      await this.notifyReduction(manager, scope, record, `Reduction requested on ${record.caseNumber}`);
      await this.events?.record(manager, {
        kind: 'reduction.requested',
        clinicId: record.clinicId,
        caseId: record.caseId,
        patientId: record.patientId,
        recordId: String(id),
        actorUserId: scope.userId,
        facts: {},
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
      const to = assertReductionMove(request.status, input.action, reductionSideOf(scope, record));
      const changes = await this.applyResponse(manager, scope, record, request, input, to);
      await writeAudit(manager, scope, {
        entityType: 'bill_reduction_request',
        entityId: request.id,
        action: input.action,
        clinicId: record.clinicId,
        oldValues: { status: request.status },
        newValues: changes,
      });
      await this.notifyReduction(
        manager,
        scope,
        record,
        `Reduction ${changes.status as string} on ${record.caseNumber}`,
      );
    });
    return this.get(scope, target.caseId);
  }

  /** Both sides of the case hear about a reduction step (the one who took it does not). */
  private notifyReduction(manager: EntityManager, scope: Scope, record: CaseFacts, title: string): Promise<number[]> {
    return this.notifications.notify(manager, {
      recipients: {
        caseReaders: record.caseId,
        mayRead: (reader) => isOwningClinic(reader, record) || isCaseAttorney(reader, record),
      },
      actorId: scope.userId,
      kind: NotificationKind.reduction,
      title,
      link: `/cases/${record.caseId}?tab=billing`,
      caseId: record.caseId,
    });
  }

  private async applyResponse(
    manager: EntityManager,
    scope: Scope,
    record: CaseFacts,
    request: LockedRequest,
    input: ReductionRespondInput,
    to: ReductionStatus,
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
          `UPDATE bill_reduction_requests SET status = $5, counter_amount = $2, clinic_notes = coalesce($3, clinic_notes),
                  responded_by = $4, updated_at = now() WHERE id = $1`,
          [request.id, counter, clinicNotes, scope.userId, to],
        );
        return { status: to, counterAmount: counter };
      }
      case ReductionAction.reject:
      case ReductionAction.withdraw: {
        const status = to;
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
    )) as (ReductionLetter & { id: number; letter: string | null })[];
    if (!row?.letter) return null;
    await writeAudit(this.dataSource.manager, scope, {
      entityType: 'bill_reduction',
      entityId: row.id,
      action: 'download_letter',
      clinicId: row.clinicId,
    });
    return row;
  }
}
