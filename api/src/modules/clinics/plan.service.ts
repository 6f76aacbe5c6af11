import type { DataSource } from 'typeorm';
import { Plan } from './plan.entity';

export class PlanService {
  constructor(private readonly dataSource: DataSource) {}

  active(): Promise<Plan[]> {
    return this.dataSource
      .getRepository(Plan)
      .find({ where: { isActive: true }, order: { sortOrder: 'ASC', id: 'ASC' } });
  }
}
