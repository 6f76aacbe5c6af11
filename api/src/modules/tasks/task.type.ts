import { Field, ID, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../platform/graphql/connection';
import { LocalDate } from '../../platform/graphql/scalars';
import { TaskPriority, TaskSource, TaskStatus } from './task.enums';

/** A task as people see it: one SQL row with the names already joined (task.service.ts). */
@ObjectType('Task', { description: "An item of the clinic's internal work list" })
export class TaskView {
  @Field(() => Int) id: number;
  @Field(() => Int) clinicId: number;
  @Field(() => String) title: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => TaskPriority) priority: TaskPriority;
  @Field(() => TaskStatus) status: TaskStatus;
  @Field(() => LocalDate, { nullable: true }) dueDate: string | null;
  @Field(() => Boolean, { description: "Open and due before today (the clinic's day)" }) isOverdue: boolean;
  @Field(() => TaskSource) source: TaskSource;
  @Field(() => Int, { nullable: true }) caseId: number | null;
  @Field(() => String, { nullable: true }) caseNumber: string | null;
  @Field(() => Int, { nullable: true }) patientId: number | null;
  @Field(() => String, { nullable: true }) patientName: string | null;
  @Field(() => ID, { nullable: true }) assigneeId: string | null;
  @Field(() => String, { nullable: true }) assigneeName: string | null;
  @Field(() => ID, { nullable: true }) createdById: string | null;
  @Field(() => String, { nullable: true }) createdByName: string | null;
  @Field(() => Date, { nullable: true }) completedAt: Date | null;
  @Field(() => String, { nullable: true }) completedByName: string | null;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date) updatedAt: Date;
}

@ObjectType()
export class TaskConnection {
  @Field(() => [TaskView]) nodes: TaskView[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

@ObjectType({ description: 'Someone a task may be assigned to: an active user of the clinic' })
export class TaskAssignee {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
}
