import type { DataSource, EntityManager } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { ConflictError, ForbiddenError, InputError, NotFoundError } from '../../platform/errors';
import type { LiveHub, LiveTopic } from '../../platform/events/live-hub';
import { compareMoney, formatMoney } from '../../platform/money';
import { PaymentMethod } from '../billing/billing.enums';
import {
  caseOwnedScopeSql,
  caseScopeSql,
  caseVisibleTo,
  isCaseAttorney,
  isOwningClinic,
} from '../cases/case-access.policy';
import { caseFactsForWrite, type CaseFacts } from '../cases/case-facts';
import type { CaseActivity } from '../timeline/case-activity';
import type { CaseService } from '../cases/case.service';
import { ledgerBalance, postLedgerEntry } from '../ledger/ledger-postings';
import { closeLedgerWithin } from '../ledger/ledger.service';
import { LedgerEntryKind } from '../ledger/ledger.enums';
import { NotificationKind } from '../notifications/notification-kinds';
import type { NotificationService } from '../notifications/notification.service';
import { SettlementLineKind, SettlementStatus } from './settlement.enums';
import { settlementFigures } from './settlement-figures';
import type { SettlementConfirmInput, SettlementDisputeInput, SettlementStatementInput } from './settlement.input';
import { revisableStatuses } from './settlement.policy';
import type { CaseSettlementView, SettlementLineView, SettlementStatementView } from './settlement.type';

const personName = (alias: string) =>
  `coalesce(nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), 'Former user')`;

/** The case, its parties and its ledger balance, in one statement (alias c). */
const headSql = `
  SELECT c.id AS "caseId", c.case_number AS "caseNumber", trim(p.first_name || ' ' || p.last_name) AS "patientName",
         cl.name AS "clinicName", nullif(trim(a.first_name || ' ' || a.last_name), '') AS "attorneyName",
         a.firm_name AS "firmName", c.status AS "caseStatus", c.clinic_id AS "clinicId",
         c.attorney_id AS "caseAttorneyId", c.ledger_closed_at AS "ledgerClosedAt",
         (SELECT coalesce(sum(CASE WHEN e.kind = 'charge' THEN e.amount ELSE -e.amount END), 0)::numeric(14,2)::text
            FROM case_ledger_entries e WHERE e.case_id = c.id) AS "ledgerBalance"
    FROM cases c
    JOIN patients p ON p.id = c.patient_id
    JOIN clinics cl ON cl.id = c.clinic_id
    LEFT JOIN attorneys a ON a.id = c.attorney_id`;

const statementsSql = `
  SELECT s.id, s.case_id AS "caseId", s.version, s.status, s.settlement_date AS "settlementDate",
         s.gross_amount::text AS "grossAmount", s.fee_percentage::text AS "feePercentage",
         s.attorney_fee::text AS "attorneyFee", s.total_costs::text AS "totalCosts", s.total_liens::text AS "totalLiens",
         s.clinic_payment::text AS "clinicPayment", s.clinic_balance::text AS "clinicBalance",
         greatest(s.clinic_balance - s.clinic_payment, 0)::numeric(14,2)::text AS "clinicReduction",
         s.net_to_client::text AS "netToClient", s.notes, ${personName('cu')} AS "recordedByName", s.created_at AS "createdAt",
         s.dispute_reason AS "disputeReason", CASE WHEN s.disputed_by IS NULL THEN NULL ELSE ${personName('du')} END AS "disputedByName",
         s.disputed_at AS "disputedAt",
         CASE WHEN s.confirmed_by IS NULL THEN NULL ELSE ${personName('fu')} END AS "confirmedByName",
         s.confirmed_at AS "confirmedAt",
         '/api/settlement-statements/' || s.id || '/statement.pdf' AS "pdfUrl"
    FROM settlement_statements s
    LEFT JOIN users cu ON cu.id = s.created_by
    LEFT JOIN users du ON du.id = s.disputed_by
    LEFT JOIN users fu ON fu.id = s.confirmed_by
   WHERE s.case_id = $1
   ORDER BY s.version DESC`;

