import type { DataSource, EntityManager } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import type { Clock } from '../../platform/jobs/clock';
import { caseOwnedScopeSql } from '../cases/case-access.policy';
import { lienNoticeText } from './lien-notice-letter';
import type { LienNoticeLine, LienNoticeView } from './lien-notice.type';

/** What CaseService.transfer tells the lien notice, inside its transaction. */
export interface TransferFacts {
  caseId: number;
  clinicId: number;
  transferId: number;
  toAttorneyId: number;
}

/** The notice as a PDF is made of: the letter and the ledger at the transfer. */
export interface LienNoticeDocument extends LienNoticeView {
  clinicId: number;
  clinicName: string;
  clinicLines: string[];
  letter: string;
  lines: LienNoticeLine[];
}

const total = (kind: string) => `coalesce(sum(e.amount) FILTER (WHERE e.kind = '${kind}'), 0)::numeric(14,2)::text`;

const viewColumns = `n.id, n.case_id AS "caseId", c.case_number AS "caseNumber", n.to_attorney_id AS "toAttorneyId",
  trim(a.first_name || ' ' || a.last_name) AS "toAttorneyName", n.as_of::text AS "asOf",
  n.total_charges::text AS "totalCharges", n.total_payments::text AS "totalPayments",
  n.total_reductions::text AS "totalReductions", n.total_write_offs::text AS "totalWriteOffs",
  n.balance::text AS balance, n.created_at AS "createdAt", '/api/lien-notices/' || n.id || '/notice.pdf' AS "pdfUrl"`;

/**
 * Substitution of counsel: the notice of lien the clinic sends the attorney a case is transferred
 * to, written in the transfer's own transaction from the case's lien ledger (decision 350).
 * Who reads a notice (decision 351): the clinic that owns the case, every notice of it; an
 * attorney, the notices addressed to them while the case is theirs; the operator, all.
 */
export class LienNoticeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Writes the notice for a transfer (called by CaseService.transfer inside its transaction). */
  async createForTransfer(manager: EntityManager, scope: Scope, transfer: TransferFacts): Promise<number> {
    const asOf = this.clock.now().toISOString().slice(0, 10);
    const [facts] = (await manager.query(
      `SELECT c.case_number AS "caseNumber", trim(p.first_name || ' ' || p.last_name) AS "patientName",
              cl.name AS "clinicName", trim(a.first_name || ' ' || a.last_name) AS "attorneyName", a.firm_name AS "firmName",
              t."totalCharges", t."totalPayments", t."totalReductions", t."totalWriteOffs", t.balance
         FROM cases c JOIN patients p ON p.id = c.patient_id JOIN clinics cl ON cl.id = c.clinic_id
         JOIN attorneys a ON a.id = $2
         CROSS JOIN LATERAL (
           SELECT ${total('charge')} AS "totalCharges", ${total('payment')} AS "totalPayments",
                  ${total('reduction')} AS "totalReductions", ${total('write_off')} AS "totalWriteOffs",
                  coalesce(sum(CASE WHEN e.kind = 'charge' THEN e.amount ELSE -e.amount END), 0)::numeric(14,2)::text AS balance
             FROM case_ledger_entries e WHERE e.case_id = c.id) t
        WHERE c.id = $1`,
      [transfer.caseId, transfer.toAttorneyId],
    )) as {
      caseNumber: string;
      patientName: string;
      clinicName: string;
      attorneyName: string;
      firmName: string | null;
      totalCharges: string;
      totalPayments: string;
      totalReductions: string;
      totalWriteOffs: string;
      balance: string;
    }[];
    const letter = lienNoticeText({ ...facts, asOf });
    const [{ id }] = (await manager.query(
      `INSERT INTO lien_notices (case_id, clinic_id, case_transfer_id, to_attorney_id, as_of, total_charges, total_payments,
                                 total_reductions, total_write_offs, balance, lines, letter, created_by)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10,
              coalesce((SELECT jsonb_agg(jsonb_build_object('date', e.effective_date::text, 'kind', e.kind,
                                 'description', e.description, 'amount', e.amount::numeric(14,2)::text) ORDER BY e.effective_date, e.id)
                          FROM case_ledger_entries e WHERE e.case_id = $1), '[]'::jsonb),
              $11, $12
       RETURNING id`,
      [
        transfer.caseId,
        transfer.clinicId,
        transfer.transferId,
        transfer.toAttorneyId,
        asOf,
        facts.totalCharges,
        facts.totalPayments,
        facts.totalReductions,
        facts.totalWriteOffs,
        facts.balance,
        letter,
        scope.userId,
      ],
    )) as { id: number }[];
    await writeAudit(manager, scope, {
      entityType: 'lien_notice',
      entityId: id,
      action: 'create',
      clinicId: transfer.clinicId,
      newValues: {
        caseId: transfer.caseId,
        caseTransferId: transfer.transferId,
        toAttorneyId: transfer.toAttorneyId,
        asOf,
        balance: facts.balance,
      },
    });
    return id;
  }

  /** The scope's condition on notices (n) of cases (c): the case rule, and an attorney's own notices only. */
  private scopeSql(scope: Scope, params: SqlParams): string {
    const condition = caseOwnedScopeSql(scope, params, 'n', 'c');
    return scope.role === Role.attorney && scope.attorneyId !== null
      ? `${condition} AND n.to_attorney_id = ${params.add(scope.attorneyId)}`
      : condition;
  }

  /** A case's notices the scope may read, newest first (none for a case out of scope). */
  async list(scope: Scope, caseId: number): Promise<LienNoticeView[]> {
    const params = new SqlParams();
    return (await this.dataSource.query(
      `SELECT ${viewColumns}
         FROM lien_notices n JOIN cases c ON c.id = n.case_id JOIN attorneys a ON a.id = n.to_attorney_id
        WHERE n.case_id = ${params.add(caseId)} AND ${this.scopeSql(scope, params)}
        ORDER BY n.created_at DESC, n.id DESC LIMIT 100`,
      params.values,
    )) as LienNoticeView[];
  }

  /** One notice with its letter and lines, for the PDF; null when missing or out of scope. The download is audited. */
  async document(scope: Scope, id: number): Promise<LienNoticeDocument | null> {
    const params = new SqlParams();
    const [row] = (await this.dataSource.query(
      `SELECT ${viewColumns}, n.clinic_id AS "clinicId", n.letter, n.lines, cl.name AS "clinicName",
              array_remove(ARRAY[cl.address, concat_ws(', ', cl.city, nullif(concat_ws(' ', cl.state, cl.zip_code), '')),
                                 cl.phone, cl.email], NULL) AS "clinicLines"
         FROM lien_notices n JOIN cases c ON c.id = n.case_id JOIN attorneys a ON a.id = n.to_attorney_id
         JOIN clinics cl ON cl.id = n.clinic_id
        WHERE n.id = ${params.add(id)} AND ${this.scopeSql(scope, params)}`,
      params.values,
    )) as LienNoticeDocument[];
    if (!row) return null;
    await writeAudit(this.dataSource.manager, scope, {
      entityType: 'lien_notice',
      entityId: row.id,
      action: 'download',
      clinicId: row.clinicId,
    });
    return row;
  }
}
