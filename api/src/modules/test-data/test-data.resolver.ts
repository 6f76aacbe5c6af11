import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { Role } from '../../platform/access/role';
import type { GraphQLContext } from '../../graphql-context';
import { TestDataSummary } from './test-data.service';

/** /test-data: demo mode only (NOT_FOUND otherwise, whoever asks), super admin only. */
@Resolver()
export class TestDataResolver {
  @Authorized(Role.super_admin)
  @Query(() => TestDataSummary, { description: 'What demo data is loaded, with counts (demo mode only)' })
  testDataSummary(@Ctx() { scope, services }: GraphQLContext): Promise<TestDataSummary> {
    return services.testData.summary(scope!);
  }
}
