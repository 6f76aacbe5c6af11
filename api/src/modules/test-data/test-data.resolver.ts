import { Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Role } from '../../platform/access/role';
import type { GraphQLContext } from '../../graphql-context';
import { DemoResetResult } from './demo-reset.service';
import { TestDataSummary } from './test-data.service';

/** /test-data: demo mode only (NOT_FOUND otherwise, whoever asks), super admin only. */
@Resolver()
export class TestDataResolver {
  @Authorized(Role.super_admin)
  @Query(() => TestDataSummary, { description: 'What demo data is loaded, with counts (demo mode only)' })
  testDataSummary(@Ctx() { scope, services }: GraphQLContext): Promise<TestDataSummary> {
    return services.testData.summary(scope!);
  }

  @Authorized(Role.super_admin)
  @Mutation(() => DemoResetResult, {
    description:
      'Throws the demo database away and loads the demo data again (demo mode only, decisions 475-479): ' +
      'every change since the last load is lost and everyone, the caller included, is signed out',
  })
  async demoDataReset(@Ctx() { scope, services, sessionCookie }: GraphQLContext): Promise<DemoResetResult> {
    const result = await services.demoReset.reset(scope!);
    // The caller's session went with the sessions table: the browser forgets its cookie too.
    sessionCookie?.clear();
    return result;
  }
}
