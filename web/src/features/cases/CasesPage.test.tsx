import { ServerError } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { aUser, currentUserMock, graphqlError } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import CasesPage from './CasesPage';
import { CasesQuery } from './list/useCaseConnection';
import { aCaseSummary, casesMock } from './test/caseFixtures';

const twoCases = [
  aCaseSummary(),
  aCaseSummary({
    id: 102,
    caseNumber: 'CASE-2025-002',
    caseType: 'slip_fall',
    status: 'settlement_negotiation',
    accidentDate: null,
    description: `${'Fell on a wet floor in the produce aisle. '.repeat(4)}End.`,
    patient: { __typename: 'Patient', id: 8, fullName: 'Jordan Lee' },
    attorney: null,
  }),
];

function renderCasesPage(route: string, mocks: MockLink.MockedResponse[], user = aUser()) {
  renderWithProviders(<CasesPage />, { route, mocks: [currentUserMock(user), ...mocks] });
  return userEvent.setup();
}

function location() {
  return screen.getByTestId('location').textContent ?? '';
}

describe('CasesPage', () => {
  it('shows how many cases match out of all cases in scope', async () => {
    const { mock } = casesMock(() => ({ nodes: twoCases, totalCount: 2, totalInScope: 9 }));
    renderCasesPage('/cases', [mock]);

    expect(screen.getByRole('heading', { level: 1, name: 'Cases' })).toBeInTheDocument();
    expect(await screen.findByText('Found 2 cases matching your search (out of 9 total)')).toBeInTheDocument();
  });

  it('asks for the newest case numbers first by default', async () => {
    const { mock, requests } = casesMock(() => ({ nodes: twoCases }));
    renderCasesPage('/cases', [mock]);

    await screen.findByText(/^Found 2 cases/);
    expect(requests[0]).toEqual({ filter: {}, sortBy: 'caseNumber', sortDirection: 'desc', first: 20 });
  });

  it('says so when no case matches', async () => {
    const { mock } = casesMock(() => ({ nodes: [], totalCount: 0, totalInScope: 4 }));
    renderCasesPage('/cases?q=nobody', [mock]);

    expect(await screen.findByText('No cases found matching your search criteria')).toBeInTheDocument();
    expect(screen.getByText('Found 0 cases matching your search (out of 4 total)')).toBeInTheDocument();
  });

  it('takes search, filters and sort from the address', async () => {
    const { mock, requests } = casesMock(() => ({ nodes: [twoCases[1]] }));
    renderCasesPage('/cases?q=wet%20floor&status=closed&type=slip_fall&sort=accidentDate&dir=asc', [mock]);

    await screen.findByText(/^Found 1 case matching/);
    expect(requests[0]).toEqual({
      filter: { search: 'wet floor', status: 'closed', caseType: 'slip_fall' },
      sortBy: 'accidentDate',
      sortDirection: 'asc',
      first: 20,
    });
    expect(screen.getByRole('searchbox', { name: 'Search cases' })).toHaveValue('wet floor');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Closed');
    expect(screen.getByRole('combobox', { name: 'Case Type' })).toHaveTextContent('Slip & Fall');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Accident Date');
    expect(screen.getByRole('button', { name: 'Sort ascending' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends the settlement filter as the settlement alias', async () => {
    const { mock, requests } = casesMock(() => ({ nodes: [] }));
    const user = renderCasesPage('/cases', [mock]);

    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Settlement Negotiation' }));

    await waitFor(() => expect(location()).toBe('/cases?status=settlement'));
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ filter: { status: 'settlement' } }));
  });

  it('puts a changed filter, sort and direction in the address and asks the server again', async () => {
    const { mock, requests } = casesMock(() => ({ nodes: twoCases }));
    const user = renderCasesPage('/cases', [mock]);
    await screen.findByText(/^Found 2 cases/);

    await user.click(screen.getByRole('combobox', { name: 'Case Type' }));
    await user.click(screen.getByRole('option', { name: 'Work Injury' }));
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Patient Name' }));
    await user.click(screen.getByRole('button', { name: 'Sort ascending' }));

    expect(location()).toBe('/cases?type=work_injury&sort=patientName&dir=asc');
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({
        filter: { caseType: 'work_injury' },
        sortBy: 'patientName',
        sortDirection: 'asc',
        first: 20,
      }),
    );

    await user.click(screen.getByRole('combobox', { name: 'Case Type' }));
    await user.click(screen.getByRole('option', { name: 'All' }));
    expect(location()).toBe('/cases?sort=patientName&dir=asc');
  });

  it('searches on the server once typing pauses, and keeps the search in the address', async () => {
    const { mock, requests } = casesMock(({ filter }) =>
      (filter as { search?: string }).search === 'jordan' ? { nodes: [twoCases[1]] } : { nodes: twoCases },
    );
    const user = renderCasesPage('/cases', [mock]);
    await screen.findByText(/^Found 2 cases/);

    await user.type(screen.getByRole('searchbox', { name: 'Search cases' }), 'jordan');

    expect(await screen.findByText(/^Found 1 case matching/)).toBeInTheDocument();
    expect(location()).toBe('/cases?q=jordan');
    const searches = requests.map((variables) => (variables.filter as { search?: string }).search);
    expect(searches).toEqual([undefined, 'jordan']);
  });

  it('shows each case as a card that opens it, with its description cut at 100 characters', async () => {
    const { mock } = casesMock(() => ({ nodes: twoCases }));
    renderCasesPage('/cases', [mock]);

    const first = await screen.findByRole('link', { name: /^CASE-2025-001/ });
    expect(first).toHaveAttribute('href', '/cases/101');
    expect(first).toHaveTextContent('Alex Rivera');
    expect(first).toHaveTextContent('Auto Accident');
    expect(first).toHaveTextContent('Active Treatment');
    expect(first).toHaveTextContent('Accident Mar 1, 2025');
    expect(first).toHaveTextContent('Attorney: Dana Cole');
    expect(first).toHaveTextContent('Rear-ended at a red light on Main Street.');

    const second = screen.getByRole('link', { name: /^CASE-2025-002/ });
    expect(second).toHaveTextContent('Attorney: Not assigned');
    expect(second).toHaveTextContent('Settlement Negotiation');
    const cut = `${'Fell on a wet floor in the produce aisle. '.repeat(4)}End.`.slice(0, 100).trimEnd();
    expect(second).toHaveTextContent(`${cut}...`);
    expect(second).not.toHaveTextContent('End.');
  });

  it('links each card and row to the AI Dashboard for that case', async () => {
    const { mock } = casesMock(() => ({ nodes: twoCases }));
    const user = renderCasesPage('/cases', [mock]);

    expect(await screen.findByRole('link', { name: 'AI Analysis for CASE-2025-002' })).toHaveAttribute(
      'href',
      '/ai-dashboard?caseId=102',
    );

    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('link', { name: 'AI analysis for CASE-2025-001' })).toHaveAttribute(
      'href',
      '/ai-dashboard?caseId=101',
    );
  });

  it('switches between cards and a list, remembering the choice in the address', async () => {
    const { mock } = casesMock(() => ({ nodes: twoCases }));
    const user = renderCasesPage('/cases', [mock]);
    await screen.findByRole('list', { name: 'Cases' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'List' }));

    expect(location()).toBe('/cases?layout=list');
    const table = screen.getByRole('table', { name: 'Cases' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByRole('link', { name: 'CASE-2025-001' })).toHaveAttribute('href', '/cases/101');
    expect(rows[2]).toHaveTextContent('Jordan Lee');
    expect(screen.queryByRole('list', { name: 'Cases' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cards' }));
    expect(location()).toBe('/cases');
    expect(screen.getByRole('list', { name: 'Cases' })).toBeInTheDocument();
  });

  it('opens the list view from the address', async () => {
    const { mock } = casesMock(() => ({ nodes: twoCases }));
    renderCasesPage('/cases?layout=list', [mock]);

    expect(await screen.findByRole('table', { name: 'Cases' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('loads the next page after the cursor with Load more', async () => {
    const third = aCaseSummary({ id: 103, caseNumber: 'CASE-2025-003' });
    const { mock, requests } = casesMock(({ after }) =>
      after === 'cursor-2'
        ? { nodes: [third], totalCount: 3, endCursor: 'cursor-3', hasNextPage: false }
        : { nodes: twoCases, totalCount: 3, endCursor: 'cursor-2', hasNextPage: true },
    );
    const user = renderCasesPage('/cases', [mock]);
    await screen.findByRole('link', { name: /^CASE-2025-002/ });

    await user.click(screen.getByRole('button', { name: 'Load more cases' }));

    expect(await screen.findByRole('link', { name: /^CASE-2025-003/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^CASE-2025-001/ })).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ after: 'cursor-2' });
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
  });

  it('offers New Case to clinic users', async () => {
    const { mock } = casesMock(() => ({ nodes: twoCases }));
    renderCasesPage('/cases', [mock]);

    expect(await screen.findByRole('link', { name: 'New Case' })).toHaveAttribute('href', '/new-case');
  });

  it('does not offer New Case to attorneys', async () => {
    const { mock } = casesMock(() => ({ nodes: twoCases }));
    renderCasesPage('/cases', [mock], aUser({ role: 'attorney', clinicId: null, clinic: null, attorneyId: 3 }));

    await screen.findByText(/^Found 2 cases/);
    expect(screen.queryByRole('link', { name: 'New Case' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'the server fails without an answer of its own',
      () =>
        new ServerError('Response not successful: Received status code 500', {
          response: { status: 500, headers: new Headers() } as unknown as Response,
          bodyText: 'Internal Server Error',
        }),
      'The server could not complete the request. Try again in a moment.',
    ],
    ['the network is down', () => new TypeError('Failed to fetch'), 'Cannot reach Casebridge. Check your connection.'],
  ])('says what happened in our words when %s, never the transport’s', async (_when, failure, wording) => {
    renderCasesPage('/cases', [{ request: { query: CasesQuery, variables: () => true }, error: failure() }]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load cases');
    expect(alert).toHaveTextContent(wording);
    expect(alert).not.toHaveTextContent(/Response not successful|status code|Failed to fetch/);
  });

  it('shows the loading state, then an error with Retry that loads the cases', async () => {
    const failure: MockLink.MockedResponse = {
      request: { query: CasesQuery, variables: () => true },
      result: { errors: [graphqlError('Database unavailable', 'INTERNAL_SERVER_ERROR')] },
    };
    const { mock } = casesMock(() => ({ nodes: twoCases }));
    const user = renderCasesPage('/cases', [failure, mock]);

    expect(screen.getByRole('progressbar', { name: 'Loading cases...' })).toBeInTheDocument();
    expect(await screen.findByText('Could not load cases')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText(/^Found 2 cases/)).toBeInTheDocument();
  });
});
