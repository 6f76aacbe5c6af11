import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import {
  RecordsRequestAnswerInput,
  RecordsRequestCancelInput,
  RecordsRequestCreateInput,
  RecordsRequestFilter,
  RecordsRequestReceiptInput,
  RecordsRequestUpdateInput,
} from './records.input';
import {
  RecordsProviderClinic,
  RecordsRequestConnection,
  RecordsRequestSources,
  RecordsRequestView,
} from './records.type';

/** Records retrieval: requests, the clinic's inbox and answers, the disclosure log. */
@Resolver(() => RecordsRequestView)
export class RecordsResolver {
  @Authorized()
  @Query(() => RecordsRequestConnection, {
    description:
      "Records requests the caller reads (the law firm's own, the clinic's logged and its inbox), overdue first, a page at a time",
  })
  recordsRequests(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('filter', () => RecordsRequestFilter, { nullable: true }) filter?: RecordsRequestFilter | null,
    @Arg('first', () => Int, { nullable: true, description: 'At most this many (default 20, at most 100)' })
    first?: number | null,
    @Arg('after', () => String, { nullable: true, description: "The previous page's endCursor" }) after?: string | null,
  ): Promise<RecordsRequestConnection> {
    return services.records.list(scope!, filter ?? {}, { first, after });
  }

  @Authorized()
  @Query(() => RecordsRequestView, { nullable: true, description: 'One records request, or null when not found' })
  recordsRequest(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<RecordsRequestView | null> {
    return services.records.findById(scope!, id);
  }

  @Authorized()
  @Query(() => RecordsRequestSources, {
    description: "What the answering clinic may send: the patient's documents there and their cases' statements",
  })
  recordsRequestSources(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<RecordsRequestSources> {
    return services.records.sources(scope!, id);
  }

  @Authorized()
  @Query(() => [RecordsProviderClinic], {
    description: "Clinics on the platform a case's records can be requested from (the case's own first)",
  })
  recordsProviderClinics(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('caseId', () => Int) caseId: number,
  ): Promise<RecordsProviderClinic[]> {
    return services.records.providerClinics(scope!, caseId);
  }

  @Authorized()
  @Mutation(() => RecordsRequestView, { description: 'Request records or bills from a provider' })
  recordsRequestCreate(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => RecordsRequestCreateInput) input: RecordsRequestCreateInput,
  ): Promise<RecordsRequestView> {
    return services.records.create(scope!, input);
  }

  @Authorized()
  @Mutation(() => RecordsRequestView, {
    description: 'The requester changes priority, due date, assignee, reminders, notes',
  })
  recordsRequestUpdate(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => RecordsRequestUpdateInput) input: RecordsRequestUpdateInput,
  ): Promise<RecordsRequestView> {
    return services.records.update(scope!, input);
  }

  @Authorized()
  @Mutation(() => RecordsRequestView, { description: 'The requester records a fax or portal request as sent' })
  recordsRequestMarkSent(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<RecordsRequestView> {
    return services.records.markSent(scope!, id);
  }

  @Authorized()
  @Mutation(() => RecordsRequestView, { description: 'The requester cancels an open request, with a reason' })
  recordsRequestCancel(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => RecordsRequestCancelInput) input: RecordsRequestCancelInput,
  ): Promise<RecordsRequestView> {
    return services.records.cancel(scope!, input);
  }

  @Authorized()
  @Mutation(() => RecordsRequestView, { description: 'The requester records what an outside provider sent' })
  recordsRequestRecordReceipt(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => RecordsRequestReceiptInput) input: RecordsRequestReceiptInput,
  ): Promise<RecordsRequestView> {
    return services.records.recordReceipt(scope!, input);
  }

  @Authorized()
  @Mutation(() => RecordsRequestView, {
    description: 'The clinic the request is addressed to answers with documents and/or the itemized statement',
  })
  recordsRequestAnswer(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => RecordsRequestAnswerInput) input: RecordsRequestAnswerInput,
  ): Promise<RecordsRequestView> {
    return services.records.answer(scope!, input);
  }
}
