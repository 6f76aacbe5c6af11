import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { aUser, currentUserMock } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import AccountPage from './AccountPage';
import { ApiTokenCreateMutation, ApiTokenRevokeMutation, ApiTokensQuery } from './apiTokenDocuments';

jest.setTimeout(20_000);

const aToken = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'ApiTokenView' as const,
  id: 7,
  name: 'Nightly export',
  prefix: 'cbt_ab12cd',
  status: 'active',
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: '2027-01-30T10:00:00.000Z',
  lastUsedAt: null,
  lastUsedIp: null,
  revokedAt: null,
  ...overrides,
});

const tokensMock = (tokens: ReturnType<typeof aToken>[]): MockLink.MockedResponse => ({
  request: { query: ApiTokensQuery },
  result: { data: { apiTokens: tokens } },
});

function renderPage(mocks: MockLink.MockedResponse[], user = aUser()) {
  renderWithProviders(<AccountPage />, { route: '/account', mocks: [currentUserMock(user), ...mocks] });
  return userEvent.setup();
}

describe('AccountPage', () => {
  it("shows who is signed in and their tokens, never a token's secret", async () => {
    renderPage([tokensMock([aToken(), aToken({ id: 8, name: 'Old script', status: 'revoked' })])]);
    expect(await screen.findByRole('heading', { name: 'Your account', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Maria Lopez')).toBeInTheDocument();
    expect(screen.getByText('maria.lopez@riverside.example')).toBeInTheDocument();
    expect(screen.getByText('Clinic Staff · Riverside Chiropractic')).toBeInTheDocument();

    const rows = within(await screen.findByRole('table', { name: 'API tokens' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('cbt_ab12cd_…')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Never')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Active')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('button', { name: 'Revoke Nightly export' })).toBeInTheDocument();
    expect(within(rows[1]).getByText('Revoked')).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when there are no tokens, and offers to create one', async () => {
    renderPage([tokensMock([])]);
    expect(await screen.findByText('No API tokens yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create token' })).toBeInTheDocument();
  });

  it('says when the tokens cannot be loaded, and retries', async () => {
    renderPage([
      { request: { query: ApiTokensQuery }, error: new TypeError('Failed to fetch') },
      tokensMock([aToken()]),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your API tokens');
    expect(alert).toHaveTextContent('Cannot reach Casebridge. Check your connection.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'API tokens' })).toBeInTheDocument();
  });

  it('creates a token: checks the name first, then shows the secret once with the warning', async () => {
    const secret = `cbt_ab12cd_${'x'.repeat(43)}`;
    const create = jest.fn(() => ({
      data: { apiTokenCreate: { __typename: 'ApiTokenCreated', secret, apiToken: aToken({ name: 'Reporting' }) } },
    }));
    const user = renderPage([
      tokensMock([]),
      {
        request: { query: ApiTokenCreateMutation, variables: { input: { name: 'Reporting', expiresInDays: 365 } } },
        result: create,
      },
      tokensMock([aToken({ name: 'Reporting' })]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create API token' }));
    await user.click(dialog.getByRole('button', { name: 'Create token' }));
    expect(await dialog.findByText('Name is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Reporting');
    await user.click(dialog.getByRole('combobox', { name: 'Expires after' }));
    await user.click(await screen.findByRole('option', { name: '1 year' }));
    await user.click(dialog.getByRole('button', { name: 'Create token' }));

    const shown = within(await screen.findByRole('dialog', { name: 'Your new API token' }));
    expect(create).toHaveBeenCalledTimes(1);
    expect(shown.getByTestId('api-token-secret')).toHaveValue(secret);
    expect(shown.getByText(/it is shown only once and cannot be shown again/)).toBeInTheDocument();
    await user.click(shown.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'API tokens' })).toHaveTextContent('Reporting');
  });

  it('revokes a token only once confirmed', async () => {
    const revoke = jest.fn(() => ({
      data: { apiTokenRevoke: aToken({ status: 'revoked', revokedAt: '2026-11-26T12:00:00.000Z' }) },
    }));
    const user = renderPage([
      tokensMock([aToken()]),
      { request: { query: ApiTokenRevokeMutation, variables: { id: 7 } }, result: revoke },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Revoke Nightly export' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Revoke this token?' }));
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(revoke).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Revoke Nightly export' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Revoke this token?' })).getByRole('button', { name: 'Revoke' }),
    );
    await waitFor(() => expect(revoke).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Token revoked')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('table', { name: 'API tokens' })).getByText('Revoked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke Nightly export' })).not.toBeInTheDocument();
  });

  it('tells the operator there is no account page for them', async () => {
    renderPage([], aUser({ role: 'super_admin', clinicId: null, clinic: null }));
    expect(await screen.findByText(/cannot hold API tokens/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create token' })).not.toBeInTheDocument();
  });
});
