import type { DataSource } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import { formatMoney } from '../../platform/money';
import { BillingStatus } from '../billing/billing.enums';
import { billingScopeSql } from '../billing/billing.policy';
import { billValueSql } from '../billing/billing.service';
import { caseOwnedScopeSql, caseScopeSql } from '../cases/case-access.policy';
import type { CaseStatus } from '../cases/case.enums';
import { activeCase } from '../clinics/plan-limits';
import { ReductionStatus } from '../ledger/ledger.enums';
import { unreadMessageSql } from '../messages/message-unread';
import { assertAttorney } from './attorney-portal.service';
import {
  WaitingItemKind,
  type AttorneyClinicCases,
  type AttorneyDashboard,
  type WaitingCounts,
  type WaitingItem,
} from './attorney-dashboard.type';

/** A document is new to the attorney for this long after its upload, until they open it. */
export const newDocumentDays = 30;
const recentCasesPerClinic = 5;
const waitingListLimit = 50;

interface ClinicRow {
  clinicId: number;
  clinicName: string;
  activeCases: number;
  totalCases: number;
}

interface RecentCaseRow {
  clinicId: number;
  id: number;
  caseNumber: string;
  patientName: string;
  status: CaseStatus;
}

interface WaitingRow extends WaitingCounts {
  kind: WaitingItemKind | null;
  caseId: number;
  caseNumber: string;
  patientName: string;
  clinicName: string;
  occurredAt: Date;
  amount: string | null;
  quantity: number | null;
  label: string | null;
}

const tabOf: Record<WaitingItemKind, string> = {
  [WaitingItemKind.counter_offer]: 'billing',
  [WaitingItemKind.new_document]: 'documents',
  [WaitingItemKind.unread_messages]: 'messages',
  [WaitingItemKind.bill_submitted]: 'billing',
};

function summaryOf(row: WaitingRow): string {
  switch (row.kind!) {
    case WaitingItemKind.counter_offer:
      return `The clinic countered your reduction request with ${formatMoney(row.amount!)}`;
    case WaitingItemKind.new_document:
      return `New document: ${row.label}`;
    case WaitingItemKind.unread_messages:
      return row.quantity === 1 ? '1 unread message' : `${row.quantity} unread messages`;
    case WaitingItemKind.bill_submitted:
      return `Bill ${row.label} submitted for ${formatMoney(row.amount!)}`;
  }
}

/**
 * The attorney's own dashboard: their cases grouped by clinic, and what waits on them. Everything is
 * read through the rule of each record (cases, bills, messages), so nothing is computed from what the
 * attorney may not read: no pending bill, no internal message, no other attorney's case.
 */
export class AttorneyDashboardService {
  constructor(private readonly dataSource: DataSource) {}

  async dashboard(scope: Scope): Promise<AttorneyDashboard> {
    assertAttorney(scope);
    const [clinics, waiting] = await Promise.all([this.clinics(scope), this.waiting(scope)]);
    return { clinics, ...waiting };
  }

  private async clinics(scope: Scope): Promise<AttorneyClinicCases[]> {
    const params = new SqlParams();
    const clinicRows = (await this.dataSource.query(
      `SELECT cl.id AS "clinicId", cl.name AS "clinicName",
              count(*) FILTER (WHERE ${activeCase('c')})::int AS "activeCases", count(*)::int AS "totalCases"
         FROM cases c JOIN clinics cl ON cl.id = c.clinic_id
        WHERE ${caseScopeSql(scope, params, 'c')}
        GROUP BY cl.id, cl.name ORDER BY cl.name, cl.id`,
      params.values,
    )) as ClinicRow[];
    const recentParams = new SqlParams();
    const recentRows = (await this.dataSource.query(
      `SELECT "clinicId", id, "caseNumber", "patientName", status FROM (
         SELECT c.clinic_id AS "clinicId", c.id, c.case_number AS "caseNumber", c.status,
                trim(p.first_name || ' ' || p.last_name) AS "patientName",
                row_number() OVER (PARTITION BY c.clinic_id ORDER BY c.updated_at DESC, c.id DESC) AS place
           FROM cases c JOIN patients p ON p.id = c.patient_id
          WHERE ${caseScopeSql(scope, recentParams, 'c')} AND ${activeCase('c')}) ranked
        WHERE place <= ${recentParams.add(recentCasesPerClinic)} ORDER BY place`,
      recentParams.values,
    )) as RecentCaseRow[];
    return clinicRows.map((clinic) => ({
      ...clinic,
      recentCases: recentRows
        .filter((row) => row.clinicId === clinic.clinicId)
        .map(({ clinicId: _clinicId, ...kase }) => kase),
    }));
  }

