import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { aUser, currentUserMock, graphqlError } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import DashboardPage from './DashboardPage';
import { DashboardStatsQuery } from './DashboardStatsSection';
import { RecentCasesQuery } from './RecentCasesCard';
import { RecentPatientsQuery } from './RecentPatientsCard';
import { AlertOverviewQuery } from '../alerts/AlertsCard';

const statsMock: MockLink.MockedResponse = {
  request: { query: DashboardStatsQuery },
  result: {
    data: {
      dashboardStats: {
        __typename: 'DashboardStats',
        activeCases: 12,
        activePatients: 34,
        pendingTasks: 5,
        monthlyRevenue: '48250.5',
      },
    },
  },
};

const patient = { __typename: 'Patient', id: 7, fullName: 'Alex Rivera' };

function recentCasesMock(recentCases: unknown[]): MockLink.MockedResponse {
  return { request: { query: RecentCasesQuery }, result: { data: { recentCases } } };
}

function recentPatientsMock(recentPatients: unknown[]): MockLink.MockedResponse {
  return { request: { query: RecentPatientsQuery }, result: { data: { recentPatients } } };
}

const twoCases = recentCasesMock([
  {
    __typename: 'Case',
    id: 101,
    caseNumber: 'CASE-2025-001',
    caseType: 'auto_accident',
    status: 'active_treatment',
    accidentDate: '2025-03-01',
    patient,
  },
  {
    __typename: 'Case',
    id: 102,
    caseNumber: 'CASE-2025-002',
    caseType: 'slip_fall',
    status: 'settlement_negotiation',
    accidentDate: null,
    patient: { __typename: 'Patient', id: 8, fullName: 'Jordan Lee' },
  },
]);

const onePatient = recentPatientsMock([
  { __typename: 'Patient', id: 7, fullName: 'Alex Rivera', phone: '(555) 010-2233', email: null, status: 'intake' },
]);

/** The alerts card below the lists: no open alert. */
const noAlertsMock: MockLink.MockedResponse = {
  request: { query: AlertOverviewQuery },
  result: {
    data: { alertOverview: { __typename: 'AlertOverview', openCount: 0, casesWithAlerts: 0, byKind: [], alerts: [] } },
  },
};

function renderDashboard(mocks: MockLink.MockedResponse[]) {
  renderWithProviders(<DashboardPage />, {
    route: '/dashboard',
    mocks: [currentUserMock(aUser()), noAlertsMock, ...mocks],
  });
  return userEvent.setup();
}

function statCard(label: string) {
  return within(screen.getByRole('region', { name: label }));
}

describe('DashboardPage', () => {
  it('welcomes the user by first name with their clinic', async () => {
    renderDashboard([statsMock, twoCases, onePatient]);

    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Welcome back, Maria · Riverside Chiropractic')).toBeInTheDocument();
  });

  it('shows the four figures, with revenue in dollars and cents', async () => {
    renderDashboard([statsMock, twoCases, onePatient]);

    await screen.findByRole('region', { name: 'Active Cases' });
    expect(statCard('Active Cases').getByText('12')).toBeInTheDocument();
    expect(statCard('Active Patients').getByText('34')).toBeInTheDocument();
    expect(statCard('Pending Tasks').getByText('5')).toBeInTheDocument();
    // The card opens the list of what it counts (open tasks).
    expect(statCard('Pending Tasks').getByRole('link')).toHaveAttribute('href', '/tasks?status=open');
    expect(statCard('Monthly Revenue').getByText('$48,250.50')).toBeInTheDocument();
  });

  it('lists recent cases, each linking to its detail page', async () => {
    renderDashboard([statsMock, twoCases, onePatient]);

    const first = await screen.findByRole('link', { name: /CASE-2025-001/ });
    expect(first).toHaveAttribute('href', '/cases/101');
    expect(first).toHaveTextContent('Alex Rivera');
    expect(first).toHaveTextContent('Auto Accident');
    expect(first).toHaveTextContent('Accident Mar 1, 2025');
    expect(first).toHaveTextContent('Active Treatment');

    const second = screen.getByRole('link', { name: /CASE-2025-002/ });
    expect(second).toHaveAttribute('href', '/cases/102');
    expect(second).toHaveTextContent('Slip & Fall');
    expect(second).toHaveTextContent('Settlement Negotiation');
    expect(second).not.toHaveTextContent('Accident');

    expect(screen.getByRole('link', { name: 'View all cases' })).toHaveAttribute('href', '/cases');
  });

  it('lists recent patients, each linking to the patient', async () => {
    renderDashboard([statsMock, twoCases, onePatient]);

    const patientsSection = within(await screen.findByRole('region', { name: 'Recent Patients' }));
    const link = await patientsSection.findByRole('link', { name: /Alex Rivera/ });
    expect(link).toHaveAttribute('href', '/patients/7');
    expect(link).toHaveTextContent('(555) 010-2233');
    expect(link).toHaveTextContent('Intake');
  });

  it('says so when there are no cases or patients yet', async () => {
    renderDashboard([statsMock, recentCasesMock([]), recentPatientsMock([])]);

    expect(await screen.findByText('No cases yet')).toBeInTheDocument();
    expect(await screen.findByText('No patients yet')).toBeInTheDocument();
  });

  it('shows an error with Retry when the figures fail, and loads them on retry', async () => {
    const user = renderDashboard([
      {
        request: { query: DashboardStatsQuery },
        result: { errors: [graphqlError('Database unavailable', 'INTERNAL_SERVER_ERROR')] },
      },
      statsMock,
      twoCases,
      onePatient,
    ]);

    expect(await screen.findByText('Could not load dashboard figures')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Active Cases' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('$48,250.50')).toBeInTheDocument();
    expect(screen.queryByText('Could not load dashboard figures')).not.toBeInTheDocument();
  });

  it('shows the loading state while the figures load', () => {
    renderDashboard([statsMock, twoCases, onePatient]);

    expect(screen.getByRole('progressbar', { name: 'Loading dashboard figures...' })).toBeInTheDocument();
  });
});
