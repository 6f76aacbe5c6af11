import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { graphqlError } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import InvitationPage, { MISSING_TOKEN_MESSAGE } from './InvitationPage';
import { InvitationAcceptMutation, InvitationQuery } from './invitationQueries';

const token = 'T'.repeat(43);
const password = 'maple syrup on a cold morning';
const usedMessage = 'This invitation has already been used. Sign in with your email and password.';

function previewMock(state: string, message: string | null = null): MockLink.MockedResponse {
  const valid = state === 'valid';
  return {
    request: { query: InvitationQuery, variables: { token } },
    result: {
      data: {
        invitation: {
          __typename: 'InvitationPreview',
          state,
          message,
          email: valid ? 'nia.brooks@riverside.example' : null,
          firstName: valid ? 'Nia' : null,
          expiresAt: valid ? '2025-03-12T14:30:00Z' : null,
        },
      },
    },
  };
}

function renderPage(mocks: MockLink.MockedResponse[], route = `/invitation?token=${token}`) {
  renderWithProviders(<InvitationPage />, { route, mocks });
  return userEvent.setup();
}

async function fillPasswords(user: ReturnType<typeof userEvent.setup>, first: string, second = first) {
  await user.type(await screen.findByLabelText(/New Password/), first);
  await user.type(screen.getByLabelText(/Repeat Password/), second);
}

describe('InvitationPage', () => {
  it('sets the password for the invited email, then offers the sign-in', async () => {
    const accept = jest.fn(() => ({
      data: {
        invitationAccept: {
          __typename: 'InvitationAcceptResult',
          email: 'nia.brooks@riverside.example',
          role: 'clinic_staff',
          signInPath: '/?login=true',
        },
      },
    }));
    const user = renderPage([
      previewMock('valid'),
      { request: { query: InvitationAcceptMutation, variables: { token, password } }, result: accept },
    ]);
    expect(await screen.findByText(/Welcome, Nia\./)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('nia.brooks@riverside.example');
    await fillPasswords(user, password);
    await user.click(screen.getByRole('button', { name: 'Set Password' }));

    expect(await screen.findByText(/Your password is set\./)).toBeInTheDocument();
    expect(accept).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/?login=true');
  });

  it('checks the password before sending: length, spaces and the repeat', async () => {
    const user = renderPage([previewMock('valid')]);
    await fillPasswords(user, 'too short', 'different');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Password must be at least 12 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/New Password/));
    await user.type(screen.getByLabelText(/New Password/), ' padded password ');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Password must not start or end with a space')).toBeInTheDocument();
  });

  it("shows the server's password rule under the field", async () => {
    const user = renderPage([
      previewMock('valid'),
      {
        request: { query: InvitationAcceptMutation, variables: { token, password: 'nia.brooks-and-more' } },
        result: {
          errors: [
            graphqlError('Password must not contain your email address', 'BAD_USER_INPUT', {
              fieldErrors: [{ field: 'password', message: 'Password must not contain your email address' }],
            }),
          ],
        },
      },
    ]);
    await fillPasswords(user, 'nia.brooks-and-more');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Password must not contain your email address')).toBeInTheDocument();
  });

  it.each([
    ['expired', 'This invitation has expired. Ask your administrator to send a new one.'],
    ['invalid', MISSING_TOKEN_MESSAGE],
  ])('explains a link that is %s, with no form', async (state, message) => {
    renderPage([previewMock(state, message)]);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByLabelText(/New Password/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('sends someone whose link was already used to the sign-in', async () => {
    renderPage([previewMock('used', usedMessage)]);
    expect(await screen.findByText(usedMessage)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/?login=true');
  });

  it('explains a link used meanwhile (in another tab) when the password is sent', async () => {
    const user = renderPage([
      previewMock('valid'),
      {
        request: { query: InvitationAcceptMutation, variables: { token, password } },
        result: {
          errors: [
            graphqlError(usedMessage, 'BAD_USER_INPUT', { fieldErrors: [{ field: 'token', message: usedMessage }] }),
          ],
        },
      },
    ]);
    await fillPasswords(user, password);
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText(usedMessage)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText(/New Password/)).not.toBeInTheDocument());
  });

  it('says the link is not valid when it has no token', async () => {
    renderPage([], '/invitation');
    expect(screen.getByText(MISSING_TOKEN_MESSAGE)).toBeInTheDocument();
  });
});
