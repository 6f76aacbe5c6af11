import {
  Arg,
  Authorized,
  Ctx,
  Extensions,
  FieldResolver,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import DataLoader from 'dataloader';
import { UnauthenticatedError } from '../../platform/errors';
import type { GraphQLContext } from '../../graphql-context';
import { BillingStatus } from './billing.enums';
import { BillingLineView } from './billing-lines';
import { maxProcedures } from '../treatment-notes/treatment-note.inputs';
import { BillingEntryCreateInput, BillingFilter, BillingStatusChangeInput } from './billing.input';
import { canWriteBilling } from './billing.policy';
import { nextStatuses } from './billing-transitions';
import { BillingEntryConnection, BillingEntryView, BillingSummary } from './billing.type';

@Resolver(() => BillingEntryView)
export class BillingResolver {
  @Authorized()
  @Query(() => BillingEntryConnection, { description: 'Billing entries in scope, newest first' })
  billingEntries(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('filter', () => BillingFilter, { nullable: true }) filter: BillingFilter | null,
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ): Promise<BillingEntryConnection> {
    return services.billing.list(scope!, { ...filter, first, after });
  }

  @Authorized()
  @Query(() => BillingSummary, { description: "The billing page's card figures over every entry in scope" })
  billingSummary(@Ctx() { scope, services }: GraphQLContext): Promise<BillingSummary> {
    return services.billing.summary(scope!);
  }

  @Authorized()
  @Mutation(() => BillingEntryView, { description: 'Raises a pending bill on a case (clinic users only)' })
  billingEntryCreate(
    @Arg('input', () => BillingEntryCreateInput) input: BillingEntryCreateInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<BillingEntryView> {
    return services.billing.create(scope!, input);
  }

  @Authorized()
  @Mutation(() => BillingEntryView, { description: 'Moves a bill to its next status (clinic users only)' })
  billingStatusChange(
    @Arg('input', () => BillingStatusChangeInput) input: BillingStatusChangeInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<BillingEntryView> {
    return services.billing.changeStatus(scope!, input);
  }

  @Subscription(() => BillingEntryView, {
    description: 'Billing entries as they are raised or change status, limited to what the subscriber may read',
    subscribe: ({ args, context }) => {
      const { scope, services } = context as GraphQLContext;
      if (!scope) throw new UnauthenticatedError();
      return services.billing.subscribe(scope, (args as { caseId?: number | null }).caseId ?? null);
    },
  })
  billingStatusChanged(
    @Root() entry: BillingEntryView,
    @Arg('caseId', () => Int, { nullable: true }) _caseId: number | null,
  ): BillingEntryView {
    return entry;
  }

  @FieldResolver(() => [BillingLineView], {
    description: 'The coded services of a bill raised by a signed note, in line order (none on a free-text bill)',
  })
  // One line per procedure of the note, so the operation limits count this list at that bound.
  @Extensions({ maxListSize: maxProcedures })
  lines(@Root() entry: BillingEntryView, @Ctx() { services, loaders }: GraphQLContext): Promise<BillingLineView[]> {
    return loaders
      .keyed('billing.lines', () => new DataLoader<number, BillingLineView[]>((ids) => services.billing.linesOf(ids)))
      .load(entry.id);
  }

  @FieldResolver(() => [BillingStatus], { description: 'The statuses the signed-in user may move this entry to' })
  nextStatuses(@Root() entry: BillingEntryView, @Ctx() { scope }: GraphQLContext): readonly BillingStatus[] {
    return scope !== null && canWriteBilling(scope) ? nextStatuses(entry.status) : [];
  }
}
