import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { aUser, currentUserMock } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { AttorneyPortalSummaryQuery } from '../../attorney-portal/PortalSummaryCards';
import DashboardPage from '../DashboardPage';
import { AttorneyDashboardQuery } from './AttorneyDashboard';

const attorney = aUser({ firstName: 'Daniel', role: 'attorney', clinicId: null, attorneyId: 3, clinic: null });

const figuresMock: MockLink.MockedResponse = {
  request: { query: AttorneyPortalSummaryQuery },
  result: {
    data: {
      attorneyPortalSummary: {
        __typename: 'AttorneyPortalSummary',
        activeCases: 4,
        settledCases: 2,
        averageSettlement: '25500.25',
        responseTimeHours: 3,
        answeredMessages: 5,
      },
    },
  },
};

function dashboardMock(waiting: unknown[]): MockLink.MockedResponse {
  return {
    request: { query: AttorneyDashboardQuery },
    result: {
      data: {
        attorneyDashboard: {
          __typename: 'AttorneyDashboard',
          clinics: [
            {
              __typename: 'AttorneyClinicCases',
              clinicId: 1,
              clinicName: 'Northside Chiropractic',
              activeCases: 1,
              totalCases: 3,
              recentCases: [
                {
                  __typename: 'AttorneyDashboardCase',
                  id: 11,
                  caseNumber: 'CASE-2026-0011',
                  patientName: 'Alex Rivera',
                  status: 'attorney_review',
                },
              ],
            },
            {
              __typename: 'AttorneyClinicCases',
              clinicId: 2,
              clinicName: 'Lakeview Spine & Injury',
              activeCases: 0,
              totalCases: 1,
              recentCases: [],
            },
          ],
          waiting,
          waitingCounts: {
            __typename: 'WaitingCounts',
            counterOffers: 1,
            newDocuments: 0,
            unreadMessages: 3,
            submittedBills: 0,
          },
        },
      },
    },
  };
}

const counterOffer = {
  __typename: 'WaitingItem',
  kind: 'counter_offer',
  caseId: 11,
  caseNumber: 'CASE-2026-0011',
  patientName: 'Alex Rivera',
  clinicName: 'Northside Chiropractic',
  occurredAt: '2026-11-20T15:00:00.000Z',
  summary: 'The clinic countered your reduction request with $800.00',
  link: '/cases/11?tab=billing',
};
const unread = {
  ...counterOffer,
  kind: 'unread_messages',
  summary: '3 unread messages',
  link: '/cases/11?tab=messages',
};

function renderDashboard(mocks: MockLink.MockedResponse[]) {
  renderWithProviders(<DashboardPage />, { route: '/dashboard', mocks: [currentUserMock(attorney), ...mocks] });
  return userEvent.setup();
}

describe("the attorney's dashboard", () => {
  it("shows the attorney's figures labelled for what they measure, not the clinic's", async () => {
    renderDashboard([figuresMock, dashboardMock([])]);

    expect(await screen.findByText('Welcome back, Daniel')).toBeInTheDocument();
    const settlement = within(await screen.findByRole('region', { name: 'Average settlement (your settled cases)' }));
    expect(settlement.getByText('$25,500.25')).toBeInTheDocument();
    expect(settlement.getByText('Across 2 settled cases')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: "Clinics' median reply time to you (last 180 days)" })).toHaveTextContent(
      '3 hours',
    );
    expect(screen.queryByRole('region', { name: 'Monthly Revenue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /cases view/i })).not.toBeInTheDocument();
  });

  it('groups the cases by clinic, each case linking to its record', async () => {
    renderDashboard([figuresMock, dashboardMock([])]);

    const northside = within(await screen.findByRole('region', { name: 'Northside Chiropractic' }));
    expect(northside.getByText('1 active of 3 cases')).toBeInTheDocument();
    expect(northside.getByRole('link', { name: /CASE-2026-0011/ })).toHaveAttribute('href', '/cases/11');
    expect(
      within(screen.getByRole('region', { name: 'Lakeview Spine & Injury' })).getByText('0 active of 1 case'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Nothing waits on you')).toBeInTheDocument();
  });

  it('lists what waits on the attorney with counts per kind, each item opening its record', async () => {
    const user = renderDashboard([figuresMock, dashboardMock([counterOffer, unread])]);

    const items = within(await screen.findByRole('list', { name: 'Waiting items' }));
    const counter = items.getByRole('link', { name: /countered your reduction request with \$800\.00/ });
    expect(counter).toHaveAttribute('href', '/cases/11?tab=billing');
    expect(counter).toHaveTextContent('Counter offer');
    expect(counter).toHaveTextContent('CASE-2026-0011 · Alex Rivera · Northside Chiropractic');
    expect(items.getByRole('link', { name: /3 unread messages/ })).toHaveAttribute('href', '/cases/11?tab=messages');
    const counts = within(screen.getByRole('list', { name: 'Waiting on you, by kind' }));
    expect(counts.getByText('Counter offers: 1')).toBeInTheDocument();
    expect(counts.getByText('Unread messages: 3')).toBeInTheDocument();
    await user.click(counter);
    expect(await screen.findByTestId('location')).toHaveTextContent('/cases/11?tab=billing');
  });

  it('shows the newest eight first and the rest on Show all', async () => {
    const many = Array.from({ length: 10 }, (_, index) => ({
      ...unread,
      caseId: 20 + index,
      link: `/cases/${20 + index}?tab=messages`,
    }));
    const user = renderDashboard([figuresMock, dashboardMock(many)]);

    const items = await screen.findByRole('list', { name: 'Waiting items' });
    expect(within(items).getAllByRole('link')).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Show all 10 items' }));
    expect(within(items).getAllByRole('link')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });
});
