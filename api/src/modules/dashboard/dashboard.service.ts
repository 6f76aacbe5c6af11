import type { DataSource } from 'typeorm';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { caseScopeCondition } from '../cases/case.policy';
import { patientScopeCondition } from '../patients/patient.policy';
import type { DashboardStats } from './dashboard-stats.type';

/** Tasks are clinic work items: a clinic sees its own, an attorney those assigned to them. */
function taskScopeCondition(scope: Scope, alias: string): { sql: string; params: Record<string, unknown> } {
  if (scope.role === Role.super_admin) return { sql: 'TRUE', params: {} };
  if (scope.role === Role.attorney)
    return { sql: `${alias}.assigned_to = :scopeUserId`, params: { scopeUserId: scope.userId } };
  return scope.clinicId === null
    ? { sql: 'FALSE', params: {} }
    : { sql: `${alias}.clinic_id = :scopeClinicId`, params: { scopeClinicId: scope.clinicId } };
}

export class DashboardService {
  constructor(private readonly dataSource: DataSource) {}

  /** The four dashboard figures in one statement, each limited to the scope. */
  async stats(scope: Scope): Promise<DashboardStats> {
    const cases = caseScopeCondition(scope, 'c');
    const patients = patientScopeCondition(scope, 'p');
    const tasks = taskScopeCondition(scope, 't');
    const billedCases = caseScopeCondition(scope, 'bc');
    const [sql, params] = this.dataSource.driver.escapeQueryWithParameters(
      `SELECT
         (SELECT count(*) FROM cases c WHERE ${cases.sql} AND c.status <> 'closed')::int AS "activeCases",
         (SELECT count(*) FROM patients p WHERE ${patients.sql} AND p.is_active)::int AS "activePatients",
         (SELECT count(*) FROM tasks t WHERE ${tasks.sql} AND t.status IN ('pending', 'in_progress'))::int AS "pendingTasks",
         (SELECT coalesce(sum(coalesce(b.adjusted_amount, b.amount)), 0)::numeric(12,2)::text
            FROM billing b JOIN cases bc ON bc.id = b.case_id
           WHERE ${billedCases.sql} AND b.status = 'paid'
             AND b.paid_date >= date_trunc('month', current_date)::date
             AND b.paid_date < (date_trunc('month', current_date) + interval '1 month')::date) AS "monthlyRevenue"`,
      { ...cases.params, ...patients.params, ...tasks.params, ...billedCases.params },
    );
    const [row] = (await this.dataSource.query(sql, params)) as DashboardStats[];
    return row;
  }
}
