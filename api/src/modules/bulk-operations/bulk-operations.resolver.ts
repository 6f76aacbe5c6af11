import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { OperatorAreaOnly } from '../../platform/graphql/operator-area';
import { OperatorArea } from '../../platform/access/operator-areas';
import type { GraphQLContext } from '../../graphql-context';
import { BulkOperationKind, BulkOperationPreview, BulkOperationResult } from './bulk-operation.types';

@Resolver()
export class BulkOperationsResolver {
  @OperatorAreaOnly(OperatorArea.settings)
  @Query(() => BulkOperationPreview, {
    description: 'How many records a bulk operation would change now, and a few of them',
  })
  bulkOperationPreview(
    @Arg('kind', () => BulkOperationKind) kind: BulkOperationKind,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<BulkOperationPreview> {
    return services.bulkOperations.preview(scope!, kind);
  }

  @OperatorAreaOnly(OperatorArea.settings)
  @Mutation(() => BulkOperationResult, {
    description:
      'Runs a bulk operation in one transaction; refused (CONFLICT) when the records matching now are not expectedCount',
  })
  bulkOperationRun(
    @Arg('kind', () => BulkOperationKind) kind: BulkOperationKind,
    @Arg('expectedCount', () => Int, { description: 'The count the preview showed and the operator confirmed' })
    expectedCount: number,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<BulkOperationResult> {
    return services.bulkOperations.run(scope!, kind, expectedCount);
  }
}
