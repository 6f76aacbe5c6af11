import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { OperatorArea } from '../../platform/access/operator-areas';
import { OperatorAreaOnly } from '../../platform/graphql/operator-area';
import { SystemLogConnection, SystemLogFilter, SystemLogView } from './system-log.type';

@Resolver(() => SystemLogView)
export class SystemLogResolver {
  @OperatorAreaOnly(OperatorArea.logs)
  @Query(() => SystemLogConnection, {
    description: 'Warnings and errors the server logged, newest first (operator console, Logs area)',
  })
  systemLogs(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('filter', () => SystemLogFilter, { nullable: true }) filter: SystemLogFilter | null,
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ): Promise<SystemLogConnection> {
    return services.systemLogs.search(scope!, { filter, first, after });
  }

  @OperatorAreaOnly(OperatorArea.logs)
  @Query(() => [String], { description: 'The sources the system logs hold (Logs area)' })
  systemLogSources(@Ctx() { scope, services }: GraphQLContext): Promise<string[]> {
    return services.systemLogs.sources(scope!);
  }
}
