import { Field, Int, ObjectType } from 'type-graphql';
import { Decimal } from '../../platform/graphql/scalars';

@ObjectType()
export class DashboardStats {
  @Field(() => Int, { description: 'Cases not closed' })
  activeCases: number;

  @Field(() => Int, { description: 'Patients marked active' })
  activePatients: number;

  @Field(() => Int, { description: 'Tasks pending or in progress' })
  pendingTasks: number;

  @Field(() => Decimal, { description: 'Payments received this calendar month' })
  monthlyRevenue: string;
}
