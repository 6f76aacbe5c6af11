import type { DataSource } from 'typeorm';
import { assertOperator } from '../../platform/access/operator.policy';
import type { Scope } from '../../platform/access/scope';
import { activeCase, activeClinic, activeUser, monthlyRevenueSum, superAdminUser } from './platform-figures.sql';
import type { PlatformOverview } from './platform-overview.type';

/** The figures in one statement: one pass over users, one over clinics, one count of cases. */
const overviewSql = `
  SELECT u."totalUsers", u."activeUsers", u."superAdminUsers",
         c."totalClinics", c."activeClinics", c."monthlyRevenue",
         k."activeCases"
    FROM (SELECT count(*)::int AS "totalUsers",
                 count(*) FILTER (WHERE ${activeUser('u')})::int AS "activeUsers",
                 count(*) FILTER (WHERE ${superAdminUser('u')})::int AS "superAdminUsers"
            FROM users u) u,
         (SELECT count(*)::int AS "totalClinics",
                 count(*) FILTER (WHERE ${activeClinic('c')})::int AS "activeClinics",
                 ${monthlyRevenueSum('c')} AS "monthlyRevenue"
            FROM clinics c) c,
         (SELECT count(*)::int AS "activeCases" FROM cases k WHERE ${activeCase('k')}) k`;

/** The operator's view of the whole platform. */
export class PlatformOverviewService {
  constructor(private readonly dataSource: DataSource) {}

  async overview(scope: Scope): Promise<PlatformOverview> {
    assertOperator(scope);
    const [row] = (await this.dataSource.query(overviewSql)) as PlatformOverview[];
    return row;
  }
}
