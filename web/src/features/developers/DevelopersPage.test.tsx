import { screen } from '@testing-library/react';
import { aUser, currentUserMock, graphqlError } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { WebhookEventKindsQuery } from '../clinic-console/webhooks/webhookDocuments';
import DevelopersPage from './DevelopersPage';

const kinds = {
  request: { query: WebhookEventKindsQuery },
  result: {
    data: {
      webhookEventKinds: [
        { __typename: 'WebhookEventKind', kind: 'case.status_changed', description: "A case's status changed" },
        { __typename: 'WebhookEventKind', kind: 'automation.rule_fired', description: 'A workflow rule fired' },
      ],
    },
  },
};

describe('DevelopersPage', () => {
  it('explains tokens, the schema download, the event kinds from the server and signature checks', async () => {
    renderWithProviders(<DevelopersPage />, {
      mocks: [currentUserMock(aUser({ role: 'attorney', clinicId: null, clinic: null })), kinds],
    });
    expect(screen.getByText('Authorization: Bearer <token>')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download schema.graphql' })).toHaveAttribute(
      'href',
      '/api/schema.graphql',
    );
    expect(await screen.findByRole('rowheader', { name: 'automation.rule_fired' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: "A case's status changed" })).toBeInTheDocument();
    expect(screen.getByLabelText('Signature verification in Node.js')).toHaveTextContent(
      "createHmac('sha256', secret).update(`${t}.${req.body}`)",
    );
    expect(screen.getByLabelText('GraphQL request with curl')).toHaveTextContent(
      'Authorization: Bearer $CASEBRIDGE_TOKEN',
    );
    // Only a clinic admin gets the link to the Webhooks tab.
    expect(screen.queryByRole('link', { name: 'Clinic Settings → Webhooks' })).not.toBeInTheDocument();
  });

  it('links clinic admins to their Webhooks tab, and says when the event kinds cannot be loaded', async () => {
    renderWithProviders(<DevelopersPage />, {
      mocks: [
        currentUserMock(aUser({ role: 'clinic_admin' })),
        {
          request: { query: WebhookEventKindsQuery },
          result: { errors: [graphqlError('Server is busy', 'SERVICE_UNAVAILABLE')] },
        },
      ],
    });
    expect(await screen.findByRole('link', { name: 'Clinic Settings → Webhooks' })).toHaveAttribute(
      'href',
      '/clinic?tab=webhooks',
    );
    expect(await screen.findByText('Server is busy')).toBeInTheDocument();
  });
});
