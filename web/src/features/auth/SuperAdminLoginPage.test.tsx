import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { Route, Routes } from 'react-router-dom';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { spyOnDownloads } from '../../components/DataTable/test/downloadSpy';
import { aUser, currentUserMock, graphqlError } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import SuperAdminLoginPage from './SuperAdminLoginPage';
import { SuperAdminSignInMutation } from './super-admin/useSuperAdminSignIn';
import { signInExpiredMessage, signInExpiredReason, SuperAdminVerifyMutation } from './super-admin/useSuperAdminVerify';

type User = ReturnType<typeof userEvent.setup>;

const credentials = { email: 'ops@casebridge.example', password: 'Secret-123' };
const superAdmin = aUser({
  id: '5d0c8f7e-6b1a-4c3e-9f57-0e1d2c3b4a59',
  email: credentials.email,
  firstName: 'Olivia',
  lastName: 'Park',
  fullName: 'Olivia Park',
  role: 'super_admin',
  clinicId: null,
  clinic: null,
});
const enrollment = {
  __typename: 'AuthenticatorEnrollment' as const,
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Casebridge%3Aops%40casebridge.example?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M1 1h7v7H1z"/></svg>',
};
const recoveryCodes = Array.from({ length: 10 }, (_, index) => `AB${index}C-DEFG-HJKL-MNP${index}`);

function signInMock(step: 'verify' | 'enroll'): MockLink.MockedResponse {
  return {
    request: { query: SuperAdminSignInMutation, variables: { input: credentials } },
    result: {
      data: {
        superAdminSignIn: {
          __typename: 'SecondFactorChallenge',
          step,
          enrollment: step === 'enroll' ? enrollment : null,
        },
      },
    },
  };
}

type Answer = { code: string } | { recoveryCode: string };

function verifyMock(input: Answer, codes: string[] | null = null): MockLink.MockedResponse {
  return {
    request: { query: SuperAdminVerifyMutation, variables: { input } },
    result: {
      data: { superAdminVerify: { __typename: 'SuperAdminSignedIn', user: superAdmin, recoveryCodes: codes } },
    },
  };
}

function verifyRefusedMock(
  input: Answer,
  message: string,
  code = 'UNAUTHENTICATED',
  extensions: Record<string, unknown> = {},
): MockLink.MockedResponse {
  return {
    request: { query: SuperAdminVerifyMutation, variables: { input } },
    result: { errors: [graphqlError(message, code, extensions)] },
  };
}

/** Who the app thinks is signed in: proves the page refreshes the current user after the second factor. */
function CurrentUserProbe() {
  const { user } = useCurrentUser();
  return <p data-testid="current-user">{user ? user.fullName : 'nobody'}</p>;
}

function renderPage(mocks: MockLink.MockedResponse[], route = '/superadmin') {
  renderWithProviders(
    <>
      <CurrentUserProbe />
      <Routes>
        <Route path="/superadmin" element={<SuperAdminLoginPage />} />
        <Route path="/admin" element={<p>Admin portal</p>} />
      </Routes>
    </>,
    { route, mocks: [currentUserMock(null), ...mocks] },
  );
  return userEvent.setup();
}

