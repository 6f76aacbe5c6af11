import type { DataSource } from 'typeorm';
import { assertOperatorArea, OperatorArea } from '../../platform/access/operator-areas';
import type { Scope } from '../../platform/access/scope';
import { activeCase, activeClinic, activeUser, monthlyRevenueSum, superAdminUser } from './platform-figures.sql';
import type { PlatformOverview } from './platform-overview.type';

/** The figures in one statement: one pass over users, one over clinics, one over cases. */
const overviewSql = `
  SELECT u."totalUsers", u."activeUsers", u."superAdminUsers",
         c."totalClinics", c."activeClinics", c."monthlyRevenue",
         k."activeCases", k."totalCases"
    FROM (SELECT count(*)::int AS "totalUsers",
                 count(*) FILTER (WHERE ${activeUser('u')})::int AS "activeUsers",
                 count(*) FILTER (WHERE ${superAdminUser('u')})::int AS "superAdminUsers"
            FROM users u) u,
         (SELECT count(*)::int AS "totalClinics",
                 count(*) FILTER (WHERE ${activeClinic('c')})::int AS "activeClinics",
                 ${monthlyRevenueSum('c')} AS "monthlyRevenue"
            FROM clinics c) c,
         (SELECT count(*) FILTER (WHERE ${activeCase('k')})::int AS "activeCases",
                 count(*)::int AS "totalCases"
            FROM cases k) k`;

/**
 * The spec's Stats for GET /superadmin/api/stats: the overview plus casesByClinic, every clinic's id
 * (as a JSON key) to its number of cases, 0 included. Still one statement.
 */
const statsSql = `
  SELECT o.*, coalesce(
           (SELECT json_object_agg(c.id, coalesce(n.cases, 0) ORDER BY c.id)
              FROM clinics c
              LEFT JOIN (SELECT clinic_id, count(*)::int AS cases FROM cases GROUP BY clinic_id) n ON n.clinic_id = c.id),
           '{}') AS "casesByClinic"
    FROM (${overviewSql}) o`;

export type PlatformStats = PlatformOverview & { casesByClinic: Record<string, number> };

/** The operator's view of the whole platform. */
export class PlatformOverviewService {
  constructor(private readonly dataSource: DataSource) {}

  async overview(scope: Scope): Promise<PlatformOverview> {
    assertOperatorArea(scope, OperatorArea.overview);
    const [row] = (await this.dataSource.query(overviewSql)) as PlatformOverview[];
    return row;
  }

  async stats(scope: Scope): Promise<PlatformStats> {
    assertOperatorArea(scope, OperatorArea.overview);
    const [row] = (await this.dataSource.query(statsSql)) as PlatformStats[];
    return row;
  }
}
