import { IsEnum, IsOptional, ValidateIf } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { LocalDate } from '../../platform/graphql/scalars';
import { CalendarDate, OptionalText, RecordId, RequiredText } from '../../platform/validation/rules';
import { TaskDue, TaskPriority, TaskStatusFilter } from './task.enums';

const priorityMessage = 'Priority must be one of low, medium, high, urgent';
const maxUserIdLength = 64;

@InputType({ description: 'A new task; only the title is required' })
export class TaskCreateInput {
  @Field(() => String) @RequiredText('Title', 200) title: string;
  @Field(() => String, { nullable: true }) @OptionalText('Description', 5000) description?: string | null;

  @Field(() => TaskPriority, { nullable: true, description: 'Default medium' })
  @IsOptional()
  @IsEnum(TaskPriority, { message: priorityMessage })
  priority?: TaskPriority | null;

  @Field(() => LocalDate, { nullable: true }) @IsOptional() @CalendarDate('Due date') dueDate?: string | null;

  @Field(() => ID, { nullable: true, description: "An active user of the task's clinic" })
  @OptionalText('Assignee', maxUserIdLength)
  assigneeId?: string | null;

  @Field(() => Int, { nullable: true, description: "The case it is about (the case's patient is then its patient)" })
  @IsOptional()
  @RecordId('Case must be chosen from the list')
  caseId?: number | null;

  @Field(() => Int, { nullable: true, description: "A patient of the clinic (the case's own, when a case is given)" })
  @IsOptional()
  @RecordId('Patient must be chosen from the list')
  patientId?: number | null;
}

@InputType({ description: 'Changes to a task: a field left out stays as it is; null clears it' })
export class TaskUpdateInput {
  @Field(() => String, { nullable: true })
  @ValidateIf((input: TaskUpdateInput) => input.title !== undefined)
  @RequiredText('Title', 200)
  title?: string;

  @Field(() => String, { nullable: true }) @OptionalText('Description', 5000) description?: string | null;

  @Field(() => TaskPriority, { nullable: true })
  @ValidateIf((input: TaskUpdateInput) => input.priority !== undefined)
  @IsEnum(TaskPriority, { message: priorityMessage })
  priority?: TaskPriority;

  @Field(() => LocalDate, { nullable: true }) @IsOptional() @CalendarDate('Due date') dueDate?: string | null;

  @Field(() => ID, { nullable: true, description: 'null leaves the task unassigned' })
  @OptionalText('Assignee', maxUserIdLength)
  assigneeId?: string | null;
}

/** What the task lists narrow to; every part optional. */
@InputType()
export class TaskFilter {
  @Field(() => Boolean, { nullable: true, description: 'Only tasks assigned to the signed-in user' })
  @IsOptional()
  mine?: boolean | null;

  @Field(() => Int, { nullable: true }) @IsOptional() @RecordId('Case must be chosen from the list') caseId?:
    number | null;

  @Field(() => TaskStatusFilter, { nullable: true })
  @IsOptional()
  @IsEnum(TaskStatusFilter, { message: 'Status must be one of open, pending, in_progress, completed, cancelled' })
  status?: TaskStatusFilter | null;

  @Field(() => ID, { nullable: true, description: 'Only tasks assigned to this user' })
  @OptionalText('Assignee', maxUserIdLength)
  assigneeId?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Only tasks assigned to nobody' })
  @IsOptional()
  unassigned?: boolean | null;

  @Field(() => TaskPriority, { nullable: true })
  @IsOptional()
  @IsEnum(TaskPriority, { message: priorityMessage })
  priority?: TaskPriority | null;

  @Field(() => TaskDue, { nullable: true })
  @IsOptional()
  @IsEnum(TaskDue, { message: 'Due must be one of overdue, today, this_week' })
  due?: TaskDue | null;

  @Field(() => String, { nullable: true, description: 'Matches title or description, case-insensitively' })
  @OptionalText('Search', 100)
  search?: string | null;
}
