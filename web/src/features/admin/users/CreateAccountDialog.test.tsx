import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { graphqlError } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { CreateAccountDialog } from './CreateAccountDialog';
import { anAdminUser, clinicOptionsMock } from './test/userFixtures';
import { AdminAccountCreateMutation } from './useCreateAccount';

const link = `http://localhost:3000/invitation?token=${'b'.repeat(43)}`;

function created(overrides: Record<string, unknown> = {}) {
  return {
    data: {
      adminAccountCreate: {
        __typename: 'AdminAccountInvitationResult',
        user: anAdminUser({
          email: 'jo.reyes@riverside.example',
          firstName: 'Jo',
          lastName: 'Reyes',
          hasPassword: false,
        }),
        invitation: {
          __typename: 'InvitationDelivery',
          expiresAt: '2025-03-12T14:30:00Z',
          mailConfigured: false,
          emailSent: false,
          emailError: 'Email is not configured on this server (SMTP_URL and MAIL_FROM)',
          link,
          ...overrides,
        },
      },
    },
  };
}

function renderDialog(mocks: MockLink.MockedResponse[] = []) {
  const onClose = jest.fn();
  renderWithProviders(<CreateAccountDialog open onClose={onClose} />, { mocks: [clinicOptionsMock, ...mocks] });
  return { user: userEvent.setup(), onClose, dialog: screen.getByRole('dialog', { name: 'Create Account' }) };
}

async function chooseRole(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, role: string) {
  await user.click(within(dialog).getByRole('combobox', { name: /Role/ }));
  await user.click(screen.getByRole('option', { name: role }));
}

async function fillIdentity(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'jo.reyes@riverside.example');
  await user.type(within(dialog).getByRole('textbox', { name: /First Name/ }), 'Jo');
  await user.type(within(dialog).getByRole('textbox', { name: /Last Name/ }), 'Reyes');
}

describe('CreateAccountDialog', () => {
  it('names every required field before sending anything', async () => {
    const { user, dialog } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Role is required')).toBeInTheDocument();
  });

  it('asks a clinic role for its clinic, showing the seats and refusing a full clinic', async () => {
    const { user, dialog } = renderDialog();
    await fillIdentity(user, dialog);
    await chooseRole(user, dialog, 'Clinic Staff');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await within(dialog).findByText('Choose a clinic for a clinic role')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Clinic/ }));
    expect(
      await screen.findByRole('option', { name: /Riverside Chiropractic \(4 of 10 users, Professional\)/ }),
    ).toBeEnabled();
    expect(screen.getByRole('option', { name: /Summit Spine .*no seat left/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('asks an attorney for a firm name and checks the phone', async () => {
    const { user, dialog } = renderDialog();
    await fillIdentity(user, dialog);
    await chooseRole(user, dialog, 'Attorney');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone/ }), 'call me');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await within(dialog).findByText('Firm name is required for an attorney account')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone must be a valid phone number')).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /Clinic/ })).not.toBeInTheDocument();
  });

  it('creates the account and, with no email sent, shows the invitation link with a Copy button', async () => {
    const create = jest.fn(() => created());
    const { user, dialog } = renderDialog([
      {
        request: {
          query: AdminAccountCreateMutation,
          variables: {
            input: {
              email: 'jo.reyes@riverside.example',
              firstName: 'Jo',
              lastName: 'Reyes',
              role: 'clinic_admin',
              clinicId: 1,
            },
          },
        },
        result: create,
      },
    ]);
    await fillIdentity(user, dialog);
    await chooseRole(user, dialog, 'Clinic Admin');
    await user.click(within(dialog).getByRole('combobox', { name: /Clinic/ }));
    await user.click(await screen.findByRole('option', { name: /Riverside Chiropractic/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));

    const done = await screen.findByRole('dialog', { name: 'Account created' });
    expect(create).toHaveBeenCalledTimes(1);
    expect(done).toHaveTextContent('Email is not configured on this server, so no invitation email was sent.');
    expect(within(done).getByRole('textbox', { name: 'Invitation link' })).toHaveValue(link);
    await user.click(within(done).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('says the invitation was emailed, without showing the link, when it was', async () => {
    const { user, dialog } = renderDialog([
      {
        request: { query: AdminAccountCreateMutation, variables: () => true },
        result: created({ mailConfigured: true, emailSent: true, emailError: null, link: null }),
      },
    ]);
    await fillIdentity(user, dialog);
    await chooseRole(user, dialog, 'Super Admin');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    const done = await screen.findByRole('dialog', { name: 'Account created' });
    expect(done).toHaveTextContent('An invitation to set a password was emailed to jo.reyes@riverside.example.');
    expect(within(done).queryByRole('textbox', { name: 'Invitation link' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal under the field it names", async () => {
    const { user, dialog } = renderDialog([
      {
        request: { query: AdminAccountCreateMutation, variables: () => true },
        result: {
          errors: [
            graphqlError('A user with this email already exists', 'CONFLICT', {
              fieldErrors: [{ field: 'email', message: 'A user with this email already exists' }],
            }),
          ],
        },
      },
    ]);
    await fillIdentity(user, dialog);
    await chooseRole(user, dialog, 'Super Admin');
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
        'A user with this email already exists',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();
  });
});
