import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { graphqlError } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { PasswordResetLinkQuery, PasswordResetMutation } from './passwordResetQueries';
import ResetPasswordPage, { MISSING_RESET_TOKEN_MESSAGE } from './ResetPasswordPage';

const token = 'R'.repeat(43);
const password = 'a lighthouse keeps its lamp lit';
const email = 'nia.brooks@riverside.example';
const usedMessage =
  'This password reset link has already been used. Ask for a new one if you still need to reset your password.';
const expiredMessage = 'This password reset link has expired. Ask for a new one.';

function linkMock(state: string, message: string | null = null): MockLink.MockedResponse {
  const valid = state === 'valid';
  return {
    request: { query: PasswordResetLinkQuery, variables: { token } },
    result: {
      data: {
        passwordResetLink: {
          __typename: 'PasswordResetPreview',
          state,
          message,
          email: valid ? email : null,
          expiresAt: valid ? '2026-11-26T03:30:00Z' : null,
        },
      },
    },
  };
}

function renderPage(mocks: MockLink.MockedResponse[], route = `/reset-password?token=${token}`) {
  renderWithProviders(<ResetPasswordPage />, { route, mocks });
  return userEvent.setup();
}

async function fillPasswords(user: ReturnType<typeof userEvent.setup>, first: string, second = first) {
  await user.type(await screen.findByLabelText(/New Password/), first);
  await user.type(screen.getByLabelText(/Repeat Password/), second);
}

describe('ResetPasswordPage', () => {
  it('sets the new password for the link’s account, then offers the sign-in', async () => {
    const reset = jest.fn(() => ({
      data: { passwordReset: { __typename: 'PasswordResetResult', email, signInPath: '/?login=true' } },
    }));
    const user = renderPage([
      linkMock('valid'),
      { request: { query: PasswordResetMutation, variables: { token, password } }, result: reset },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await fillPasswords(user, password);
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));

    expect(await screen.findByText(new RegExp(`Sign in with ${email} and your new password`))).toBeInTheDocument();
    expect(screen.getByText(/signed out everywhere/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/?login=true');
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('checks the passwords match before sending anything', async () => {
    const user = renderPage([linkMock('valid')]);
    await fillPasswords(user, password, `${password}!`);
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
  });

  it('puts the server’s password rule under the field', async () => {
    const user = renderPage([
      linkMock('valid'),
      {
        request: { query: PasswordResetMutation, variables: { token, password: 'aaaaaaaaaaaaaaa1' } },
        result: {
          errors: [
            graphqlError('Password must use at least 4 different characters', 'BAD_USER_INPUT', {
              fieldErrors: [{ field: 'password', message: 'Password must use at least 4 different characters' }],
            }),
          ],
        },
      },
    ]);
    await fillPasswords(user, 'aaaaaaaaaaaaaaa1');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText('Password must use at least 4 different characters')).toBeInTheDocument();
  });

  it.each([
    ['used', usedMessage],
    ['expired', expiredMessage],
  ])('says a %s link cannot be used, and offers a new one', async (state, message) => {
    renderPage([linkMock(state, message)]);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByLabelText(/New Password/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in or ask for a new link' })).toHaveAttribute('href', '/?login=true');
  });

  it('refuses a link that was used in another tab meanwhile, with the server’s reason', async () => {
    const user = renderPage([
      linkMock('valid'),
      {
        request: { query: PasswordResetMutation, variables: { token, password } },
        result: {
          errors: [
            graphqlError(usedMessage, 'BAD_USER_INPUT', { fieldErrors: [{ field: 'token', message: usedMessage }] }),
          ],
        },
      },
    ]);
    await fillPasswords(user, password);
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText(usedMessage)).toBeInTheDocument();
    expect(screen.queryByLabelText(/New Password/)).not.toBeInTheDocument();
  });

  it('says the link is not valid when the address has no token', () => {
    renderPage([], '/reset-password');
    expect(screen.getByText(MISSING_RESET_TOKEN_MESSAGE)).toBeInTheDocument();
  });

  it('says in our words when the link cannot be checked', async () => {
    renderPage([
      { request: { query: PasswordResetLinkQuery, variables: { token } }, error: new TypeError('Failed to fetch') },
    ]);
    expect(await screen.findByText('We could not check your link')).toBeInTheDocument();
    expect(screen.getByText('Cannot reach Casebridge. Check your connection.')).toBeInTheDocument();
  });
});
