import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { OperatorArea } from '../../platform/access/operator-areas';
import { OperatorAreaOnly, SharedWithOperatorStaff } from '../../platform/graphql/operator-area';
import { UnauthenticatedError } from '../../platform/errors';
import {
  SupportPatientLookupInput,
  SupportTicketCreateInput,
  SupportTicketFilter,
  SupportTicketUpdateInput,
  TicketRatingInput,
  TicketReplyInput,
  TicketTemplateInput,
} from './support.input';
import {
  SupportAccountStateView,
  SupportAgentView,
  SupportMetricsView,
  SupportPatientLookupRow,
  SupportSlaTarget,
  SupportTicketConnection,
  SupportTicketView,
  TicketActivityView,
  TicketEscalationView,
  TicketMessageView,
  TicketTemplateView,
} from './support.type';
@Resolver(() => SupportTicketView)
export class SupportTicketResolver {
  @SharedWithOperatorStaff()
  @Query(() => SupportTicketConnection, {
    description: 'Support tickets in scope, latest activity first: the desk sees all, a requester their own',
  })
  supportTickets(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('filter', () => SupportTicketFilter, { nullable: true }) filter: SupportTicketFilter | null,
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ): Promise<SupportTicketConnection> {
    return services.support.list(scope!, { filter, first, after });
  }

  @SharedWithOperatorStaff()
  @Query(() => SupportTicketView, { description: 'One ticket in scope' })
  supportTicket(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<SupportTicketView> {
    return services.support.get(scope!, id);
  }

  @SharedWithOperatorStaff()
  @Query(() => [SupportSlaTarget], { description: 'The SLA by priority' })
  supportSlaPolicy(@Ctx() { scope, services }: GraphQLContext): SupportSlaTarget[] {
    return services.support.slaPolicy(scope!);
  }

  @OperatorAreaOnly(OperatorArea.support)
  @Query(() => SupportMetricsView, { description: 'The desk’s figures (Support area)' })
  supportMetrics(@Ctx() { scope, services }: GraphQLContext): Promise<SupportMetricsView> {
    return services.support.metrics(scope!);
  }

  @OperatorAreaOnly(OperatorArea.support)
  @Query(() => [TicketTemplateView], { description: 'The desk’s templates, most used first (Support area)' })
  ticketTemplates(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('activeOnly', () => Boolean, { defaultValue: false }) activeOnly: boolean,
  ): Promise<TicketTemplateView[]> {
    return services.support.templates(scope!, activeOnly);
  }

  @OperatorAreaOnly(OperatorArea.support)
  @Query(() => [SupportAgentView], { description: 'Who tickets can be assigned to (Support area)' })
  supportAgents(@Ctx() { scope, services }: GraphQLContext): Promise<SupportAgentView[]> {
    return services.support.agents(scope!);
  }

  @OperatorAreaOnly(OperatorArea.support)
  @Query(() => [TicketEscalationView], { description: 'Escalations not yet resolved, newest first (Support area)' })
  ticketEscalations(@Ctx() { scope, services }: GraphQLContext): Promise<TicketEscalationView[]> {
    return services.support.escalations(scope!, null);
  }

  @OperatorAreaOnly(OperatorArea.support)
  @Query(() => SupportAccountStateView, {
    description: "The requester's account state: plan, billing, usage, recent errors; no patient data (Support area)",
  })
  supportAccountState(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('ticketId', () => Int) ticketId: number,
  ): Promise<SupportAccountStateView> {
    return services.support.accountState(scope!, ticketId);
  }

  @OperatorAreaOnly(OperatorArea.support)
  @Mutation(() => [SupportPatientLookupRow], {
    description: "Break-glass: the ticket's clinic's patients matching a search, after the stated reason is audited",
  })
  supportPatientLookup(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => SupportPatientLookupInput) input: SupportPatientLookupInput,
  ): Promise<SupportPatientLookupRow[]> {
    return services.support.patientLookup(scope!, input);
  }

  @SharedWithOperatorStaff()
  @Mutation(() => SupportTicketView, { description: 'Opens a ticket (clinic users, attorneys; the desk for them)' })
  supportTicketCreate(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => SupportTicketCreateInput) input: SupportTicketCreateInput,
  ): Promise<SupportTicketView> {
    return services.support.create(scope!, input);
  }

  @SharedWithOperatorStaff()
  @Mutation(() => TicketMessageView, { description: 'A reply (or the desk’s internal note) on a ticket' })
  supportTicketReply(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => TicketReplyInput) input: TicketReplyInput,
  ): Promise<TicketMessageView> {
    return services.support.reply(scope!, input);
  }

  @OperatorAreaOnly(OperatorArea.support)
  @Mutation(() => SupportTicketView, { description: 'The desk changes status, priority, category, assignee, tags' })
  supportTicketUpdate(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => SupportTicketUpdateInput) input: SupportTicketUpdateInput,
  ): Promise<SupportTicketView> {
    return services.support.update(scope!, input);
  }

  @SharedWithOperatorStaff()
  @Mutation(() => SupportTicketView, { description: 'The requester rates a resolved ticket (1 to 5, a comment)' })
  supportTicketRate(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => TicketRatingInput) input: TicketRatingInput,
  ): Promise<SupportTicketView> {
    return services.support.rate(scope!, input);
  }

  @OperatorAreaOnly(OperatorArea.support)
  @Mutation(() => TicketTemplateView, { description: 'Creates a template, or updates one when id is given' })
  ticketTemplateSave(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => TicketTemplateInput) input: TicketTemplateInput,
    @Arg('id', () => Int, { nullable: true }) id: number | null,
  ): Promise<TicketTemplateView> {
    return services.support.templateSave(scope!, id ?? null, input);
  }

  @OperatorAreaOnly(OperatorArea.support)
  @Mutation(() => TicketEscalationView, { description: 'Marks an escalation resolved' })
  ticketEscalationResolve(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('resolution', () => String) resolution: string,
  ): Promise<TicketEscalationView> {
    return services.support.escalationResolve(scope!, id, resolution.slice(0, 2000));
  }

  @Subscription(() => TicketMessageView, {
    description:
      'New messages of one ticket (or of every ticket in scope without ticketId); the requester never receives internal notes',
    subscribe: ({ args, context }) => {
      const { scope, services } = context as GraphQLContext;
      if (!scope) throw new UnauthenticatedError();
      return services.support.subscribe(scope, (args as { ticketId?: number | null }).ticketId ?? null);
    },
  })
  supportTicketMessageAdded(
    @Root() message: TicketMessageView,
    @Arg('ticketId', () => Int, { nullable: true }) _ticketId: number | null,
  ): TicketMessageView {
    return message;
  }

  @FieldResolver(() => [TicketMessageView], { description: 'The conversation (internal notes for the desk only)' })
  messages(
    @Root() ticket: SupportTicketView,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<TicketMessageView[]> {
    return services.support.messages(scope!, ticket.id);
  }

  @FieldResolver(() => [TicketActivityView], { description: 'Every change (desk only; empty for the requester)' })
  activity(
    @Root() ticket: SupportTicketView,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<TicketActivityView[]> {
    return services.support.activity(scope!, ticket.id);
  }

  @FieldResolver(() => [TicketEscalationView], { description: 'Escalations (desk only; empty for the requester)' })
  escalations(
    @Root() ticket: SupportTicketView,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<TicketEscalationView[]> {
    if (!scope || !services.support.isAgent(scope)) return Promise.resolve([]);
    return services.support.escalations(scope, ticket.id);
  }
}
