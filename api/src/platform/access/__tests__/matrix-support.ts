import { OperatorArea } from '../operator-areas';
import { Role } from '../role';
import {
  byId,
  gql,
  input,
  operatorArea,
  operatorOnly,
  rest,
  type CallArgs,
  type Entry,
  type Verdicts,
} from './matrix-dsl';

/**
 * The support desk (decisions 450-456) and system logs (457-458). The desk (OperatorArea.support)
 * reads and works every ticket; a clinic admin reads their clinic's tickets, anyone else their own;
 * the fixture's ticket is a colleague's, so staff and attorneys answer it as missing. Patients are
 * refused. The console's Logs area is the operator's.
 */
const requesters: Verdicts = { clinic_staff: 'allow', clinic_admin: 'allow', attorney: 'allow', super_admin: 'any' };
const ticketReaders: Verdicts = {
  clinic_staff: 'hidden',
  clinic_admin: 'allow',
  attorney: 'hidden',
  super_admin: 'any',
};
const newTicket = (a: CallArgs) => ({
  subject: 'Matrix ticket',
  description: 'Matrix',
  category: 'technical',
  // The desk opens a ticket for someone: the matrix's clinic staff.
  ...(a.role === Role.super_admin || a.role === Role.operator_staff
    ? { requesterUserId: a.world.users[Role.clinic_staff].id }
    : {}),
});

/** Over GraphQL the desk is the console's Support area: operator staff with it get the super admin's verdict. */
const desk = (verdicts: Verdicts): Verdicts => ({ ...verdicts, area: OperatorArea.support });

export const supportMatrix: Record<string, Entry> = {
  'Query.supportTickets': [
    { label: 'in scope', call: gql('{ supportTickets { nodes { id } } }'), roles: desk(requesters) },
  ],
  'Query.supportTicket': [
    {
      label: "a colleague's",
      call: byId('query($id: Int!) { supportTicket(id: $id) { id messages { id } activity { id } } }'),
      target: 'supportTicket',
      roles: desk(ticketReaders),
    },
  ],
  'Query.supportSlaPolicy': [
    { label: 'the table', call: gql('{ supportSlaPolicy { priority } }'), roles: desk(requesters) },
  ],
  'Query.supportMetrics': [
    { label: 'the desk', call: gql('{ supportMetrics { open } }'), roles: operatorArea(OperatorArea.logs) },
  ],
  'Query.ticketTemplates': [
    { label: 'all', call: gql('{ ticketTemplates { id } }'), roles: operatorArea(OperatorArea.logs) },
  ],
  'Query.supportAgents': [
    { label: 'the desk', call: gql('{ supportAgents { id } }'), roles: operatorArea(OperatorArea.logs) },
  ],
  'Query.ticketEscalations': [
    { label: 'open', call: gql('{ ticketEscalations { id } }'), roles: operatorArea(OperatorArea.logs) },
  ],
  'Query.supportAccountState': [
    {
      label: "a ticket's",
      call: byId('query($id: Int!) { supportAccountState(ticketId: $id) { clinicName } }'),
      target: 'supportTicket',
      roles: desk(operatorOnly),
    },
  ],
  'Mutation.supportPatientLookup': [
    {
      label: 'with a reason',
      call: input(
        'mutation($input: SupportPatientLookupInput!) { supportPatientLookup(input: $input) { id } }',
        (a) => ({ ticketId: a.id, reason: 'Matrix: checking a balance', search: 'Matrix' }),
      ),
      target: 'supportTicket',
      roles: desk(operatorOnly),
    },
  ],
  'Mutation.supportTicketCreate': [
    {
      label: 'for oneself',
      call: input(
        'mutation($input: SupportTicketCreateInput!) { supportTicketCreate(input: $input) { id } }',
        newTicket,
      ),
      roles: desk(requesters),
    },
  ],
  'Mutation.supportTicketReply': [
    {
      label: 'a reply',
      call: input('mutation($input: TicketReplyInput!) { supportTicketReply(input: $input) { id } }', (a) => ({
        ticketId: a.id,
        message: 'Matrix reply',
      })),
      target: 'supportTicket',
      roles: desk(ticketReaders),
      fresh: true,
    },
  ],
  'Mutation.supportTicketUpdate': [
    {
      label: 'priority',
      call: input('mutation($input: SupportTicketUpdateInput!) { supportTicketUpdate(input: $input) { id } }', (a) => ({
        ticketId: a.id,
        priority: 'high',
      })),
      target: 'supportTicket',
      roles: desk(operatorOnly),
      fresh: true,
    },
  ],
  'Mutation.supportTicketRate': [
    {
      label: 'by its requester only',
      call: input('mutation($input: TicketRatingInput!) { supportTicketRate(input: $input) { id } }', (a) => ({
        ticketId: a.id,
        rating: 5,
      })),
      target: 'supportTicket',
      roles: desk({ clinic_staff: 'hidden', clinic_admin: 'forbid', attorney: 'hidden', super_admin: 'forbid' }),
      fresh: true,
    },
  ],
  'Mutation.ticketTemplateSave': [
    {
      label: 'new',
      call: gql('mutation($input: TicketTemplateInput!) { ticketTemplateSave(input: $input) { id } }', () => ({
        input: { templateName: `Matrix ${Math.random().toString(36).slice(2)}`, message: 'Matrix', tags: [] },
      })),
      roles: desk(operatorOnly),
    },
  ],
  'Mutation.ticketEscalationResolve': [
    {
      label: "a breach's",
      call: byId('mutation($id: Int!) { ticketEscalationResolve(id: $id, resolution: "Matrix") { id } }'),
      target: 'ticketEscalation',
      roles: desk(operatorOnly),
      fresh: true,
    },
  ],
  'Subscription.supportTicketMessageAdded': [
    {
      label: 'every ticket in scope',
      call: { ws: 'subscription { supportTicketMessageAdded { id } }', vars: () => ({}) },
      roles: desk(requesters),
    },
  ],
  'Query.systemLogs': [
    { label: 'search', call: gql('{ systemLogs { nodes { id } } }'), roles: operatorArea(OperatorArea.logs) },
  ],
  'Query.systemLogSources': [
    { label: 'sources', call: gql('{ systemLogSources }'), roles: operatorArea(OperatorArea.logs) },
  ],
  'GET /api/support/tickets': [{ label: 'in scope', call: rest(), roles: requesters }],
  'POST /api/support/tickets': [{ label: 'for oneself', call: rest({ body: newTicket }), roles: requesters }],
  'GET /api/support/tickets/:id': [
    { label: "a colleague's", call: rest(), target: 'supportTicket', roles: ticketReaders },
  ],
  'POST /api/support/tickets/:id/messages': [
    {
      label: 'a reply',
      call: rest({ body: () => ({ message: 'Matrix reply' }) }),
      target: 'supportTicket',
      roles: ticketReaders,
      fresh: true,
    },
  ],
  'POST /api/support/tickets/:id/attachments': [
    {
      label: 'a file',
      call: rest({ form: () => ({ message: 'Matrix file' }) }),
      target: 'supportTicket',
      roles: ticketReaders,
      fresh: true,
    },
  ],
  'GET /api/support/attachments/:id': [
    { label: "on a colleague's ticket", call: rest(), target: 'ticketAttachment', roles: ticketReaders },
  ],
};
