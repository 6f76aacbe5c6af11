import { graphql } from '../../../gql';

export const WebhookEndpointFields = graphql(`
  fragment WebhookEndpointFields on WebhookEndpoint {
    id
    url
    description
    eventKinds
    isActive
    parkedAt
    parkedReason
    consecutiveFailures
    parkedDeliveries
  }
`);

export const WebhookDeliveryFields = graphql(`
  fragment WebhookDeliveryFields on WebhookDelivery {
    id
    eventId
    eventKind
    payload
    status
    attempts
    lastStatusCode
    lastError
    nextAttemptAt
    deliveredAt
    createdAt
  }
`);

export const WebhookEventKindsQuery = graphql(`
  query WebhookEventKinds {
    webhookEventKinds {
      kind
      description
    }
  }
`);

export const WebhookEndpointsQuery = graphql(`
  query WebhookEndpoints {
    webhookEndpoints {
      ...WebhookEndpointFields
    }
  }
`);

export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($filter: WebhookDeliveryFilter!, $first: Int, $after: String) {
    webhookDeliveries(filter: $filter, first: $first, after: $after) {
      nodes {
        ...WebhookDeliveryFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const WebhookEndpointCreateMutation = graphql(`
  mutation WebhookEndpointCreate($input: WebhookEndpointInput!) {
    webhookEndpointCreate(input: $input) {
      secret
      endpoint {
        ...WebhookEndpointFields
      }
    }
  }
`);

export const WebhookEndpointUpdateMutation = graphql(`
  mutation WebhookEndpointUpdate($id: Int!, $input: WebhookEndpointInput!) {
    webhookEndpointUpdate(id: $id, input: $input) {
      ...WebhookEndpointFields
    }
  }
`);

export const WebhookEndpointDeleteMutation = graphql(`
  mutation WebhookEndpointDelete($id: Int!) {
    webhookEndpointDelete(id: $id)
  }
`);

export const WebhookEndpointRollSecretMutation = graphql(`
  mutation WebhookEndpointRollSecret($id: Int!) {
    webhookEndpointRollSecret(id: $id) {
      secret
      endpoint {
        ...WebhookEndpointFields
      }
    }
  }
`);

export const WebhookEndpointSendTestMutation = graphql(`
  mutation WebhookEndpointSendTest($id: Int!) {
    webhookEndpointSendTest(id: $id) {
      ...WebhookDeliveryFields
    }
  }
`);

export const WebhookEndpointUnparkMutation = graphql(`
  mutation WebhookEndpointUnpark($id: Int!) {
    webhookEndpointUnpark(id: $id) {
      ...WebhookEndpointFields
    }
  }
`);

export const WebhookDeliveryReplayMutation = graphql(`
  mutation WebhookDeliveryReplay($id: Int!) {
    webhookDeliveryReplay(id: $id) {
      ...WebhookDeliveryFields
    }
  }
`);

export const WebhookDeliveriesReplayParkedMutation = graphql(`
  mutation WebhookDeliveriesReplayParked($endpointId: Int!) {
    webhookDeliveriesReplayParked(endpointId: $endpointId)
  }
`);
