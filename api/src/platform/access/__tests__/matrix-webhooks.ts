import { byId, clinicAdminOnly, eachOwn, gql, rest, type Entry } from './matrix-dsl';

/**
 * Webhooks (decision 310): a clinic admin's own clinic's endpoints and deliveries; staff, attorneys
 * and the operator are refused, and another clinic's ids answer as missing ones. The event kinds
 * and the schema download are for every signed-in role.
 */
const endpointInput = { url: 'http://127.0.0.1:9/matrix', eventKinds: ['note.signed'] };

export const webhooksMatrix: Record<string, Entry> = {
  'Query.webhookEventKinds': [{ label: 'kinds', call: gql('{ webhookEventKinds { kind } }'), roles: eachOwn }],
  'Query.webhookEndpoints': [{ label: 'list', call: gql('{ webhookEndpoints { id } }'), roles: clinicAdminOnly }],
  'Query.webhookDeliveries': [
    {
      label: 'of an endpoint',
      call: gql('query($id: Int!) { webhookDeliveries(filter: { endpointId: $id }) { nodes { id } } }', (a) => ({
        id: a.id,
      })),
      target: 'webhookEndpoint',
      roles: clinicAdminOnly,
    },
  ],
  'Mutation.webhookEndpointCreate': [
    {
      label: 'new',
      call: gql(
        'mutation($input: WebhookEndpointInput!) { webhookEndpointCreate(input: $input) { endpoint { id } } }',
        () => ({ input: endpointInput }),
      ),
      roles: clinicAdminOnly,
    },
  ],
  'Mutation.webhookEndpointUpdate': [
    {
      label: 'edit',
      call: gql(
        'mutation($id: Int!, $input: WebhookEndpointInput!) { webhookEndpointUpdate(id: $id, input: $input) { id } }',
        (a) => ({ id: a.id, input: endpointInput }),
      ),
      target: 'webhookEndpoint',
      roles: clinicAdminOnly,
      fresh: true,
    },
  ],
  'Mutation.webhookEndpointDelete': [
    {
      label: 'by id',
      call: byId('mutation($id: Int!) { webhookEndpointDelete(id: $id) }'),
      target: 'webhookEndpoint',
      roles: clinicAdminOnly,
      fresh: true,
      deletes: true,
    },
  ],
  'Mutation.webhookEndpointRollSecret': [
    {
      label: 'by id',
      call: byId('mutation($id: Int!) { webhookEndpointRollSecret(id: $id) { endpoint { id } } }'),
      target: 'webhookEndpoint',
      roles: clinicAdminOnly,
      fresh: true,
    },
  ],
  'Mutation.webhookEndpointSendTest': [
    {
      label: 'by id',
      call: byId('mutation($id: Int!) { webhookEndpointSendTest(id: $id) { id } }'),
      target: 'webhookEndpoint',
      roles: clinicAdminOnly,
      fresh: true,
    },
  ],
  'Mutation.webhookEndpointUnpark': [
    {
      label: 'by id',
      call: byId('mutation($id: Int!) { webhookEndpointUnpark(id: $id) { id } }'),
      target: 'webhookEndpoint',
      roles: clinicAdminOnly,
      fresh: true,
    },
  ],
  'Mutation.webhookDeliveryReplay': [
    {
      label: 'by id',
      call: byId('mutation($id: Int!) { webhookDeliveryReplay(id: $id) { id } }'),
      target: 'webhookDelivery',
      roles: clinicAdminOnly,
      fresh: true,
    },
  ],
  'Mutation.webhookDeliveriesReplayParked': [
    {
      label: 'of an endpoint',
      call: gql('mutation($id: Int!) { webhookDeliveriesReplayParked(endpointId: $id) }', (a) => ({ id: a.id })),
      target: 'webhookEndpoint',
      roles: clinicAdminOnly,
      fresh: true,
    },
  ],
  'GET /api/webhooks/event-kinds': [{ label: 'kinds', call: rest(), roles: eachOwn }],
  'GET /api/schema.graphql': [{ label: 'download', call: rest(), roles: eachOwn }],
  'GET /api/webhooks/endpoints': [{ label: 'list', call: rest(), roles: clinicAdminOnly }],
  'POST /api/webhooks/endpoints': [{ label: 'new', call: rest({ body: () => endpointInput }), roles: clinicAdminOnly }],
  'PATCH /api/webhooks/endpoints/:id': [
    {
      label: 'edit',
      call: rest({ body: () => endpointInput }),
      target: 'webhookEndpoint',
      roles: clinicAdminOnly,
      fresh: true,
    },
  ],
  'DELETE /api/webhooks/endpoints/:id': [
    { label: 'by id', call: rest(), target: 'webhookEndpoint', roles: clinicAdminOnly, fresh: true, deletes: true },
  ],
  'POST /api/webhooks/endpoints/:id/roll-secret': [
    { label: 'by id', call: rest(), target: 'webhookEndpoint', roles: clinicAdminOnly, fresh: true },
  ],
  'POST /api/webhooks/endpoints/:id/test': [
    { label: 'by id', call: rest(), target: 'webhookEndpoint', roles: clinicAdminOnly, fresh: true },
  ],
  'POST /api/webhooks/endpoints/:id/unpark': [
    { label: 'by id', call: rest(), target: 'webhookEndpoint', roles: clinicAdminOnly, fresh: true },
  ],
  'POST /api/webhooks/endpoints/:id/replay-parked': [
    { label: 'by id', call: rest(), target: 'webhookEndpoint', roles: clinicAdminOnly, fresh: true },
  ],
  'GET /api/webhooks/endpoints/:id/deliveries': [
    { label: 'log', call: rest(), target: 'webhookEndpoint', roles: clinicAdminOnly },
  ],
  'POST /api/webhooks/deliveries/:id/replay': [
    { label: 'by id', call: rest(), target: 'webhookDelivery', roles: clinicAdminOnly, fresh: true },
  ],
};
