import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { OperatorAreaOnly } from '../../../platform/graphql/operator-area';
import { OperatorArea } from '../../../platform/access/operator-areas';
import type { GraphQLContext } from '../../../graphql-context';
import { AuditLogFilter, AuditLogFilterOptions, AuditLogRecordConnection } from './audit-log-admin.types';

interface ConnectionSource extends Omit<AuditLogRecordConnection, 'totalCount'> {
  filter: AuditLogFilter | null;
  countUpTo: string | null;
}

@Resolver(() => AuditLogRecordConnection)
export class AuditLogAdminResolver {
  @OperatorAreaOnly(OperatorArea.audit)
  @Query(() => AuditLogRecordConnection, { description: 'The whole audit log, newest first (Audit tab)' })
  async auditLogRecords(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('filter', () => AuditLogFilter, { nullable: true }) filter?: AuditLogFilter | null,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<ConnectionSource> {
    const page = await services.auditLogAdmin.list(scope!, filter, first, after);
    return { ...page, filter: filter ?? null };
  }

  @FieldResolver(() => Int)
  totalCount(@Root() connection: ConnectionSource, @Ctx() { scope, services }: GraphQLContext): Promise<number> {
    return services.auditLogAdmin.count(scope!, connection.filter, connection.countUpTo);
  }

  @OperatorAreaOnly(OperatorArea.audit)
  @Query(() => AuditLogFilterOptions, { description: "The Audit tab's action and entity choices" })
  auditLogFilterOptions(@Ctx() { scope, services }: GraphQLContext): Promise<AuditLogFilterOptions> {
    return services.auditLogAdmin.filterOptions(scope!);
  }
}
