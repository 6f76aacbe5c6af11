import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { aUser, currentUserMock, graphqlError } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { aCaseSummary, casesMock } from '../cases/test/caseFixtures';
import DashboardPage from './DashboardPage';
import { DashboardStatsQuery } from './DashboardStatsSection';
import { OverviewPatientsQuery } from './overview/useOverviewPatients';
import { RecentCasesQuery } from './RecentCasesCard';
import { RecentPatientsQuery } from './RecentPatientsCard';

const patientsPage = {
  patients: {
    __typename: 'PatientConnection',
    nodes: [
      {
        __typename: 'Patient',
        id: 7,
        fullName: 'Alex Rivera',
        phone: '(555) 010-2233',
        email: null,
        dateOfBirth: '1988-06-14',
        status: 'active',
      },
    ],
    pageInfo: { __typename: 'PageInfo', endCursor: 'p-1', hasNextPage: false },
    totalCount: 1,
  },
};

function patientsMock(answer: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: OverviewPatientsQuery, variables: { first: 100 } }, result: answer };
}

function renderDashboard(route: string, mocks: MockLink.MockedResponse[]) {
  renderWithProviders(<DashboardPage />, { route, mocks: [currentUserMock(aUser()), ...mocks] });
  return userEvent.setup();
}

function viewLinks() {
  return within(screen.getByRole('navigation', { name: 'Dashboard views' }));
}

describe('DashboardPage views', () => {
  it('links from the summary to the cases view and the platform overview', () => {
    const pending = [DashboardStatsQuery, RecentCasesQuery, RecentPatientsQuery].map((query) => ({
      request: { query },
      delay: Number.POSITIVE_INFINITY,
    }));
    renderDashboard('/dashboard', pending);

    expect(viewLinks().getByRole('link', { name: 'All Cases' })).toHaveAttribute('href', '/dashboard?view=cases');
    expect(viewLinks().getByRole('link', { name: 'Platform Overview' })).toHaveAttribute(
      'href',
      '/dashboard?view=overview',
    );
    expect(viewLinks().getByRole('link', { name: 'Summary' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('progressbar', { name: 'Loading dashboard figures...' })).toBeInTheDocument();
  });

  it('shows the cases list under the dashboard header at ?view=cases, with links to the other views', async () => {
    const { mock, requests } = casesMock(() => ({ nodes: [aCaseSummary()], totalCount: 1, totalInScope: 5 }));
    renderDashboard('/dashboard?view=cases', [mock]);

    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'All Cases' })).toBeInTheDocument();
    expect(await screen.findByText('Found 1 case matching your search (out of 5 total)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^CASE-2025-001/ })).toHaveAttribute('href', '/cases/101');
    expect(await screen.findByRole('link', { name: 'New Case' })).toHaveAttribute('href', '/new-case');
    expect(viewLinks().getByRole('link', { name: 'Summary' })).toHaveAttribute('href', '/dashboard');
    expect(viewLinks().getByRole('link', { name: 'Platform Overview' })).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ filter: {}, first: 20 });
  });

  it('keeps the dashboard view in the address when a list filter changes', async () => {
    const { mock } = casesMock(() => ({ nodes: [aCaseSummary()] }));
    const user = renderDashboard('/dashboard?view=cases', [mock]);
    await screen.findByText(/^Found 1 case /);

    await user.click(screen.getByRole('button', { name: 'List' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?view=cases&layout=list');
  });

  it('shows every patient and every case as cards at ?view=overview', async () => {
    const { mock, requests } = casesMock(() => ({ nodes: [aCaseSummary()], totalCount: 1 }));
    renderDashboard('/dashboard?view=overview', [patientsMock({ data: patientsPage }), mock]);

    expect(screen.getByRole('heading', { level: 2, name: 'Platform Overview' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading patients...' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading cases...' })).toBeInTheDocument();

    const patients = within(await screen.findByRole('region', { name: 'Patients (1)' }));
    const patientCard = patients.getByRole('link', { name: /Alex Rivera/ });
    expect(patientCard).toHaveAttribute('href', '/patients/7');
    expect(patientCard).toHaveTextContent('(555) 010-2233');
    expect(patientCard).toHaveTextContent('Active');

    const cases = within(await screen.findByRole('region', { name: 'Cases (1)' }));
    expect(cases.getByRole('link', { name: /^CASE-2025-001/ })).toHaveAttribute('href', '/cases/101');
    expect(requests[0]).toEqual({ filter: {}, sortBy: 'createdAt', sortDirection: 'desc', first: 100 });
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
  });

  it('shows an error with Reload in the overview, and loads the list again on Reload', async () => {
    const { mock } = casesMock(() => ({ nodes: [aCaseSummary()] }));
    const user = renderDashboard('/dashboard?view=overview', [
      patientsMock({ errors: [graphqlError('Database unavailable', 'INTERNAL_SERVER_ERROR')] }),
      patientsMock({ data: patientsPage }),
      mock,
    ]);

    expect(await screen.findByText('Could not load patients')).toBeInTheDocument();
    const patients = within(screen.getByRole('region', { name: 'Patients' }));
    expect(patients.getByText('Database unavailable')).toBeInTheDocument();

    await user.click(patients.getByRole('button', { name: 'Reload' }));

    expect(await screen.findByRole('region', { name: 'Patients (1)' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load patients')).not.toBeInTheDocument();
  });
});
