import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { graphqlError } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { EmployeeCreateMutation, EmployeeRoleCreateMutation, StaffListQuery } from './staffDocuments';
import { StaffTab } from './StaffTab';

const staff = {
  request: { query: StaffListQuery },
  result: {
    data: {
      employees: [
        {
          __typename: 'EmployeeView',
          id: 1,
          email: 'support@casebridge.demo',
          firstName: 'Sam',
          lastName: 'Rivera',
          roleId: 1,
          roleName: 'Support Agent',
          department: 'Support',
          phoneExtension: null,
          isActive: true,
          hasPassword: true,
          lastActiveAt: '2026-11-20T12:00:00.000Z',
        },
      ],
      employeeRoles: [
        {
          __typename: 'EmployeeRoleView',
          id: 1,
          roleName: 'Support Agent',
          roleDescription: 'Works support tickets',
          permissions: ['support', 'clinics', 'logs'],
          isSystemRole: true,
          activeEmployees: 1,
        },
      ],
    },
  },
  maxUsageCount: 5,
} satisfies MockLink.MockedResponse;

function renderTab(mocks: MockLink.MockedResponse[] = []) {
  renderWithProviders(<StaffTab />, { mocks: [staff, ...mocks] });
  return userEvent.setup({ delay: null });
}

describe('StaffTab', () => {
  it('lists staff and roles, the areas by their tab names, a system role without Delete', async () => {
    renderTab();
    const member = await screen.findByTestId('employee');
    expect(member).toHaveTextContent('Sam Rivera');
    expect(member).toHaveTextContent('support@casebridge.demo · Support');
    expect(member).toHaveTextContent(/Last active Nov 20, 2026, \d{1,2}:00 [AP]M/);
    const role = screen.getByTestId('employee-role');
    expect(role).toHaveTextContent('Support Agent · 1 active · system role');
    expect(within(role).getByText('Logs')).toBeInTheDocument();
    expect(within(role).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it("a new role: names the missing name, sends the areas in the console's order, shows the server's refusal", async () => {
    let sent: unknown = null;
    const user = renderTab([
      {
        request: {
          query: EmployeeRoleCreateMutation,
          variables: (variables) => {
            sent = variables;
            return true;
          },
        },
        result: {
          errors: [
            graphqlError('A role with this name already exists', 'CONFLICT', {
              fieldErrors: [{ field: 'roleName', message: 'A role with this name already exists' }],
            }),
          ],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'New role' }));
    const dialog = screen.getByRole('dialog', { name: 'New role' });
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    expect(await within(dialog).findByText('Role name is required')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: 'Staff' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Role name/ }), '  Night Desk ');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Logs' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Support' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create role' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Role name/ })).toHaveAccessibleDescription(
        'A role with this name already exists',
      ),
    );
    expect(sent).toEqual({
      input: { roleName: 'Night Desk', roleDescription: null, permissions: ['support', 'logs'] },
    });
    // A dialog of 18 checkboxes, validated as it is filled: about 10 s in jsdom on a busy machine.
  }, 40_000);

  it('adding a staff member: names every required field, then shows the refused email under it', async () => {
    const user = renderTab([
      {
        request: { query: EmployeeCreateMutation, variables: () => true },
        result: {
          errors: [
            graphqlError('A user with this email already exists', 'CONFLICT', {
              fieldErrors: [{ field: 'email', message: 'A user with this email already exists' }],
            }),
          ],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add staff member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add staff member' });
    await user.click(within(dialog).getByRole('button', { name: 'Add and invite' }));
    expect(await within(dialog).findByText('Email is required')).toBeInTheDocument();
    expect(within(dialog).getByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a role')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'robin@casebridge.demo');
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Robin');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Okafor');
    await user.click(within(dialog).getByRole('combobox', { name: /Role/ }));
    await user.click(screen.getByRole('option', { name: 'Support Agent' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add and invite' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
        'A user with this email already exists',
      ),
    );
  }, 40_000);
});
