import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { MockLink } from '@apollo/client/testing';
import { currentUserMock } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import LandingPage from '../landing/LandingPage';
import { AuthProvidersQuery, ExternalLoginErrorMessageQuery } from './ExternalSignIn';

const configured = [
  { __typename: 'AuthProvider' as const, id: 'oidc', label: 'Harbor ID' },
  { __typename: 'AuthProvider' as const, id: 'google', label: 'Google' },
  { __typename: 'AuthProvider' as const, id: 'apple', label: 'Apple' },
];

function providersMock(authProviders: typeof configured): MockLink.MockedResponse {
  return {
    request: { query: AuthProvidersQuery },
    result: { data: { authProviders } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function errorMessageMock(code: string, message: string): MockLink.MockedResponse {
  return {
    request: { query: ExternalLoginErrorMessageQuery, variables: { code } },
    result: { data: { externalLoginErrorMessage: message } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function renderLanding(route: string, mocks: MockLink.MockedResponse[]) {
  renderWithProviders(
    <Routes>
      <Route path="/" element={<LandingPage />} />
    </Routes>,
    { route, mocks: [currentUserMock(null), ...mocks] },
  );
  return userEvent.setup();
}

const dialog = () => within(screen.getByRole('dialog'));

describe('Login dialog: external sign-in', () => {
  it('offers each configured provider on the Attorney and Provider forms, as links to its start route', async () => {
    const user = renderLanding('/?login=true', [providersMock(configured)]);
    await screen.findByRole('dialog');
    expect(dialog().queryByRole('link', { name: /^Continue with/ })).not.toBeInTheDocument();

    await user.click(dialog().getByRole('button', { name: /^Attorney/ }));
    expect(await dialog().findByRole('link', { name: 'Continue with Harbor ID' })).toHaveAttribute(
      'href',
      '/api/auth/oidc/oidc/start?loginType=attorney',
    );
    expect(dialog().getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/oidc/google/start?loginType=attorney',
    );
    expect(dialog().getByRole('link', { name: 'Continue with Apple' })).toHaveAttribute(
      'href',
      '/api/auth/oidc/apple/start?loginType=attorney',
    );
    // The password form is still there.
    expect(dialog().getByLabelText(/^Password/)).toBeInTheDocument();

    await user.click(dialog().getByRole('button', { name: 'Back' }));
    await user.click(dialog().getByRole('button', { name: /^Provider/ }));
    expect(await dialog().findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/oidc/google/start?loginType=provider',
    );

    await user.click(dialog().getByRole('button', { name: 'Back' }));
    await user.click(dialog().getByRole('button', { name: /^Admin/ }));
    expect(dialog().queryByRole('link', { name: /^Continue with/ })).not.toBeInTheDocument();
  });

  it('sends the page to return to along to the start route', async () => {
    const user = renderLanding('/?login=true&returnTo=%2Fcases%2F12', [providersMock(configured)]);
    await screen.findByRole('dialog');
    await user.click(dialog().getByRole('button', { name: /^Provider/ }));
    expect(await dialog().findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/oidc/google/start?loginType=provider&returnTo=%2Fcases%2F12',
    );
  });

  it('shows no provider buttons when none is configured', async () => {
    let answered = 0;
    const user = renderLanding('/?login=true', [
      {
        request: { query: AuthProvidersQuery },
        result: () => {
          answered += 1;
          return { data: { authProviders: [] } };
        },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ]);
    await screen.findByRole('dialog');
    await user.click(dialog().getByRole('button', { name: /^Provider/ }));
    expect(dialog().getByLabelText(/^Email/)).toBeInTheDocument();
    // Once the (empty) answer is in, nothing is added below the form.
    await waitFor(() => expect(answered).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialog().queryByText('or')).not.toBeInTheDocument();
    expect(dialog().queryByRole('link', { name: /^Continue with/ })).not.toBeInTheDocument();
  });

  it('shows why an external sign-in was refused, and takes loginError out of the address', async () => {
    const message = 'Your email address is not verified with this sign-in provider.';
    const user = renderLanding('/?login=true&loginError=email_unverified', [
      providersMock(configured),
      errorMessageMock('email_unverified', message),
    ]);

    expect(await screen.findByRole('dialog', { name: 'Log in to Casebridge' })).toBeInTheDocument();
    const alert = await dialog().findByRole('alert');
    expect(alert).toHaveTextContent('Sign-in failed');
    expect(alert).toHaveTextContent(message);
    const location = screen.getByTestId('location');
    expect(location).toHaveTextContent(/^\/$/);
    expect(location).toHaveAttribute('data-navigation-type', 'REPLACE');

    // Still shown on the form the user picks next, so they can choose another way in.
    await user.click(dialog().getByRole('button', { name: /^Provider/ }));
    expect(dialog().getByRole('alert')).toHaveTextContent(message);

    // Closing the dialog forgets it.
    await user.click(dialog().getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getAllByRole('button', { name: 'Login' })[0]);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(dialog().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the dialog for loginError alone, and keeps other parameters', async () => {
    renderLanding('/?loginError=unknown_account&ref=mail', [
      providersMock([]),
      errorMessageMock('unknown_account', 'There is no Casebridge account for this email address.'),
    ]);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(await dialog().findByRole('alert')).toHaveTextContent(
      'There is no Casebridge account for this email address.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?ref=mail$/);
  });

  it('ignores a loginError that is not a code', async () => {
    renderLanding('/?login=true&loginError=%3Cb%3Ehi%3C%2Fb%3E', [providersMock([])]);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(dialog().queryByRole('alert')).not.toBeInTheDocument();
  });
});
