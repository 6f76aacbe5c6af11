import type { DataSource, EntityManager } from 'typeorm';
import { assertOperatorArea, OperatorArea } from '../../platform/access/operator-areas';
import type { Scope } from '../../platform/access/scope';
import { changedValues, writeAudit } from '../../platform/audit/audit.service';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { representativeValues } from './representative-rules';
import { SalesRepresentative } from './sales-representative.entity';
import type { SalesRepresentativeInput } from './sales.input';
import type { SalesRepresentativeView } from './sales.types';

export const duplicateRepEmailMessage = 'A sales representative with this email already exists';

/** Each rep with their figures, computed from the commissions in one statement. */
export const representativeViewSql = `
  SELECT r.id, r.first_name AS "firstName", r.last_name AS "lastName", r.email, r.phone,
         r.commission_rate::text AS "commissionRate", r.commission_structure AS "commissionStructure", r.tiers,
         r.flat_amount::text AS "flatAmount", r.territory, r.monthly_quota::text AS "monthlyQuota",
         r.is_active AS "isActive",
         coalesce(f.ytd, 0)::numeric(12,2)::text AS "ytdSales", coalesce(f.month, 0)::numeric(12,2)::text AS "monthSales",
         coalesce(f.earned, 0)::numeric(12,2)::text AS "totalEarned",
         coalesce(f.pending, 0)::numeric(12,2)::text AS "pendingAmount",
         coalesce(f.payable, 0)::numeric(12,2)::text AS "payableAmount"
    FROM sales_representatives r
    LEFT JOIN LATERAL (
      SELECT sum(c.sale_amount) FILTER (WHERE c.kind = 'sale' AND c.status <> 'clawed_back'
                                          AND c.sale_date >= date_trunc('year', now() AT TIME ZONE 'UTC')) AS ytd,
             sum(c.sale_amount) FILTER (WHERE c.kind = 'sale' AND c.status <> 'clawed_back'
                                          AND c.sale_date >= date_trunc('month', now() AT TIME ZONE 'UTC')) AS month,
             sum(c.amount) FILTER (WHERE c.status = 'paid') AS earned,
             sum(c.amount) FILTER (WHERE c.status = 'pending') AS pending,
             sum(c.amount) FILTER (WHERE c.status = 'approved') AS payable
        FROM sales_commissions c WHERE c.sales_rep_id = r.id) f ON true`;

/** The sales team (operator only): list, add and edit, each write audited. */
export class SalesRepresentativeService {
  constructor(private readonly dataSource: DataSource) {}

  async list(scope: Scope): Promise<SalesRepresentativeView[]> {
    assertOperatorArea(scope, OperatorArea.sales);
    return (await this.dataSource.query(
      `${representativeViewSql} ORDER BY r.is_active DESC, r.last_name, r.first_name, r.id LIMIT 500`,
    )) as SalesRepresentativeView[];
  }

  async one(manager: EntityManager | DataSource, id: number): Promise<SalesRepresentativeView> {
    const [rep] = (await manager.query(`${representativeViewSql} WHERE r.id = $1`, [id])) as SalesRepresentativeView[];
    if (!rep) throw new NotFoundError('Sales representative');
    return rep;
  }

  async create(scope: Scope, input: SalesRepresentativeInput): Promise<SalesRepresentativeView> {
    assertOperatorArea(scope, OperatorArea.sales);
    const values = representativeValues(input);
    return this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query(
        `INSERT INTO sales_representatives (first_name, last_name, email, phone, commission_rate, commission_structure,
                                            tiers, flat_amount, territory, monthly_quota, is_active)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (email) DO NOTHING RETURNING id`,
        [
          values.firstName,
          values.lastName,
          values.email,
          values.phone,
          values.commissionRate,
          values.commissionStructure,
          JSON.stringify(values.tiers),
          values.flatAmount,
          values.territory,
          values.monthlyQuota,
          values.isActive,
        ],
      )) as { id: number }[];
      if (!row) throw new ConflictError(duplicateRepEmailMessage, 'email');
      await writeAudit(manager, scope, {
        entityType: 'sales_representative',
        entityId: row.id,
        action: 'create',
        newValues: { ...values },
      });
      return this.one(manager, row.id);
    });
  }

  async update(scope: Scope, id: number, input: SalesRepresentativeInput): Promise<SalesRepresentativeView> {
    assertOperatorArea(scope, OperatorArea.sales);
    const values = representativeValues(input);
    return this.dataSource.transaction(async (manager) => {
      const reps = manager.getRepository(SalesRepresentative);
      const before = await reps
        .createQueryBuilder('r')
        .setLock('pessimistic_write')
        .where('r.id = :id', { id })
        .getOne();
      if (!before) throw new NotFoundError('Sales representative');
      const [taken] = (await manager.query(`SELECT 1 FROM sales_representatives WHERE email = $1 AND id <> $2`, [
        values.email,
        id,
      ])) as unknown[];
      if (taken) throw new ConflictError(duplicateRepEmailMessage, 'email');
      await reps.update({ id }, { ...values });
      const { oldValues, newValues } = changedValues(
        before as unknown as Record<string, unknown>,
        values as unknown as Record<string, unknown>,
      );
      await writeAudit(manager, scope, {
        entityType: 'sales_representative',
        entityId: id,
        action: 'update',
        oldValues,
        newValues,
      });
      return this.one(manager, id);
    });
  }
}
