import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { createApolloClient } from '../../apollo';
import { DashboardStatsQuery } from '../../features/dashboard/DashboardStatsSection';
import { aUser, currentUserMock, graphqlError } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CurrentUserQuery } from './currentUser';
import { RequireAuth } from './RequireAuth';

function ActiveCasesPage() {
  const { data } = useQuery(DashboardStatsQuery);
  return <p>Active cases: {data?.dashboardStats.activeCases ?? '…'}</p>;
}

function routesWithProtectedPage() {
  return (
    <Routes>
      <Route path="/" element={<p>Landing page</p>} />
      <Route element={<RequireAuth />}>
        <Route path="/dashboard" element={<ActiveCasesPage />} />
        <Route path="/cases/:id" element={<p>Case page</p>} />
      </Route>
    </Routes>
  );
}

/** Lets pending mock answers (scheduled with setTimeout 0) and their promise chains settle. */
async function settle() {
  await act(() => jest.advanceTimersByTimeAsync(0));
}

async function advance(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

/** Shows the toast now, so the 500 ms can be measured from here. */
function expectLoggedOutToast() {
  const toast = screen.getByRole('alert');
  expect(toast).toHaveTextContent('Unauthorized');
  expect(toast).toHaveTextContent('You are logged out. Logging in again...');
}

describe('RequireAuth', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a progress indicator while the current user loads', () => {
    renderWithProviders(routesWithProtectedPage(), { route: '/dashboard', mocks: [currentUserMock(aUser())] });

    expect(screen.getByRole('progressbar', { name: 'Checking your session...' })).toBeInTheDocument();
  });

  it('renders the page for a signed-in user', async () => {
    renderWithProviders(routesWithProtectedPage(), {
      route: '/dashboard',
      mocks: [
        currentUserMock(aUser()),
        {
          request: { query: DashboardStatsQuery },
          result: {
            data: {
              dashboardStats: {
                __typename: 'DashboardStats',
                activeCases: 4,
                activePatients: 9,
                pendingTasks: 2,
                monthlyRevenue: '100.00',
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByText('Active cases: 4')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a signed-out visitor they are logged out and opens the login after 500 ms', async () => {
    renderWithProviders(routesWithProtectedPage(), { route: '/dashboard', mocks: [currentUserMock(null)] });
    await settle();

    expectLoggedOutToast();
    expect(screen.queryByText(/Active cases/)).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');

    await advance(499);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');

    await advance(1);
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent(/^\/\?login=true&returnTo=%2Fdashboard$/);
    expect(location).toHaveAttribute('data-navigation-type', 'REPLACE');
    expect(screen.getByText('Landing page')).toBeInTheDocument();
  });

  it('carries a deep link (a record from an e-mail) to the login as the page to return to', async () => {
    renderWithProviders(routesWithProtectedPage(), {
      route: '/cases/12?tab=messages',
      mocks: [currentUserMock(null)],
    });
    await settle();
    expectLoggedOutToast();
    await advance(500);

    expect(screen.getByTestId('location')).toHaveTextContent(
      /^\/\?login=true&returnTo=%2Fcases%2F12%3Ftab%3Dmessages$/,
    );
  });

  it('runs the same flow when the session expires while a page is open', async () => {
    const client = createApolloClient(
      new MockLink(
        [
          currentUserMock(aUser()),
          {
            request: { query: DashboardStatsQuery },
            result: { errors: [graphqlError('Your session has expired', 'UNAUTHENTICATED')] },
          },
        ],
        { defaultOptions: { delay: 0 } },
      ),
    );
    renderWithProviders(routesWithProtectedPage(), { route: '/dashboard', client });

    await screen.findByRole('alert');
    expectLoggedOutToast();
    await advance(500);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?login=true&returnTo=%2Fdashboard$/);
  });

  it('offers a retry when the session cannot be checked', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(routesWithProtectedPage(), {
      route: '/dashboard',
      mocks: [
        { request: { query: CurrentUserQuery }, error: new Error('Failed to fetch') },
        currentUserMock(aUser()),
        { request: { query: DashboardStatsQuery }, delay: Number.POSITIVE_INFINITY },
      ],
    });
    await settle();

    expect(screen.getByText('We could not check your session')).toBeInTheDocument();
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Active cases: …')).toBeInTheDocument();
  });
});
