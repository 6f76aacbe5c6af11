import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { MockLink } from '@apollo/client/testing';
import { pendingMessagingMocks } from '../../features/messages/test/messageFixtures';
import { aUser, currentUserMock, graphqlError } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { RequireAuth } from '../auth/RequireAuth';
import { LogoutMutation } from '../auth/useLogout';
import { Layout } from './Layout';

function renderSignedIn(logoutResponse: Omit<MockLink.MockedResponse, 'request'>) {
  renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Landing page</p>} />
      <Route element={<Layout />}>
        <Route element={<RequireAuth />}>
          <Route path="/dashboard" element={<p>Dashboard content</p>} />
        </Route>
      </Route>
    </Routes>,
    {
      route: '/dashboard',
      mocks: [
        currentUserMock(aUser()),
        { request: { query: LogoutMutation }, ...logoutResponse },
        ...pendingMessagingMocks,
      ],
    },
  );
  return userEvent.setup();
}

describe('Layout', () => {
  it('logs out to the landing page without the "logged out" warning', async () => {
    const user = renderSignedIn({ result: { data: { logout: true } } });
    await screen.findByText('Dashboard content');

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
  });

  it('treats an already expired session as logged out', async () => {
    const user = renderSignedIn({ result: { errors: [graphqlError('Not signed in', 'UNAUTHENTICATED')] } });
    await screen.findByText('Dashboard content');

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('Landing page')).toBeInTheDocument();
  });

  it('stays signed in and says so when the server cannot end the session', async () => {
    const user = renderSignedIn({ error: new Error('Failed to fetch') });
    await screen.findByText('Dashboard content');

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(screen.getByText('Dashboard content')).toBeInTheDocument();
  });
});
