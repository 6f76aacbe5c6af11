import type { DataSource } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import { billValueSql } from '../billing/billing.service';
import { billingScopeSql } from '../billing/billing.policy';
import { caseScopeSql } from '../cases/case-access.policy';
import { signedAmountSql } from '../ledger/ledger-postings';
import { settledCaseSql } from '../ai/settled-case.sql';

/**
 * The chat's figures that no screen's service computes yet, each under the same scope rules as the
 * screens (billingScopeSql, caseScopeSql): nothing outside what the caller may read is ever summed.
 */

export interface CaseRef {
  id: number;
  caseNumber: string;
  patientName: string;
}

export interface OverdueBill extends CaseRef {
  billId: number;
  invoiceNumber: string;
  amount: string;
  dueDate: string;
  status: string;
}

export interface CaseBalance extends CaseRef {
  balance: string;
}

export interface Average {
  average: string | null;
  cases: number;
  sample: CaseRef[];
}

const caseRefColumns = `c.id, c.case_number AS "caseNumber", trim(p.first_name || ' ' || p.last_name) AS "patientName"`;

/** Bills still unpaid (pending or submitted) whose due date has passed, oldest due first. */
export async function overdueBills(dataSource: DataSource, scope: Scope, limit: number) {
  const params = new SqlParams();
  const where = `${billingScopeSql(scope, params, 'b', 'c')} AND b.status IN ('pending', 'submitted') AND b.due_date < current_date`;
  const rows: (OverdueBill & { total: number; sum: string })[] = await dataSource.query(
    `SELECT ${caseRefColumns}, b.id AS "billId", b.invoice_number AS "invoiceNumber", ${billValueSql('b')}::text AS amount,
            b.due_date AS "dueDate", b.status,
            count(*) OVER ()::int AS total, (sum(${billValueSql('b')}) OVER ())::numeric(14,2)::text AS sum
       FROM billing b JOIN cases c ON c.id = b.case_id JOIN patients p ON p.id = c.patient_id
      WHERE ${where}
      ORDER BY b.due_date, b.id LIMIT ${params.add(limit)}`,
    params.values,
  );
  return { bills: rows as OverdueBill[], total: rows[0]?.total ?? 0, sum: rows[0]?.sum ?? '0.00' };
}

/** Cases whose ledger balance is above zero, the largest first. */
export async function casesWithBalance(dataSource: DataSource, scope: Scope, limit: number) {
  const params = new SqlParams();
  const rows: (CaseBalance & { total: number; sum: string })[] = await dataSource.query(
    `SELECT ${caseRefColumns}, t.balance::text AS balance,
            count(*) OVER ()::int AS total, (sum(t.balance) OVER ())::numeric(14,2)::text AS sum
       FROM cases c JOIN patients p ON p.id = c.patient_id
       CROSS JOIN LATERAL (SELECT coalesce(sum(${signedAmountSql('e')}), 0)::numeric(14,2) AS balance
                             FROM case_ledger_entries e WHERE e.case_id = c.id) t
      WHERE ${caseScopeSql(scope, params, 'c')} AND c.archived_at IS NULL AND t.balance > 0
      ORDER BY t.balance DESC, c.id LIMIT ${params.add(limit)}`,
    params.values,
  );
  return { cases: rows as CaseBalance[], total: rows[0]?.total ?? 0, sum: rows[0]?.sum ?? '0.00' };
}

/** The average settlement of the settled cases in scope (the insights' rule), with the cases it averages (up to `limit`). */
export async function averageSettlement(dataSource: DataSource, scope: Scope, limit: number): Promise<Average> {
  const params = new SqlParams();
  return averageOf(
    dataSource,
    params,
    `SELECT ${caseRefColumns}, c.settlement_amount AS value
       FROM cases c JOIN patients p ON p.id = c.patient_id
      WHERE ${caseScopeSql(scope, params, 'c')} AND ${settledCaseSql('c')}`,
    limit,
  );
}

/** The average billed per case, over the cases in scope with at least one bill the caller may read. */
export async function averageBilledPerCase(dataSource: DataSource, scope: Scope, limit: number): Promise<Average> {
  const params = new SqlParams();
  return averageOf(
    dataSource,
    params,
    `SELECT ${caseRefColumns}, sum(${billValueSql('b')}) AS value
       FROM billing b JOIN cases c ON c.id = b.case_id JOIN patients p ON p.id = c.patient_id
      WHERE ${billingScopeSql(scope, params, 'b', 'c')}
      GROUP BY c.id, p.id`,
    limit,
  );
}

async function averageOf(
  dataSource: DataSource,
  params: SqlParams,
  valuesSql: string,
  limit: number,
): Promise<Average> {
  const rows: (CaseRef & { average: string | null; cases: number })[] = await dataSource.query(
    `WITH v AS (${valuesSql})
     SELECT a.average, a.cases, s.id, s."caseNumber", s."patientName"
       FROM (SELECT avg(value)::numeric(14,2)::text AS average, count(*)::int AS cases FROM v) a
       LEFT JOIN LATERAL (SELECT * FROM v ORDER BY v.id DESC LIMIT ${params.add(limit)}) s ON TRUE`,
    params.values,
  );
  return {
    average: rows[0]?.average ?? null,
    cases: rows[0]?.cases ?? 0,
    sample: rows
      .filter((row) => row.id !== null)
      .map(({ id, caseNumber, patientName }) => ({ id, caseNumber, patientName })),
  };
}

/** The start of today and of this week (Monday) in the caller's clinic's time zone (UTC for attorneys), and a week on. */
export async function calendarBounds(dataSource: DataSource, scope: Scope) {
  const [row] = (await dataSource.query(
    `SELECT (date_trunc('day', now() AT TIME ZONE z.tz) AT TIME ZONE z.tz) AS "dayStart",
            (date_trunc('week', now() AT TIME ZONE z.tz) AT TIME ZONE z.tz) AS "weekStart",
            ((date_trunc('day', now() AT TIME ZONE z.tz) + interval '1 day') AT TIME ZONE z.tz) AS "dayEnd",
            ((date_trunc('week', now() AT TIME ZONE z.tz) + interval '7 days') AT TIME ZONE z.tz) AS "weekEnd",
            z.tz AS "timeZone"
       FROM (SELECT coalesce((SELECT time_zone FROM clinics WHERE id = $1), 'UTC') AS tz) z`,
    [scope.clinicId],
  )) as { dayStart: Date; dayEnd: Date; weekStart: Date; weekEnd: Date; timeZone: string }[];
  return row;
}

/** The time zone a clinic keeps its calendar in (its profile's), to state a visit's time as the clinic does. */
export async function clinicTimeZone(dataSource: DataSource, clinicId: number): Promise<string> {
  const [row] = (await dataSource.query(`SELECT time_zone AS "timeZone" FROM clinics WHERE id = $1`, [clinicId])) as {
    timeZone: string;
  }[];
  return row?.timeZone ?? 'UTC';
}
