import { screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { MockLink } from '@apollo/client/testing';
import { createApolloClient } from '../../apollo';
import { useToast } from '../../app/toast/toastContext';
import { writeCurrentUser } from '../../app/auth/currentUser';
import type { LoginType } from '../../gql/graphql';
import { aUser, currentUserMock, graphqlError } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import LandingPage from '../landing/LandingPage';
import { AuthProvidersQuery } from './ExternalSignIn';
import { LoginMutation } from './useLogin';

const email = 'dana@whitfield.example';
const password = 'Secret-123';

function loginMock(loginType: LoginType, result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: LoginMutation, variables: { input: { email, password, loginType } } }, result };
}

const landingRoutes = (
  <Routes>
    <Route path="/" element={<LandingPage />} />
    <Route path="/dashboard" element={<p>Dashboard page</p>} />
    <Route path="/cases/:id" element={<p>Case page</p>} />
    <Route path="/superadmin" element={<p>Super admin login page</p>} />
  </Routes>
);

/** No external sign-in configured (LoginDialogExternalSignIn.test.tsx covers the buttons). */
const noAuthProviders: MockLink.MockedResponse = {
  request: { query: AuthProvidersQuery },
  result: { data: { authProviders: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderLanding(route: string, mocks: MockLink.MockedResponse[] = []) {
  renderWithProviders(landingRoutes, { route, mocks: [currentUserMock(null), noAuthProviders, ...mocks] });
  return userEvent.setup();
}

function loginDialog() {
  return within(screen.getByRole('dialog'));
}

async function chooseLoginType(user: ReturnType<typeof userEvent.setup>, title: 'Attorney' | 'Provider' | 'Admin') {
  await user.click(loginDialog().getByRole('button', { name: new RegExp(`^${title}`) }));
}

async function fillCredentials(user: ReturnType<typeof userEvent.setup>, withEmail = email, withPassword = password) {
  await user.type(loginDialog().getByLabelText(/^Email/), withEmail);
  await user.type(loginDialog().getByLabelText(/^Password/), withPassword);
}

describe('Login dialog', () => {
  it('opens from ?login=true and removes the parameter without a new history entry', async () => {
    renderLanding('/?login=true');

    expect(await screen.findByRole('dialog', { name: 'Log in to Casebridge' })).toBeInTheDocument();
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent(/^\/$/);
    expect(location).toHaveAttribute('data-navigation-type', 'REPLACE');
  });

  it('stays closed without the parameter and opens from the Login button', async () => {
    const user = renderLanding('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Login' })[0]);

    expect(screen.getByRole('dialog', { name: 'Log in to Casebridge' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor who clicks Login straight to the dashboard', async () => {
    const client = createApolloClient(new MockLink([]));
    writeCurrentUser(client.cache, aUser());
    renderWithProviders(landingRoutes, { route: '/', client });
    const user = userEvent.setup();

    await user.click(screen.getAllByRole('button', { name: 'Login' })[0]);

    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('first offers the Attorney, Provider and Admin choices', async () => {
    renderLanding('/?login=true');
    await screen.findByRole('dialog');

    for (const title of ['Attorney', 'Provider', 'Admin']) {
      expect(loginDialog().getByRole('button', { name: new RegExp(`^${title}`) })).toBeInTheDocument();
    }
    expect(loginDialog().queryByLabelText(/^Email/)).not.toBeInTheDocument();
  });

  it('shows the email and password form for Attorney, with Back returning to the choice', async () => {
    const user = renderLanding('/?login=true');
    await screen.findByRole('dialog');

    await chooseLoginType(user, 'Attorney');

    expect(screen.getByRole('dialog', { name: 'Attorney Login' })).toBeInTheDocument();
    expect(loginDialog().getByLabelText(/^Email/)).toBeInTheDocument();
    expect(loginDialog().getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(loginDialog().getByRole('button', { name: 'Login' })).toBeInTheDocument();

    await user.click(loginDialog().getByRole('button', { name: 'Back' }));

    expect(screen.getByRole('dialog', { name: 'Log in to Casebridge' })).toBeInTheDocument();
    expect(loginDialog().queryByLabelText(/^Email/)).not.toBeInTheDocument();
  });

  it('shows validation messages under each field', async () => {
    const user = renderLanding('/?login=true');
    await screen.findByRole('dialog');
    await chooseLoginType(user, 'Provider');

    await user.click(loginDialog().getByRole('button', { name: 'Login' }));

    expect(loginDialog().getByLabelText(/^Email/)).toHaveAccessibleDescription('Email is required');
    expect(loginDialog().getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is required');

    await user.type(loginDialog().getByLabelText(/^Email/), 'not-an-email');
    await user.click(loginDialog().getByRole('button', { name: 'Login' }));

    expect(loginDialog().getByLabelText(/^Email/)).toHaveAccessibleDescription('Enter a valid email address');
  });

  it('shows "Login Failed" with the server message when the credentials are refused', async () => {
    const user = renderLanding('/?login=true', [
      loginMock('attorney', { errors: [graphqlError('Invalid email or password', 'UNAUTHENTICATED')] }),
    ]);
    await screen.findByRole('dialog');
    await chooseLoginType(user, 'Attorney');
    await fillCredentials(user);

    await user.click(loginDialog().getByRole('button', { name: 'Login' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Login Failed');
    expect(toast).toHaveTextContent('Invalid email or password');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('dialog', { name: 'Attorney Login' })).toBeInTheDocument();
  });

  it('passes on the server message when the login type does not match the account', async () => {
    const message = 'This account is not an attorney account. Choose Provider to log in.';
    const user = renderLanding('/?login=true', [
      loginMock('attorney', { errors: [graphqlError(message, 'FORBIDDEN')] }),
    ]);
    await screen.findByRole('dialog');
    await chooseLoginType(user, 'Attorney');
    await fillCredentials(user);

    await user.click(loginDialog().getByRole('button', { name: 'Login' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Login Failed');
    expect(toast).toHaveTextContent(message);
  });

  it('puts server-side field errors under their fields', async () => {
    const user = renderLanding('/?login=true', [
      loginMock('provider', {
        errors: [
          graphqlError('Invalid input', 'BAD_USER_INPUT', {
            fieldErrors: [{ field: 'email', message: 'This email domain is not accepted' }],
          }),
        ],
      }),
    ]);
    await screen.findByRole('dialog');
    await chooseLoginType(user, 'Provider');
    await fillCredentials(user);

    await user.click(loginDialog().getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Login Failed');
    expect(loginDialog().getByLabelText(/^Email/)).toHaveAccessibleDescription('This email domain is not accepted');
  });

  it('goes to the dashboard after a successful login', async () => {
    const user = renderLanding('/?login=true', [loginMock('provider', { data: { login: aUser({ email }) } })]);
    await screen.findByRole('dialog');
    await chooseLoginType(user, 'Provider');
    await fillCredentials(user);

    await user.click(loginDialog().getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(screen.queryByText('Login Failed')).not.toBeInTheDocument();
  });

  it('returns to the page that asked for the sign-in', async () => {
    const user = renderLanding('/?login=true&returnTo=%2Fcases%2F12%3Ftab%3Dmessages', [
      loginMock('provider', { data: { login: aUser({ email }) } }),
    ]);
    await screen.findByRole('dialog');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?returnTo=%2Fcases%2F12%3Ftab%3Dmessages$/);
    await chooseLoginType(user, 'Provider');
    await fillCredentials(user);

    await user.click(loginDialog().getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Case page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/cases\/12\?tab=messages$/);
  });

  it('closes the logged-out notice once the person has signed in again', async () => {
    function LoggedOutNotice() {
      const showToast = useToast();
      useEffect(() => {
        showToast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', severity: 'error' });
      }, [showToast]);
      return null;
    }
    renderWithProviders(
      <>
        <LoggedOutNotice />
        {landingRoutes}
      </>,
      {
        route: '/?login=true&returnTo=%2Fcases%2F12',
        mocks: [currentUserMock(null), noAuthProviders, loginMock('provider', { data: { login: aUser({ email }) } })],
      },
    );
    const user = userEvent.setup();
    await screen.findByRole('dialog');
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await chooseLoginType(user, 'Provider');
    await fillCredentials(user);
    await user.click(loginDialog().getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Case page')).toBeInTheDocument();
    // Long before the toast's own 6 s are up.
    await waitFor(() => expect(screen.queryByText('You are logged out. Logging in again...')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
  });

  it.each(['%2F%2Fevil.example', 'https%3A%2F%2Fevil.example%2Fcases%2F12', '%2F%5Cevil.example'])(
    'goes to the dashboard instead of a return path that leaves the site (%s)',
    async (returnTo) => {
      const user = renderLanding(`/?login=true&returnTo=${returnTo}`, [
        loginMock('provider', { data: { login: aUser({ email }) } }),
      ]);
      await screen.findByRole('dialog');
      await chooseLoginType(user, 'Provider');
      await fillCredentials(user);

      await user.click(loginDialog().getByRole('button', { name: 'Login' }));

      expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    },
  );

  it('sends Admin to the super admin login with the page to return to', async () => {
    const user = renderLanding('/?login=true&returnTo=%2Fadmin%3Ftab%3Dusers');
    await screen.findByRole('dialog');

    await chooseLoginType(user, 'Admin');

    await user.click(loginDialog().getByRole('link', { name: 'Go to Super Admin Login' }));
    expect(await screen.findByText('Super admin login page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/superadmin\?returnTo=%2Fadmin%3Ftab%3Dusers$/);
  });

  it('sends Admin to the super admin login', async () => {
    const user = renderLanding('/?login=true');
    await screen.findByRole('dialog');

    await chooseLoginType(user, 'Admin');

    expect(loginDialog().getByText(/Super Admin authentication is required/)).toBeInTheDocument();
    expect(loginDialog().queryByLabelText(/^Email/)).not.toBeInTheDocument();
    await user.click(loginDialog().getByRole('link', { name: 'Go to Super Admin Login' }));
    expect(await screen.findByText('Super admin login page')).toBeInTheDocument();
  });
});
