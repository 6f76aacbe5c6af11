import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { graphqlError } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ClinicWebhooksTab } from './ClinicWebhooksTab';
import {
  WebhookDeliveriesQuery,
  WebhookDeliveryReplayMutation,
  WebhookEndpointCreateMutation,
  WebhookEndpointUnparkMutation,
  WebhookEndpointsQuery,
  WebhookEventKindsQuery,
} from './webhookDocuments';

const endpoint = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'WebhookEndpoint' as const,
  id: 7,
  url: 'https://hooks.example.com/in',
  description: 'Case sync',
  eventKinds: ['case.status_changed'],
  isActive: true,
  parkedAt: null,
  parkedReason: null,
  consecutiveFailures: 0,
  parkedDeliveries: 0,
  ...overrides,
});

const delivery = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'WebhookDelivery' as const,
  id: 31,
  eventId: 'evt-1',
  eventKind: 'case.status_changed',
  payload: '{"id":"evt-1","type":"case.status_changed","createdAt":"2026-11-26T10:00:00.000Z","data":{"caseId":4}}',
  status: 'parked',
  attempts: 8,
  lastStatusCode: 500,
  lastError: 'The receiver answered 500',
  nextAttemptAt: null,
  deliveredAt: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  ...overrides,
});

const endpointsMock = (endpoints: ReturnType<typeof endpoint>[]): MockLink.MockedResponse => ({
  request: { query: WebhookEndpointsQuery },
  result: { data: { webhookEndpoints: endpoints } },
});
const deliveriesMock = (nodes: ReturnType<typeof delivery>[]): MockLink.MockedResponse => ({
  request: { query: WebhookDeliveriesQuery, variables: { filter: { endpointId: 7 }, first: 25 } },
  result: {
    data: {
      webhookDeliveries: {
        __typename: 'WebhookDeliveryConnection',
        nodes,
        pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
      },
    },
  },
});
const kindsMock: MockLink.MockedResponse = {
  request: { query: WebhookEventKindsQuery },
  result: {
    data: {
      webhookEventKinds: [
        { __typename: 'WebhookEventKind', kind: 'case.status_changed', description: "A case's status changed" },
        { __typename: 'WebhookEventKind', kind: 'note.signed', description: 'A treatment note was signed' },
      ],
    },
  },
};
const createVariables = {
  input: { url: 'https://hooks.example.com/in', description: '', eventKinds: ['case.status_changed'], isActive: true },
};

describe('ClinicWebhooksTab', () => {
  it('adds an endpoint and shows its secret once, with Copy', async () => {
    const create = jest.fn(() => ({
      data: {
        webhookEndpointCreate: { __typename: 'WebhookEndpointSecret', secret: 'whsec_abc123', endpoint: endpoint() },
      },
    }));
    renderWithProviders(<ClinicWebhooksTab />, {
      mocks: [
        endpointsMock([]),
        kindsMock,
        { request: { query: WebhookEndpointCreateMutation, variables: createVariables }, result: create },
        endpointsMock([endpoint()]),
        deliveriesMock([]),
      ],
    });
    const user = userEvent.setup();
    expect(await screen.findByText('No webhook endpoints')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Add endpoint' })[0]);
    await user.type(screen.getByLabelText(/^URL/), 'https://hooks.example.com/in');
    await user.click(await screen.findByLabelText("case.status_changed: A case's status changed"));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    const secretDialog = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(secretDialog).getByLabelText('Secret')).toHaveValue('whsec_abc123');
    await user.click(within(secretDialog).getByRole('button', { name: 'Copy secret' }));
    expect(await navigator.clipboard.readText()).toBe('whsec_abc123');
    await user.click(within(secretDialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('rowheader', { name: 'https://hooks.example.com/in' })).toBeInTheDocument();
    expect(await screen.findByText('No deliveries yet')).toBeInTheDocument();
  });

  it("shows the server's refusal under the URL and keeps the dialog open", async () => {
    renderWithProviders(<ClinicWebhooksTab />, {
      mocks: [
        endpointsMock([]),
        kindsMock,
        {
          request: { query: WebhookEndpointCreateMutation, variables: createVariables },
          result: {
            errors: [
              graphqlError('URL must not point to a private or internal address', 'BAD_USER_INPUT', {
                fieldErrors: [{ field: 'url', message: 'URL must not point to a private or internal address' }],
              }),
            ],
          },
        },
      ],
    });
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: 'Add endpoint' }))[0]);
    await user.type(screen.getByLabelText(/^URL/), 'https://hooks.example.com/in');
    await user.click(await screen.findByLabelText("case.status_changed: A case's status changed"));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('URL must not point to a private or internal address')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add webhook endpoint' })).toBeInTheDocument();
  });

  it('unparks a parked endpoint, then replays a parked delivery from the log', async () => {
    const parked = endpoint({ parkedAt: '2026-11-26T11:00:00.000Z', parkedReason: 'failed', parkedDeliveries: 1 });
    const replay = jest.fn(() => ({
      data: {
        webhookDeliveryReplay: delivery({ status: 'delivered', attempts: 9, lastStatusCode: 200, lastError: null }),
      },
    }));
    renderWithProviders(<ClinicWebhooksTab />, {
      mocks: [
        endpointsMock([parked]),
        deliveriesMock([delivery()]),
        {
          request: { query: WebhookEndpointUnparkMutation, variables: { id: 7 } },
          result: { data: { webhookEndpointUnpark: endpoint({ parkedDeliveries: 1 }) } },
        },
        endpointsMock([endpoint({ parkedDeliveries: 1 })]),
        deliveriesMock([delivery()]),
        { request: { query: WebhookDeliveryReplayMutation, variables: { id: 31 } }, result: replay },
        deliveriesMock([delivery({ status: 'delivered', attempts: 9, lastStatusCode: 200, lastError: null })]),
        endpointsMock([endpoint()]),
      ],
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Parked', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Replay delivery 31' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Unpark https://hooks.example.com/in' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Replay delivery 31' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Payload of delivery 31' }));
    const payload = await screen.findByRole('dialog', { name: 'Payload of case.status_changed' });
    expect(payload).toHaveTextContent('"caseId": 4');
    await user.click(within(payload).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Replay delivery 31' }));
    await waitFor(() => expect(replay).toHaveBeenCalled());
    expect(await screen.findByText('Delivered', { selector: '.MuiChip-label' })).toBeInTheDocument();
  });
});
