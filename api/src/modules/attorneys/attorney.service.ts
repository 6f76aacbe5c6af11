import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { countRows } from '../../db/count-rows';
import { queryBuilderCondition } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { ConflictError } from '../../platform/errors';
import { SortDirection, type Page } from '../../platform/graphql/connection';
import { containsPattern, keysetPage } from '../../db/sql/keyset';
import { Attorney } from './attorney.entity';
import type { AttorneyCreateInput } from './attorney.input';
import { assertCanAddAttorneys, attorneyScopeSql } from './attorney.policy';

export class AttorneyService {
  constructor(private readonly dataSource: DataSource) {}

  private scoped(scope: Scope, search?: string | null): SelectQueryBuilder<Attorney> {
    const condition = queryBuilderCondition((params) => attorneyScopeSql(scope, params, 'a'));
    const qb = this.dataSource.getRepository(Attorney).createQueryBuilder('a').where(condition.sql, condition.params);
    if (search) {
      qb.andWhere(`(a.first_name || ' ' || a.last_name || ' ' || a.firm_name || ' ' || a.email) ILIKE :pattern`, {
        pattern: containsPattern(search),
      });
    }
    return qb;
  }

  list(scope: Scope, search: string | null | undefined, first: number, after?: string | null): Promise<Page<Attorney>> {
    return keysetPage(
      this.scoped(scope, search),
      'a',
      { expr: "lower(a.last_name || ', ' || a.first_name)", cast: 'text' },
      SortDirection.asc,
      first,
      after,
    );
  }

  count(scope: Scope, search: string | null | undefined): Promise<number> {
    return countRows(this.scoped(scope, search));
  }

  findById(scope: Scope, id: number): Promise<Attorney | null> {
    return this.scoped(scope).andWhere('a.id = :id', { id }).getOne();
  }

  /**
   * The records of these ids the scope may read, by the directory's rule: what every nested path to
   * an attorney (a case's attorney, a transfer's attorneys) answers, so none shows more than `attorney(id)`.
   */
  findManyById(scope: Scope | null, ids: readonly number[]): Promise<Attorney[]> {
    if (!scope || ids.length === 0) return Promise.resolve([]);
    return this.scoped(scope).andWhere('a.id IN (:...ids)', { ids }).getMany();
  }

  async create(scope: Scope, input: AttorneyCreateInput): Promise<Attorney> {
    assertCanAddAttorneys(scope);
    const email = input.email.toLowerCase();
    return this.dataSource.transaction(async (manager) => {
      const existing = await manager.query(`SELECT 1 FROM attorneys WHERE email = $1`, [email]);
      if (existing.length) throw new ConflictError('An attorney with this email already exists', 'email');
      const repository = manager.getRepository(Attorney);
      const values = {
        firstName: input.firstName,
        lastName: input.lastName,
        email,
        phone: input.phone ?? null,
        firmName: input.firmName,
        barNumber: input.barNumber ?? null,
        firmAddress: input.firmAddress ?? null,
        specialization: input.specialization ?? 'personal_injury',
      };
      const attorney = await repository.save(repository.create(values)).catch((error: { code?: string }) => {
        // Two clinics adding the same attorney at once: the unique index decides.
        if (error.code === '23505') throw new ConflictError('An attorney with this email already exists', 'email');
        throw error;
      });
      await writeAudit(manager, scope, {
        entityType: 'attorney',
        entityId: attorney.id,
        action: 'create',
        clinicId: scope.clinicId,
        newValues: values,
      });
      return attorney;
    });
  }
}
