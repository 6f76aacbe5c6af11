import { Arg, Authorized, Ctx, Int, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { UnauthenticatedError } from '../../platform/errors';
import { TimelineKind } from './timeline.enums';
import { CaseActivityView, TimelineConnection } from './timeline.type';

@Resolver()
export class TimelineResolver {
  @Authorized()
  @Query(() => TimelineConnection, {
    description:
      "A case's timeline, newest first: visits, notes, bills and payments, reductions, documents, messages, status changes, transfers and claims, each as the reader may see it",
  })
  caseTimeline(
    @Arg('caseId', () => Int) caseId: number,
    @Arg('kinds', () => [TimelineKind], { nullable: true, description: 'Only these kinds (all when empty)' })
    kinds: TimelineKind[] | null,
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<TimelineConnection> {
    return services.timeline.page(scope!, { caseId, kinds, first, after });
  }

  @Subscription(() => CaseActivityView, {
    description: "New items of a case's timeline as they happen, limited to what the subscriber may read then",
    subscribe: ({ args, context }) => {
      const { scope, services } = context as GraphQLContext;
      if (!scope) throw new UnauthenticatedError();
      return services.timeline.subscribe(scope, (args as { caseId: number }).caseId);
    },
  })
  caseActivity(
    @Root() record: Parameters<GraphQLContext['services']['timeline']['activityFor']>[1],
    @Arg('caseId', () => Int) _caseId: number,
    @Ctx() { scope, services }: GraphQLContext,
  ): CaseActivityView {
    return services.timeline.activityFor(scope!, record);
  }
}