  /** Every kind of waiting item in one statement: the newest 50, and how many of each kind there are. */
  private async waiting(scope: Scope): Promise<Pick<AttorneyDashboard, 'waiting' | 'waitingCounts'>> {
    const params = new SqlParams();
    const viewer = params.add(scope.userId);
    const kinds = WaitingItemKind;
    const rows = (await this.dataSource.query(
      `WITH waiting AS (
         SELECT '${kinds.counter_offer}' AS kind, r.case_id, r.updated_at AS occurred_at,
                r.counter_amount::text AS amount, NULL::int AS quantity, NULL::text AS label
           FROM bill_reduction_requests r JOIN cases c ON c.id = r.case_id
          WHERE ${caseOwnedScopeSql(scope, params, 'r', 'c')} AND r.status = '${ReductionStatus.countered}'
         UNION ALL
         SELECT '${kinds.new_document}', d.case_id, d.upload_date, NULL, NULL, d.file_name
           FROM documents d JOIN cases c ON c.id = d.case_id
          WHERE ${caseOwnedScopeSql(scope, params, 'd', 'c')}
            AND d.upload_date > now() - make_interval(days => ${params.add(newDocumentDays)})
            AND d.uploaded_by IS DISTINCT FROM ${viewer}
            AND NOT EXISTS (SELECT 1 FROM audit_logs a
                             WHERE a.entity_type = 'document' AND a.entity_id = d.id::text
                               AND a.action = 'download' AND a.changed_by = ${viewer})
         UNION ALL
         SELECT '${kinds.unread_messages}', m.case_id, max(m.sent_date), NULL, count(*)::int, NULL
           FROM messages m JOIN cases c ON c.id = m.case_id
          WHERE ${unreadMessageSql(scope, params, 'm', 'c')}
          GROUP BY m.case_id
         UNION ALL
         SELECT '${kinds.bill_submitted}', b.case_id, b.updated_at, ${billValueSql('b')}::text, NULL, b.invoice_number
           FROM billing b JOIN cases c ON c.id = b.case_id
          WHERE ${billingScopeSql(scope, params, 'b', 'c')} AND b.status = '${BillingStatus.submitted}'
       )
       SELECT counts.*, w.kind, w.case_id AS "caseId", w.occurred_at AS "occurredAt", w.amount, w.quantity, w.label,
              c.case_number AS "caseNumber", trim(p.first_name || ' ' || p.last_name) AS "patientName",
              cl.name AS "clinicName"
         FROM (SELECT count(*) FILTER (WHERE kind = '${kinds.counter_offer}')::int AS "counterOffers",
                      count(*) FILTER (WHERE kind = '${kinds.new_document}')::int AS "newDocuments",
                      coalesce(sum(quantity) FILTER (WHERE kind = '${kinds.unread_messages}'), 0)::int AS "unreadMessages",
                      count(*) FILTER (WHERE kind = '${kinds.bill_submitted}')::int AS "submittedBills"
                 FROM waiting) counts
         LEFT JOIN LATERAL (SELECT * FROM waiting ORDER BY occurred_at DESC, case_id DESC
                             LIMIT ${params.add(waitingListLimit)}) w ON TRUE
         LEFT JOIN cases c ON c.id = w.case_id
         LEFT JOIN patients p ON p.id = c.patient_id
         LEFT JOIN clinics cl ON cl.id = c.clinic_id
        ORDER BY w.occurred_at DESC, w.case_id DESC`,
      params.values,
    )) as WaitingRow[];
    const { counterOffers, newDocuments, unreadMessages, submittedBills } = rows[0];
    const waiting: WaitingItem[] = rows
      .filter((row) => row.kind !== null)
      .map((row) => ({
        kind: row.kind!,
        caseId: row.caseId,
        caseNumber: row.caseNumber,
        patientName: row.patientName,
        clinicName: row.clinicName,
        occurredAt: row.occurredAt,
        summary: summaryOf(row),
        link: `/cases/${row.caseId}?tab=${tabOf[row.kind!]}`,
      }));
    return { waiting, waitingCounts: { counterOffers, newDocuments, unreadMessages, submittedBills } };
  }
}