/** Pastes rather than types: one change per field keeps these MUI form flows quick in jsdom. */
async function enter(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function submitPassword(user: User) {
  await enter(user, screen.getByLabelText(/^Email/), credentials.email);
  await enter(user, screen.getByLabelText(/^Password/), credentials.password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const codeInput = () => screen.findByRole('textbox', { name: /^Authenticator code/ });

async function expectAdminPortal() {
  expect(await screen.findByText('Admin portal')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/admin');
  expect(screen.getByTestId('current-user')).toHaveTextContent('Olivia Park');
}

describe('SuperAdminLoginPage', () => {
  // jsdom has no scrolling: record the calls instead.
  beforeEach(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('asks for the password, then the authenticator code, then opens the admin portal as the signed-in admin', async () => {
    const user = renderPage([signInMock('verify'), verifyMock({ code: '123456' })]);

    expect(screen.getByRole('heading', { level: 1, name: 'Super Admin Login' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    await submitPassword(user);

    expect(await screen.findByRole('heading', { level: 2, name: 'Two-step verification' })).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    const code = await codeInput();
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // A pasted "123 456" keeps its digits.
    await user.paste('123 456');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await expectAdminPortal();
  });

  it('returns to the admin page that asked for the sign-in (returnTo), and only to a path on this site', async () => {
    const user = renderPage(
      [signInMock('verify'), verifyMock({ code: '123456' })],
      '/superadmin?returnTo=%2Fadmin%3Ftab%3Dusers',
    );
    await submitPassword(user);
    await enter(user, await codeInput(), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Admin portal')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\?tab=users$/);
  });

  it('opens the admin portal when returnTo would leave the site', async () => {
    const user = renderPage(
      [signInMock('verify'), verifyMock({ code: '123456' })],
      '/superadmin?returnTo=%2F%2Fevil.example',
    );
    await submitPassword(user);
    await enter(user, await codeInput(), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Admin portal')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
  });

  it('shows errors under the fields before sending anything, and the server’s refusal in an alert', async () => {
    const forbidden = 'This is not a Super Admin account. Please use Login on the home page.';
    const user = renderPage([
      {
        request: { query: SuperAdminSignInMutation, variables: { input: credentials } },
        result: { errors: [graphqlError(forbidden, 'FORBIDDEN')] },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await submitPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(forbidden);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/superadmin');
  });

  it('puts the server’s field errors under the fields', async () => {
    const user = renderPage([
      {
        request: { query: SuperAdminSignInMutation, variables: { input: credentials } },
        result: {
          errors: [
            graphqlError('Email is not valid', 'BAD_USER_INPUT', {
              fieldErrors: [{ field: 'email', message: 'Email is not valid' }],
            }),
          ],
        },
      },
    ]);

    await submitPassword(user);

    expect(await screen.findByText('Email is not valid')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the server’s message for a wrong code and accepts the right one next', async () => {
    const wrongCode = 'That code is not valid. Enter the current 6-digit code from your authenticator app.';
    const user = renderPage([
      signInMock('verify'),
      verifyRefusedMock({ code: '000000' }, wrongCode),
      verifyMock({ code: '654321' }),
    ]);
    await submitPassword(user);

    await enter(user, await codeInput(), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(wrongCode);
    expect(screen.getByTestId('location')).toHaveTextContent('/superadmin');
    expect(screen.getByTestId('current-user')).toHaveTextContent('nobody');

    // Ready for the next code: the input has the focus and the wrong code is selected, so it is replaced.
    expect(await codeInput()).toHaveFocus();
    await user.paste('654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await expectAdminPortal();
  });

  it('checks the code is 6 digits before sending it, and says nothing while the focus just leaves', async () => {
    const user = renderPage([signInMock('verify')]);
    await submitPassword(user);
    const code = await codeInput();

    await user.tab();
    expect(code).not.toHaveFocus();
    expect(code).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Enter the 6-digit code from your authenticator app'));

    await user.type(code, '12a3');
    expect(code).toHaveValue('123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('The code is the 6 digits your authenticator app shows'),
    );
    expect(code).toHaveAttribute('aria-invalid', 'true');
    // Nothing was sent: an unmocked request would have ended in an alert.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('signs in with a recovery code instead of the authenticator code', async () => {
    const user = renderPage([signInMock('verify'), verifyMock({ recoveryCode: 'ABCD-EFGH-JKLM-NPQR' })]);
    await submitPassword(user);
    await codeInput();

    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    const recoveryCode = screen.getByRole('textbox', { name: /^Recovery code/ });
    expect(recoveryCode).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: /^Authenticator code/ })).not.toBeInTheDocument();
    await user.paste(' ABCD-EFGH-JKLM-NPQR ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await expectAdminPortal();
  });

  it('sets up the authenticator from the QR code or the key, then shows the recovery codes until they are saved', async () => {
    const downloads = spyOnDownloads();
    const user = renderPage([signInMock('enroll'), verifyMock({ code: '246810' }, recoveryCodes)]);
    await submitPassword(user);

    const setup = await screen.findByRole('heading', { level: 2, name: 'Set up two-step verification' });
    expect(setup).toHaveFocus();
    // The password form may have been scrolled on a phone: the new step starts at the top.
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0 });
    expect(screen.getByText(/Install an authenticator app/)).toBeInTheDocument();
    const qrCode = screen.getByRole('img', { name: /QR code/ });
    expect(qrCode.getAttribute('src')).toBe(`data:image/svg+xml;utf8,${encodeURIComponent(enrollment.qrCodeSvg)}`);
    expect(screen.getByTestId('setup-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    // The server's markup is only ever an image, never part of the page.
    expect(document.querySelector('svg path[d="M1 1h7v7H1z"]')).toBeNull();

    await enter(user, await codeInput(), '246810');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Save your recovery codes' })).toHaveFocus();
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    // Signed in already (the session is verified), but the page waits for the codes to be saved.
    expect(screen.getByTestId('current-user')).toHaveTextContent('Olivia Park');
    expect(screen.getByTestId('location')).toHaveTextContent('/superadmin');

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain(credentials.email);
    for (const code of recoveryCodes) expect(copied).toContain(`\n${code}\n`);
    expect(await screen.findByText('Recovery codes copied')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0].name).toMatch(/^casebridge-recovery-codes-\d{4}-\d{2}-\d{2}\.txt$/);
    expect(downloads[0].type).toBe('text/plain;charset=utf-8');
    expect(await downloads[0].text()).toBe(copied);

    const proceed = screen.getByRole('button', { name: 'Continue to the admin portal' });
    expect(proceed).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I have saved these codes' }));
    expect(proceed).toBeEnabled();
    await user.click(proceed);

    await expectAdminPortal();
  });

  it('returns to the password step with the email kept when the pending sign-in has expired', async () => {
    const user = renderPage([
      signInMock('verify'),
      verifyRefusedMock({ code: '135790' }, signInExpiredMessage, 'UNAUTHENTICATED', {
        reason: signInExpiredReason,
      }),
    ]);
    await submitPassword(user);

    await enter(user, await codeInput(), '135790');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(signInExpiredMessage);
    expect(screen.queryByRole('textbox', { name: /^Authenticator code/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue(credentials.email);
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/superadmin');
  });

  it('goes back from the code to the password step', async () => {
    const user = renderPage([signInMock('verify')]);
    await submitPassword(user);
    await codeInput();

    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue(credentials.email);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
