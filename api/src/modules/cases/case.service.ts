import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { Scope } from '../../platform/access/scope';
import { clampLimit } from '../../platform/graphql/pagination';
import { CaseRecord } from './case.entity';
import { caseScopeCondition } from './case.policy';

export class CaseService {
  constructor(private readonly dataSource: DataSource) {}

  /** The only entry point for reading cases: already limited to the scope. */
  private scoped(scope: Scope, alias = 'c'): SelectQueryBuilder<CaseRecord> {
    const condition = caseScopeCondition(scope, alias);
    return this.dataSource.getRepository(CaseRecord).createQueryBuilder(alias).where(condition.sql, condition.params);
  }

  /** A case the scope may read, or null: a case out of scope is indistinguishable from a missing one. */
  findById(scope: Scope, id: number): Promise<CaseRecord | null> {
    return this.scoped(scope).andWhere('c.id = :id', { id }).getOne();
  }

  recent(scope: Scope, limit: number): Promise<CaseRecord[]> {
    return this.scoped(scope)
      .orderBy('c.created_at', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .limit(clampLimit(limit))
      .getMany();
  }
}
