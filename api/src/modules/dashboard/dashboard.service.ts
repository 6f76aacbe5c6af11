import type { DataSource } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import { caseScopeSql, patientScopeSql } from '../cases/case-access.policy';
import { activeCase } from '../clinics/plan-limits';
import { openTaskSql } from '../tasks/task-status';
import { taskScopeSql } from '../tasks/task.policy';
import type { DashboardStats } from './dashboard-stats.type';

export class DashboardService {
  constructor(private readonly dataSource: DataSource) {}

  /** The four dashboard figures in one statement, each limited to the scope. */
  async stats(scope: Scope): Promise<DashboardStats> {
    const params = new SqlParams();
    const cases = caseScopeSql(scope, params, 'c');
    const patients = patientScopeSql(scope, params, 'p');
    const tasks = taskScopeSql(scope, params, 't');
    const billedCases = caseScopeSql(scope, params, 'bc');
    const [row] = (await this.dataSource.query(
      `SELECT
         (SELECT count(*) FROM cases c WHERE ${cases} AND ${activeCase('c')})::int AS "activeCases",
         (SELECT count(*) FROM patients p WHERE ${patients} AND p.is_active)::int AS "activePatients",
         (SELECT count(*) FROM tasks t WHERE ${tasks} AND ${openTaskSql('t')})::int AS "pendingTasks",
         (SELECT coalesce(sum(coalesce(b.adjusted_amount, b.amount)), 0)::numeric(12,2)::text
            FROM billing b JOIN cases bc ON bc.id = b.case_id
           WHERE ${billedCases} AND b.status = 'paid'
             AND b.paid_date >= date_trunc('month', current_date)::date
             AND b.paid_date < (date_trunc('month', current_date) + interval '1 month')::date) AS "monthlyRevenue"`,
      params.values,
    )) as DashboardStats[];
    return row;
  }
}
