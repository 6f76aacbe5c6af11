import type { DataSource } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { ForbiddenError } from '../../platform/errors';
import { caseScopeSql } from '../cases/case-access.policy';
import type { CaseStatus, CaseType } from '../cases/case.enums';
import { caseStatusLabels, caseTypeLabels } from '../cases/case.labels';
import { activeCase } from '../clinics/plan-limits';
import { messageScopeCondition } from '../messages/message.policy';
import type { AttorneyPortalSummary } from './attorney-portal.type';

export const attorneyOnlyMessage = 'This page is only accessible to attorneys.';
const responseWindowDays = 180;
const reportRowLimit = 10_000;

/** The attorney portal and dashboard are for attorneys only; their cases are the case-access rule's (`caseScopeSql`). */
export function assertAttorney(scope: Scope): void {
  if (scope.role !== Role.attorney || scope.attorneyId === null) throw new ForbiddenError(attorneyOnlyMessage);
}

/** The attorney portal's data: only for attorneys, only from their own cases (decided in SQL). */
export class AttorneyPortalService {
  constructor(private readonly dataSource: DataSource) {}

  async summary(scope: Scope): Promise<AttorneyPortalSummary> {
    assertAttorney(scope);
    const caseParams = new SqlParams();
    const [cases] = (await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE ${activeCase('c')})::int AS "activeCases",
              count(c.settlement_amount)::int AS "settledCases",
              round(avg(c.settlement_amount), 2)::text AS "averageSettlement"
         FROM cases c WHERE ${caseScopeSql(scope, caseParams, 'c')}`,
      caseParams.values,
    )) as { activeCases: number; settledCases: number; averageSettlement: string | null }[];
    // For each message the attorney's side sent, the first later message on the same case from a
    // clinic user is the answer; the card shows the median wait. Both are messages the attorney may
    // read (messageScopeCondition): an internal message is no answer and must not move the figure.
    const params = new SqlParams();
    const [response] = (await this.dataSource.query(
      `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY waited) AS median, count(*)::int AS answered
         FROM (
           SELECT extract(epoch FROM (answer.sent_date - m.sent_date)) / 3600 AS waited
             FROM messages m
             JOIN cases c ON c.id = m.case_id
             JOIN users sender ON sender.id = m.sender_id AND sender.role = 'attorney'
             CROSS JOIN LATERAL (
               SELECT r.sent_date FROM messages r JOIN users ru ON ru.id = r.sender_id
                WHERE r.case_id = m.case_id AND r.sent_date > m.sent_date
                  AND ru.role IN ('clinic_staff', 'clinic_admin')
                  AND ${messageScopeCondition(scope, params, 'r', 'c')}
                ORDER BY r.sent_date LIMIT 1
             ) answer
            WHERE ${messageScopeCondition(scope, params, 'm', 'c')}
              AND m.sent_date > now() - make_interval(days => ${params.add(responseWindowDays)})
         ) waits`,
      params.values,
    )) as { median: number | null; answered: number }[];
    return {
      ...cases,
      responseTimeHours: response.median === null ? null : Math.round(Number(response.median) * 10) / 10,
      answeredMessages: response.answered,
    };
  }

  /** The attorney's cases as CSV (Export Report), newest first. */
  async casesCsv(scope: Scope): Promise<string> {
    assertAttorney(scope);
    const params = new SqlParams();
    const rows = (await this.dataSource.query(
      `SELECT c.case_number, trim(p.first_name || ' ' || p.last_name) AS patient, cl.name AS clinic, c.case_type,
              c.status, c.accident_date, c.settlement_amount::text AS settlement_amount, c.created_at::date::text AS opened,
              (SELECT count(*) FROM messages m WHERE m.case_id = c.id AND ${messageScopeCondition(scope, params, 'm', 'c')})::int AS messages,
              (SELECT count(*) FROM documents d WHERE d.case_id = c.id)::int AS documents
         FROM cases c JOIN patients p ON p.id = c.patient_id JOIN clinics cl ON cl.id = c.clinic_id
        WHERE ${caseScopeSql(scope, params, 'c')} ORDER BY c.created_at DESC, c.id DESC LIMIT ${params.add(reportRowLimit)}`,
      params.values,
    )) as Record<string, string | number | null>[];
    const header = [
      'Case number',
      'Patient',
      'Clinic',
      'Case type',
      'Status',
      'Accident date',
      'Settlement',
      'Opened',
      'Messages',
      'Documents',
    ];
    const lines = rows.map((row) =>
      [
        row.case_number,
        row.patient,
        row.clinic,
        caseTypeLabels[row.case_type as CaseType],
        caseStatusLabels[row.status as CaseStatus],
        row.accident_date,
        row.settlement_amount,
        row.opened,
        row.messages,
        row.documents,
      ].map(csvCell),
    );
    return [header.map(csvCell), ...lines].map((cells) => cells.join(',')).join('\r\n') + '\r\n';
  }
}

/** One CSV cell, quoted, with formula-looking text neutralised (CSV injection). */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}
