import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { Scope } from '../../platform/access/scope';
import { clampLimit } from '../../platform/graphql/pagination';
import { Patient } from './patient.entity';
import { patientScopeCondition } from './patient.policy';

export class PatientService {
  constructor(private readonly dataSource: DataSource) {}

  /** The only entry point for reading patients: already limited to the scope. */
  private scoped(scope: Scope, alias = 'p'): SelectQueryBuilder<Patient> {
    const condition = patientScopeCondition(scope, alias);
    return this.dataSource.getRepository(Patient).createQueryBuilder(alias).where(condition.sql, condition.params);
  }

  findById(scope: Scope, id: number): Promise<Patient | null> {
    return this.scoped(scope).andWhere('p.id = :id', { id }).getOne();
  }

  recent(scope: Scope, limit: number): Promise<Patient[]> {
    return this.scoped(scope)
      .orderBy('p.created_at', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .limit(clampLimit(limit))
      .getMany();
  }
}
