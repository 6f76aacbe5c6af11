import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { graphqlError } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { EditUserDialog, REAUTHENTICATE_NOTE } from './EditUserDialog';
import { clinicOptionsMock, maria } from './test/userFixtures';
import { AdminUserForceLogoutMutation } from './useForceLogout';
import { AdminUserUpdateMutation } from './useUpdateUser';

function renderDialog(mocks: MockLink.MockedResponse[], props: { isSelf?: boolean } = {}) {
  const onClose = jest.fn();
  renderWithProviders(<EditUserDialog user={maria} isSelf={props.isSelf ?? false} onClose={onClose} />, {
    mocks: [clinicOptionsMock, ...mocks],
  });
  return { user: userEvent.setup(), onClose, dialog: screen.getByRole('dialog', { name: 'Edit Maria Lopez' }) };
}

describe('EditUserDialog', () => {
  it('starts from the user, saves email, names, role, clinic and active, then closes', async () => {
    const update = jest.fn(() => ({
      data: { adminUserUpdate: { ...maria, lastName: 'Lopez-Reyes', isActive: false } },
    }));
    const { user, dialog, onClose } = renderDialog([
      {
        request: {
          query: AdminUserUpdateMutation,
          variables: {
            id: maria.id,
            input: {
              email: maria.email,
              firstName: 'Maria',
              lastName: 'Lopez-Reyes',
              role: 'clinic_staff',
              isActive: false,
              clinicId: 1,
              attorneyId: null,
            },
          },
        },
        result: update,
      },
    ]);
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveValue(maria.email);
    expect(within(dialog).getByRole('combobox', { name: /Clinic/ })).toHaveTextContent('Riverside Chiropractic');
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Clinic/ })).toHaveTextContent(
        'Riverside Chiropractic (4 of 10 users, Professional)',
      ),
    );
    expect(dialog).toHaveTextContent(REAUTHENTICATE_NOTE);

    await user.type(within(dialog).getByRole('textbox', { name: /Last Name/ }), '-Reyes');
    await user.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(`${maria.email} was saved.`)).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the dialog open with the server message under the email', async () => {
    const { user, dialog, onClose } = renderDialog([
      {
        request: { query: AdminUserUpdateMutation, variables: () => true },
        result: {
          errors: [
            graphqlError('A user with this email already exists', 'CONFLICT', {
              fieldErrors: [{ field: 'email', message: 'A user with this email already exists' }],
            }),
          ],
        },
      },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('A user with this email already exists')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('forces a logout from the dialog after confirming', async () => {
    const forceLogout = jest.fn(() => ({
      data: { adminUserForceLogout: { __typename: 'AdminUserForceLogoutResult', userId: maria.id, sessionsEnded: 1 } },
    }));
    const { user, dialog } = renderDialog([
      { request: { query: AdminUserForceLogoutMutation, variables: { id: maria.id } }, result: forceLogout },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Force Logout' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Force logout' })).getByRole('button', { name: 'Force Logout' }),
    );
    expect(await screen.findByText('User sessions terminated successfully')).toBeInTheDocument();
    expect(forceLogout).toHaveBeenCalledTimes(1);
  });

  it("offers no force logout or deactivation on the operator's own account", () => {
    const { dialog } = renderDialog([], { isSelf: true });
    expect(within(dialog).queryByRole('button', { name: 'Force Logout' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeDisabled();
    expect(dialog).toHaveTextContent('You cannot change your own role');
  });
});
