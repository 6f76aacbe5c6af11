import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import {
  PortalEmailCodeSendMutation,
  PortalSignInMutation,
  PortalVerifyEmailCodeMutation,
  PortalVerifyMutation,
  PortalSignInPage,
  SecondFactorStep,
} from './PortalSignIn';

jest.setTimeout(60_000);

const signInMock = (challenge: Record<string, unknown>) => ({
  request: {
    query: PortalSignInMutation,
    variables: { input: { email: 'paula@patient.example', password: 'a long portal passphrase' } },
  },
  result: {
    data: { portalSignIn: { __typename: 'PortalChallenge', enrollment: null, emailSentTo: null, ...challenge } },
  },
});
const user = { __typename: 'User', id: 'u1', role: 'patient' };

async function passwordStep() {
  const person = userEvent.setup();
  await person.type(screen.getByLabelText('Email'), 'paula@patient.example');
  await person.type(screen.getByLabelText('Password'), 'a long portal passphrase');
  await person.click(screen.getByRole('button', { name: 'Sign in' }));
  return person;
}

describe('PortalSignInPage', () => {
  it('asks for the e-mail and password first, with messages under the fields', async () => {
    renderWithProviders(<PortalSignInPage onSignedIn={jest.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('signs in with the authenticator app (TOTP)', async () => {
    const onSignedIn = jest.fn();
    renderWithProviders(<PortalSignInPage onSignedIn={onSignedIn} />, {
      mocks: [
        signInMock({ step: 'verify' }),
        {
          request: { query: PortalVerifyMutation, variables: { input: { code: '123456' } } },
          result: { data: { portalVerify: { __typename: 'SuperAdminSignedIn', user, recoveryCodes: null } } },
        },
      ],
    });
    const person = await passwordStep();
    await person.type(await screen.findByLabelText('Code from your authenticator app'), '123456');
    await person.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('button', { name: 'Verify' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onSignedIn).toHaveBeenCalled();
  });

  it('signs in with a code by e-mail, showing a wrong code under the field', async () => {
    const onSignedIn = jest.fn();
    renderWithProviders(<PortalSignInPage onSignedIn={onSignedIn} />, {
      mocks: [
        signInMock({ step: 'email', emailSentTo: 'p***@patient.example' }),
        {
          request: { query: PortalVerifyEmailCodeMutation, variables: { input: { code: '111111' } } },
          result: {
            errors: [
              {
                message: 'That code is not valid.',
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fieldErrors: [{ field: 'code', message: 'That code is not valid.' }],
                },
              },
            ],
          },
        },
        {
          request: { query: PortalVerifyEmailCodeMutation, variables: { input: { code: '654321' } } },
          result: { data: { portalVerifyEmailCode: { __typename: 'SuperAdminSignedIn', user } } },
        },
      ],
    });
    const person = await passwordStep();
    expect(await screen.findByText(/We sent a 6-digit code to p\*\*\*@patient\.example/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Code from your authenticator app')).not.toBeInTheDocument();
    await person.type(screen.getByLabelText('Code from the e-mail'), '111111');
    await person.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not valid.')).toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
    await person.clear(screen.getByLabelText('Code from the e-mail'));
    await person.type(screen.getByLabelText('Code from the e-mail'), '654321');
    await person.click(screen.getByRole('button', { name: 'Verify' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSignedIn).toHaveBeenCalled();
  });
});

describe('SecondFactorStep at setup', () => {
  const enroll = {
    step: 'enroll',
    emailSentTo: null,
    enrollment: { secret: 'ABCDEF234567', qrCodeSvg: '<svg></svg>' },
  };

  it('offers the authenticator (its QR code and key) or e-mailed codes', async () => {
    renderWithProviders(<SecondFactorStep challenge={enroll} onDone={jest.fn()} />);
    const person = userEvent.setup();
    expect(screen.getByText('How do you want to confirm it is you each time you sign in?')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Authenticator app' }));
    expect(screen.getByTestId('portal-setup-key')).toHaveTextContent('ABCDEF234567');
    expect(screen.getByLabelText('Code from your authenticator app')).toBeInTheDocument();
  });

  it('sends the first code when e-mail is chosen', async () => {
    renderWithProviders(<SecondFactorStep challenge={enroll} onDone={jest.fn()} />, {
      mocks: [
        {
          request: { query: PortalEmailCodeSendMutation },
          result: {
            data: { portalEmailCodeSend: { __typename: 'PortalEmailCodeSent', sentTo: 'f***@family.example' } },
          },
        },
      ],
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Code by e-mail' }));
    expect(await screen.findByText(/We sent a 6-digit code to f\*\*\*@family\.example/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeInTheDocument();
    expect(screen.queryByTestId('portal-setup-key')).not.toBeInTheDocument();
  });
});
