import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { TaskAction } from './task.enums';
import { TaskCreateInput, TaskFilter, TaskUpdateInput } from './task.input';
import { TaskAssignee, TaskConnection, TaskView } from './task.type';

@Resolver(() => TaskView)
export class TaskResolver {
  @Authorized()
  @Query(() => TaskConnection, {
    description: "The clinic's tasks in scope, by due date (none last) then priority; attorneys have none",
  })
  tasks(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('filter', () => TaskFilter, { nullable: true }) filter: TaskFilter | null,
  ): Promise<TaskConnection> {
    return services.tasks.list(scope!, { filter, first, after });
  }

  @Authorized()
  @Query(() => TaskView, { nullable: true, description: 'One task in scope, or null' })
  task(@Ctx() { scope, services }: GraphQLContext, @Arg('id', () => Int) id: number): Promise<TaskView | null> {
    return services.tasks.findById(scope!, id);
  }

  @Authorized()
  @Query(() => [TaskAssignee], { description: "Who the caller may assign tasks to: their clinic's active users" })
  taskAssignees(@Ctx() { scope, services }: GraphQLContext): Promise<TaskAssignee[]> {
    return services.tasks.assignees(scope!);
  }

  @Authorized()
  @Mutation(() => TaskView, { description: 'Creates a task of the caller’s clinic (optionally on one of its cases)' })
  taskCreate(
    @Arg('input', () => TaskCreateInput) input: TaskCreateInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<TaskView> {
    return services.tasks.create(scope!, input);
  }

  @Authorized()
  @Mutation(() => TaskView, { description: "Changes a task's title, description, priority, due date or assignee" })
  taskUpdate(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => TaskUpdateInput) input: TaskUpdateInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<TaskView> {
    return services.tasks.update(scope!, id, input);
  }

  @Authorized()
  @Mutation(() => TaskView, { description: 'Starts, completes, reopens or cancels a task' })
  taskAct(
    @Arg('id', () => Int) id: number,
    @Arg('action', () => TaskAction) action: TaskAction,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<TaskView> {
    return services.tasks.act(scope!, id, action);
  }
}