const linesSql = `
  SELECT l.statement_id AS "statementId", l.kind, l.position, l.description, l.amount::text AS amount
    FROM settlement_statement_lines l JOIN settlement_statements s ON s.id = l.statement_id
   WHERE s.case_id = $1
   ORDER BY l.statement_id, l.kind, l.position`;

type SettlementHead = Omit<CaseSettlementView, 'current' | 'history'>;

interface LockedStatement {
  id: number;
  version: number;
  status: SettlementStatus;
  grossAmount: string;
  clinicPayment: string;
  settlementDate: string;
}

/**
 * Settlement that reaches the clinic (issue 26, decisions 340-349): the case's attorney records a
 * disbursement statement (gross, fee, itemised costs, the clinic's lien line and other liens, net to
 * the client, exact to the cent); the clinic confirms its line, which in one transaction posts the
 * payment and the write-off to the case's lien ledger (ledger-postings' postLedgerEntry and the
 * ledger's own close), closes the ledger and the case and stores the settlement; or disputes it, which
 * changes nothing in the ledger and lets the attorney revise (a new version, history kept). Every
 * write locks the case row first, so two confirms, or a confirm and a revision, end in one outcome.
 */
export class SettlementService {
  readonly topic: LiveTopic<CaseSettlementView>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly live: LiveHub,
    private readonly notifications: NotificationService,
    private readonly cases: CaseService,
    /** Tells the case's open timelines of the statement and the postings (after commit). */
    private readonly caseActivity: CaseActivity | null = null,
  ) {
    this.topic = { eventType: 'settlement.changed', load: (caseId) => this.load(caseId), visibleTo: caseVisibleTo };
  }

  /** A case's settlement as the scope sees it; a case out of scope is not found. */
  async get(
    scope: Scope,
    caseId: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<CaseSettlementView> {
    const params = new SqlParams();
    const condition = caseScopeSql(scope, params, 'c');
    const [head] = (await manager.query(
      `${headSql} WHERE c.id = ${params.add(caseId)} AND ${condition}`,
      params.values,
    )) as SettlementHead[];
    if (!head) throw new NotFoundError('Case');
    return withStatements(manager, head);
  }

  /** Unscoped: for live events, whose visibility is decided per subscriber. */
  private async load(caseId: number): Promise<CaseSettlementView | null> {
    const [head] = (await this.dataSource.query(`${headSql} WHERE c.id = $1`, [caseId])) as SettlementHead[];
    return head ? withStatements(this.dataSource.manager, head) : null;
  }

  async subscribe(scope: Scope, caseId: number): Promise<AsyncIterableIterator<CaseSettlementView>> {
    await this.get(scope, caseId);
    return this.live.subscribe(this.topic, scope, (settlement) => settlement.caseId === caseId);
  }

  /** The attorney records the statement, or revises the one awaiting the clinic (a new version). */
  async record(scope: Scope, input: SettlementStatementInput): Promise<CaseSettlementView> {
    const costs = input.costs.map((item) => ({ description: item.description.trim(), amount: item.amount }));
    const otherLiens = input.otherLiens.map((item) => ({ description: item.description.trim(), amount: item.amount }));
    const figures = settlementFigures({ ...input, costs, otherLiens });
    await this.write(scope, input.caseId, { ledger: false }, async (manager, record) => {
      if (!isCaseAttorney(scope, record))
        throw new ForbiddenError('Only the attorney on this case can record its settlement');
      if (record.ledgerClosedAt) throw new ConflictError(closedMessage(record.caseNumber));
      const [current] = (await manager.query(
        `SELECT id, version, status FROM settlement_statements WHERE case_id = $1 AND status <> 'superseded' FOR UPDATE`,
        [record.caseId],
      )) as { id: number; version: number; status: SettlementStatus }[];
      if (current && !revisableStatuses.includes(current.status))
        throw new ConflictError(closedMessage(record.caseNumber));
      const balance = await ledgerBalance(manager, record.caseId);
      const clinicBalance = compareMoney(balance, '0') > 0 ? balance : '0.00';
      if (compareMoney(figures.clinicPayment, clinicBalance) > 0)
        throw InputError.field(
          'clinicPayment',
          `The clinic's lien line cannot be more than its balance on this case, ${formatMoney(clinicBalance)}`,
        );
      if (current)
        await manager.query(
          `UPDATE settlement_statements SET status = 'superseded', updated_at = now() WHERE id = $1`,
          [current.id],
        );
      const [{ maxVersion }] = (await manager.query(
        `SELECT coalesce(max(version), 0) AS "maxVersion" FROM settlement_statements WHERE case_id = $1`,
        [record.caseId],
      )) as { maxVersion: number }[];
      const version = maxVersion + 1;
      const [{ id }] = (await manager.query(
        `INSERT INTO settlement_statements
           (case_id, clinic_id, attorney_id, version, status, settlement_date, gross_amount, fee_percentage, attorney_fee,
            total_costs, total_liens, clinic_payment, clinic_balance, net_to_client, notes, created_by)
         VALUES ($1, $2, $3, $4, 'proposed', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
        [
          record.caseId,
          record.clinicId,
          record.caseAttorneyId,
          version,
          input.settlementDate,
          figures.grossAmount,
          figures.feePercentage,
          figures.attorneyFee,
          figures.totalCosts,
          figures.totalLiens,
          figures.clinicPayment,
          clinicBalance,
          figures.netToClient,
          input.notes ?? null,
          scope.userId,
        ],
      )) as { id: number }[];
      const lines = [
        ...costs.map((item, index) => ({ ...item, kind: SettlementLineKind.cost, position: index + 1 })),
        ...otherLiens.map((item, index) => ({ ...item, kind: SettlementLineKind.lien, position: index + 1 })),
      ];
      if (lines.length)
        await manager.query(
          `INSERT INTO settlement_statement_lines (statement_id, clinic_id, kind, position, description, amount)
           SELECT $1, $2, l.kind, l.position, l.description, l.amount
             FROM jsonb_to_recordset($3::jsonb) AS l(kind text, position int, description text, amount numeric)`,
          [id, record.clinicId, JSON.stringify(lines)],
        );
      await writeAudit(manager, scope, {
        entityType: 'settlement_statement',
        entityId: id,
        action: current ? 'revise' : 'record',
        clinicId: record.clinicId,
        oldValues: current ? { statementId: current.id, version: current.version, status: current.status } : null,
        newValues: {
          caseId: record.caseId,
          version,
          settlementDate: input.settlementDate,
          ...figures,
          costs,
          otherLiens,
        },
      });
      await this.notify(
        manager,
        scope,
        record,
        'clinic',
        current
          ? `Settlement statement revised on ${record.caseNumber} (version ${version})`
          : `Settlement statement recorded on ${record.caseNumber}: please confirm your lien line`,
      );
    });
    return this.get(scope, input.caseId);
  }

  /**
   * The clinic confirms the version it read: its lien line is posted as the settlement payment, the
   * rest of the balance is written off as the ledger closes (the ledger's own close), the case moves
   * to closed with the settlement's amount and date; one transaction, audited.
   */
  async confirm(scope: Scope, input: SettlementConfirmInput): Promise<CaseSettlementView> {
    const caseId = await this.caseOfStatement(scope, input.statementId);
    await this.write(scope, caseId, { ledger: true }, async (manager, record) => {
      if (!isOwningClinic(scope, record))
        throw new ForbiddenError("Only the case's clinic can confirm its settlement line");
      const statement = await this.answerable(manager, record, input.statementId, 'confirm');
      const balance = await ledgerBalance(manager, record.caseId);
      if (compareMoney(statement.clinicPayment, balance) > 0)
        throw new ConflictError(
          `The balance is now ${formatMoney(balance)}, less than the proposed payment of ${formatMoney(statement.clinicPayment)}; ask the attorney to revise the statement`,
        );
      if (compareMoney(statement.clinicPayment, '0') > 0)
        await postLedgerEntry(manager, scope, {
          caseId: record.caseId,
          clinicId: record.clinicId,
          kind: LedgerEntryKind.payment,
          amount: statement.clinicPayment,
          paymentMethod: PaymentMethod.settlement,
          reference: `Settlement statement v${statement.version}`,
          description: `Settlement payment (statement version ${statement.version})`,
        });
      const closed = await closeLedgerWithin(
        manager,
        scope,
        record,
        `settlement statement version ${statement.version} confirmed`,
      );
      await manager.query(
        `UPDATE settlement_statements SET status = 'confirmed', confirmed_by = $2, confirmed_at = now(), updated_at = now()
          WHERE id = $1`,
        [statement.id, scope.userId],
      );
      const before = await this.cases.closeWithin(manager, scope, record.caseId, {
        amount: statement.grossAmount,
        date: statement.settlementDate,
      });
      await writeAudit(manager, scope, {
        entityType: 'settlement_statement',
        entityId: statement.id,
        action: 'confirm',
        clinicId: record.clinicId,
        oldValues: { status: statement.status, caseStatus: before.status, settlementAmount: before.settlementAmount },
        newValues: {
          status: SettlementStatus.confirmed,
          balanceBefore: balance,
          payment: statement.clinicPayment,
          writeOff: closed.writeOff,
          caseStatus: 'closed',
          settlementAmount: statement.grossAmount,
          settlementDate: statement.settlementDate,
        },
      });
      await this.notify(
        manager,
        scope,
        record,
        'attorney',
        `Settlement confirmed by the clinic on ${record.caseNumber}: ledger and case closed`,
      );
    });
    return this.get(scope, caseId);
  }

  /** The clinic disputes the version it read, with a reason; nothing reaches the ledger. */
  async dispute(scope: Scope, input: SettlementDisputeInput): Promise<CaseSettlementView> {
    const caseId = await this.caseOfStatement(scope, input.statementId);
    await this.write(scope, caseId, { ledger: false }, async (manager, record) => {
      if (!isOwningClinic(scope, record))
        throw new ForbiddenError("Only the case's clinic can dispute its settlement line");
      const statement = await this.answerable(manager, record, input.statementId, 'dispute');
      await manager.query(
        `UPDATE settlement_statements SET status = 'disputed', dispute_reason = $2, disputed_by = $3, disputed_at = now(),
                updated_at = now()
          WHERE id = $1`,
        [statement.id, input.reason, scope.userId],
      );
      await writeAudit(manager, scope, {
        entityType: 'settlement_statement',
        entityId: statement.id,
        action: 'dispute',
        clinicId: record.clinicId,
        oldValues: { status: statement.status },
        newValues: { status: SettlementStatus.disputed },
        reason: input.reason,
      });
      await this.notify(
        manager,
        scope,
        record,
        'attorney',
        `Settlement disputed by the clinic on ${record.caseNumber}`,
      );
    });
    return this.get(scope, caseId);
  }

  /** A statement version with what its PDF prints, or null when missing or out of scope; the read is audited. */
  async statementForDocument(
    scope: Scope,
    statementId: number,
  ): Promise<{ settlement: CaseSettlementView; statement: SettlementStatementView } | null> {
    const params = new SqlParams();
    const condition = caseOwnedScopeSql(scope, params, 's', 'c');
    const [row] = (await this.dataSource.query(
      `SELECT s.case_id AS "caseId", s.clinic_id AS "clinicId" FROM settlement_statements s JOIN cases c ON c.id = s.case_id
        WHERE s.id = ${params.add(statementId)} AND ${condition}`,
      params.values,
    )) as { caseId: number; clinicId: number }[];
    if (!row) return null;
    const settlement = await this.get(scope, row.caseId);
    const statement = settlement.history.find((version) => version.id === statementId);
    if (!statement) return null;
    await writeAudit(this.dataSource.manager, scope, {
      entityType: 'settlement_statement',
      entityId: statementId,
      action: 'download_statement',
      clinicId: row.clinicId,
    });
    return { settlement, statement };
  }

  /** The case of a statement in scope; a statement out of scope is not found. */
  private async caseOfStatement(scope: Scope, statementId: number): Promise<number> {
    const params = new SqlParams();
    const condition = caseOwnedScopeSql(scope, params, 's', 'c');
    const [row] = (await this.dataSource.query(
      `SELECT s.case_id AS "caseId" FROM settlement_statements s JOIN cases c ON c.id = s.case_id
        WHERE s.id = ${params.add(statementId)} AND ${condition}`,
      params.values,
    )) as { caseId: number }[];
    if (!row) throw new NotFoundError('Settlement statement');
    return row.caseId;
  }

  /** The statement the clinic answers, locked: it must still be the current version and proposed. */
  private async answerable(
    manager: EntityManager,
    record: CaseFacts,
    statementId: number,
    action: 'confirm' | 'dispute',
  ): Promise<LockedStatement> {
    const [statement] = (await manager.query(
      `SELECT id, version, status, gross_amount::text AS "grossAmount", clinic_payment::text AS "clinicPayment",
              settlement_date AS "settlementDate"
         FROM settlement_statements WHERE id = $1 FOR UPDATE`,
      [statementId],
    )) as LockedStatement[];
    switch (statement.status) {
      case SettlementStatus.proposed:
        return statement;
      case SettlementStatus.superseded: {
        const [latest] = (await manager.query(
          `SELECT max(version) AS version FROM settlement_statements WHERE case_id = $1`,
          [record.caseId],
        )) as { version: number }[];
        throw new ConflictError(
          `The attorney revised this statement; read version ${latest.version} before you ${action} it`,
        );
      }
      case SettlementStatus.confirmed:
        throw new ConflictError(`The settlement of ${record.caseNumber} is already confirmed`);
      case SettlementStatus.disputed:
        throw new ConflictError("This statement is disputed; wait for the attorney's revision");
    }
  }

  /**
   * One settlement write: the case row locked (so writes on one case queue up), in scope; live
   * events go out after the commit (the ledger's too when it changed).
   */
  private async write(
    scope: Scope,
    caseId: number,
    options: { ledger: boolean },
    work: (manager: EntityManager, record: CaseFacts) => Promise<void>,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const record = await caseFactsForWrite(manager, scope, caseId, { lock: true });
      if (!record) throw new NotFoundError('Case');
      await work(manager, record);
      await this.caseActivity?.publishTouched(manager, caseId);
    });
    await this.live.publish({ type: 'settlement.changed', id: caseId });
    if (options.ledger) await this.live.publish({ type: 'ledger.changed', id: caseId });
  }

  /** The other side of the case hears of each step. */
  private notify(
    manager: EntityManager,
    scope: Scope,
    record: CaseFacts,
    side: 'clinic' | 'attorney',
    title: string,
  ): Promise<number[]> {
    return this.notifications.notify(manager, {
      recipients: {
        caseReaders: record.caseId,
        mayRead: (reader) => (side === 'clinic' ? isOwningClinic(reader, record) : isCaseAttorney(reader, record)),
      },
      actorId: scope.userId,
      kind: NotificationKind.settlement,
      title,
      link: `/cases/${record.caseId}?tab=settlement`,
      caseId: record.caseId,
    });
  }
}

const closedMessage = (caseNumber: string) =>
  `The settlement of ${caseNumber} is confirmed and its ledger closed; the statement can no longer be revised`;

async function withStatements(manager: EntityManager, head: SettlementHead): Promise<CaseSettlementView> {
  const [statements, lines] = await Promise.all([
    manager.query(statementsSql, [head.caseId]) as Promise<Omit<SettlementStatementView, 'costs' | 'otherLiens'>[]>,
    manager.query(linesSql, [head.caseId]) as Promise<(SettlementLineView & { statementId: number })[]>,
  ]);
  const history = statements.map((statement) => {
    const own = lines.filter((line) => line.statementId === statement.id);
    const strip = ({ statementId: _statementId, ...line }: SettlementLineView & { statementId: number }) => line;
    return {
      ...statement,
      costs: own.filter((line) => line.kind === SettlementLineKind.cost).map(strip),
      otherLiens: own.filter((line) => line.kind === SettlementLineKind.lien).map(strip),
    };
  });
  const current = history.find((statement) => statement.status !== SettlementStatus.superseded) ?? null;
  return { ...head, current, history };
}
