import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { MockLink } from '@apollo/client/testing';
import { currentUserMock, graphqlError } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import LandingPage from '../../landing/LandingPage';
import { AuthProvidersQuery } from '../ExternalSignIn';
import { PasswordResetRequestMutation } from './passwordResetQueries';

const neutralAnswer =
  'If an account exists for that email address, we have sent it a link to choose a new password. The link works once and expires in 60 minutes.';

const noAuthProviders: MockLink.MockedResponse = {
  request: { query: AuthProvidersQuery },
  result: { data: { authProviders: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function requestMock(email: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: PasswordResetRequestMutation, variables: { input: { email } } }, result };
}

async function openForgotPassword(mocks: MockLink.MockedResponse[]) {
  renderWithProviders(
    <Routes>
      <Route path="/" element={<LandingPage />} />
    </Routes>,
    { route: '/?login=true', mocks: [currentUserMock(null), noAuthProviders, ...mocks] },
  );
  const user = userEvent.setup();
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: /^Provider/ }));
  await user.click(dialog.getByRole('button', { name: 'Forgot password?' }));
  return { user, dialog: within(screen.getByRole('dialog', { name: 'Reset Your Password' })) };
}

describe('Forgot password in the login dialog', () => {
  it('asks for a reset link and shows the server’s answer, the same for every address', async () => {
    const { user, dialog } = await openForgotPassword([
      requestMock('dana@whitfield.example', {
        data: { passwordResetRequest: { __typename: 'PasswordResetRequestResult', message: neutralAnswer } },
      }),
    ]);
    await user.type(dialog.getByLabelText(/^Email/), '  dana@whitfield.example ');
    await user.click(dialog.getByRole('button', { name: 'Send Reset Link' }));

    expect(await dialog.findByText(neutralAnswer)).toBeInTheDocument();
    expect(dialog.queryByLabelText(/^Email/)).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('dialog', { name: 'Provider Login' })).toBeInTheDocument();
  });

  it('starts from the email typed in the login form', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/" element={<LandingPage />} />
      </Routes>,
      { route: '/?login=true', mocks: [currentUserMock(null), noAuthProviders] },
    );
    const user = userEvent.setup();
    const login = within(await screen.findByRole('dialog'));
    await user.click(login.getByRole('button', { name: /^Attorney/ }));
    await user.type(login.getByLabelText(/^Email/), 'dana@whitfield.example');
    await user.click(login.getByRole('button', { name: 'Forgot password?' }));

    const reset = within(screen.getByRole('dialog', { name: 'Reset Your Password' }));
    expect(reset.getByLabelText(/^Email/)).toHaveValue('dana@whitfield.example');
    await user.click(reset.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Attorney Login' })).toBeInTheDocument();
  });

  it('checks the email before sending anything', async () => {
    const { user, dialog } = await openForgotPassword([]);
    await user.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
    expect(await dialog.findByText('Email is required')).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^Email/), 'not-an-email');
    await user.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
    expect(await dialog.findByText('Email must be a valid email address')).toBeInTheDocument();
  });

  it('shows the rate limit’s message as the server words it', async () => {
    const tooMany = 'Too many password reset requests. Please wait 42 minutes and try again.';
    const { user, dialog } = await openForgotPassword([
      requestMock('dana@whitfield.example', { errors: [graphqlError(tooMany, 'TOO_MANY_REQUESTS')] }),
    ]);
    await user.type(dialog.getByLabelText(/^Email/), 'dana@whitfield.example');
    await user.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
    expect(await dialog.findByText(tooMany)).toBeInTheDocument();
  });

  it('says in our words when the request does not get through', async () => {
    const { user, dialog } = await openForgotPassword([
      {
        request: { query: PasswordResetRequestMutation, variables: { input: { email: 'dana@whitfield.example' } } },
        error: new TypeError('Failed to fetch'),
      },
    ]);
    await user.type(dialog.getByLabelText(/^Email/), 'dana@whitfield.example');
    await user.click(dialog.getByRole('button', { name: 'Send Reset Link' }));
    expect(await dialog.findByText('Cannot reach Casebridge. Check your connection.')).toBeInTheDocument();
  });
});
